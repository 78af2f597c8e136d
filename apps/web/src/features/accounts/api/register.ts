import { useMutation } from '@tanstack/react-query';
import type { LoginData, RegisterBody } from '@travel/contracts/accounts';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/Account/Register: the new customer is signed in at once (reply = Login data). */
export function register(body: RegisterBody): Promise<LoginData> {
  return apiFetch<LoginData>('/api/Account/Register', { method: 'POST', body });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
