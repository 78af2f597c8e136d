import type { CheckoutLookup } from '@travel/contracts/checkout';

/**
 * Where the return page takes a balance session (the rest of a tour or cruise booked with a
 * deposit, paid on the hosted page): back to the order, where the balance shows paid, or still
 * due with its ways to pay (page left, expired, refused). It waits while the processor has not
 * reported the payment yet, and says so when the payment came too late and went straight back.
 */
export type BalanceReturn = 'order' | 'waiting' | 'refunded';

export const isBalanceSession = (lookup: CheckoutLookup): boolean =>
  lookup.metadata.purpose === 'balance';

export function balanceReturn(
  lookup: CheckoutLookup,
  cancelledByTraveller: boolean,
): BalanceReturn {
  const { payment, status } = lookup.order;
  if (payment === 'refunded') return 'refunded';
  if (payment !== null) return 'order';
  if (lookup.status === 'expired' || cancelledByTraveller) return 'order';
  // Cancelled meanwhile: the order page says so (the webhook refunds any late payment).
  if (status !== 'paid' && status !== 'issued') return 'order';
  return 'waiting';
}
