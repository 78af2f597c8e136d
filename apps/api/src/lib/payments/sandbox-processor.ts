import { randomBytes } from 'node:crypto';
import { eq, sum } from 'drizzle-orm';
import { SANDBOX_CARDS } from '@travel/contracts/payments';
import { processorCharges, processorRefunds, type Database } from '@travel/db';
import { cardExpired, cvvLength, lastFour, numberFitsBrand } from '@travel/contracts/card-rules';
import type {
  CardChargeRequest,
  CardChargeResult,
  PaymentProcessor,
  RefundRequest,
  RefundResult,
} from './port';

/**
 * The built-in card processor: it checks what a real one checks (number, brand, expiry, CVV)
 * and approves any other well-formed card, except the test cards of `SANDBOX_CARDS`, which
 * decline, report an expired card, or approve but make ticketing fail. No money moves.
 *
 * Like a real processor it honours idempotency keys: the first answer for a key is kept (in its
 * own table, `processor_charges`, so a restart keeps it) and every later charge with that key
 * gets the same answer without a second charge. Without a database (unit tests) keys live in
 * memory.
 */
export class SandboxCardProcessor implements PaymentProcessor {
  private readonly memory = new Map<string, CardChargeResult>();
  private readonly memoryAmounts = new Map<string, number>();
  private readonly memoryRefunds = new Map<
    string,
    { chargeKey: string; amount: number; result: RefundResult }
  >();

  constructor(private readonly db?: Database) {}

  async charge(request: CardChargeRequest): Promise<CardChargeResult> {
    const key = request.idempotencyKey;
    if (key === undefined) return decide(request);
    if (!this.db) {
      const earlier = this.memory.get(key);
      if (earlier) return earlier;
      const result = decide(request);
      this.memory.set(key, result);
      this.memoryAmounts.set(key, request.amountCents);
      return result;
    }
    // Decided first (cheap, no side effect), kept only if this is the key's first charge.
    // Of two charges racing with one key, the first insert wins and both answer its result.
    const result = decide(request);
    const stored = await this.db
      .insert(processorCharges)
      .values({
        idempotencyKey: key,
        reference: request.reference,
        amountCents: request.amountCents,
        currency: request.currency,
        outcome: result,
        createdAt: request.now,
      })
      .onConflictDoNothing()
      .returning({ key: processorCharges.idempotencyKey });
    if (stored.length === 1) return result;
    const winner = await this.retrieve(key);
    if (!winner) throw new Error('sandbox processor: a charge key vanished');
    return winner;
  }

  async retrieve(idempotencyKey: string): Promise<CardChargeResult | null> {
    if (!this.db) return this.memory.get(idempotencyKey) ?? null;
    const [row] = await this.db
      .select({ outcome: processorCharges.outcome })
      .from(processorCharges)
      .where(eq(processorCharges.idempotencyKey, idempotencyKey))
      .limit(1);
    return row ? (row.outcome as CardChargeResult) : null;
  }

  async refund(request: RefundRequest): Promise<RefundResult> {
    if (!this.db) return this.refundInMemory(request);
    return this.db.transaction(async (tx) => {
      // The charge row is locked first: a retried refund then finds the first one's answer, and
      // two refunds of one charge never give back more than it was.
      const [charge] = await tx
        .select({ amountCents: processorCharges.amountCents, outcome: processorCharges.outcome })
        .from(processorCharges)
        .where(eq(processorCharges.idempotencyKey, request.chargeKey))
        .for('update');
      const [earlier] = await tx
        .select({ outcome: processorRefunds.outcome })
        .from(processorRefunds)
        .where(eq(processorRefunds.idempotencyKey, request.idempotencyKey));
      if (earlier) return earlier.outcome as RefundResult;
      const [refunded] = await tx
        .select({ total: sum(processorRefunds.amountCents) })
        .from(processorRefunds)
        .where(eq(processorRefunds.chargeKey, request.chargeKey));
      const left = charge ? charge.amountCents - Number(refunded?.total ?? 0) : 0;
      const result = refundDecision(
        (charge?.outcome as CardChargeResult | undefined)?.kind === 'approved',
        left,
        request.amountCents,
      );
      await tx.insert(processorRefunds).values({
        idempotencyKey: request.idempotencyKey,
        chargeKey: request.chargeKey,
        // A refusal pays nothing out and takes nothing from what is left to refund.
        amountCents: result.kind === 'refunded' ? request.amountCents : 0,
        outcome: result,
        createdAt: request.now,
      });
      return result;
    });
  }

  private refundInMemory(request: RefundRequest): RefundResult {
    const earlier = this.memoryRefunds.get(request.idempotencyKey);
    if (earlier) return earlier.result;
    let left = this.memoryAmounts.get(request.chargeKey) ?? 0;
    for (const refund of this.memoryRefunds.values()) {
      if (refund.chargeKey === request.chargeKey) left -= refund.amount;
    }
    const result = refundDecision(
      this.memory.get(request.chargeKey)?.kind === 'approved',
      left,
      request.amountCents,
    );
    this.memoryRefunds.set(request.idempotencyKey, {
      chargeKey: request.chargeKey,
      amount: result.kind === 'refunded' ? request.amountCents : 0,
      result,
    });
    return result;
  }
}

/** A refund goes through for an approved charge with at least that much not yet refunded. */
function refundDecision(approved: boolean, leftCents: number, amountCents: number): RefundResult {
  if (!approved || !Number.isInteger(amountCents) || amountCents <= 0 || amountCents > leftCents) {
    return { kind: 'notRefundable' };
  }
  return { kind: 'refunded', refundRef: `sbx_re_${randomBytes(12).toString('hex')}` };
}

/** The processor's decision for one charge request. */
function decide(request: CardChargeRequest): CardChargeResult {
  const { card, now } = request;
  const last4 = lastFour(card.number);
  if (!numberFitsBrand(card.number, card.brand))
    return { kind: 'refused', failure: 'number', last4 };
  if (cardExpired(card.expiryMonth, card.expiryYear, now)) {
    return { kind: 'refused', failure: 'expired', last4 };
  }
  if (card.cvv.length !== cvvLength(card.brand)) {
    return { kind: 'refused', failure: 'securityCode', last4 };
  }
  if (card.number === SANDBOX_CARDS.visaDeclined)
    return { kind: 'refused', failure: 'declined', last4 };
  if (card.number === SANDBOX_CARDS.visaExpired)
    return { kind: 'refused', failure: 'expired', last4 };
  // 0 is a card check without a charge (a zero-amount authorisation: a hotel guarantee).
  if (!Number.isInteger(request.amountCents) || request.amountCents < 0) {
    return { kind: 'refused', failure: 'declined', last4 };
  }
  return {
    kind: 'approved',
    processorRef: `sbx_${randomBytes(12).toString('hex')}`,
    last4,
    failIssue: card.number === SANDBOX_CARDS.visaIssueFails,
  };
}
