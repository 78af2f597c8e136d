import type { PaymentBody } from '@travel/contracts/payments';
import type { PaymentResult } from '@travel/contracts/orders';
import { FLIGHT_CLIENT_TIMEOUT_MS } from '@travel/contracts/constants';
import { env } from '../config/env';
import { apiFetch } from './api-client';
import { orderEmail, type OrderRef } from './order-access';

/**
 * The product-neutral order calls and cache keys (issue 11 §2): every product's order lives under
 * `orderKeys.detail(orderNo)` (order numbers are unique across products), so paying, cancelling
 * and My orders refresh any product's order the same way. What one product adds (a flight's
 * ticket status) stays in products/<product>/.
 */
export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (query: Record<string, unknown>) => [...orderKeys.lists(), query] as const,
  detail: (orderNo: string) => [...orderKeys.all, 'detail', orderNo] as const,
  tickets: (orderNo: string) => [...orderKeys.all, 'tickets', orderNo] as const,
};

/** The order with the booking email this tab remembers for it, if any. */
export const orderRefOf = (orderNo: string): OrderRef => ({ orderNo, email: orderEmail(orderNo) });

/** One key per attempt: the same request sent again replays instead of charging twice. */
export const newIdempotencyKey = (): string => crypto.randomUUID();

/**
 * `POST /api/Payment` for an order of any product, the card in the body only. The timeout is the
 * longest a product's fulfilment may take inside the call (a flight's airline booking).
 */
export function payOrder(body: PaymentBody, idempotencyKey: string): Promise<PaymentResult> {
  return apiFetch<PaymentResult>('/api/Payment', {
    method: 'POST',
    body,
    headers: { 'x-api-key': env.storefrontApiKey, 'Idempotency-Key': idempotencyKey },
    timeoutMs: FLIGHT_CLIENT_TIMEOUT_MS,
  });
}
