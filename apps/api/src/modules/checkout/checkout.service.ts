import { randomUUID } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { z } from 'zod';
import { PAYMENT_WINDOW_MINUTES } from '@travel/contracts';
import type {
  CheckoutLookup,
  CheckoutPaymentType,
  CheckoutPurpose,
  CheckoutSession,
  OrderPayInfo,
  OrderPayInfoQuerySchema,
  PayStripeBodySchema,
} from '@travel/contracts/checkout';
import type { OrderStatus } from '@travel/contracts/orders';
import type { Product } from '@travel/contracts/products';
import { checkoutSessions, orders } from '@travel/db';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { loadOrderFor, type OrderCaller } from '../../lib/orders/access';
import { findOrderById } from '../../lib/orders/cancel';
import { amountDueNow } from '../../lib/orders/fulfilment';
import type { OrderRow } from '../../lib/orders/status';
import { hostedCheckout } from '../../lib/payments/checkout/hosted-checkout';
import { SESSION_MAX_MS, SESSION_MIN_MS } from '../../lib/payments/checkout/port';
import { balanceOf } from '../../lib/payments/pay-balance';
import { notPayable } from '../../lib/payments/pay-order';
import { balanceSessionExpiry } from './balance-checkout';
import { orderPayInfo } from './pay-info';
import { ensureShortNumber } from './short-number';
import {
  METHOD_TYPES,
  findSession,
  openSessionOf,
  sessionView,
  updateSession,
  type CheckoutSessionRow,
} from './checkout.repository';

type PayStripeBody = z.output<typeof PayStripeBodySchema>;
type OrderPayInfoQuery = z.output<typeof OrderPayInfoQuerySchema>;

/**
 * A session is made to last at least this long (Stripe's 30-minute minimum, plus a minute so
 * that the two clocks never disagree about it).
 */
const SESSION_MIN_LIFE_MS = SESSION_MIN_MS + 60_000;
/**
 * The longest an order may be held for a checkout: its own 30-minute window once more. When
 * less than a session's life is left of the hold, the hold is extended to the session's expiry,
 * never past this (counted from when the order was booked), so sessions cannot keep inventory
 * off sale indefinitely; the hold limits (lib/orders/hold-limits.ts) count the order as unpaid
 * all along.
 */
const CHECKOUT_HOLD_LIMIT_MS = 2 * PAYMENT_WINDOW_MINUTES * 60_000;

/** Where the hosted page sends the traveller back (the session id substituted by the processor). */
const RETURN_PATHS: Record<CheckoutPaymentType, string> = {
  Stripe: '/checkout/complete',
  WX: '/tour/wx-book/complete',
};

export class CheckoutService {
  constructor(private readonly ctx: AppContext) {}

  /**
   * `POST /api/PayStripe`: a checkout session for a payable order: the open one of the same
   * type when it still fits the amount and the hold, otherwise a new one (the old one ended, so
   * it can no longer be paid). `origin` is where the return pages live.
   */
  async payStripe(caller: OrderCaller, body: PayStripeBody, origin: string) {
    const { ctx } = this;
    const order = await loadOrderFor(ctx, caller, body.orderNo, body.email, {
      notFound: 'orderDoesNotExist1502',
    });
    if (body.purpose === 'balance') return this.balanceSession(order, body.paymentType, origin);
    const refusal = notPayable(order);
    if (refusal) throw refusal;
    const amountCents = amountDueNow(order);
    if (amountCents <= 0) {
      throw new AppError('paymentMethodNotSupported', {
        msg: 'nothing is due now for this booking: the card is only checked, on the booking page',
      });
    }
    const now = ctx.now();
    const open = await this.reusable(order, body.paymentType, 'order', amountCents, now, (row) =>
      order.deadlineAt === null ? true : row.expiresAt.getTime() <= order.deadlineAt.getTime(),
    );
    if (open) return open;
    const expiresAt = await this.holdForSession(order, now);
    return this.newSession(order, body.paymentType, 'order', amountCents, expiresAt, origin, now);
  }

  /**
   * A session for the balance of an order paid in parts (the same refusals as
   * `POST /api/PayBalance`: 1513 nothing left, 1405 cancelled or not paid yet, 1506 too late).
   * The order is not held, so the session lasts until the balance can no longer be paid (at
   * most Stripe's 24 hours); the webhook checks the balance again when the payment arrives.
   */
  private async balanceSession(order: OrderRow, paymentType: CheckoutPaymentType, origin: string) {
    const { ctx } = this;
    const { due } = await balanceOf(ctx, ctx.db, order);
    const now = ctx.now();
    const expiresAt = balanceSessionExpiry(due.payableUntil, now);
    const open = await this.reusable(
      order,
      paymentType,
      'balance',
      due.amountCents,
      now,
      (row) => row.expiresAt.getTime() <= due.payableUntil.getTime(),
    );
    if (open) return open;
    return this.newSession(order, paymentType, 'balance', due.amountCents, expiresAt, origin, now);
  }

  /**
   * The open session of the same type and purpose when it still fits the amount (and `fits`),
   * else null; one that no longer fits is ended first (the order changed since: seats or bags
   * added, or part of the balance paid), so it can no longer be paid.
   */
  private async reusable(
    order: OrderRow,
    paymentType: CheckoutPaymentType,
    purpose: CheckoutPurpose,
    amountCents: number,
    now: Date,
    fits: (row: CheckoutSessionRow) => boolean,
  ): Promise<CheckoutSession | null> {
    const open = await openSessionOf(this.ctx.db, order.id, paymentType, now, purpose);
    if (!open) return null;
    if (
      open.amountCents === amountCents &&
      open.currency === order.currency.toLowerCase() &&
      fits(open)
    ) {
      return sessionView(open, order.orderNo, now);
    }
    await hostedCheckout(this.ctx).expireSession(open.id, now);
    await updateSession(this.ctx.db, open.id, { status: 'expired', updatedAt: now });
    return null;
  }

