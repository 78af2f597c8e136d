import { Button, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { isAgentType } from '@travel/contracts/roles';
import { ErrorBox } from '../../../components/error-box';
import { PaymentDeadline } from '../../../components/order-status/order-status';
import { LoadingState } from '../../../components/page-states';
import { useSession } from '../../../lib/session';
import type { HotelOrderRef, useHotelOrder } from '../api/hotel-order';
import { HotelOrderView } from '../components/hotel-order-view';
import { HotelPayForm } from '../components/hotel-pay-form';
import { HotelOrderActions } from './hotel-order-actions';

/**
 * What /order-hotel/{id} shows once SearchHotelOrder has answered: while the order awaits
 * payment, the deadline counting down and the payment form; the order; Cancel when allowed.
 */
export function HotelOrderBody({
  orderRef,
  order,
}: {
  orderRef: HotelOrderRef;
  order: ReturnType<typeof useHotelOrder>;
}) {
  const { t } = useTranslation('hotel-booking');
  const session = useSession();

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
}
