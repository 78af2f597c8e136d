import { Anchor, Button, Container, Paper, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isAgentType } from '@travel/contracts/roles';
import { ErrorBox } from '../../../components/error-box';
import { PaymentDeadline } from '../../../components/order-status/order-status';
import { LoadingState } from '../../../components/page-states';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { hotelOrderRefOf, useHotelOrder } from '../api/hotel-order';
import { HotelOrderView } from '../components/hotel-order-view';
import { HotelPayForm } from '../components/hotel-pay-form';
import { HotelOrderActions } from './hotel-order-actions';

/**
 * /order-hotel/{id} (sign-in required): a hotel order from My orders with its status; while it
 * awaits payment, the deadline counting down and the payment form; Cancel when allowed.
 */
export function HotelOrderPage() {
  const { t } = useTranslation('hotel-booking');
  const { id = '' } = useParams();
  const session = useSession();
  const orderRef = hotelOrderRefOf(id);
  const order = useHotelOrder(orderRef);
  usePageTitle(t('order.title', { orderNo: id }));

  const body = () => {
    if (order.isPending) return <LoadingState rows={6} />;
    if (order.isError) {
      return (
        <Stack gap="md">
          <ErrorBox error={order.error} ns="hotel-booking" onRetry={() => void order.refetch()} />
          <Button component={Link} to="/orders" variant="default" w="fit-content">
            {t('order.back')}
          </Button>
        </Stack>
      );
    }
    const detail = order.data;
    const awaiting = detail.status === 'awaitingPayment';
    return (
      <Stack gap="lg">
        {awaiting && detail.deadlineAt ? (
          <PaymentDeadline deadlineAt={detail.deadlineAt} onExpire={() => void order.refetch()} />
        ) : null}
        {awaiting && detail.canPay ? (
          <Paper withBorder radius="md" p="md" component="section" aria-labelledby="order-pay">
            <Title order={2} size="h4" id="order-pay" mb="sm">
              {t('pay.title')}
            </Title>
            <HotelPayForm
              order={detail}
              orderRef={orderRef}
              isAgent={isAgentType(session?.user.role)}
            />
          </Paper>
        ) : null}
        <HotelOrderView order={detail} />
        <HotelOrderActions order={detail} orderRef={orderRef} />
      </Stack>
    );
  };

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Anchor component={Link} to="/orders" size="sm">
          <IconArrowLeft size={14} aria-hidden="true" style={{ verticalAlign: -2 }} />{' '}
          {t('order.back')}
        </Anchor>
        <Title order={1}>{t('order.heading')}</Title>
        {body()}
      </Stack>
    </Container>
  );
}