  private async newSession(
    order: OrderRow,
    paymentType: CheckoutPaymentType,
    purpose: CheckoutPurpose,
    amountCents: number,
    expiresAt: Date,
    origin: string,
    now: Date,
  ): Promise<CheckoutSession> {
    const { ctx } = this;
    const path = RETURN_PATHS[paymentType];
    const paying = purpose === 'balance' ? `Balance of ${order.title}` : order.title;
    // The WeChat flow gives the order its short number (spec part 2 §3) and names it on the
    // payment, so the traveller finds it in the WeChat payment record.
    const reference =
      paymentType === 'WX'
        ? `${order.orderNo}, WeChat ref ${await ensureShortNumber(ctx.db, order.id)}`
        : order.orderNo;
    const session = await hostedCheckout(ctx).createSession({
      orderNo: order.orderNo,
      description: `${paying} (${reference})`,
      amountCents,
      currency: order.currency.toLowerCase(),
      paymentMethodTypes: METHOD_TYPES[paymentType],
      successUrl: `${origin}${path}?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${origin}${path}?session_id={CHECKOUT_SESSION_ID}&cancelled=1`,
      expiresAt,
      now,
      idempotencyKey: `checkout:${order.id}:${randomUUID()}`,
      purpose,
    });
    const [row] = await ctx.db
      .insert(checkoutSessions)
      .values({
        id: session.id,
        orderId: order.id,
        paymentType,
        purpose,
        status: session.status,
        paymentStatus: session.paymentStatus,
        amountCents: session.amountTotal,
        currency: session.currency,
        url: session.url,
        expiresAt: session.expiresAt,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('checkout session row was not stored');
    return sessionView(row, order.orderNo, now);
  }

  /**
   * When the session ends: the order's deadline when at least a session's life is left (at
   * most Stripe's 24 hours), otherwise the hold is extended to a session's life from now, in
   * one guarded UPDATE, within CHECKOUT_HOLD_LIMIT_MS of the booking (else 1406: pay by card).
   */
  private async holdForSession(order: OrderRow, now: Date): Promise<Date> {
    const shortest = new Date(now.getTime() + SESSION_MIN_LIFE_MS);
    const longest = new Date(now.getTime() + SESSION_MAX_MS);
    if (order.deadlineAt === null) return longest;
    if (order.deadlineAt.getTime() >= shortest.getTime()) {
      return order.deadlineAt.getTime() < longest.getTime() ? order.deadlineAt : longest;
    }
    if (shortest.getTime() > order.createdAt.getTime() + CHECKOUT_HOLD_LIMIT_MS) {
      throw new AppError('paymentTimeLimitExceeded', {
        msg: 'too little of this booking’s hold is left for the secure payment page: pay by card here',
      });
    }
    const [extended] = await this.ctx.db
      .update(orders)
      .set({ deadlineAt: shortest, updatedAt: now })
      .where(
        and(
          eq(orders.id, order.id),
          eq(orders.status, 'awaitingPayment'),
          gt(orders.deadlineAt, now),
        ),
      )
      .returning({ id: orders.id });
    if (!extended) {
      const current = (await findOrderById(this.ctx.db, order.id)) ?? order;
      throw notPayable(current) ?? new AppError('paymentTimeLimitExceeded1506');
    }
    return shortest;
  }

  /** `GET /api/SearchCS`: the session by id, with where its order stands. */
  async lookup(csid: string): Promise<CheckoutLookup> {
    const row = await findSession(this.ctx.db, csid);
    const order = row ? await findOrderById(this.ctx.db, row.orderId) : null;
    if (!row || !order) {
      throw new AppError('noData', { msg: 'no checkout session with this id' });
    }
    return lookupView(row, order, this.ctx.now());
  }

  /**
   * `POST /api/SaveOrderPayResult`: the return page's confirmation, read-only (the webhook has
   * recorded the payment, or will). A session paid into its order answers the lookup; one whose
   * payment has not been reported yet answers 1512 (ask again); one that ended unpaid, or whose
   * payment went back, answers 1507. Both errors carry the lookup as their data.
   */
  async confirm(csid: string): Promise<CheckoutLookup> {
    const view = await this.lookup(csid);
    if (view.order.payment === 'paid') return view;
    if (view.order.payment === null && view.status === 'open') {
      throw new AppError('paymentProcessing', {
        msg: 'the payment has not been confirmed by the processor yet: ask again shortly',
        data: view,
      });
    }
    throw new AppError('paymentVerificationFailed1507', {
      msg: 'this checkout session did not pay the order',
      data: view,
    });
  }

  /** `GET /api/OrderPayInfo`: the spec's pay info of the payment the order is at (pay-info.ts). */
  async payInfo(caller: OrderCaller, query: OrderPayInfoQuery): Promise<OrderPayInfo> {
    const order = await loadOrderFor(this.ctx, caller, query.orderNo, query.email, {
      notFound: 'orderDoesNotExist',
    });
    return orderPayInfo(this.ctx, order);
  }
}

export function lookupView(row: CheckoutSessionRow, order: OrderRow, now: Date): CheckoutLookup {
  const session: CheckoutSession = sessionView(row, order.orderNo, now);
  return {
    ...session,
    order: {
      orderNo: order.orderNo,
      product: order.product as Product,
      status: order.status as OrderStatus,
      payment: (row.outcome as CheckoutLookup['order']['payment'] | null) ?? null,
      shortNumber: order.shortNumber,
    },
  };
}
