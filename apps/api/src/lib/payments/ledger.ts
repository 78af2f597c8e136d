import type { OrderMoney } from '@travel/contracts/orders';
import type { PaymentRow } from '../orders/order-parts';

/**
 * An order's money from its payment rows (issue 12): what succeeded charges took, what refunds
 * give back (decided ones count while the processor has still to answer: the money is no
 * longer the order's), and the net. paid − refunded = net, always.
 */
export function orderMoney(
  rows: readonly Pick<PaymentRow, 'kind' | 'status' | 'amountCents'>[],
): OrderMoney {
  let paid = 0;
  let refunded = 0;
  for (const row of rows) {
    if (row.kind === 'refund') {
      if (row.status !== 'failed') refunded -= row.amountCents;
    } else if (row.status === 'succeeded') {
      paid += row.amountCents;
    }
  }
  return { paid, refunded, net: paid - refunded };
}

/** Whether a payment row is a charge that money can still be given back from. */
export const isRefundableCharge = (row: Pick<PaymentRow, 'kind' | 'status' | 'amountCents'>) =>
  row.kind === 'charge' && row.status === 'succeeded' && row.amountCents > 0;

/**
 * What each charge can still give back: its amount less the refunds of it that did not fail.
 * Newest charge first (an exchange's top-up is returned before the original fare), so a
 * partial refund touches as few charges as possible.
 */
export function refundableCharges<Row extends PaymentRow>(
  rows: readonly Row[],
): { charge: Row; left: number }[] {
  const refundedOf = new Map<string, number>();
  for (const row of rows) {
    if (row.kind === 'refund' && row.refundOf && row.status !== 'failed') {
      refundedOf.set(row.refundOf, (refundedOf.get(row.refundOf) ?? 0) - row.amountCents);
    }
  }
  return rows
    .filter(isRefundableCharge)
    .map((charge) => ({ charge, left: charge.amountCents - (refundedOf.get(charge.id) ?? 0) }))
    .filter((entry) => entry.left > 0)
    .sort((a, b) => b.charge.createdAt.getTime() - a.charge.createdAt.getTime());
}

/** Splits `amount` over the charges (newest first), each up to what it has left. */
export function allocateRefund<Row extends PaymentRow>(
  rows: readonly Row[],
  amount: number,
): { charge: Row; amount: number }[] {
  const parts: { charge: Row; amount: number }[] = [];
  let rest = amount;
  for (const { charge, left } of refundableCharges(rows)) {
    if (rest <= 0) break;
    const take = Math.min(left, rest);
    parts.push({ charge, amount: take });
    rest -= take;
  }
  if (rest > 0) throw new Error(`refund of ${amount} is more than the order's charges can return`);
  return parts;
}
