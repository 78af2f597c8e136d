import type { PrebookBody, PrebookResult } from '@travel/contracts/flights';
import { FLIGHT_CLIENT_TIMEOUT_MS } from '@travel/contracts/constants';
import { apiFetch } from '../../../lib/api-client';

/**
 * `POST /api/Prebooking`: re-prices the chosen offer and brand now. Answers 1050 (sold out),
 * 1059 (price changed, with the new price), 1201 (expired) or 1206–1208 (cabin changed).
 */
export function prebook(body: PrebookBody, signal?: AbortSignal): Promise<PrebookResult> {
  return apiFetch<PrebookResult>('/api/Prebooking', {
    method: 'POST',
    body,
    signal,
    timeoutMs: FLIGHT_CLIENT_TIMEOUT_MS,
  });
}
