import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { processorCharges, sandboxCheckoutSessions, type Database } from '@travel/db';
import type { CardChargeResult, CardDetails, CardFailure } from '../port';
import { SandboxCardProcessor } from '../sandbox-processor';
import { expireSandboxSession } from './sandbox-checkout';
import { enqueueSessionEvent } from './sandbox-outbox';
import { findSandboxSession, type SandboxSessionRow } from './sandbox-session';

/**
 * Paying a sandbox checkout session: what its page does when the traveller submits the card
 * form or confirms the WeChat Pay QR code. The session is claimed (`processing`, leased, its
 * attempt numbered) by one guarded UPDATE, so a double submit pays once; the charge goes to the
 * sandbox card processor with the key `<session id>:<attempt>` (a declined card leaves the
 * session payable with a fresh key, as Stripe Checkout lets the traveller try another card);
 * the approval completes the session and owes the webhook its event in one transaction. A crash
 * after the charge leaves the session `processing`: the sweep asks the processor by key.
 */

export type SandboxPayMethod = { kind: 'card'; card: CardDetails } | { kind: 'wechat_pay' };

export type SandboxPayResult =
  | { kind: 'paid'; row: SandboxSessionRow; eventId: string }
  | { kind: 'refused'; failure: CardFailure; row: SandboxSessionRow }
  /** Not payable now: expired, already paid, being paid, or unknown. */
  | { kind: 'closed'; row: SandboxSessionRow | null };

const chargeKeyOf = (row: Pick<SandboxSessionRow, 'id' | 'attempts'>): string =>
  `${row.id}:${row.attempts}`;

export async function paySandboxSession(
  db: Database,
  id: string,
  method: SandboxPayMethod,
  now: Date,
  leaseMs: number,
): Promise<SandboxPayResult> {
  const [claimed] = await db
    .update(sandboxCheckoutSessions)
    .set({
      status: 'processing',
      attempts: sql`${sandboxCheckoutSessions.attempts} + 1`,
      leaseUntil: new Date(now.getTime() + leaseMs),
    })
    .where(
      and(
        eq(sandboxCheckoutSessions.id, id),
        eq(sandboxCheckoutSessions.status, 'open'),
        gt(sandboxCheckoutSessions.expiresAt, now),
      ),
    )
    .returning();
  if (!claimed) return { kind: 'closed', row: await findSandboxSession(db, id) };
  const cards = new SandboxCardProcessor(db);
  const chargeKey = chargeKeyOf(claimed);
  // Should the answer be lost (a crash, a thrown error), the session stays `processing` and the
  // sweep asks the card processor by key once the lease has passed.
  const result: CardChargeResult =
    method.kind === 'card'
      ? await cards.charge({
          amountCents: claimed.amountCents,
          currency: claimed.currency.toUpperCase(),
          card: method.card,
          reference: claimed.reference,
          now,
          idempotencyKey: chargeKey,
        })
      : await recordWalletCharge(db, claimed, chargeKey, now);
  if (result.kind === 'refused') {
    const row = await reopen(db, id);
    return { kind: 'refused', failure: result.failure, row: row ?? claimed };
  }
  const settled = await completeSandboxSession(db, claimed, chargeKey, result, method.kind, now);
  return settled ?? { kind: 'closed', row: await findSandboxSession(db, id) };
}

/**
 * WeChat Pay in the sandbox: the wallet approves once the traveller confirms. Recorded in the
 * sandbox card processor's ledger under the attempt's key, so refunds go through it alike.
 */
async function recordWalletCharge(
  db: Database,
  row: SandboxSessionRow,
  chargeKey: string,
  now: Date,
): Promise<CardChargeResult> {
  const approved: CardChargeResult = {
    kind: 'approved',
    processorRef: `sbx_wx_${randomBytes(12).toString('hex')}`,
    last4: '',
    failIssue: false,
  };
  await db
    .insert(processorCharges)
    .values({
      idempotencyKey: chargeKey,
      reference: row.reference,
      amountCents: row.amountCents,
      currency: row.currency.toUpperCase(),
      outcome: approved,
      createdAt: now,
    })
    .onConflictDoNothing();
  return (await new SandboxCardProcessor(db).retrieve(chargeKey)) ?? approved;
}

