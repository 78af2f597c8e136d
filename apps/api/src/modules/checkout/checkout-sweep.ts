import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { schedulePeriodicJob } from '../../lib/periodic-job';
import {
  deliverSandboxEvents,
  type DeliveryOutcome,
  type WebhookDelivery,
} from '../../lib/payments/checkout/sandbox-outbox';
import {
  sweepSandboxCheckout,
  type SandboxSweepResult,
} from '../../lib/payments/checkout/sandbox-payments';

export interface CheckoutSweepResult extends SandboxSweepResult {
  events: DeliveryOutcome;
}

/**
 * One pass of the sandbox processor's housekeeping: overdue sessions expire, payments a dead
 * request left half-done are settled, and every event still owed is delivered (again). Every
 * step is a guarded UPDATE or leased row, so several processes may run it at once.
 */
export async function sweepCheckout(
  ctx: AppContext,
  deliver: WebhookDelivery,
): Promise<CheckoutSweepResult> {
  const now = ctx.now();
  const sessions = await sweepSandboxCheckout(ctx.db, now);
  const events = await deliverSandboxEvents(ctx.db, now, deliver);
  return { ...sessions, events };
}

/** Runs the pass with the order sweep's interval (ORDER_SWEEP_INTERVAL_SECONDS; 0: never). */
export function scheduleCheckoutSweep(
  app: FastifyInstance,
  ctx: AppContext,
  deliver: WebhookDelivery,
): void {
  schedulePeriodicJob(app, {
    everyMs: ctx.env.ORDER_SWEEP_INTERVAL_SECONDS * 1000,
    pass: () => sweepCheckout(ctx, deliver),
    report: ({ expired, settled, events }) => {
      if (expired || settled || events.delivered || events.failed) {
        app.log.info({ expired, settled, events }, 'sandbox checkout sweep');
      }
    },
    failure: 'sandbox checkout sweep failed',
  });
}
