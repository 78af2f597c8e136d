import { and, eq, inArray } from 'drizzle-orm';
import { orders } from '@travel/db';
import type { AppContext } from '../../app-context';
import { leaseFrom } from './status';

/**
 * Keeps an order leased to this process while a slow step runs (a card charge, a supplier
 * call): the lease is renewed every third of ORDER_RECOVERY_LEASE_SECONDS, so the reconciler
 * only takes over an order whose process stopped renewing it (died), never a live slow one.
 * Returns the function that stops renewing. Nothing is written for steps faster than that.
 */
export function keepLeased(ctx: AppContext, orderId: string): () => void {
  const leaseSeconds = ctx.env.ORDER_RECOVERY_LEASE_SECONDS;
  const timer = setInterval(
    () => {
      void ctx.db
        .update(orders)
        .set({ leaseUntil: leaseFrom(ctx.now(), leaseSeconds) })
        .where(and(eq(orders.id, orderId), inArray(orders.status, ['processing', 'paid'])))
        .catch(() => undefined);
    },
    Math.max(500, (leaseSeconds * 1000) / 3),
  );
  timer.unref();
  return () => clearInterval(timer);
}
