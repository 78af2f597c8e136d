import { eq } from 'drizzle-orm';
import { mailOutbox, mailSuppressions, type Executor } from '@travel/db';
import type { AppContext } from '../../app-context';
import { deliver } from './transport';

/** A file sent with a message (an order's calendar file). */
export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * Files delivered with the message by SMTP. The outbox (and so the local mailbox) keeps the
   * text and HTML parts only: what an attachment holds is also in the message's own words.
   */
  attachments?: readonly MailAttachment[];
  /** What it is for: verification-code, itinerary, confirmation, newsletter, … */
  kind: string;
  /**
   * Mail the person asked for just now (a verification code, an itinerary they requested)
   * still goes to an unsubscribed address; everything else is suppressed.
   */
  requestedByRecipient?: boolean;
}

export interface MailResult {
  id: string;
  status: 'sent' | 'suppressed' | 'failed';
}

/**
 * Writes the message to the outbox, then delivers it: by SMTP when SMTP_URL is set, otherwise
 * to the local mailbox (the outbox row itself, readable on the mailbox page outside production).
 * Mail to an unsubscribed address is kept as `suppressed` and not delivered, unless the person
 * asked for it. Delivery never throws: a failure is recorded on the row and in the result.
 * Pass a transaction as `executor` only when the row must share its fate; the SMTP exchange
 * then happens while that transaction is open.
 */
export async function sendMail(
  ctx: AppContext,
  message: MailMessage,
  executor: Executor = ctx.db,
): Promise<MailResult> {
  const to = message.to.trim().toLowerCase();
  const suppressed =
    !message.requestedByRecipient &&
    (await executor
      .select({ email: mailSuppressions.email })
      .from(mailSuppressions)
      .where(eq(mailSuppressions.email, to))
      .limit(1)
      .then((rows) => rows.length > 0));

  const [row] = await executor
    .insert(mailOutbox)
    .values({
      toEmail: to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html ?? null,
      kind: message.kind,
      status: suppressed ? 'suppressed' : 'queued',
      createdAt: ctx.now(),
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('outbox insert returned no row');
  if (suppressed) return { id: row.id, status: 'suppressed' };

  try {
    await deliver(ctx.env, { ...message, to });
    await executor
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: ctx.now() })
      .where(eq(mailOutbox.id, row.id));
    return { id: row.id, status: 'sent' };
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'delivery failed';
    await executor
      .update(mailOutbox)
      .set({ status: 'failed', error: reason.slice(0, 500) })
      .where(eq(mailOutbox.id, row.id));
    return { id: row.id, status: 'failed' };
  }
}
