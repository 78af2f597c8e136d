import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every message the storefront sends goes through this outbox first. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toEmail: text('to_email').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** What the message is for: verification-code, itinerary, confirmation, … */
    kind: text('kind').notNull(),
    /** queued, sent, suppressed, failed */
    status: text('status').notNull().default('queued'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_to_idx').on(t.toEmail, t.createdAt)],
);

/** Addresses that unsubscribed; later non-essential mail to them is suppressed. */
export const mailSuppressions = pgTable('mail_suppressions', {
  email: text('email').primaryKey(),
  refer: text('refer'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
