import { and, eq } from 'drizzle-orm';
import { sandboxCheckoutSessions, type Database } from '@travel/db';
import type { RefundResult } from '../port';
import { SandboxCardProcessor } from '../sandbox-processor';
import type {
  CheckoutRefundRequest,
  CreateSessionRequest,
  HostedCheckout,
  ProcessorSession,
} from './port';
import { sessionMetadata } from './port';
import { enqueueSessionEvent } from './sandbox-outbox';
import {
  findSandboxSession,
  randomAlphanumeric,
  sandboxSession,
  sandboxWebhookSecret,
} from './sandbox-session';

/**
 * The built-in hosted checkout (no STRIPE_SECRET_KEY): the processor side of Stripe Checkout,
 * on our own origin. Sessions live in its own table; the payment page is
 * `GET /sandbox-checkout/:id` (modules/checkout/sandbox-page.routes.ts); cards are charged
 * through the sandbox card processor (same test cards), so refunds go back through it; events
 * reach our webhook through an outbox (sandbox-outbox.ts), signed like Stripe's.
 */

export class SandboxHostedCheckout implements HostedCheckout {
  readonly kind = 'sandbox' as const;
  private readonly cards: SandboxCardProcessor;

  constructor(private readonly db: Database) {
    this.cards = new SandboxCardProcessor(db);
  }

  async createSession(request: CreateSessionRequest): Promise<ProcessorSession> {
    const id = `cs_test_${randomAlphanumeric(58)}`;
    const [row] = await this.db
      .insert(sandboxCheckoutSessions)
      .values({
        id,
        reference: request.orderNo,
        description: request.description,
        amountCents: request.amountCents,
        currency: request.currency.toLowerCase(),
        paymentMethodTypes: request.paymentMethodTypes,
        metadata: sessionMetadata(request),
        successUrl: request.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', id),
        cancelUrl: request.cancelUrl.replaceAll('{CHECKOUT_SESSION_ID}', id),
        status: 'open',
        paymentStatus: 'unpaid',
        expiresAt: request.expiresAt,
        createdAt: request.now,
      })
      .returning();
    if (!row) throw new Error('sandbox checkout: the session was not stored');
    return sandboxSession(row);
  }

  async retrieveSession(id: string): Promise<ProcessorSession | null> {
    const row = await findSandboxSession(this.db, id);
    return row ? sandboxSession(row) : null;
  }

  async expireSession(id: string, now: Date): Promise<void> {
    await expireSandboxSession(this.db, id, now);
  }

  async refund(request: CheckoutRefundRequest): Promise<RefundResult> {
    const [row] = await this.db
      .select({ chargeKey: sandboxCheckoutSessions.chargeKey })
      .from(sandboxCheckoutSessions)
      .where(eq(sandboxCheckoutSessions.paymentIntent, request.paymentRef))
      .limit(1);
    if (!row?.chargeKey) return { kind: 'notRefundable' };
    return this.cards.refund({
      chargeKey: row.chargeKey,
      amountCents: request.amountCents,
      idempotencyKey: request.idempotencyKey,
      now: request.now,
    });
  }

  async webhookSecret(): Promise<string> {
    return sandboxWebhookSecret(this.db);
  }
}

/**
 * Ends an open session (its expiry passed, or a newer session replaced it) and owes the
 * webhook `checkout.session.expired`, in one transaction. A session being paid, or paid, is
 * left alone: a payment that began in time finishes.
 */
export async function expireSandboxSession(db: Database, id: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(sandboxCheckoutSessions)
      .set({ status: 'expired' })
      .where(and(eq(sandboxCheckoutSessions.id, id), eq(sandboxCheckoutSessions.status, 'open')))
      .returning();
    if (!row) return false;
    await enqueueSessionEvent(tx, 'checkout.session.expired', row, now);
    return true;
  });
}
