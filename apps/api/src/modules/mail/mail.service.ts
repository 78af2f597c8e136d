import {
  MAIL_STATUSES,
  unsubscribeEmailProblem,
  type MailStatus,
  type MailboxMessage,
  type MailboxQuery,
  type UnsubscribeQuery,
} from '@travel/contracts/mail';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { smtpConfigured } from '../../lib/mail/transport';
import type { Env } from '../../plugins/env';
import {
  findOutboxMessage,
  findOutboxMessages,
  insertSuppression,
  type OutboxRow,
} from './mail.repository';

/**
 * Unsubscribes an address: later mail to it is kept in the outbox as `suppressed` and not
 * delivered, except mail the person asks for (verification codes, a requested itinerary).
 */
export async function unsubscribe(ctx: AppContext, query: UnsubscribeQuery): Promise<void> {
  const problem = unsubscribeEmailProblem(query.email);
  if (problem) throw new AppError(problem);
  const email = (query.email ?? '').trim().toLowerCase();
  const refer = query.refer?.trim() || null;
  await insertSuppression(ctx.db, email, refer, ctx.now());
}

/**
 * The local mailbox shows what was "sent" when nothing leaves the machine: never in
 * production, and not when a real SMTP server takes the mail.
 */
export const mailboxEnabled = (env: Env): boolean =>
  env.NODE_ENV !== 'production' && !smtpConfigured(env);

/**
 * Who may read it (reset codes are there): only the machine itself, unless MAILBOX_PUBLIC=true
 * opens it to every address (a shared demo host); `local` is lib/local-request's answer.
 */
export const mailboxOpenTo = (env: Env, local: boolean): boolean =>
  mailboxEnabled(env) && (local || env.MAILBOX_PUBLIC);

const isStatus = (value: string): value is MailStatus =>
  (MAIL_STATUSES as readonly string[]).includes(value);

const toMessage = (row: OutboxRow): MailboxMessage => ({
  id: row.id,
  to: row.toEmail,
  subject: row.subject,
  text: row.textBody,
  html: row.htmlBody,
  kind: row.kind,
  status: isStatus(row.status) ? row.status : 'failed',
  createdAt: row.createdAt.toISOString(),
});

export async function listMailbox(ctx: AppContext, query: MailboxQuery): Promise<MailboxMessage[]> {
  const to = query.to ? query.to.toLowerCase() : undefined;
  const rows = await findOutboxMessages(ctx.db, { to, limit: query.limit });
  return rows.map(toMessage);
}

export async function getMailboxMessage(ctx: AppContext, id: string): Promise<MailboxMessage> {
  const row = await findOutboxMessage(ctx.db, id);
  if (!row) throw new AppError('notFound');
  return toMessage(row);
}
