import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, UpdateUserBody } from '@travel/contracts/accounts';
import { apiFetch } from '../../../lib/api-client';
import { updateSessionUser } from '../../../lib/session';
import { accountKeys } from './query-keys';

/** POST /api/Users: saves the editable profile and answers the updated CurrentUser. */
export function updateProfile(body: UpdateUserBody): Promise<CurrentUser> {
  return apiFetch<CurrentUser>('/api/Users', { method: 'POST', body });
}

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      client.setQueryData(accountKeys.currentUser(), user);
      // The header shows the session's name: keep it in step without a new sign-in.
      updateSessionUser({ name: user.name });
    },
  });
}
