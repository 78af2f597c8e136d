import { z } from 'zod';
import { envelope } from './envelope';
import { MANAGE_BOOKING_ACCESS, MANAGE_LINK_TOKEN_MAX_LENGTH } from './manage-booking';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './patterns';
import { PRODUCTS } from './products';

/**
 * Mail (issue 2 §5): unsubscribe, and the local mailbox that shows what was sent when no SMTP
 * server is configured outside production.
 */

export { EMAIL_MAX_LENGTH };
const EmailSchema = z.email({ pattern: EMAIL_PATTERN }).max(EMAIL_MAX_LENGTH);

/**
 * The unsubscribe page's check, shared by the page and the API so both give the same answer:
 * the catalogue key of the problem, or null when the address is usable.
 */
export function unsubscribeEmailProblem(
  email: string | null | undefined,
): 'emailAddressRequired' | 'invalidEmailAddress' | null {
  const value = email?.trim() ?? '';
  if (value === '') return 'emailAddressRequired';
  return EmailSchema.safeParse(value).success ? null : 'invalidEmailAddress';
}

/**
 * `GET /api/Mails/UnSubscribe?refer=&email=`. Both are taken as plain strings so that a missing
 * or malformed email answers `emailAddressRequired` / `invalidEmailAddress`, not a generic 400.
 * `refer` says where the link came from (the mail kind or campaign).
 */
export const UnsubscribeQuerySchema = z.object({
  refer: z.string().max(200).optional(),
  email: z.string().max(1000).optional(),
});
export type UnsubscribeQuery = z.infer<typeof UnsubscribeQuerySchema>;
export const UnsubscribeReplySchema = envelope(z.null());

export const MAIL_STATUSES = ['queued', 'sent', 'suppressed', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const MailboxMessageSchema = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  /** HTML part when the message has one; show it sandboxed. */
  html: z.string().nullable(),
  /** What the message is for: verification-code, itinerary, confirmation, … */
  kind: z.string(),
  status: z.enum(MAIL_STATUSES),
  /** ISO 8601, UTC. */
  createdAt: z.iso.datetime(),
});
export type MailboxMessage = z.infer<typeof MailboxMessageSchema>;

export const MAILBOX_DEFAULT_LIMIT = 20;
export const MAILBOX_MAX_LIMIT = 100;

/** `GET /api/Mailbox?to=&limit=`: newest first; `to` filters by recipient (any case). */
export const MailboxQuerySchema = z.object({
  to: z.string().trim().max(EMAIL_MAX_LENGTH).optional(),
  limit: z.coerce.number().int().min(1).max(MAILBOX_MAX_LIMIT).default(MAILBOX_DEFAULT_LIMIT),
});
export type MailboxQuery = z.infer<typeof MailboxQuerySchema>;
export const MailboxListReplySchema = envelope(z.array(MailboxMessageSchema));

export const MailboxIdParamsSchema = z.object({ id: z.uuid() });
export const MailboxMessageReplySchema = envelope(MailboxMessageSchema);

/**
 * `POST /api/Mails/ManageBooking {token}`: opens the order an order mail's "Manage booking" link
 * names (manage-booking.ts). The token goes in the body, never in a URL the server sees. A
 * tampered or unknown token answers 403 `manageLinkInvalid`, an expired one 410
 * `manageLinkExpired`.
 */
export const ManageBookingBodySchema = z.object({
  token: z.string().min(1).max(MANAGE_LINK_TOKEN_MAX_LENGTH),
});
export type ManageBookingBody = z.infer<typeof ManageBookingBodySchema>;

export const ManageBookingSchema = z.object({
  orderNo: z.string(),
  product: z.enum(PRODUCTS),
  /** `owner`: the caller is signed in as the order's account (or its agent). */
  access: z.enum(MANAGE_BOOKING_ACCESS),
  /**
   * For a visitor, the booking email the link was sent to, which the page keeps for this tab
   * (as after "Find your flight") to read the order; null for the owner.
   */
  email: z.string().nullable(),
});
export type ManageBooking = z.infer<typeof ManageBookingSchema>;
export const ManageBookingReplySchema = envelope(ManageBookingSchema);
