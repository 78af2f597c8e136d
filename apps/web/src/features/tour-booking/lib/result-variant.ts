import type { CheckoutLookup } from '@travel/contracts/checkout';
import type { OrderStatus } from '@travel/contracts/orders';

/**
 * What a booking result page says (spec part 2 §2 book/complete, book/success, book/fail): the
 * path names the case, and a checkout session (book/complete?session_id=) or the order's own
 * status settles it: paid (the operator confirms within 48 hours), confirmed, still to pay, the
 * payment failed (pay again), or the order is cancelled.
 */
export type ResultVariant =
  'created' | 'paid' | 'confirmed' | 'payFailed' | 'cancelled' | 'waiting';

const PAID: readonly OrderStatus[] = ['paid', 'processing'];
const ENDED: readonly OrderStatus[] = ['cancelled', 'refunded', 'partiallyRefunded'];

export function resultVariant(
  page: 'complete' | 'success' | 'fail',
  status: OrderStatus,
  checkout: CheckoutLookup | null,
  /** Back from the payment page's "Cancel and go back", or told the payment failed. */
  payFailed: boolean,
): ResultVariant {
  if (status === 'issued') return 'confirmed';
  if (PAID.includes(status)) return 'paid';
  if (ENDED.includes(status)) return 'cancelled';
  // Awaiting payment from here on.
  if (checkout) {
    if (checkout.order.payment === 'failed' || checkout.status === 'expired') return 'payFailed';
    if (checkout.order.payment === 'paid') return 'waiting';
    if (checkout.status === 'open') return payFailed ? 'payFailed' : 'waiting';
  }
  if (page === 'fail' || payFailed) return 'payFailed';
  if (page === 'success') return 'waiting';
  return 'created';
}
