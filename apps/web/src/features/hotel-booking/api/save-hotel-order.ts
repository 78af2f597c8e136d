import type { HotelOrderBody, HotelOrderResult } from '@travel/contracts/hotel-orders';
import { HTTP_TIMEOUTS_MS } from '@travel/contracts/constants';
import { env } from '../../../config/env';
import { apiFetch } from '../../../lib/api-client';

/**
 * `POST /api/SaveOrderNew`: books the room for the stay, holds its room-nights and pays what is
 * due now, in one call. The `Idempotency-Key` is made once per booking attempt and sent again
 * on a retry of the same body, so a retried request never books twice. 1059 carries the new
 * rule; 1050 says the room sold out; a refused card leaves the order awaiting payment.
 */
export function saveHotelOrder(
  body: HotelOrderBody,
  idempotencyKey: string,
): Promise<HotelOrderResult> {
  return apiFetch<HotelOrderResult>('/api/SaveOrderNew', {
    method: 'POST',
    body,
    headers: { 'x-api-key': env.storefrontApiKey, 'Idempotency-Key': idempotencyKey },
    // Booking waits on the card processor and the hotel: the spec's 50 s client.
    timeoutMs: HTTP_TIMEOUTS_MS[2],
  });
}
