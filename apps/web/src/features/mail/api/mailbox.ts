import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MAILBOX_MAX_LIMIT, type MailboxMessage } from '@travel/contracts/mail';
import { apiFetch } from '../../../lib/api-client';

export const mailKeys = {
  all: ['mail'] as const,
  mailbox: (to: string) => [...mailKeys.all, 'mailbox', to] as const,
  message: (id: string) => [...mailKeys.all, 'message', id] as const,
};

/** GET /api/Mailbox?to=&limit=: the local mailbox, newest first. */
export function getMailbox(to: string, signal?: AbortSignal): Promise<MailboxMessage[]> {
  return apiFetch<MailboxMessage[]>('/api/Mailbox', {
    query: { to: to || undefined, limit: MAILBOX_MAX_LIMIT },
    signal,
  });
}

/** How often the open mailbox looks for new mail, so a code sent a moment ago shows up. */
export const MAILBOX_POLL_MS = 5000;

export const mailboxQueryOptions = (to: string) =>
  queryOptions({
    queryKey: mailKeys.mailbox(to),
    queryFn: ({ signal }) => getMailbox(to, signal),
    staleTime: 0,
  });

export function useMailbox(to: string) {
  return useQuery({
    ...mailboxQueryOptions(to),
    // Keep the old list on screen while a new filter loads, instead of flashing a skeleton.
    placeholderData: keepPreviousData,
    // A 404 means this server has no local mailbox; asking again will not change that.
    refetchInterval: (query) => (query.state.status === 'error' ? false : MAILBOX_POLL_MS),
  });
}
