import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The sandbox card processor's own ledger (lib/payments/sandbox-processor.ts): one row per
 * idempotency key, holding the answer it gave. A real processor keeps this on its side; the
 * sandbox keeps it in the database so a retried or recovered charge finds the first answer after
 * a restart, and a key is never charged twice. No card number is stored (last four only).
 */
export const processorCharges = pgTable('processor_charges', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  reference: text('reference').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  /** The charge result as the port returns it (approved with its reference, or refused). */
  outcome: jsonb('outcome').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The sandbox processor's refunds, one row per refund idempotency key: a retried refund gets
 * the first answer and never gives the money back twice.
 */
export const processorRefunds = pgTable('processor_refunds', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  chargeKey: text('charge_key').notNull(),
  amountCents: integer('amount_cents').notNull(),
  outcome: jsonb('outcome').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
