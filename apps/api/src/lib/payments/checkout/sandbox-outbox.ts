import Stripe from 'stripe';
import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import { sandboxWebhookOutbox, type Database, type Executor } from '@travel/db';
import { claimDue } from '../../claim-due';
import {
  randomAlphanumeric,
  sandboxSession,
  sandboxWebhookSecret,
  type SandboxSessionRow,
} from './sandbox-session';
import { stripeEvent, stripeSessionObject, unixSeconds } from './stripe-shape';

/**
 * The sandbox processor's webhook outbox. An event is written in the transaction that changed
 * the session (paid, expired), then delivered: at once by the request that caused it and, until
 * our webhook answers 2xx, again by the checkout sweep with growing pauses. Each try is signed
 * afresh (Stripe's `t=…,v1=…` header over the exact payload), so a retry hours later still
 * passes the webhook's 5-minute tolerance. A crash anywhere leaves the row undelivered, never
 * lost; our webhook deduplicates by event id, so a delivery whose answer was lost is harmless.
 */

/** Sends one signed event to the webhook; answers the HTTP status (0: no answer). */
export type WebhookDelivery = (payload: string, signature: string) => Promise<number>;

/** How long a delivery owns its row before another pass may try it again. */
const DELIVERY_LEASE_MS = 60_000;
const FIRST_RETRY_MS = 5_000;
const MAX_RETRY_MS = 60 * 60_000;
/** Events delivered per pass; the next pass takes the rest. */
const DELIVERY_BATCH = 50;

export const retryDelayMs = (attempts: number): number =>
  Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));

export async function enqueueSessionEvent(
  tx: Executor,
  type: string,
  row: SandboxSessionRow,
  now: Date,
): Promise<string> {
  const eventId = `evt_${randomAlphanumeric(24)}`;
  const object = stripeSessionObject({
    ...sandboxSession(row),
    successUrl: row.successUrl,
    cancelUrl: row.cancelUrl,
  });
  await tx.insert(sandboxWebhookOutbox).values({
    eventId,
    type,
    payload: JSON.stringify(stripeEvent(eventId, type, now, object), null, 2),
    nextAttemptAt: now,
    createdAt: now,
  });
  return eventId;
}

export interface DeliveryOutcome {
  delivered: number;
  failed: number;
}

/**
 * Delivers the due events (or just `eventIds`, when due): each is leased to this pass by one
 * guarded UPDATE over `FOR UPDATE SKIP LOCKED` rows, so two processes never send one at once.
 */
export async function deliverSandboxEvents(
  db: Database,
  now: Date,
  deliver: WebhookDelivery,
  eventIds?: readonly string[],
): Promise<DeliveryOutcome> {
  const due = and(
    isNull(sandboxWebhookOutbox.deliveredAt),
    lte(sandboxWebhookOutbox.nextAttemptAt, now),
    eventIds ? inArray(sandboxWebhookOutbox.eventId, [...eventIds]) : undefined,
  );
  const claimed = await claimDue(db, {
    table: sandboxWebhookOutbox,
    key: sandboxWebhookOutbox.eventId,
    order: sandboxWebhookOutbox.nextAttemptAt,
    due,
    set: { nextAttemptAt: new Date(now.getTime() + DELIVERY_LEASE_MS) },
    batch: DELIVERY_BATCH,
  });
  const outcome: DeliveryOutcome = { delivered: 0, failed: 0 };
  if (claimed.length === 0) return outcome;
  const secret = await sandboxWebhookSecret(db);
  for (const row of claimed) {
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload: row.payload,
      secret,
      timestamp: unixSeconds(now),
    });
    const status = await deliver(row.payload, signature).catch(() => 0);
    const attempts = row.attempts + 1;
    const ok = status >= 200 && status < 300;
    await db
      .update(sandboxWebhookOutbox)
      .set({
        attempts,
        lastStatus: status,
        deliveredAt: ok ? now : null,
        nextAttemptAt: ok ? now : new Date(now.getTime() + retryDelayMs(attempts)),
      })
      .where(eq(sandboxWebhookOutbox.eventId, row.eventId));
    outcome[ok ? 'delivered' : 'failed'] += 1;
  }
  return outcome;
}
