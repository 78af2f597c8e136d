import { randomUUID } from 'node:crypto';
import { and, eq, inArray, lte } from 'drizzle-orm';
import { chargeIntents, type Executor } from '@travel/db';
import type { AppContext } from '../../app-context';
import { AppError } from '../app-error';
import { claimDue } from '../claim-due';
import { renewWhileRunning } from '../orders/lease';
import { leaseFrom } from '../orders/status';
import { cardFailureError } from './pay-order';
import { paymentProcessor } from './payment-processor';
import type { CardChargeResult, CardDetails } from './port';

/**
 * A card charge for a change to an order that already exists (an exchange's fee and fare
 * difference), made so that no crash can keep money without the change or charge twice:
 *
 * 1. an intent with the charge's idempotency key is committed first (`charging`, leased);
 * 2. the card is charged with that key, outside any transaction (the processor is another
 *    system: a transaction must not wait on it, and PGlite's one connection cannot);
 * 3. the change is applied in one transaction that also marks the intent `applied`;
 * 4. if that transaction fails, the charge is refunded (`refunded`) and the error stands.
 *
 * A process that dies between 1 and 4 leaves the intent `charging` (or `refunding`); once its
 * lease has passed, the reconciler asks the processor by key and refunds a charge it finds
 * (`reconcileChargeIntents`). The change itself is never applied late: its checks (prices,
 * seats) belonged to the request, so money without the change goes back.
 */

export type IntentStatus =
  'charging' | 'applied' | 'refused' | 'refunding' | 'refunded' | 'abandoned';

/** An approved charge with the key it was made with (what a later refund of it names). */
export type ApprovedCharge = Extract<CardChargeResult, { kind: 'approved' }> & {
  chargeKey: string;
};

export interface IntentCharge {
  orderId: string;
  /** Our reference at the processor (the order number). */
  orderNo: string;
  /** What the charge pays for, e.g. `exchange`: part of the key, shown to support. */
  purpose: string;
  amountCents: number;
  currency: string;
  card: CardDetails;
}

export async function chargeThenApply<T>(
  ctx: AppContext,
  charge: IntentCharge,
  apply: (tx: Executor, approved: ApprovedCharge) => Promise<T>,
): Promise<T> {
  const now = ctx.now();
  const chargeKey = `${charge.purpose}:${charge.orderId}:${randomUUID()}`;
  await openIntent(ctx, chargeKey, charge, now);
  const stopRenewing = renewWhileRunning(ctx, () =>
    ctx.db
      .update(chargeIntents)
      .set({ leaseUntil: leaseFrom(ctx.now(), ctx.env.ORDER_RECOVERY_LEASE_SECONDS) })
      .where(and(eq(chargeIntents.chargeKey, chargeKey), eq(chargeIntents.status, 'charging'))),
  );
  try {
    const result = await chargeOrAsk(ctx, chargeKey, charge, now);
    if (result.kind === 'refused') {
      await settleIntent(ctx.db, chargeKey, ['charging'], 'refused', ctx.now());
      throw cardFailureError(result.failure);
    }
    try {
      return await ctx.db.transaction(async (tx) => {
        const applied = await apply(tx, { ...result, chargeKey });
        // The reconciler took the intent over (this request stalled past its lease): it is
        // refunding, so the change must not commit.
        if (!(await settleIntent(tx, chargeKey, ['charging'], 'applied', ctx.now()))) {
          throw new AppError('requestInProgress', {
            msg: 'The payment for this change was given back; nothing was changed',
          });
        }
        return applied;
      });
    } catch (error) {
      // The change did not commit: give the money back now. If that fails too, the intent
      // stays open and the reconciler refunds it later; the traveller's error stands.
      await refundIntent(ctx, chargeKey, charge.amountCents).catch(() => undefined);
      throw error;
    }
  } finally {
    stopRenewing();
  }
}

/**
 * Charges with the intent's key. A lost answer is not a lost charge: the processor is asked
 * what it did with the key; never charged ends the intent (`abandoned`), and when even the
 * question fails the intent stays `charging` for the reconciler to ask after the lease.
 */
async function chargeOrAsk(
  ctx: AppContext,
  chargeKey: string,
  charge: IntentCharge,
  now: Date,
): Promise<CardChargeResult> {
  const processor = paymentProcessor(ctx);
  try {
    return await processor.charge({
      amountCents: charge.amountCents,
      currency: charge.currency,
      card: charge.card,
      reference: charge.orderNo,
      now,
      idempotencyKey: chargeKey,
    });
  } catch (error) {
    const made = await processor.retrieve(chargeKey);
    if (made) return made;
    await settleIntent(ctx.db, chargeKey, ['charging'], 'abandoned', ctx.now());
    throw error;
  }
}

