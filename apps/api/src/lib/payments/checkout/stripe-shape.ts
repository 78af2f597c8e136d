import { z } from 'zod';
import { CHECKOUT_METHOD_TYPES, CHECKOUT_SESSION_STATUSES } from '@travel/contracts/checkout';
import type { ProcessorSession } from './port';

/**
 * Stripe's JSON for a checkout session and for the events about one: what Stripe's API and
 * webhooks send, what the sandbox sends too (so one webhook reads both), and how it maps to a
 * `ProcessorSession`. Only the fields we use are checked; Stripe adds fields without notice.
 */

const unixSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);

export const StripeSessionObjectSchema = z.object({
  id: z.string().min(1),
  object: z.literal('checkout.session'),
  url: z.string().nullable().optional(),
  status: z.enum(CHECKOUT_SESSION_STATUSES).nullable(),
  payment_status: z.enum(['paid', 'unpaid', 'no_payment_required']),
  amount_total: z.number().int().nonnegative().nullable(),
  currency: z.string().nullable(),
  created: z.number().int(),
  expires_at: z.number().int(),
  payment_method_types: z.array(z.string()),
  metadata: z.record(z.string(), z.string()).nullable(),
  /** An id, or the expanded object when a caller asked for it. */
  payment_intent: z
    .union([z.string(), z.object({ id: z.string() })])
    .nullable()
    .optional(),
});
export type StripeSessionObject = z.infer<typeof StripeSessionObjectSchema>;

/** What every Stripe event has: its id (what deduplicates it) and type. */
export const StripeEventEnvelopeSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(200),
});

/** A Stripe event (snapshot payload) about a checkout session. */
export const StripeSessionEventSchema = z.object({
  id: z.string().min(1).max(255),
  object: z.literal('event'),
  type: z.string(),
  created: z.number().int(),
  data: z.object({ object: StripeSessionObjectSchema }),
});
export type StripeSessionEvent = z.infer<typeof StripeSessionEventSchema>;

const isMethodType = (value: string): value is ProcessorSession['paymentMethodTypes'][number] =>
  (CHECKOUT_METHOD_TYPES as readonly string[]).includes(value);

export function sessionFromStripe(object: StripeSessionObject): ProcessorSession {
  const intent = object.payment_intent;
  return {
    id: object.id,
    url: object.url ?? null,
    // Stripe leaves status null only on sessions of other modes; ours are payment sessions.
    status: object.status ?? 'open',
    paymentStatus: object.payment_status === 'paid' ? 'paid' : 'unpaid',
    amountTotal: object.amount_total ?? 0,
    currency: (object.currency ?? '').toLowerCase(),
    created: new Date(object.created * 1000),
    expiresAt: new Date(object.expires_at * 1000),
    paymentMethodTypes: object.payment_method_types.filter(isMethodType),
    metadata: object.metadata ?? {},
    paymentIntent: typeof intent === 'string' ? intent : (intent?.id ?? null),
  };
}

/** The session as Stripe's API writes it (the sandbox's events and replies). */
export function stripeSessionObject(
  session: ProcessorSession & { successUrl: string; cancelUrl: string },
): Record<string, unknown> {
  return {
    id: session.id,
    object: 'checkout.session',
    url: session.status === 'open' ? session.url : null,
    mode: 'payment',
    status: session.status,
    payment_status: session.paymentStatus,
    amount_subtotal: session.amountTotal,
    amount_total: session.amountTotal,
    currency: session.currency,
    created: unixSeconds(session.created),
    expires_at: unixSeconds(session.expiresAt),
    livemode: false,
    client_reference_id: session.metadata.orderNo ?? null,
    metadata: session.metadata,
    payment_method_types: session.paymentMethodTypes,
    payment_intent: session.paymentIntent,
    success_url: session.successUrl,
    cancel_url: session.cancelUrl,
  };
}

/** An event as Stripe sends it to a webhook endpoint. */
export function stripeEvent(
  id: string,
  type: string,
  created: Date,
  object: Record<string, unknown>,
): Record<string, unknown> {
  return {
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: unixSeconds(created),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  };
}

export { unixSeconds };
