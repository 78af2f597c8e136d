import { useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PaymentBody } from '@travel/contracts/payments';
import { type OrderRef, newIdempotencyKey, orderKeys, payOrder } from '../../lib/order-access';
import type { CurrencyCode } from '@travel/contracts/constants';
import { PayForm } from './pay-form';

/**
 * Pays an order on the page that shows it (a hotel's order and booking result pages): the shared
 * form and `POST /api/Payment`, then the order is read again, paid or refused. One key per
 * attempt: the same card sent again replays, a new card is a new attempt.
 */
export function PayOrderForm({
  orderRef,
  amount,
  currency,
  isAgent,
  ns,
}: {
  orderRef: OrderRef;
  /** Cents due now. */
  amount: number;
  currency: CurrencyCode;
  isAgent: boolean;
  /** Where `pay.submit` and `pay.failed` are. */
  ns: string;
}) {
  const client = useQueryClient();
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const { orderNo } = orderRef;

  const pay = async (body: PaymentBody) => {
    const serialised = JSON.stringify(body);
    if (attempt.current?.body !== serialised) {
      attempt.current = { body: serialised, key: newIdempotencyKey() };
    }
    try {
      await payOrder(body, attempt.current.key);
      await client.invalidateQueries({ queryKey: orderKeys.detail(orderNo) });
      void client.invalidateQueries({ queryKey: orderKeys.lists() });
    } catch (caught) {
      void client.invalidateQueries({ queryKey: orderKeys.detail(orderNo) });
      throw caught;
    }
  };

  return (
    <PayForm
      orderNo={orderNo}
      email={orderRef.email ?? undefined}
      amount={amount}
      currency={currency}
      isAgent={isAgent}
      ns={ns}
      onPay={pay}
    />
  );
}
