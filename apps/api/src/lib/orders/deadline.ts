import { and, asc, eq, lte } from 'drizzle-orm';
import { orders } from '@travel/db';
import type { AppContext } from '../../app-context';
import { cancelOrder, findOrderById } from './cancel';
import type { HoldReleasers } from './holds';
import type { OrderRow } from './status';

/** Past its payment deadline and still unpaid. */
export const isOverdue = (order: OrderRow, now: Date): boolean =>
  order.status === 'awaitingPayment' &&
  order.deadlineAt !== null &&
  order.deadlineAt.getTime() <= now.getTime();

/**
 * Every read and write of an order goes through this first: an unpaid order past its deadline
 * is cancelled on the spot (seats back) and the caller sees it cancelled, whether or not the
 * sweep has come by yet.
 */
export async function expireIfOverdue(
  ctx: AppContext,
  order: OrderRow,
  releasers: HoldReleasers,
): Promise<OrderRow> {
  if (!isOverdue(order, ctx.now())) return order;
  const cancelled = await ctx.db.transaction((tx) =>
    cancelOrder(ctx, tx, order.id, 'deadline', releasers),
  );
  // Null: someone else moved it first (the sweep, or a payment that began in time).
  return cancelled ?? (await findOrderById(ctx.db, order.id)) ?? order;
}

/** Orders cancelled per sweep pass; the next pass takes the rest. */
const SWEEP_BATCH = 200;

/** Cancels every overdue unpaid order; returns how many it cancelled. */
export async function cancelOverdueOrders(
  ctx: AppContext,
  releasers: HoldReleasers,
): Promise<number> {
  const now = ctx.now();
  const due = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'awaitingPayment'), lte(orders.deadlineAt, now)))
    .orderBy(asc(orders.deadlineAt))
    .limit(SWEEP_BATCH);
  let cancelled = 0;
  for (const { id } of due) {
    const row = await ctx.db.transaction((tx) => cancelOrder(ctx, tx, id, 'deadline', releasers));
    if (row) cancelled += 1;
  }
  return cancelled;
}