async function openIntent(
  ctx: AppContext,
  chargeKey: string,
  charge: IntentCharge,
  now: Date,
): Promise<void> {
  const opened = await ctx.db
    .insert(chargeIntents)
    .values({
      chargeKey,
      orderId: charge.orderId,
      purpose: charge.purpose,
      amountCents: charge.amountCents,
      currency: charge.currency,
      status: 'charging',
      leaseUntil: leaseFrom(now, ctx.env.ORDER_RECOVERY_LEASE_SECONDS),
      createdAt: now,
      updatedAt: now,
    })
    // The one-open-intent-per-order index: another change is being paid for (or given back).
    .onConflictDoNothing()
    .returning({ chargeKey: chargeIntents.chargeKey });
  if (opened.length === 0) {
    throw new AppError('requestInProgress', {
      msg: 'Another change to this order is being paid for; try again in a moment',
    });
  }
}

/** Moves an intent on from one of `from`; false when it was no longer there (someone else). */
async function settleIntent(
  executor: Executor,
  chargeKey: string,
  from: readonly IntentStatus[],
  to: IntentStatus,
  now: Date,
): Promise<boolean> {
  const rows = await executor
    .update(chargeIntents)
    .set({ status: to, updatedAt: now })
    .where(and(eq(chargeIntents.chargeKey, chargeKey), inArray(chargeIntents.status, [...from])))
    .returning({ chargeKey: chargeIntents.chargeKey });
  return rows.length === 1;
}

/**
 * Gives a charge of an intent back, exactly once: the intent is `refunding` before the
 * processor is asked (so a late `applied` cannot follow), the refund carries its own
 * idempotency key, and a charge the processor never made ends `abandoned`.
 */
async function refundIntent(ctx: AppContext, chargeKey: string, amountCents: number) {
  const marked = await settleIntent(
    ctx.db,
    chargeKey,
    ['charging', 'refunding'],
    'refunding',
    ctx.now(),
  );
  if (!marked) return 'settled' as const;
  const processor = paymentProcessor(ctx);
  const charged = await processor.retrieve(chargeKey);
  if (charged?.kind !== 'approved') {
    await settleIntent(ctx.db, chargeKey, ['refunding'], 'abandoned', ctx.now());
    return 'abandoned' as const;
  }
  // `notRefundable` for a charge we made in full means it was given back another way (support,
  // at the processor): either way none of it is ours to keep, so the intent is settled.
  await processor.refund({
    chargeKey,
    amountCents,
    idempotencyKey: `refund:${chargeKey}`,
    now: ctx.now(),
  });
  await settleIntent(ctx.db, chargeKey, ['refunding'], 'refunded', ctx.now());
  return 'refunded' as const;
}

export interface ChargeIntentRecovery {
  refunded: number;
  abandoned: number;
  errors: { chargeKey: string; error: unknown }[];
}

/** Intents taken per pass; the next pass takes the rest. */
const RECOVERY_BATCH = 50;

/**
 * Settles the intents whose request died (lease passed while `charging` or `refunding`): each
 * is leased to this pass by one guarded UPDATE over `FOR UPDATE SKIP LOCKED` rows, so two
 * processes never take the same one; its charge is refunded, or it is abandoned when the
 * processor never made it.
 */
export async function reconcileChargeIntents(ctx: AppContext): Promise<ChargeIntentRecovery> {
  const now = ctx.now();
  const claimed = await claimDue(ctx.db, {
    table: chargeIntents,
    key: chargeIntents.chargeKey,
    order: chargeIntents.leaseUntil,
    due: and(
      inArray(chargeIntents.status, ['charging', 'refunding']),
      lte(chargeIntents.leaseUntil, now),
    ),
    set: { leaseUntil: leaseFrom(now, ctx.env.ORDER_RECOVERY_LEASE_SECONDS) },
    batch: RECOVERY_BATCH,
  });
  const recovery: ChargeIntentRecovery = { refunded: 0, abandoned: 0, errors: [] };
  for (const intent of claimed) {
    try {
      const outcome = await refundIntent(ctx, intent.chargeKey, intent.amountCents);
      if (outcome !== 'settled') recovery[outcome] += 1;
    } catch (error) {
      // Processor or database unreachable: the lease runs out and a later pass tries again.
      recovery.errors.push({ chargeKey: intent.chargeKey, error });
    }
  }
  return recovery;
}
