import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client';

/**
 * Whether this server keeps a local mailbox (embedded demo: no SMTP, not production), asked
 * with the address the code goes to. The reset page then points to the mailbox page; a server
 * that sends real mail answers 404 and the hint stays hidden.
 */
export async function isMailboxAvailable(to: string, signal?: AbortSignal): Promise<boolean> {
  try {
    await apiFetch<unknown[]>('/api/Mailbox', { query: { to, limit: 1 }, signal });
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return false;
    throw error;
  }
}

export const mailboxAvailableQueryOptions = (to: string) =>
  queryOptions({
    queryKey: ['accounts', 'mailboxAvailable', to] as const,
    queryFn: ({ signal }) => isMailboxAvailable(to, signal),
    staleTime: Infinity,
    retry: false,
  });

export function useMailboxAvailable(to: string) {
  return useQuery({ ...mailboxAvailableQueryOptions(to), enabled: to !== '' });
}