async function reopen(db: Database, id: string): Promise<SandboxSessionRow | null> {
  const [row] = await db
    .update(sandboxCheckoutSessions)
    .set({ status: 'open', leaseUntil: null })
    .where(
      and(eq(sandboxCheckoutSessions.id, id), eq(sandboxCheckoutSessions.status, 'processing')),
    )
    .returning();
  return row ?? null;
}

/** Paid: the session completes and the webhook is owed `checkout.session.completed`. */
async function completeSandboxSession(
  db: Database,
  claimed: SandboxSessionRow,
  chargeKey: string,
  result: Extract<CardChargeResult, { kind: 'approved' }>,
  paidWith: SandboxPayMethod['kind'],
  now: Date,
): Promise<Extract<SandboxPayResult, { kind: 'paid' }> | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(sandboxCheckoutSessions)
      .set({
        status: 'complete',
        paymentStatus: 'paid',
        chargeKey,
        paymentIntent: `pi_sbx_${randomBytes(12).toString('hex')}`,
        paidWith,
        // Sandbox test hook (SANDBOX_CARDS.visaIssueFails): paid, but the supplier will refuse.
        metadata: result.failIssue
          ? { ...claimed.metadata, sandbox_fulfilment: 'fail' }
          : claimed.metadata,
        leaseUntil: null,
        completedAt: now,
      })
      .where(
        and(
          eq(sandboxCheckoutSessions.id, claimed.id),
          eq(sandboxCheckoutSessions.status, 'processing'),
          eq(sandboxCheckoutSessions.attempts, claimed.attempts),
        ),
      )
      .returning();
    if (!row) return null;
    const eventId = await enqueueSessionEvent(tx, 'checkout.session.completed', row, now);
    return { kind: 'paid' as const, row, eventId };
  });
}

export interface SandboxSweepResult {
  expired: number;
  /** Payments a dead request left `processing`: completed or reopened. */
  settled: number;
}

/** Sessions taken per pass; the next pass takes the rest. */
const SWEEP_BATCH = 100;

/**
 * The sandbox processor's own housekeeping: open sessions past their expiry end (and the
 * webhook hears `checkout.session.expired`); payments whose request died are settled by asking
 * the card processor what it did with the attempt's key.
 */
export async function sweepSandboxCheckout(db: Database, now: Date): Promise<SandboxSweepResult> {
  const result: SandboxSweepResult = { expired: 0, settled: 0 };
  const overdue = await db
    .select({ id: sandboxCheckoutSessions.id })
    .from(sandboxCheckoutSessions)
    .where(
      and(eq(sandboxCheckoutSessions.status, 'open'), lte(sandboxCheckoutSessions.expiresAt, now)),
    )
    .orderBy(asc(sandboxCheckoutSessions.expiresAt))
    .limit(SWEEP_BATCH);
  for (const { id } of overdue) {
    if (await expireSandboxSession(db, id, now)) result.expired += 1;
  }
  const stalled = await db
    .select()
    .from(sandboxCheckoutSessions)
    .where(
      and(
        inArray(sandboxCheckoutSessions.status, ['processing']),
        lte(sandboxCheckoutSessions.leaseUntil, now),
      ),
    )
    .limit(SWEEP_BATCH);
  const cards = new SandboxCardProcessor(db);
  for (const row of stalled) {
    const charged = await cards.retrieve(chargeKeyOf(row));
    const paidWith = row.paymentMethodTypes.includes('card') ? 'card' : 'wechat_pay';
    const done =
      charged?.kind === 'approved'
        ? await completeSandboxSession(db, row, chargeKeyOf(row), charged, paidWith, now)
        : await reopen(db, row.id);
    if (done) result.settled += 1;
  }
  return result;
}
