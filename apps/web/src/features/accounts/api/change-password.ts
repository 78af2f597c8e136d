import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '@travel/contracts/accounts';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/Account/ChangePassword: ends the user's other sign-ins, keeps this one. */
export function changePassword(body: ChangePasswordBody): Promise<null> {
  return apiFetch<null>('/api/Account/ChangePassword', { method: 'POST', body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
