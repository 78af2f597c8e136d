import { useRef, useState } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate } from 'react-router';
import type { OrderDetail } from '@travel/contracts/orders';
import { CardFields } from '../../../components/payment/card-fields';
import {
  cardPaymentOf,
  type CardField,
  type CardValues,
} from '../../../components/payment/card-values';
import { useCardForm } from '../../../components/payment/use-card-form';
import { PayMethodChoice, type PayMethod } from '../../../components/payment/pay-method';
import {
  PaymentProgress,
  failProgress,
  reach,
  startProgress,
  type ProgressState,
} from '../../../components/payment/payment-progress';
import { READABLE_ALERT } from '../../../components/order-status/order-status';
import { Price } from '../../../components/price';
import { useErrorText } from '../../../lib/error-message';
import { bookResultPath } from '../../../lib/order-access';
import { orderKeys, type OrderRef } from '../../../products/flight/order-detail';
import { newIdempotencyKey, payAndIssue } from '../../../products/flight/pay-order';

const PAY_STEPS = ['paying', 'issuing', 'issued'] as const;

/**
 * The payment form alone (issue §5 /order/pay): card or, for agents, balance; the progress
 * messages; then the result page. A failed payment leaves the order payable and says why.
 */
export function PayForm({
  order,
  orderRef,
  isAgent,
}: {
  order: OrderDetail;
  orderRef: OrderRef;
  isAgent: boolean;
}) {
  const { t } = useTranslation('orders');
  const errorText = useErrorText('payment');
  const navigate = useNavigate();
  const client = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [method, setMethod] = useState<PayMethod>('card');
  const [progress, setProgress] = useState<ProgressState | null>(null);
  const [error, setError] = useState<unknown>(null);
  const byCard = !isAgent || method === 'card';

  const form = useCardForm(byCard, t);

  const pay = async (values: { card: CardValues }) => {
    setError(null);
    let state = startProgress(PAY_STEPS);
    setProgress(state);
    const email = orderRef.email ?? undefined;
    try {
      const outcome = await payAndIssue(
        byCard
          ? { orderNo: order.orderNo, email, method: 'card', card: cardPaymentOf(values.card) }
          : { orderNo: order.orderNo, email, method: 'balance' },
        newIdempotencyKey(),
        (step) => {
          state = reach(state, step);
          setProgress(state);
        },
      );
      if (outcome.status === 'issueFailed') setProgress(failProgress(state));
      await client.invalidateQueries({ queryKey: orderKeys.all });
      await new Promise((resolve) => setTimeout(resolve, 700));
      setProgress(null);
      await navigate(bookResultPath(order.orderNo));
    } catch (caught) {
      setProgress(null);
      setError(caught);
      void client.invalidateQueries({ queryKey: orderKeys.detail(order.orderNo) });
    }
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={form.onSubmit(pay, () =>
        requestAnimationFrame(() =>
          formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
        ),
      )}
    >
      <Stack gap="md">
        {isAgent ? <PayMethodChoice value={method} onChange={setMethod} /> : null}
        {byCard ? (
          <CardFields
            values={form.values.card}
            bind={(field: CardField) => form.getInputProps(`card.${field}`)}
          />
        ) : null}
        {error ? (
          <Alert color="red" role="alert" title={t('pay.failed')} styles={READABLE_ALERT}>
            <span data-testid="payment-error">{errorText(error)}</span>
          </Alert>
        ) : null}
        <Button type="submit" size="lg" loading={progress !== null}>
          {t('pay.submit')}&nbsp;
          <Price amountMinor={order.totalPrice} currency={order.currency} inherit />
        </Button>
      </Stack>
      {progress ? <PaymentProgress state={progress} opened /> : null}
    </form>
  );
}
