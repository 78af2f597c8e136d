import { eq } from 'drizzle-orm';
import { orders, type Executor } from '@travel/db';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { OrderRow } from '../../lib/orders/status';
import { SESSION_MAX_MS, SESSION_MIN_MS } from '../../lib/payments/checkout/port';
import type { ProcessorSession } from '../../lib/payments/checkout/port';
import { balanceOf } from '../../lib/payments/pay-balance';
import { refundPayment } from '../../lib/payments/refunds';
import { recordCheckoutCharge } from './checkout-charge';
import { updateSession, type CheckoutSessionRow } from './checkout.repository';
import type { LatePaymentReason } from './late-payment-mail';

/**
 * The hosted checkout for the balance of an order paid in parts (a tour or cruise booked with a
 * deposit): the product says what is left through the registry (lib/payments/pay-balance.ts),
 * never by name. A balance session's payment is the same record `POST /api/PayBalance` writes
 * (one payment row, the order's `updated_at` moved, a receipt mail); the order's status does
 * not move. A payment the balance no longer wants goes straight back, as a late order payment.
 */

/** Same margin as an order session: Stripe's 30-minute minimum plus a minute. */
const SESSION_MIN_LIFE_MS = SESSION_MIN_MS + 60_000;

/**
 * A balance session ends when the balance can no longer be paid (at most Stripe's 24 hours
 * away); with less than a session's life left of that, 1506 (the trip is about to begin).
 */
export function balanceSessionExpiry(payableUntil: Date, now: Date): Date {
  if (payableUntil.getTime() < now.getTime() + SESSION_MIN_LIFE_MS) {
    throw new AppError('paymentTimeLimitExceeded1506', {
      msg: 'payment time limit exceeded: too little time is left before the trip for the secure payment page',
    });
  }
  return new Date(Math.min(payableUntil.getTime(), now.getTime() + SESSION_MAX_MS));
}

export type BalanceCompletion =
  | { outcome: 'paid'; order: OrderRow; amountCents: number }
  | { outcome: 'refunded'; order: OrderRow; refundIds: string[]; reason: LatePaymentReason };

/**
 * A paid balance session (its row locked by the caller, in the event's transaction): the
 * payment is recorded; the balance takes it when that very amount is still due, otherwise it is
 * refunded whole at once. A card balance payment in flight decides first (409: the processor
 * sends the event again).
 */
export async function completeBalanceSession(
  ctx: AppContext,
  tx: Executor,
  row: CheckoutSessionRow,
  session: ProcessorSession & { paymentIntent: string },
): Promise<BalanceCompletion | null> {
  const now = ctx.now();
  const [order] = await tx.select().from(orders).where(eq(orders.id, row.orderId)).for('update');
  if (!order) return null;
  if (order.status === 'processing') throw new AppError('paymentProcessing');
  // Asked before the charge row is written: the balance is what the earlier charges leave.
  const reason = await refusalOf(ctx, tx, order, session);
  const charge = await recordCheckoutCharge(tx, order.id, session, now);
  const closed = {
    status: 'complete',
    paymentStatus: 'paid',
    paymentRef: session.paymentIntent,
    updatedAt: now,
  } as const;
  if (reason === null) {
    // As PayBalance: a refund quote made before this payment no longer holds.
    await tx.update(orders).set({ updatedAt: now }).where(eq(orders.id, order.id));
    await updateSession(tx, row.id, { ...closed, outcome: 'paid' });
    return { outcome: 'paid', order, amountCents: charge.amountCents };
  }
  const refundId = await refundPayment(
    ctx,
    tx,
    charge,
    charge.amountCents,
    `checkout balance payment ${order.orderNo} returned`,
  );
  await updateSession(tx, row.id, { ...closed, outcome: 'refunded' });
  return { outcome: 'refunded', order, refundIds: refundId ? [refundId] : [], reason };
}

/** Why the balance cannot take this payment now, or null when it can. */
async function refusalOf(
  ctx: AppContext,
  tx: Executor,
  order: OrderRow,
  session: ProcessorSession,
): Promise<LatePaymentReason | null> {
  try {
    const { due } = await balanceOf(ctx, tx, order);
    const matches =
      due.amountCents === session.amountTotal &&
      session.currency.toUpperCase() === order.currency.toUpperCase();
    return matches ? null : 'amountMismatch';
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return error.key === 'orderAlreadyPaid' ? 'alreadyPaid' : 'notPayable';
  }
}
