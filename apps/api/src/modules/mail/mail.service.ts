import {
  MAIL_STATUSES,
  unsubscribeEmailProblem,
  type MailStatus,
  type MailboxMessage,
  type MailboxQuery,
  type ManageBooking,
  type UnsubscribeQuery,
} from '@travel/contracts/mail';
import { isProduct } from '@travel/contracts/products';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { verifyManageToken } from '../../lib/mail/manage-link';
import { smtpConfigured } from '../../lib/mail/transport';
import { findOrderByNo, mayAccessOrder } from '../../lib/orders/access';
import type { Env } from '../../plugins/env';
import type { Identity } from '../../plugins/auth';
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

/**
 * The order a mail's "Manage booking" link names (issue 13 §5), for whoever opened it: the
 * owner signed in (or their agent) is sent to their account's order page; anyone else gets the
 * booking email the link was mailed to, which the page keeps for this tab to read the order as
 * a visitor does after "Find your flight" (read and pay; cancelling still needs the e-mailed
 * code). A token that was not made by this server, was altered, names an order that is gone,
 * or was mailed to an address the order no longer has answers 403 `manageLinkInvalid`; one past
 * its expiry 410 `manageLinkExpired`. Nothing of the token or the order is logged.
 */
export async function openManageLink(
  ctx: AppContext,
  identity: Identity,
  token: string,
): Promise<ManageBooking> {
  const check = verifyManageToken(ctx.env.JWT_SECRET, token, ctx.now());
  if (!check.ok) {
    throw new AppError(check.reason === 'expired' ? 'manageLinkExpired' : 'manageLinkInvalid');
  }
  const order = await findOrderByNo(ctx.db, check.orderNo);
  if (!order || !isProduct(order.product) || !check.matchesEmail(order.contactEmail)) {
    throw new AppError('manageLinkInvalid');
  }
  const owner = identity.signedIn && mayAccessOrder(identity, order);
  return {
    orderNo: order.orderNo,
    product: order.product,
    access: owner ? 'owner' : 'visitor',
    email: owner ? null : order.contactEmail,
  };
}
