import { Button } from '@mantine/core';
import { IconArrowsExchange, IconRefresh } from '@tabler/icons-react';
import { Link } from '../../../lib/router';
import type { OrderDetail } from '@travel/contracts/orders';
import { useTranslation } from '../../../lib/i18n';
import { useErrorText } from '../../../lib/error-message';
import { notifyError, notifySuccess } from '../../../lib/notify';
import type { OrderRef } from '../../../lib/order-access';
import { isCancelledStatus } from '../../../components/order-status/status-look';
import { useRefreshTickets } from './refresh-tickets';

/**
 * A flight's own buttons beside the order shell's: change flight (`canExchange`: the API decides
 * — issued, a changeable fare, first flight over two hours away) and refresh the ticket status.
 */
export function FlightOrderActions({
  order,
  orderRef,
}: {
  order: OrderDetail;
  orderRef: OrderRef;
}) {
  const { t } = useTranslation('orders');
  const errorText = useErrorText('orders');
  const tickets = useRefreshTickets(orderRef);
  const refreshTickets = () =>
    tickets.mutate(undefined, {
      onSuccess: (status) =>
        notifySuccess(
          t('actions.statusNow', { status: t(`status.${status.status}`, { ns: 'payment' }) }),
        ),
      onError: (error) => notifyError(errorText(error)),
    });

  return (
    <>
      {order.canExchange ? (
        <Button
          component={Link}
          to={`/exchange/init?orderNo=${encodeURIComponent(order.orderNo)}`}
          variant="default"
          leftSection={<IconArrowsExchange size={18} aria-hidden="true" />}
        >
          {t('actions.changeFlight')}
        </Button>
      ) : null}
      {order.status !== 'awaitingPayment' && !isCancelledStatus(order.status) ? (
        <Button
          variant="subtle"
          leftSection={<IconRefresh size={18} aria-hidden="true" />}
          loading={tickets.isPending}
          onClick={refreshTickets}
        >
          {t('actions.ticketStatus')}
        </Button>
      ) : null}
    </>
  );
}
