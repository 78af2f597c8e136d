import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';

/**
 * The operator's 48-hour confirmation of a paid tour or cruise order (issue 14 §4; spec part 2
 * §1, §9). Written when the order is paid; the confirmation job (apps/api
 * modules/tours/tour-confirmation.job.ts) takes the rows whose `decide_at` has come, leased so
 * several processes never decide one twice, and confirms or declines the booking. State lives
 * here, not in memory, so a restart loses nothing.
 */
export const tourConfirmations = pgTable(
  'tour_confirmations',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id),
    /** The promise to the traveller: payment plus 48 hours. */
    confirmBy: timestamp('confirm_by', { withTimezone: true }).notNull(),
    /** When the (simulated) operator answers: before `confirm_by`. */
    decideAt: timestamp('decide_at', { withTimezone: true }).notNull(),
    /** The sandbox's "fulfilment fails" card: the operator will decline. */
    forceDecline: integer('force_decline').notNull().default(0),
    /** null until decided; then `confirmed` or `declined`. */
    decision: text('decision'),
    reason: text('reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** A job process owns the row until then (claim-due lease). */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('tour_confirmations_due_idx').on(t.decideAt)],
);
