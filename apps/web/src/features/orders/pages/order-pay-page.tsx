import { useState } from 'react';
import { Alert, Anchor, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { Link, useParams, useSearchParams } from '../../../lib/router';
import { isAgentType } from '@travel/contracts/roles';
import {
  OrderStatusBadge,
  PaymentDeadline,
  READABLE_ALERT,
} from '../../../components/order-status/order-status';
import { OrderPriceLines } from '../../../products/flight/flight-order/order-price-lines';
import { LoadingState } from '../../../components/page-states';
import { Price } from '../../../components/price';
import { SeatsAndExtrasStep } from '../../../products/flight/seat-picker/seats-and-extras-step';
import { orderViewPath, orderRefOf } from '../../../lib/order-access';
import { useOrderDetail } from '../../../products/flight/order-detail';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { OrderError } from '../components/order-error';
import { PayAndIssueForm } from '../../../products/flight/order/pay-and-issue-form';

/**
 * /order/pay/{id} (sign-in required) and /find-your-flight/{id}/pay for visitors: the order's
 * route, price lines and deadline, then seats and extras (priced into the order, so before the
 * card; skippable, and skipped with `?step=pay`), then the payment form. An order that cannot be
 * paid (already paid, cancelled, past its deadline) says so instead of showing the form.
 */
export function OrderPayPage({ guest = false }: { guest?: boolean }) {
  const { t } = useTranslation('orders');
  const { id = '' } = useParams();
  const session = useSession();
  const orderRef = orderRefOf(id);
  const order = useOrderDetail(orderRef);
  const [searchParams] = useSearchParams();
  const [extrasDone, setExtrasDone] = useState(searchParams.get('step') === 'pay');
  usePageTitle(t('pay.title'));
  const viewPath = orderViewPath(id, !guest);

  const body = () => {
    if (order.isPending) return <LoadingState rows={6} />;
    if (order.isError) {
      return (
        <OrderError
          error={order.error}
          backTo={guest ? '/login' : '/orders'}
          backLabel={guest ? t('detail.findAnother') : t('detail.back')}
          onRetry={() => void order.refetch()}
        />
      );
    }
    const detail = order.data;
    return (
      <Stack gap="md">
        <Paper withBorder radius="md" p="md">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Stack gap={0}>
              <Text fw={700}>{detail.title}</Text>
              <Text size="sm" c="gray.7">
                {t('detail.orderNo')}: {detail.orderNo}
              </Text>
            </Stack>
            <Stack gap={4} align="flex-end">
              <OrderStatusBadge status={detail.status} />
              <Price
                amountMinor={detail.totalPrice}
                currency={detail.currency}
                fw={700}
                size="lg"
              />
            </Stack>
          </Group>
          <Stack gap="xs" mt="md" component="section" aria-labelledby="pay-price-heading">
            <Title order={2} size="h5" id="pay-price-heading">
              {t('pay.priceTitle')}
            </Title>
            <OrderPriceLines lines={detail.lines} total={detail.totalPrice} charged />
          </Stack>
        </Paper>
        {detail.canPay ? (
          <>
            {detail.deadlineAt ? (
              <PaymentDeadline
                deadlineAt={detail.deadlineAt}
                onExpire={() => void order.refetch()}
              />
            ) : null}
            {extrasDone ? (
              <PayAndIssueForm
                order={detail}
                orderRef={orderRef}
                isAgent={!guest && isAgentType(session?.user.role)}
              />
            ) : (
              <Stack gap="sm" component="section" aria-labelledby="pay-extras-heading">
                <Title order={2} size="h4" id="pay-extras-heading">
                  {t('pay.extrasTitle')}
                </Title>
                <Text size="sm" c="gray.7">
                  {t('pay.extrasIntro')}
                </Text>
                <SeatsAndExtrasStep
                  orderNo={detail.orderNo}
                  email={guest ? orderRef.email : undefined}
                  onDone={() => setExtrasDone(true)}
                />
              </Stack>
            )}
          </>
        ) : (
          <Alert
            color="gray"
            role="status"
            title={t('pay.notPayableTitle')}
            styles={READABLE_ALERT}
          >
            {t(`pay.notPayable.${detail.status}`)}
          </Alert>
        )}
      </Stack>
    );
  };

  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Anchor component={Link} to={viewPath} size="sm">
          <IconArrowLeft size={14} aria-hidden="true" style={{ verticalAlign: -2 }} />{' '}
          {t('pay.backToOrder')}
        </Anchor>
        <Title order={1}>{t('pay.title')}</Title>
        {body()}
      </Stack>
    </Container>
  );
}

export const GuestOrderPayPage = () => <OrderPayPage guest />;
