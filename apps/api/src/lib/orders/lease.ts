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
  return renewWhileRunning(ctx, () =>
    ctx.db
      .update(orders)
      .set({ leaseUntil: leaseFrom(ctx.now(), ctx.env.ORDER_RECOVERY_LEASE_SECONDS) })
      .where(and(eq(orders.id, orderId), inArray(orders.status, ['processing', 'paid']))),
  );
}

/** Runs `renew` every third of the lease until the returned function is called. */
export function renewWhileRunning(
  ctx: Pick<AppContext, 'env'>,
  renew: () => PromiseLike<unknown>,
): () => void {
  const timer = setInterval(
    () => {
      // A failed renewal is retried on the next tick; a lease that runs out hands the work on.
      Promise.resolve(renew()).catch(() => undefined);
    },
    Math.max(500, (ctx.env.ORDER_RECOVERY_LEASE_SECONDS * 1000) / 3),
  );
  timer.unref();
  return () => clearInterval(timer);
}
