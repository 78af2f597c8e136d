import { useMutation } from '@tanstack/react-query';
import type { LoginBody, LoginData } from '@travel/contracts/accounts';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/Account/Login: `{Username, Password}` → the signed-in user and tokens. */
export function login(body: LoginBody): Promise<LoginData> {
  return apiFetch<LoginData>('/api/Account/Login', { method: 'POST', body });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
