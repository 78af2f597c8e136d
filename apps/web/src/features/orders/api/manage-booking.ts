import type { ManageBooking } from '@travel/contracts/mail';
import { apiFetch } from '../../../lib/api-client';

/**
 * `POST /api/Mails/ManageBooking {token}`: the order an order mail's Manage booking link names,
 * and whether this caller opens it as its owner (signed in) or as a visitor (with the booking
 * email). The token goes in the body, never in a URL.
 */
export function openManageLink(token: string, signal?: AbortSignal): Promise<ManageBooking> {
  return apiFetch<ManageBooking>('/api/Mails/ManageBooking', {
    method: 'POST',
    body: { token },
    signal,
  });
}
