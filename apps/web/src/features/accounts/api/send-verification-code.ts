import { useMutation } from '@tanstack/react-query';
import type { SendCodeBody, SendCodeData } from '@travel/contracts/accounts';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/Account/SendMailVerificationCode: e-mails a 6-digit code (10 minutes). */
export function sendVerificationCode(body: SendCodeBody): Promise<SendCodeData> {
  return apiFetch<SendCodeData>('/api/Account/SendMailVerificationCode', { method: 'POST', body });
}

export function useSendVerificationCode() {
  return useMutation({ mutationFn: sendVerificationCode });
}
