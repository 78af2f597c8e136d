import type { SendCodeData } from '@travel/contracts/accounts';
import { apiFetch } from '../../../lib/api-client';

/**
 * `POST /api/Account/SendMailVerificationCode` with purpose `contact`: the optional 6-digit
 * code that proves the booking email is the traveller's (spec §4). 429 when asked too soon.
 */
export function sendEmailCode(email: string): Promise<SendCodeData> {
  return apiFetch<SendCodeData>('/api/Account/SendMailVerificationCode', {
    method: 'POST',
    body: { email, purpose: 'contact' },
  });
}
