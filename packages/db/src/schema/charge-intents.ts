import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { orders } from './orders';

/**
 * A card charge made OUTSIDE the transaction that uses it (a change to an issued order: the
 * processor is another system, and a transaction must not wait on it). Written before the
 * charge with its idempotency key; the transaction marks it `applied`. Anything else that
 * happens to it ends `refunded` (charged, but the change did not commit) or `abandoned`/
 * `refused` (no money moved), by the request itself or, when its process died, by the
 * reconciler once `lease_until` has passed (lib/payments/charge-intents.ts).
 */
export const chargeIntents = pgTable(
  'charge_intents',
  {
    chargeKey: text('charge_key').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /** What the charge is for, e.g. `exchange`; shown to support, never branched on. */
    purpose: text('purpose').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** charging, applied, refused, refunding, refunded, abandoned */
    status: text('status').notNull(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // One unresolved charge per order at a time: a second change waits for the first to settle.
    uniqueIndex('charge_intents_one_open_idx')
      .on(t.orderId)
      .where(sql`${t.status} in ('charging', 'refunding')`),
    index('charge_intents_lease_idx').on(t.status, t.leaseUntil),
  ],
);
