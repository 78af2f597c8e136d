import nodemailer, { type Transporter } from 'nodemailer';
import type { Env } from '../../plugins/env';
import type { MailMessage } from './send-mail';

/**
 * Bounds on every SMTP step: a stalled server must fail the send (recorded in the outbox)
 * within seconds rather than hold the request that triggered it for minutes.
 */
const SMTP_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
} as const;

let transporter: { url: string; transport: Transporter } | undefined;

function transportFor(url: string): Transporter {
  if (!transporter || transporter.url !== url) {
    transporter = { url, transport: nodemailer.createTransport(url, SMTP_TIMEOUTS) };
  }
  return transporter.transport;
}

/** True when mail leaves the machine by SMTP; otherwise the outbox is the local mailbox. */
export const smtpConfigured = (env: Env): boolean => Boolean(env.SMTP_URL);

/**
 * Link of the unsubscribe page for an address, when the public address of the site is known.
 * Mail the person did not ask for carries it as a List-Unsubscribe header.
 */
export function unsubscribeUrl(env: Env, email: string, refer: string): string | undefined {
  if (!env.PUBLIC_URL) return undefined;
  const url = new URL('/unsubscribe', env.PUBLIC_URL);
  url.searchParams.set('email', email);
  url.searchParams.set('refer', refer);
  return url.toString();
}

/**
 * SMTP delivery when SMTP_URL is set. Without it the outbox row is the delivery: the local
 * mailbox page reads it, so nothing leaves the machine.
 */
export async function deliver(env: Env, message: MailMessage): Promise<void> {
  if (!env.SMTP_URL) return;
  const unsubscribe = message.requestedByRecipient
    ? undefined
    : unsubscribeUrl(env, message.to, message.kind);
  await transportFor(env.SMTP_URL).sendMail({
    from: env.MAIL_FROM,
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
    ...(message.attachments?.length
      ? {
          attachments: message.attachments.map((file) => ({
            filename: file.filename,
            content: file.content,
            contentType: file.contentType,
          })),
        }
      : {}),
    ...(unsubscribe ? { list: { unsubscribe } } : {}),
  });
}
