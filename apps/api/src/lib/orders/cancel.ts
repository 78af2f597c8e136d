import { eq } from 'drizzle-orm';
import { orders, seatAssignments, type Executor } from '@travel/db';
import type { AppContext } from '../../app-context';
import { releaseOrderHolds, type HoldReleasers } from './holds';
import { transitionOrder, type OrderRow } from './status';

export type CancelReason = 'customer' | 'deadline';

/**
 * Cancels an order that is still awaiting payment and gives its inventory back, all in `tx`.
 * Null when the order had already moved on (paid, processing, cancelled): the caller decides
 * what that means for its request.
 */
export async function cancelOrder(
  ctx: AppContext,
  tx: Executor,
  orderId: string,
  reason: CancelReason,
  releasers: HoldReleasers,
): Promise<OrderRow | null> {
  const now = ctx.now();
  const row = await transitionOrder(tx, orderId, 'awaitingPayment', 'cancelled', now, {
    cancelledAt: now,
    cancelReason: reason,
  });
  if (!row) return null;
  await releaseOrderHolds(tx, orderId, now, releasers);
  // Chosen seats go back on the map with the order (their priced lines stay as its history).
  await tx.delete(seatAssignments).where(eq(seatAssignments.orderId, orderId));
  return row;
}

export async function findOrderById(executor: Executor, id: string): Promise<OrderRow | null> {
  const [row] = await executor.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row ?? null;
}
