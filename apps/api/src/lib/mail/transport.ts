import nodemailer, { type Transporter } from 'nodemailer';
import type { Env } from '../../plugins/env';
import type { MailMessage } from './send-mail';

let transporter: { url: string; transport: Transporter } | undefined;

/**
 * SMTP delivery when SMTP_URL is set. Without it the outbox row is the delivery: the local
 * mailbox page reads it, so nothing leaves the machine.
 */
export async function deliver(env: Env, message: MailMessage): Promise<void> {
  if (!env.SMTP_URL) return;
  if (!transporter || transporter.url !== env.SMTP_URL) {
    transporter = { url: env.SMTP_URL, transport: nodemailer.createTransport(env.SMTP_URL) };
  }
  await transporter.transport.sendMail({
    from: env.MAIL_FROM,
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
  });
}
