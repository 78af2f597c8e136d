import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { purgeIdempotencyKeys } from '../idempotency';
import { reconcileChargeIntents, type ChargeIntentRecovery } from '../payments/charge-intents';
import { schedulePeriodicJob } from '../periodic-job';
import { JOB_LOCKS, runOnceAcrossProcesses } from '../run-once';
import { cancelOverdueOrders } from './deadline';
import type { HoldReleasers } from './holds';
import { reconcileOrders, type ReconcileResult } from './reconcile';
import { reconcilePendingRefunds, type RefundOutcome } from '../payments/refunds';
import { reconcileSupplierCancellations } from './cancel-paid';

export interface OrderSweepResult {
  cancelled: number;
  /** Orders the reconciler finished or failed (paid, reopened, fulfilled, given up). */
  recovered: number;
  reconciled: ReconcileResult;
  /** Card charges for changes whose request died: refunded or found never made. */
  charges: ChargeIntentRecovery;
  /** Refunds whose sender died, sent again (issue 12). */
  refunds: RefundOutcome;
  /** Cancellations whose supplier step a dead process left pending, finished. */
  supplierCancellations: Awaited<ReturnType<typeof reconcileSupplierCancellations>>;
}

/**
 * One pass: overdue orders cancelled (inventory back), orders a dead process left `processing`
 * or `paid` finished or failed (lib/orders/reconcile.ts), card charges for changes that a dead
 * process left open refunded (lib/payments/charge-intents.ts), old keys purged.
 */
export async function sweepOrders(
  ctx: AppContext,
  releasers: HoldReleasers,
): Promise<OrderSweepResult> {
  const cancelled = await cancelOverdueOrders(ctx, releasers);
  const reconciled = await reconcileOrders(ctx);
  const charges = await reconcileChargeIntents(ctx);
  const refunds = await reconcilePendingRefunds(ctx);
  const supplierCancellations = await reconcileSupplierCancellations(ctx);
  await purgeIdempotencyKeys(ctx.db, ctx.now());
  const recovered =
    reconciled.paid +
    reconciled.reopened +
    reconciled.fulfilled +
    reconciled.failed +
    charges.refunded +
    charges.abandoned +
    refunds.refunded +
    refunds.failed +
    supplierCancellations.done;
  return { cancelled, recovered, reconciled, charges, refunds, supplierCancellations };
}

/**
 * Runs the sweep every `ORDER_SWEEP_INTERVAL_SECONDS` while the app is up (0 turns it off) and
 * stops it on close. Several API processes may all run it: a pass runs in one process at a time
 * (advisory lock), and every step is a guarded UPDATE anyway, so an order is cancelled and its
 * seats returned once whoever gets there first.
 */
export function scheduleOrderSweep(
  app: FastifyInstance,
  ctx: AppContext,
  releasers: HoldReleasers,
): void {
  schedulePeriodicJob(app, {
    everyMs: ctx.env.ORDER_SWEEP_INTERVAL_SECONDS * 1000,
    // One process sweeps per tick; the others skip this pass (see run-once.ts).
    pass: () =>
      runOnceAcrossProcesses(ctx, JOB_LOCKS.orderSweep, () => sweepOrders(ctx, releasers)),
    report: (result) => {
      if (!result) return;
      const { cancelled, recovered, reconciled, charges, refunds, supplierCancellations } = result;
      const { errors, ...counts } = reconciled;
      const { errors: chargeErrors, ...chargeCounts } = charges;
      if (cancelled || recovered) {
        app.log.info(
          {
            cancelled,
            ...counts,
            charges: chargeCounts,
            refunds,
            supplierCancellations: supplierCancellations.done,
          },
          'order sweep',
        );
      }
      for (const { orderNo, error } of errors) {
        app.log.warn({ err: error, orderNo }, 'order recovery failed; retried next pass');
      }
      for (const { orderNo, error } of supplierCancellations.errors) {
        app.log.warn({ err: error, orderNo }, 'supplier cancellation failed; retried next pass');
      }
      for (const { chargeKey, error } of chargeErrors) {
        app.log.warn({ err: error, chargeKey }, 'charge recovery failed; retried next pass');
      }
    },
    failure: 'order sweep failed',
  });
}
