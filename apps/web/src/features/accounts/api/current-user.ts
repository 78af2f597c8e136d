import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@travel/contracts/accounts';
import { apiFetch } from '../../../lib/api-client';
import { accountKeys } from './query-keys';

/** GET /api/Account/CurrentUser: the signed-in user's whole profile. */
export function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  return apiFetch<CurrentUser>('/api/Account/CurrentUser', { signal });
}

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.currentUser(),
    queryFn: ({ signal }) => getCurrentUser(signal),
  });

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
