import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { ResultHeadline } from '../../../components/order-status/result-headline';
import { useTranslation } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import { isAgentType } from '@travel/contracts/roles';
import { ErrorBox } from '../../../components/error-box';
import { PaymentDeadline } from '../../../components/order-status/order-status';
import { EmptyState, LoadingState } from '../../../components/page-states';
import { useSession } from '../../../lib/session';
import type { HotelOrderRef, useHotelOrder } from '../api/hotel-order';
import { HotelOrderView } from '../../../products/hotel/order/hotel-order-view';
import { PayOrderForm } from '../../../components/payment/pay-order-form';
import { hotelAmountDue } from '../../../products/hotel/order-facts';
import { AgentBalanceNote } from '../../../components/agent-balance/agent-balance-note';

export const hotelOrderPath = (orderNo: string) => `/order-hotel/${encodeURIComponent(orderNo)}`;

/**
 * What /hotel/book-detail shows once SearchHotelOrder has answered: where the booking ended,
 * an agent's balance, the payment form while it awaits payment, and the order.
 */
export function HotelBookResultBody({
  orderNo,
  orderRef,
  order,
}: {
  orderNo: string;
  orderRef: HotelOrderRef;
  order: ReturnType<typeof useHotelOrder>;
}) {
  const { t } = useTranslation('hotel-booking');
  const session = useSession();
  const signedIn = session !== null;

  const links = (
    <Group gap="sm">
      {signedIn ? (
        <>
          {orderNo ? (
            <Button component={Link} to={hotelOrderPath(orderNo)} variant="default">
              {t('result.viewOrder')}
            </Button>
          ) : null}
          <Button component={Link} to="/orders" variant="default">
            {t('result.myOrders')}
          </Button>
        </>
      ) : null}
      <Button component={Link} to="/" variant="subtle">
        {t('result.home')}
      </Button>
    </Group>
  );

  const body = () => {
    if (!orderNo) {
      return (
        <EmptyState
          title={t('result.noOrderTitle')}
          text={t('result.noOrderText')}
          action={links}
        />
      );
    }
    if (order.isPending) return <LoadingState rows={6} />;
    if (order.isError) {
      return (
        <Stack gap="md">
          <Title order={1}>{t('result.title')}</Title>
          <ErrorBox error={order.error} ns="hotel-booking" onRetry={() => void order.refetch()} />
          {links}
        </Stack>
      );
    }
    const detail = order.data;
    return (
      <Stack gap="lg">
        <ResultHeadline
          status={detail.status}
          headline={t(`result.headline.${detail.status}`)}
          text={t(`result.text.${detail.status}`, { email: detail.contact.email })}
        />
        {/* Agents: the agency balance, after this booking's payment once it is made. */}
        <AgentBalanceNote
          stage={detail.status === 'awaitingPayment' ? 'beforePaying' : 'afterPaying'}
        />
        {detail.status === 'awaitingPayment' && detail.deadlineAt ? (
          <Stack gap="sm">
            <PaymentDeadline deadlineAt={detail.deadlineAt} onExpire={() => void order.refetch()} />
            {detail.canPay ? (
              // Visitors pay here too: the order page needs a sign-in, this one the email.
              <Paper withBorder radius="md" p="md" component="section" aria-labelledby="result-pay">
                <Title order={2} size="h4" id="result-pay" mb="sm">
                  {t('pay.title')}
                </Title>
                <PayOrderForm
                  orderRef={orderRef}
                  {...hotelAmountDue(detail)}
                  isAgent={isAgentType(session?.user.role)}
                  ns="hotel-booking"
                />
              </Paper>
            ) : null}
          </Stack>
        ) : null}
        <HotelOrderView order={detail} />
        {links}
      </Stack>
    );
  };

  return body();
}
