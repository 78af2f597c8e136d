import { and, eq, inArray, lte } from 'drizzle-orm';
import type { OrderStatus } from '@travel/contracts/orders';
import type { RefundQuote } from '@travel/contracts/refunds';
import { orderCancellations, orders, seatAssignments, type Executor } from '@travel/db';
import type { AppContext } from '../../app-context';
import { AppError } from '../app-error';
import { claimDue } from '../claim-due';
import { recordRefunds, sendRefunds } from '../payments/refunds';
import { CANCELLABLE_PAID } from './cancel-paid-rules';
import { findOrderById } from './cancel';
import { releaseOrderHolds, type HoldReleasers } from './holds';
import { sendCancellationMail } from './cancellation-mail';
import { orderProductOf } from './order-product';
import { quoteRefund } from './refund-quote';
import { leaseFrom, type OrderRow } from './status';

/**
 * Cancelling a paid order (issue 12), commit first:
 *
 * 1. the refund quote is computed again and must be the one the traveller confirmed
 *    (`quoteId`), else nothing happens (409 refundQuoteChanged with the new quote);
 * 2. one transaction moves the order (guarded on its status and last change, so of two cancels
 *    one wins and a change in between makes the other re-quote), gives its inventory back,
 *    records the cancellation and its refunds (balance credited, card refunds pending);
 * 3. after the commit the refunds are sent and the supplier is told (tickets voided or
 *    refunded, the hotel booking cancelled), then the traveller gets the mail.
 * A crash after step 2 loses nothing: pending refunds and a pending supplier step are finished
 * by the sweep (`reconcilePendingRefunds`, `reconcileSupplierCancellations`).
 */
export async function cancelPaidOrder(
  ctx: AppContext,
  order: OrderRow,
  input: {
    quoteId: string | undefined;
    releasers: HoldReleasers;
    /** Extra writes committed with the cancellation (spending a change code, the idempotency claim). */
    inTransaction?: (tx: Executor, cancelled: OrderRow) => Promise<void>;
  },
): Promise<OrderRow> {
  const { quote } = await quoteRefund(ctx, order);
  if (!quote.cancellable)
    throw new AppError('orderCancelFailed', { msg: quote.reason ?? undefined });
  // The quote reads refunds as they are now but `order` as it was read: another cancel may have
  // committed in between, so the new quote to show comes from the order as it is now.
  if (input.quoteId !== quote.quoteId) throw await quoteChangedError(ctx, order);
  const status = statusAfter(quote);
  const { cancelled, pending } = await commitCancellation(ctx, order, quote, status, input).catch(
    async (error: unknown) => {
      // Lost the race to another cancel, a payment step or an exchange: say what holds now.
      if (!(error instanceof AppError) || error.key !== 'refundQuoteChanged') throw error;
      throw await quoteChangedError(ctx, order);
    },
  );
  await sendRefunds(ctx, pending);
  await tellSupplier(ctx, cancelled).catch(() => undefined);
  // The mail follows the refunds' first answers; a mail failure does not undo anything.
  await sendCancellationMail(ctx, cancelled, quote).catch(() => undefined);
  return (await findOrderById(ctx.db, order.id)) ?? cancelled;
}

/** 409 refundQuoteChanged with the quote of the order as it is now. */
async function quoteChangedError(ctx: AppContext, order: OrderRow): Promise<AppError> {
  const now = (await findOrderById(ctx.db, order.id)) ?? order;
  const fresh = (await quoteRefund(ctx, now)).quote;
  return new AppError('refundQuoteChanged', { data: { ...fresh } });
}

/** Step 2: the one transaction of the cancellation. */
function commitCancellation(
  ctx: AppContext,
  order: OrderRow,
  quote: RefundQuote,
  status: OrderStatus,
  input: Parameters<typeof cancelPaidOrder>[2],
): Promise<{ cancelled: OrderRow; pending: string[] }> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const [row] = await tx
      .update(orders)
      .set({ status, cancelledAt: now, cancelReason: 'customer', updatedAt: now, leaseUntil: null })
      .where(
        and(
          eq(orders.id, order.id),
          inArray(orders.status, [...CANCELLABLE_PAID]),
          eq(orders.updatedAt, order.updatedAt),
        ),
      )
      .returning();
    // Cancelled, paid or changed between the quote and now: the caller's quote is stale.
    if (!row) throw new AppError('refundQuoteChanged');
    await releaseOrderHolds(tx, order.id, now, input.releasers);
    await tx.delete(seatAssignments).where(eq(seatAssignments.orderId, order.id));
    await tx.insert(orderCancellations).values({
      orderId: order.id,
      reason: 'customer',
      quote,
      paidCents: quote.paid,
      refundCents: quote.refund,
      supplierStatus: 'pending',
      leaseUntil: leaseFrom(now, ctx.env.ORDER_RECOVERY_LEASE_SECONDS),
      createdAt: now,
      updatedAt: now,
    });
    const refunds = await recordRefunds(
      ctx,
      tx,
      order.id,
      quote.refund,
      `cancelled ${order.orderNo}`,
    );
    await input.inTransaction?.(tx, row);
    return { cancelled: row, pending: refunds };
  });
}

/** refunded: all of what was paid comes back; partly: some; nothing back: cancelled. */
function statusAfter(quote: RefundQuote): OrderStatus {
  if (quote.refund > 0 && quote.refund === quote.paid) return 'refunded';
  if (quote.refund > 0) return 'partiallyRefunded';
  return 'cancelled';
}

/** The supplier step of one cancellation; `pending` stays for the sweep when it throws. */
async function tellSupplier(ctx: AppContext, order: OrderRow): Promise<void> {
  const answer = await orderProductOf(ctx, order).cancelAtSupplier(ctx, order);
  await ctx.db
    .update(orderCancellations)
    .set({
      supplierStatus: answer.kind === 'cancelled' ? 'done' : 'failed',
      supplierRef: answer.kind === 'cancelled' ? answer.reference : answer.reason,
      updatedAt: ctx.now(),
    })
    .where(
      and(
        eq(orderCancellations.orderId, order.id),
        eq(orderCancellations.supplierStatus, 'pending'),
      ),
    );
}

/** Cancellations taken per pass. */
const SUPPLIER_BATCH = 50;

/** Finishes supplier steps a dead process left pending (past their lease). */
export async function reconcileSupplierCancellations(
  ctx: AppContext,
): Promise<{ done: number; errors: { orderNo: string; error: unknown }[] }> {
  const now = ctx.now();
  const claimed = await claimDue(ctx.db, {
    table: orderCancellations,
    key: orderCancellations.orderId,
    order: orderCancellations.leaseUntil,
    due: and(
      eq(orderCancellations.supplierStatus, 'pending'),
      lte(orderCancellations.leaseUntil, now),
    ),
    set: { leaseUntil: leaseFrom(now, ctx.env.ORDER_RECOVERY_LEASE_SECONDS) },
    batch: SUPPLIER_BATCH,
  });
  const result = { done: 0, errors: [] as { orderNo: string; error: unknown }[] };
  for (const { orderId } of claimed) {
    const order = await findOrderById(ctx.db, orderId);
    if (!order) continue;
    try {
      await tellSupplier(ctx, order);
      result.done += 1;
    } catch (error) {
      result.errors.push({ orderNo: order.orderNo, error });
    }
  }
  return result;
}
