import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { orders, webhookEvents, type Executor } from '@travel/db';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { cancelOrder } from '../../lib/orders/cancel';
import { isOverdue } from '../../lib/orders/deadline';
import { fulfilOrder } from '../../lib/orders/fulfilment';
import { orderProductOf } from '../../lib/orders/order-product';
import { orderHoldReleasers } from '../../lib/orders/releasers';
import { leaseFrom, startPayment, transitionOrder, type OrderRow } from '../../lib/orders/status';
import { hostedCheckout } from '../../lib/payments/checkout/hosted-checkout';
import type { ProcessorSession } from '../../lib/payments/checkout/port';
import {
  StripeEventEnvelopeSchema,
  StripeSessionEventSchema,
  sessionFromStripe,
} from '../../lib/payments/checkout/stripe-shape';
import { markPaid } from '../../lib/payments/pay-order';
import { refundPayment, sendRefunds } from '../../lib/payments/refunds';
import { completeBalanceSession } from './balance-checkout';
import { recordCheckoutCharge } from './checkout-charge';
import { lockSession, updateSession, type CheckoutSessionRow } from './checkout.repository';
import { sendLatePaymentMail, type LatePaymentReason } from './late-payment-mail';

/**
 * `POST /api/webhooks/stripe`: what the processor says about checkout sessions. The signature
 * is checked first (Stripe's header, 5-minute tolerance, against our clock); then each event
 * runs once, by id: the event row is written in the same transaction as what it did, so a
 * replay finds it and does nothing, and a failure leaves no row and the processor's retry does
 * the work. Events may come late or out of order: a session's payment is taken once
 * (`checkout_sessions.outcome`), an expiry never undoes a completion.
 *
 * A completed, paid session pays its order (a `checkout` payment row; the order `paid`), and
 * after the commit the order is fulfilled as a card payment is (lib/orders/fulfilment.ts; the
 * reconciler finishes it if this process dies). A payment the order can no longer take (its
 * hold ended and it was cancelled, it was paid another way, or the amount is not what is due)
 * is recorded and refunded whole at once, and the booking email is told.
 */

/** Stripe's default tolerance: a signed event older than this is refused (replay protection). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

const HANDLED_TYPES = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.expired',
  'checkout.session.async_payment_failed',
]);

export interface WebhookReply {
  received: true;
  duplicate: boolean;
}

/** What to do once the event's transaction has committed. */
type AfterCommit =
  | { kind: 'none' }
  | { kind: 'fulfil'; order: OrderRow; fail: boolean }
  | { kind: 'refund'; order: OrderRow; refundIds: string[]; reason: LatePaymentReason }
  | { kind: 'receipt'; order: OrderRow; amountCents: number };

interface Handled {
  outcome: string;
  after: AfterCommit;
}

const nothing = (outcome: string): Handled => ({ outcome, after: { kind: 'none' } });

export class CheckoutWebhookService {
  constructor(
    private readonly ctx: AppContext,
    private readonly log: FastifyBaseLogger,
  ) {}

