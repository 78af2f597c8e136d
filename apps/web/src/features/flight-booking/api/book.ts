import type { BookBody } from '@travel/contracts/flight-booking';
import type { BookResult } from '@travel/contracts/orders';
import { FLIGHT_CLIENT_TIMEOUT_MS } from '@travel/contracts/constants';
import { env } from '../../../config/env';
import { apiFetch } from '../../../lib/api-client';

/**
 * `POST /api/Book`: creates the order awaiting payment (30-minute deadline) and holds the
 * seats. The storefront key names this client; the `Idempotency-Key` is made once per booking
 * attempt and sent again on a retry, so a retried request never books twice.
 */
export function book(body: BookBody, idempotencyKey: string): Promise<BookResult> {
  return apiFetch<BookResult>('/api/Book', {
    method: 'POST',
    body,
    headers: { 'x-api-key': env.storefrontApiKey, 'Idempotency-Key': idempotencyKey },
    timeoutMs: FLIGHT_CLIENT_TIMEOUT_MS,
  });
}
