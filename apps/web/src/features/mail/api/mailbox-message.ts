import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MailboxMessage } from '@travel/contracts/mail';
import { apiFetch } from '../../../lib/api-client';
import { mailKeys } from './mailbox';

/** GET /api/Mailbox/{id}: one message, for a link straight to it (`/mailbox?id=`). */
export function getMailboxMessage(id: string, signal?: AbortSignal): Promise<MailboxMessage> {
  return apiFetch<MailboxMessage>(`/api/Mailbox/${encodeURIComponent(id)}`, { signal });
}

export const mailboxMessageQueryOptions = (id: string) =>
  queryOptions({
    queryKey: mailKeys.message(id),
    queryFn: ({ signal }) => getMailboxMessage(id, signal),
    staleTime: Infinity,
  });

export function useMailboxMessage(id: string | null, enabled: boolean) {
  return useQuery({ ...mailboxMessageQueryOptions(id ?? ''), enabled: enabled && id !== null });
}
