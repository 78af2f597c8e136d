import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordBody } from '@travel/contracts/accounts';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/Account/ResetPassword: sets the password and ends every sign-in of the user. */
export function resetPassword(body: ResetPasswordBody): Promise<null> {
  return apiFetch<null>('/api/Account/ResetPassword', { method: 'POST', body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
