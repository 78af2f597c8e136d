import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, lt, lte } from 'drizzle-orm';
import { balanceLedger, payments, type Executor } from '@travel/db';
import type { AppContext } from '../../app-context';
import type { PaymentRow } from '../orders/order-parts';
import { claimDue } from '../claim-due';
import { leaseFrom } from '../orders/status';
import { creditAgentBalance } from './agent-balance';
import { allocateRefund } from './ledger';
import { hostedCheckout } from './checkout/hosted-checkout';
import { paymentProcessor } from './payment-processor';
import type { RefundResult } from './port';

/**
 * Refunds (issue 12): money given back is a payment row of its own, `kind` refund, a negative
 * amount, linked to the charge it returns (`refund_of`), with its own idempotency key.
 *
 * Decided in the caller's transaction (`recordRefunds`), sent after it commits (`sendRefunds`):
 * - back to the agent balance at once, in that transaction (it is a row of ours);
 * - back to a card (or a hosted checkout) as a `pending` row, leased to the sender; the
 *   processor is asked with the row's idempotency key, so a retry never pays out twice. A
 *   sender that dies leaves the row pending; past its lease the sweep sends it again
 *   (`reconcilePendingRefunds`).
 * A refund the processor refuses (`notRefundable`: the charge was already given back another
 * way) is recorded `failed`, for support; the order's money then shows it was not returned.
 */

/** Sends a refund of a charge back where it came from; idempotent on `idempotencyKey`. */
export type Refunder = (
  ctx: AppContext,
  charge: PaymentRow,
  amountCents: number,
  idempotencyKey: string,
) => Promise<RefundResult>;

/**
 * Who sends refunds of each payment method that lives outside our database. A method added
 * (a hosted checkout) adds its refunder here.
 */
export const PAYMENT_REFUNDERS: Partial<Record<string, Refunder>> = {
  card: async (ctx, charge, amountCents, idempotencyKey) => {
    if (!charge.chargeKey) return { kind: 'notRefundable' };
    return paymentProcessor(ctx).refund({
      chargeKey: charge.chargeKey,
      amountCents,
      idempotencyKey,
      now: ctx.now(),
    });
  },
  // A hosted checkout session's payment (Stripe Checkout or the sandbox), by its PaymentIntent.
  checkout: async (ctx, charge, amountCents, idempotencyKey) => {
    if (!charge.processorRef) return { kind: 'notRefundable' };
    return hostedCheckout(ctx).refund({
      paymentRef: charge.processorRef,
      chargeKey: charge.chargeKey,
      amountCents,
      idempotencyKey,
      now: ctx.now(),
    });
  },
};

/**
 * Decides refunds of `amountCents` over the order's charges (newest first), in `tx`: balance
 * refunds are credited at once, the rest are written pending for `sendRefunds`. Returns the
 * ids of the pending rows. `reason` goes to the ledger ("cancelled TO…").
 */
export async function recordRefunds(
  ctx: AppContext,
  tx: Executor,
  orderId: string,
  amountCents: number,
  reason: string,
): Promise<string[]> {
  if (amountCents <= 0) return [];
  // Locked: two refunds of one order decided at once cannot both take what is left.
  const rows = await tx
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.createdAt))
    .for('update');
  const pending: string[] = [];
  for (const { charge, amount } of allocateRefund(rows, amountCents)) {
    const id = await refundPayment(ctx, tx, charge, amount, reason);
    if (id) pending.push(id);
  }
  return pending;
}

/**
 * Decides the refund of `amountCents` of one charge, in `tx` (its order's payment rows locked
 * by the caller): a balance charge is credited at once; any other is written pending, leased to
 * the caller, and its id returned for `sendRefunds`. A hosted-checkout payment that came too
 * late is given back this way (modules/checkout), whole.
 */
