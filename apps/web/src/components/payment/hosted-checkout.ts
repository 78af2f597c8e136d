import type { CheckoutPurpose, CheckoutSession } from '@travel/contracts/checkout';
import { apiFetch } from '../../lib/api-client';
import { newIdempotencyKey } from '../../lib/order-access';

/**
 * The secondary way to pay an order: `POST /api/PayStripe` opens (or reuses) a hosted checkout
 * session, and the browser goes to its page (Stripe Checkout, or the sandbox's on our own
 * origin). The order is paid when the processor's webhook says so; the page sends the traveller
 * back to /checkout/complete. Loaded on the first click only (it is not in the pay form's chunk).
 * `purpose: 'balance'` pays the balance of an order booked with a deposit instead of its first
 * payment (the return page then sends the traveller back to the order).
 */
export async function openHostedCheckout(
  orderNo: string,
  email: string | undefined,
  purpose: CheckoutPurpose = 'order',
) {
  const session = await apiFetch<CheckoutSession>('/api/PayStripe', {
    method: 'POST',
    body: { orderNo, email, paymentType: 'Stripe', ...(purpose === 'balance' ? { purpose } : {}) },
    headers: { 'Idempotency-Key': newIdempotencyKey() },
  });
  if (session.url) window.location.assign(session.url);
}
