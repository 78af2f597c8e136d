import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { orders } from './orders';

/**
 * The hosted checkout (issue 12 §2), our side: one row per checkout session created for an
 * order (Stripe's or the sandbox's). What the processor says about it arrives by webhook; the
 * row records what we did with it (`outcome`), so a second event for the same session never
 * pays or refunds the order again.
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    /** The processor's session id (cs_…). */
    id: text('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The spec's payment type: Stripe (card) or WX (WeChat Pay). */
    paymentType: text('payment_type').notNull(),
    /** What it pays: the order's first payment (order) or, later, its balance (balance). */
    purpose: text('purpose').notNull().default('order'),
    /** open, complete or expired, as the processor last told us. */
    status: text('status').notNull(),
    /** unpaid or paid. */
    paymentStatus: text('payment_status').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** Stripe's lower-case code (usd). */
    currency: text('currency').notNull(),
    url: text('url'),
    /** The processor's payment (a PaymentIntent id) once paid: what a refund names. */
    paymentRef: text('payment_ref'),
    /** What the completion did: paid (the order took it), refunded (came too late), failed. */
    outcome: text('outcome'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('checkout_sessions_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * Processor events handled, by event id: a replayed or re-sent event finds its row and does
 * nothing. Written in the same transaction as what the event did, so an event whose handling
 * failed is not marked and its retry does the work.
 */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  sessionId: text('session_id'),
  /** What handling it did (paid, refunded, expired, ignored, …), for support. */
  outcome: text('outcome').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
});

/**
 * The sandbox hosted checkout's own sessions (lib/payments/checkout/sandbox-checkout.ts): the
 * processor side, as Stripe keeps it. A card number never lands here (the charge goes through
 * the sandbox card processor, which keeps the last four only).
 */
export const sandboxCheckoutSessions = pgTable(
  'sandbox_checkout_sessions',
  {
    id: text('id').primaryKey(),
    /** Our order number (metadata.orderNo), shown on the page. */
    reference: text('reference').notNull(),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    paymentMethodTypes: jsonb('payment_method_types').$type<string[]>().notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    /** open, processing (a payment is being taken), complete or expired. */
    status: text('status').notNull(),
    paymentStatus: text('payment_status').notNull(),
    /** Payment tries so far: each charge's idempotency key is `<id>:<attempt>`. */
    attempts: integer('attempts').notNull().default(0),
    /** The approved charge's key at the sandbox card processor (what a refund names). */
    chargeKey: text('charge_key'),
    /** The PaymentIntent-like id the session reports once paid. */
    paymentIntent: text('payment_intent'),
    /** card or wechat_pay, once paid. */
    paidWith: text('paid_with'),
    /** Until when a payment in progress owns the session; past it the sweep settles it. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sandbox_checkout_sessions_payment_intent_idx').on(t.paymentIntent),
    index('sandbox_checkout_sessions_open_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} in ('open', 'processing')`),
  ],
);

/**
 * Events the sandbox owes our webhook, written in the transaction that completed or expired
 * the session, delivered (signed at each try) until the webhook answers 2xx: a crash between a
 * payment and its event loses neither.
 */
export const sandboxWebhookOutbox = pgTable(
  'sandbox_webhook_outbox',
  {
    eventId: text('event_id').primaryKey(),
    type: text('type').notNull(),
    /** The event JSON exactly as it is sent (and signed). */
    payload: text('payload').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    lastStatus: integer('last_status'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('sandbox_webhook_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.deliveredAt} is null`),
  ],
);