export async function refundPayment(
  ctx: AppContext,
  tx: Executor,
  charge: PaymentRow,
  amountCents: number,
  reason: string,
): Promise<string | null> {
  const now = ctx.now();
  const base = {
    orderId: charge.orderId,
    method: charge.method,
    kind: 'refund',
    amountCents: -amountCents,
    currency: charge.currency,
    cardBrand: charge.cardBrand,
    cardLast4: charge.cardLast4,
    refundOf: charge.id,
    createdAt: now,
  };
  if (charge.method === 'balance') {
    const agentId = await balancePayerOf(tx, charge.orderId);
    await creditAgentBalance(tx, {
      agentId,
      amountCents,
      orderId: charge.orderId,
      reason,
      now,
    });
    await tx.insert(payments).values({ ...base, status: 'succeeded', settledAt: now });
    return null;
  }
  const id = randomUUID();
  await tx.insert(payments).values({
    ...base,
    id,
    status: 'pending',
    // The row's own key at the processor, fixed before anything is sent.
    idempotencyKey: `refund:${id}`,
    leaseUntil: leaseFrom(now, ctx.env.ORDER_RECOVERY_LEASE_SECONDS),
  });
  return id;
}

/** The agent whose balance paid the order (the ledger's debit names them). */
async function balancePayerOf(tx: Executor, orderId: string): Promise<string> {
  const [debit] = await tx
    .select({ agentId: balanceLedger.agentId })
    .from(balanceLedger)
    .where(and(eq(balanceLedger.orderId, orderId), lt(balanceLedger.amountCents, 0)))
    .orderBy(desc(balanceLedger.createdAt))
    .limit(1);
  if (!debit) throw new Error(`order ${orderId} was paid from a balance with no ledger debit`);
  return debit.agentId;
}

export interface RefundOutcome {
  refunded: number;
  failed: number;
  /** Left pending (the processor did not answer): the sweep sends them again. */
  retrying: number;
}

/** Sends pending refunds to the processor; each ends succeeded or failed, or stays pending. */
export async function sendRefunds(ctx: AppContext, ids: readonly string[]): Promise<RefundOutcome> {
  const outcome: RefundOutcome = { refunded: 0, failed: 0, retrying: 0 };
  if (ids.length === 0) return outcome;
  const rows = await ctx.db
    .select()
    .from(payments)
    .where(and(inArray(payments.id, [...ids]), eq(payments.status, 'pending')));
  for (const row of rows) {
    try {
      const settled = await sendRefund(ctx, row);
      outcome[settled === 'succeeded' ? 'refunded' : 'failed'] += 1;
    } catch {
      // Unanswered: the row stays pending and its lease runs out; a sweep sends it again with
      // the same key, so the processor pays out once whichever attempt reached it.
      outcome.retrying += 1;
    }
  }
  return outcome;
}

async function sendRefund(ctx: AppContext, row: PaymentRow): Promise<'succeeded' | 'failed'> {
  const [charge] = row.refundOf
    ? await ctx.db.select().from(payments).where(eq(payments.id, row.refundOf)).limit(1)
    : [];
  const refunder = PAYMENT_REFUNDERS[row.method];
  if (!charge || !refunder || !row.idempotencyKey) {
    throw new Error(`refund ${row.id} has no way back to its ${row.method} payment`);
  }
  const result = await refunder(ctx, charge, -row.amountCents, row.idempotencyKey);
  const status = result.kind === 'refunded' ? 'succeeded' : 'failed';
  await ctx.db
    .update(payments)
    .set({
      status,
      processorRef: result.kind === 'refunded' ? result.refundRef : null,
      failureCode: result.kind === 'refunded' ? null : 'notRefundable',
      settledAt: ctx.now(),
      leaseUntil: null,
    })
    .where(and(eq(payments.id, row.id), eq(payments.status, 'pending')));
  return status;
}

/** Refunds taken per pass; the next pass takes the rest. */
const REFUND_BATCH = 50;

/**
 * Sends the refunds whose sender died (pending past their lease), each leased to this pass
 * (`claimDue`) so two processes never send the same one at once (and the key keeps a second
 * send harmless anyway).
 */
export async function reconcilePendingRefunds(ctx: AppContext): Promise<RefundOutcome> {
  const now = ctx.now();
  const claimed = await claimDue(ctx.db, {
    table: payments,
    key: payments.id,
    order: payments.leaseUntil,
    due: and(eq(payments.status, 'pending'), lte(payments.leaseUntil, now)),
    set: { leaseUntil: leaseFrom(now, ctx.env.ORDER_RECOVERY_LEASE_SECONDS) },
    batch: REFUND_BATCH,
  });
  return sendRefunds(
    ctx,
    claimed.map((row) => row.id),
  );
}
