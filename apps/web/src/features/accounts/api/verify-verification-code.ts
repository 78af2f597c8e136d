import { useMutation } from '@tanstack/react-query';
import type { VerifyCodeBody, VerifyCodeData } from '@travel/contracts/accounts';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/Account/VerifyMailVerificationCode: for `reset` answers a one-use reset token. */
export function verifyVerificationCode(body: VerifyCodeBody): Promise<VerifyCodeData> {
  return apiFetch<VerifyCodeData>('/api/Account/VerifyMailVerificationCode', {
    method: 'POST',
    body,
  });
}

export function useVerifyVerificationCode() {
  return useMutation({ mutationFn: verifyVerificationCode });
}
