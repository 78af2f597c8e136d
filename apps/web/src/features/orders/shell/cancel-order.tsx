import { useRef, useState } from 'react';
import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { ERRORS } from '@travel/contracts/errors';
import type { RefundQuote } from '@travel/contracts/refunds';
import { OrderCodeDialog } from '../../../components/order-code/order-code-dialog';
import { useMoneyText } from '../../../components/price';
import { useTranslation } from '../../../lib/i18n';
import { isApiError, useErrorText } from '../../../lib/error-message';
import { notifySuccess } from '../../../lib/notify';
import { newIdempotencyKey, type OrderRef } from '../../../lib/order-access';
import { useCancelOrder } from '../api/order-actions';
import { useRefundQuote } from '../api/refund-quote';
import { RefundQuoteView } from './refund-quote-view';

/**
 * Cancel, for an order of any product: the button, a confirmation, then for a visitor (the page
 * knows the booking email) the code e-mailed to that address (issue 9). A paid order's
 * confirmation shows its refund quote first and cancels on exactly that quote (issue 12); when
 * the quote changed in between, the new one replaces it and the traveller confirms again. The
 * words are the product's (`shell.*` in its namespace): a hotel releases its room, a flight its
 * seats; the refund's are the orders feature's.
 */
export function CancelOrder({
  orderNo,
  orderRef,
  visitor,
  paid,
  ns,
  compact = false,
}: {
  orderNo: string;
  orderRef: OrderRef;
  visitor: boolean;
  /** Past payment: cancelling goes through a refund quote. */
  paid: boolean;
  /** The product's namespace. */
  ns: string;
  /** A small button naming its order, for a list of orders (My orders). */
  compact?: boolean;
}) {
  const { t } = useTranslation(ns);
  const { t: to } = useTranslation('orders');
  const errorText = useErrorText('orders');
  const moneyText = useMoneyText('USD');
  const cancel = useCancelOrder(orderRef);
  const [confirming, setConfirming] = useState(false);
  const [askingCode, setAskingCode] = useState(false);
  const quote = useRefundQuote(orderRef, paid && (confirming || askingCode));
  // One key per opening and quote: a retry of the same confirmation replays rather than
  // cancelling twice; a new quote is a new request (the server refuses a key with another body).
  const attempt = useRef({ quoteId: '', key: newIdempotencyKey() });
  const quoted: RefundQuote | undefined = paid ? quote.data : undefined;

  const open = () => {
    cancel.reset();
    attempt.current = { quoteId: '', key: newIdempotencyKey() };
    setConfirming(true);
  };
  const cancelled = () => {
    setConfirming(false);
    setAskingCode(false);
    notifySuccess(
      quoted && quoted.refund > 0
        ? to('refund.done', { orderNo, amount: moneyText(quoted.refund).text })
        : t('shell.cancelled', { orderNo }),
    );
  };
  const submit = (code?: string) => {
    const quoteId = quoted?.quoteId ?? '';
    if (attempt.current.quoteId !== quoteId) {
      attempt.current = { quoteId, key: newIdempotencyKey() };
    }
    return cancel.mutateAsync({
      code,
      quoteId: quoted?.quoteId,
      idempotencyKey: attempt.current.key,
    });
  };
  const confirm = () => {
    if (visitor) {
      setConfirming(false);
      setAskingCode(true);
    } else {
      submit().then(cancelled, () => undefined);
    }
  };

  const canConfirm = !paid || quoted?.cancellable === true;
  const confirmLabel = !quoted
    ? t('shell.confirmCancel')
    : quoted.refund > 0
      ? to('refund.confirm', { amount: moneyText(quoted.refund).text })
      : to('refund.confirmNoRefund');

  const body = () => {
    if (!paid) return <Text>{t('shell.cancelText', { orderNo })}</Text>;
    if (quote.isPending) {
      return (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden="true" />
          <Text size="sm">{to('refund.loading')}</Text>
        </Group>
      );
    }
    if (quote.isError) {
      return (
        <Stack gap="xs" align="flex-start">
          <Text c="red.8" size="sm" role="alert">
            {errorText(quote.error)}
          </Text>
          <Button variant="default" size="xs" onClick={() => void quote.refetch()}>
            {to('problems.retry')}
          </Button>
        </Stack>
      );
    }
    return <RefundQuoteView quote={quote.data} />;
  };

  return (
    <>
      <Button
        variant="default"
        color="red"
        leftSection={<IconX size={compact ? 14 : 18} aria-hidden="true" />}
        onClick={open}
        {...(compact
          ? { size: 'compact-xs', 'aria-label': `${t('shell.cancel')} ${orderNo}` }
          : {})}
      >
        {t('shell.cancel')}
      </Button>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('shell.cancelTitle')}
        closeButtonProps={{ 'aria-label': to('actions.close', { ns: 'common' }) }}
        size={paid ? 'lg' : 'md'}
        centered
      >
        <Stack gap="md">
          {body()}
          {cancel.isError ? (
            <Text c="red.8" size="sm" role="alert">
              {errorText(cancel.error)}
            </Text>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
              {t('shell.keep')}
            </Button>
            {canConfirm ? (
              <Button color="red.9" loading={cancel.isPending} onClick={confirm}>
                {confirmLabel}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </Modal>
      <OrderCodeDialog
        opened={askingCode}
        orderRef={orderRef}
        title={t('shell.cancelTitle')}
        confirmLabel={confirmLabel}
        onClose={() => setAskingCode(false)}
        onConfirm={async (code) => {
          try {
            await submit(code);
          } catch (error) {
            // The refund changed under the visitor: back to the confirmation with the new quote.
            if (!isApiError(error, ERRORS.refundQuoteChanged.code)) throw error;
            setAskingCode(false);
            setConfirming(true);
            return;
          }
          cancelled();
        }}
      />
    </>
  );
}
