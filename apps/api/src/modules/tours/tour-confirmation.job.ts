import type { FastifyInstance } from 'fastify';
import { and, isNull, lte, or, sql } from 'drizzle-orm';
import { tourConfirmations } from '@travel/db';
import type { AppContext } from '../../app-context';
import { claimDue } from '../../lib/claim-due';
import { leaseFrom } from '../../lib/orders/status';
import { schedulePeriodicJob } from '../../lib/periodic-job';
import { decideTourOrder } from './tour-confirmation';

/** Orders decided per pass; the next pass takes the rest. */
const BATCH = 50;

export interface ConfirmationPass {
  confirmed: number;
  declined: number;
  /** Decisions that broke this time (database, mail); retried once their lease runs out. */
  errors: { orderId: string; error: unknown }[];
}

/**
 * One pass of the 48-hour confirmation job (issue 14 §4): takes the undecided confirmations
 * whose decision time has come, leased to this process (claimDue: of several processes each
 * row goes to one), and lets the operator decide each. Everything is in the database, so a
 * restart only delays a decision to the next pass.
 */
export async function runTourConfirmations(ctx: AppContext): Promise<ConfirmationPass> {
  const now = ctx.now();
  const due = and(
    isNull(tourConfirmations.decision),
    lte(tourConfirmations.decideAt, now),
    or(isNull(tourConfirmations.leaseUntil), lte(tourConfirmations.leaseUntil, now)),
  );
  const rows = await claimDue(ctx.db, {
    table: tourConfirmations,
    key: tourConfirmations.orderId,
    order: tourConfirmations.decideAt,
    due,
    set: {
      leaseUntil: leaseFrom(now, ctx.env.ORDER_RECOVERY_LEASE_SECONDS),
      attempts: sql`${tourConfirmations.attempts} + 1`,
    },
    batch: BATCH,
  });
  const pass: ConfirmationPass = { confirmed: 0, declined: 0, errors: [] };
  for (const row of rows) {
    try {
      const decision = await decideTourOrder(ctx, row.orderId);
      if (decision?.kind === 'confirmed') pass.confirmed += 1;
      if (decision?.kind === 'declined') pass.declined += 1;
    } catch (error) {
      pass.errors.push({ orderId: row.orderId, error });
    }
  }
  return pass;
}

/**
 * Runs the pass every ORDER_SWEEP_INTERVAL_SECONDS while the app is up (0 turns it off, as for
 * the other sweeps) and stops it on close, waiting for a pass in flight.
 */
export function scheduleTourConfirmations(app: FastifyInstance, ctx: AppContext): void {
  schedulePeriodicJob(app, {
    everyMs: ctx.env.ORDER_SWEEP_INTERVAL_SECONDS * 1000,
    pass: () => runTourConfirmations(ctx),
    report: ({ confirmed, declined, errors }) => {
      if (confirmed || declined) app.log.info({ confirmed, declined }, 'tour confirmations');
      for (const { orderId, error } of errors)
        app.log.warn({ err: error, orderId }, 'tour confirmation failed; retried next pass');
    },
    failure: 'tour confirmation pass failed',
  });
}