  async receive(rawBody: string, signature: string | undefined): Promise<WebhookReply> {
    const { ctx } = this;
    const checkout = hostedCheckout(ctx);
    const secret = await checkout.webhookSecret();
    // The tolerance is measured against our clock (milliseconds, as the package takes it).
    const receivedAt = ctx.now().getTime();
    let verified: unknown;
    try {
      verified = Stripe.webhooks.constructEvent(
        rawBody,
        signature ?? '',
        secret,
        WEBHOOK_TOLERANCE_SECONDS,
        undefined,
        receivedAt,
      );
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
        throw new AppError('webhookSignatureInvalid');
      }
      throw new AppError('parameterValidationFailed', { msg: 'the event is not JSON' });
    }
    const envelope = StripeEventEnvelopeSchema.safeParse(verified);
    if (!envelope.success) {
      throw new AppError('parameterValidationFailed', { msg: 'the event has no id or type' });
    }
    if (!HANDLED_TYPES.has(envelope.data.type)) {
      // Another event the endpoint was subscribed to: acknowledged (once), nothing to do.
      return this.once(envelope.data.id, envelope.data.type, null, async () => nothing('ignored'));
    }
    const parsed = StripeSessionEventSchema.safeParse(verified);
    if (!parsed.success) {
      throw new AppError('parameterValidationFailed', {
        msg: 'the event is not a checkout session event Stripe would send',
      });
    }
    const event = parsed.data;
    const session = sessionFromStripe(event.data.object);
    return this.once(event.id, event.type, session.id, (tx) => {
      switch (event.type) {
        case 'checkout.session.expired':
          return this.expired(tx, session);
        case 'checkout.session.async_payment_failed':
          return this.paymentFailed(tx, session);
        default:
          return this.completed(tx, session, checkout.kind === 'sandbox');
      }
    });
  }

  /** Runs `handle` and records the event in one transaction, unless the event was handled. */
  private async once(
    id: string,
    type: string,
    sessionId: string | null,
    handle: (tx: Executor) => Promise<Handled>,
  ): Promise<WebhookReply> {
    const { ctx } = this;
    const handled = await ctx.db.transaction(async (tx) => {
      const [fresh] = await tx
        .insert(webhookEvents)
        .values({ id, type, sessionId, outcome: 'received', receivedAt: ctx.now() })
        .onConflictDoNothing()
        .returning({ id: webhookEvents.id });
      if (!fresh) return null;
      const result = await handle(tx);
      await tx
        .update(webhookEvents)
        .set({ outcome: result.outcome })
        .where(eq(webhookEvents.id, id));
      return result;
    });
    if (!handled) return { received: true, duplicate: true };
    await this.afterCommit(handled.after);
    return { received: true, duplicate: false };
  }

  private async completed(
    tx: Executor,
    session: ProcessorSession,
    sandbox: boolean,
  ): Promise<Handled> {
    const { ctx } = this;
    const now = ctx.now();
    const row = await lockSession(tx, session.id);
    if (!row) return nothing('unknownSession');
    if (row.outcome === 'paid' || row.outcome === 'refunded') return nothing('alreadyHandled');
    if (session.paymentStatus !== 'paid' || !session.paymentIntent) {
      // A delayed method (a bank debit): the money is not there yet; its own event follows.
      await updateSession(tx, row.id, { status: 'complete', updatedAt: now });
      return nothing('awaitingPayment');
    }
    const paid = { ...session, paymentIntent: session.paymentIntent };
    if (row.purpose === 'balance') return this.completedBalance(tx, row, paid);
    const [order] = await tx.select().from(orders).where(eq(orders.id, row.orderId)).for('update');
    if (!order) return nothing('unknownOrder');
    const charge = await recordCheckoutCharge(tx, order.id, paid, now);
    const matches =
      session.amountTotal === order.dueNowCents &&
      session.currency.toUpperCase() === order.currency.toUpperCase();
    const started = matches
      ? await startPayment(tx, order.id, now, leaseFrom(now, ctx.env.ORDER_RECOVERY_LEASE_SECONDS))
      : null;
    if (started) {
      const paid = await markPaid(ctx, tx, started, now);
      await updateSession(tx, row.id, {
        status: 'complete',
        paymentStatus: 'paid',
        paymentRef: session.paymentIntent,
        outcome: 'paid',
        updatedAt: now,
      });
      const fail = sandbox && session.metadata.sandbox_fulfilment === 'fail';
      return { outcome: 'paid', after: { kind: 'fulfil', order: paid, fail } };
    }
    // A card payment of the same order is in flight: its outcome decides this one, so the
    // event is answered 409 and the processor sends it again (nothing here is kept).
    if (order.status === 'processing') throw new AppError('paymentProcessing');
    let current = order;
    let reason: LatePaymentReason = matches ? 'notPayable' : 'amountMismatch';
    if (isOverdue(order, now)) {
      current =
        (await cancelOrder(ctx, tx, order.id, 'deadline', orderHoldReleasers(ctx))) ?? order;
      reason = 'holdExpired';
    } else if (order.status === 'cancelled') {
      reason = order.cancelReason === 'deadline' ? 'holdExpired' : 'notPayable';
    } else if (order.status !== 'awaitingPayment') {
      reason = 'alreadyPaid';
    }
    const refundId = await refundPayment(
      ctx,
      tx,
      charge,
      charge.amountCents,
      `checkout payment ${order.orderNo} returned`,
    );
    if (current.status === 'cancelled') {
      current = (await transitionOrder(tx, order.id, 'cancelled', 'refunded', now)) ?? current;
    }
    await updateSession(tx, row.id, {
      status: 'complete',
      paymentStatus: 'paid',
      paymentRef: session.paymentIntent,
      outcome: 'refunded',
      updatedAt: now,
    });
    return {
      outcome: 'refunded',
      after: { kind: 'refund', order: current, refundIds: refundId ? [refundId] : [], reason },
    };
  }

  /** A balance session's payment (balance-checkout.ts): a receipt, or a refund at once. */
  private async completedBalance(
    tx: Executor,
    row: CheckoutSessionRow,
    session: ProcessorSession & { paymentIntent: string },
  ): Promise<Handled> {
    const done = await completeBalanceSession(this.ctx, tx, row, session);
    if (!done) return nothing('unknownOrder');
    if (done.outcome === 'paid') {
      const { order, amountCents } = done;
      return { outcome: 'balancePaid', after: { kind: 'receipt', order, amountCents } };
    }
    const { order, refundIds, reason } = done;
    return { outcome: 'refunded', after: { kind: 'refund', order, refundIds, reason } };
  }

  private async expired(tx: Executor, session: ProcessorSession): Promise<Handled> {
    const row = await lockSession(tx, session.id);
    if (!row) return nothing('unknownSession');
    // Late or out of order after a completion: the completion stands.
    if (row.status !== 'open') return nothing('stale');
    await updateSession(tx, row.id, { status: 'expired', updatedAt: this.ctx.now() });
    return nothing('expired');
  }

  private async paymentFailed(tx: Executor, session: ProcessorSession): Promise<Handled> {
    const row = await lockSession(tx, session.id);
    if (!row) return nothing('unknownSession');
    if (row.outcome !== null) return nothing('stale');
    await updateSession(tx, row.id, {
      status: 'complete',
      paymentStatus: 'unpaid',
      outcome: 'failed',
      updatedAt: this.ctx.now(),
    });
    return nothing('failed');
  }

  /**
   * Fulfilment and refunds run after the event is recorded: a failure here is the reconciler's
   * and the refund sweep's to finish (the order is `paid` and leased; the refund `pending`), so
   * the processor is still answered 200 and does not send the event again.
   */
  private async afterCommit(after: AfterCommit): Promise<void> {
    try {
      if (after.kind === 'fulfil') {
        await fulfilOrder(this.ctx, after.order, after.fail);
      } else if (after.kind === 'refund') {
        await sendRefunds(this.ctx, after.refundIds);
        await sendLatePaymentMail(this.ctx, after.order, after.reason);
      } else if (after.kind === 'receipt') {
        // The money is taken: a mail failure does not undo it (the outbox retries).
        await orderProductOf(this.ctx, after.order).balance?.sendReceipt(
          this.ctx,
          after.order,
          after.amountCents,
        );
      }
    } catch (error) {
      this.log.warn({ err: error }, 'checkout event follow-up failed; the sweep finishes it');
    }
  }
}
