import type { SendCodeData } from '@travel/contracts/accounts';
import { EMAIL_CODE_RESEND_SECONDS } from '@travel/contracts/constants';
import { ERRORS } from '@travel/contracts/errors';
import { isEmail } from '@travel/contracts/patterns';
import { apiFetch } from '../../../lib/api-client';
import { isApiError } from '../../../lib/error-message';

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

export type SendCodeOutcome =
  | { kind: 'badEmail' }
  | { kind: 'sent'; resendAfter: number }
  /** `waitSeconds`: asked too soon, so still wait out the resend window the spec gives. */
  | { kind: 'failed'; error: unknown; waitSeconds: number | null };

/**
 * The contact form's Send code: the address checked with the contract's e-mail rule, then
 * sent. /book loads this module at the first press (with the rule and the error catalogue),
 * not with the page.
 */
export async function sendContactCode(email: string): Promise<SendCodeOutcome> {
  if (!isEmail(email)) return { kind: 'badEmail' };
  try {
    const data = await sendEmailCode(email);
    return { kind: 'sent', resendAfter: data.resendAfter };
  } catch (error) {
    const tooSoon = isApiError(error, ERRORS.operationFrequent.code);
    return { kind: 'failed', error, waitSeconds: tooSoon ? EMAIL_CODE_RESEND_SECONDS : null };
  }
}
