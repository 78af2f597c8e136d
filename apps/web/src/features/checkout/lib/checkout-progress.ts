import type { CheckoutLookup } from '@travel/contracts/checkout';
import type { ProgressStep } from '../../../components/payment/progress-state';

/**
 * Where a hosted checkout stands for the return page: still going (the spec's progress
 * messages: paying, issuing ticket, ticket issued) or finished one way or another.
 */
export type CheckoutOutcome =
  | { kind: 'progress'; reached: ProgressStep[] }
  | { kind: 'done' }
  /** Paid, but the supplier could not fulfil it yet: support finishes it, the traveller is told. */
  | { kind: 'delayed' }
  /** The payment came too late (or twice) and went straight back. */
  | { kind: 'refunded' }
  /** Not paid: the page expired, the traveller cancelled, or the wallet refused. */
  | { kind: 'unpaid'; reason: 'expired' | 'cancelled' | 'failed' }
  /** Not paid, and the order can no longer be paid (its hold ended). */
  | { kind: 'orderCancelled' };

const FULFILLED = new Set(['issued']);

export function checkoutOutcome(
  lookup: CheckoutLookup,
  cancelledByTraveller: boolean,
): CheckoutOutcome {
  const { order } = lookup;
  if (order.payment === 'refunded') return { kind: 'refunded' };
  if (order.payment === 'paid') {
    if (FULFILLED.has(order.status)) return { kind: 'done' };
    if (order.status === 'issueFailed') return { kind: 'delayed' };
    return { kind: 'progress', reached: ['paying', 'issuing'] };
  }
  if (order.payment === 'failed') return { kind: 'unpaid', reason: 'failed' };
  if (order.status === 'cancelled') return { kind: 'orderCancelled' };
  if (lookup.status === 'expired') return { kind: 'unpaid', reason: 'expired' };
  // Back from "Cancel and go back" while the page is still open: nothing was paid.
  if (cancelledByTraveller && lookup.status === 'open') {
    return { kind: 'unpaid', reason: 'cancelled' };
  }
  return { kind: 'progress', reached: ['paying'] };
}

/** Nothing more will change without the traveller: the return page stops asking. */
export const checkoutSettled = (lookup: CheckoutLookup): boolean =>
  checkoutOutcome(lookup, false).kind !== 'progress';
