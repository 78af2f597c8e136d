import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import {
  IconArrowsExchange,
  IconCreditCard,
  IconMail,
  IconRefresh,
  IconX,
} from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import type { OrderDetail } from '@travel/contracts/orders';
import { OrderCodeDialog } from '../../../components/order-code/order-code-dialog';
import { useErrorText } from '../../../lib/error-message';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { orderPayPath } from '../../../lib/order-access';
import type { OrderRef } from '../../../products/flight/order-detail';
import { useCancelOrder, useRefreshTickets, useSendItinerary } from '../api/order-actions';

/**
 * What can be done with an order now (its `canPay`, `canCancel` and `canExchange` say so): pay,
 * change flight, cancel after a confirmation, e-mail the itinerary, and refresh the ticket
 * status. A visitor's view is read-only apart from paying, changing flight, refreshing and
 * cancelling, which asks for the code e-mailed to the booking email (issue 9).
 */
export function OrderActions({
  order,
  orderRef,
  signedIn,
  readOnly,
}: {
  order: OrderDetail;
  orderRef: OrderRef;
  signedIn: boolean;
  readOnly: boolean;
}) {
  const { t } = useTranslation('orders');
  const errorText = useErrorText('orders');
  const cancel = useCancelOrder(orderRef);
  const itinerary = useSendItinerary(orderRef);
  const tickets = useRefreshTickets(orderRef);
  const [confirming, setConfirming] = useState(false);
  const [askingCode, setAskingCode] = useState(false);
  // A visitor (the page knows the booking email) proves it with an e-mailed code.
  const visitor = readOnly && Boolean(orderRef.email);
  const cancelled = () => {
    setConfirming(false);
    setAskingCode(false);
    notifySuccess(t('actions.cancelled', { orderNo: order.orderNo }));
  };

  const sendItinerary = () =>
    itinerary.mutate(undefined, {
      onSuccess: ({ sentTo }) => notifySuccess(t('actions.itinerarySent', { email: sentTo })),
      onError: (error) => notifyError(errorText(error)),
    });
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
      <Group gap="sm" wrap="wrap">
        {order.canPay ? (
          <Button
            component={Link}
            to={orderPayPath(order.orderNo, signedIn)}
            leftSection={<IconCreditCard size={18} aria-hidden="true" />}
          >
            {t('actions.pay')}
          </Button>
        ) : null}
        {order.canExchange ? (
          // The API decides (issued, a changeable fare, first flight over two hours away).
          <Button
            component={Link}
            to={`/exchange/init?orderNo=${encodeURIComponent(order.orderNo)}`}
            variant="default"
            leftSection={<IconArrowsExchange size={18} aria-hidden="true" />}
          >
            {t('actions.changeFlight')}
          </Button>
        ) : null}
        {order.canCancel && (!readOnly || visitor) ? (
          <Button
            variant="default"
            color="red"
            leftSection={<IconX size={18} aria-hidden="true" />}
            onClick={() => {
              cancel.reset();
              setConfirming(true);
            }}
          >
            {t('actions.cancel')}
          </Button>
        ) : null}
        {!readOnly && order.status !== 'cancelled' ? (
          <Button
            variant="default"
            leftSection={<IconMail size={18} aria-hidden="true" />}
            loading={itinerary.isPending}
            onClick={sendItinerary}
          >
            {t('actions.sendItinerary')}
          </Button>
        ) : null}
        {order.status !== 'cancelled' && order.status !== 'awaitingPayment' ? (
          <Button
            variant="subtle"
            leftSection={<IconRefresh size={18} aria-hidden="true" />}
            loading={tickets.isPending}
            onClick={refreshTickets}
          >
            {t('actions.ticketStatus')}
          </Button>
        ) : null}
      </Group>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('actions.cancelTitle')}
        centered
      >
        <Stack gap="md">
          <Text>{t('actions.cancelText', { orderNo: order.orderNo })}</Text>
          {cancel.isError ? (
            <Text c="red.8" size="sm" role="alert">
              {errorText(cancel.error)}
            </Text>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
              {t('actions.keep')}
            </Button>
            <Button
              color="red"
              loading={cancel.isPending}
              onClick={() => {
                if (visitor) {
                  setConfirming(false);
                  setAskingCode(true);
                } else {
                  cancel.mutate(undefined, { onSuccess: cancelled });
                }
              }}
            >
              {t('actions.confirmCancel')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <OrderCodeDialog
        opened={askingCode}
        orderRef={orderRef}
        title={t('actions.cancelTitle')}
        confirmLabel={t('actions.confirmCancel')}
        onClose={() => setAskingCode(false)}
        onConfirm={async (code) => {
          await cancel.mutateAsync(code);
          cancelled();
        }}
      />
    </>
  );
}
