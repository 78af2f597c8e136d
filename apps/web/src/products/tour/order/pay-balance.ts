import { FLIGHT_CLIENT_TIMEOUT_MS } from '@travel/contracts/constants';
import type { BalancePayment, PayBalanceBody } from '@travel/contracts/order-balance';
import { env } from '../../../config/env';
import { apiFetch } from '../../../lib/api-client';

/** `POST /api/PayBalance`: the balance of a booking paid with a deposit (the common envelope). */
export function payBalance(body: PayBalanceBody, idempotencyKey: string): Promise<BalancePayment> {
  return apiFetch<BalancePayment>('/api/PayBalance', {
    method: 'POST',
    body,
    headers: { 'x-api-key': env.storefrontApiKey, 'Idempotency-Key': idempotencyKey },
    timeoutMs: FLIGHT_CLIENT_TIMEOUT_MS,
  });
}
