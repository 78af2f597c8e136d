import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ERRORS, ROLE, isAgentType, type ErrorKey } from '@travel/contracts';
import type { CardPaymentSchema } from '@travel/contracts/payments';
import { payments, users, type Executor } from '@travel/db';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { Identity } from '../../plugins/auth';
import { AppError } from '../app-error';
import { findOrderById } from '../orders/cancel';
import { expireIfOverdue } from '../orders/deadline';
import { keepLeased } from '../orders/lease';
import { orderHoldReleasers } from '../orders/releasers';
import { leaseFrom, startPayment, transitionOrder, type OrderRow } from '../orders/status';
import { debitAgentBalance } from './agent-balance';
import { cardExpired, cvvLength, numberFitsBrand } from '@travel/contracts/card-rules';
import { paymentProcessor } from './payment-processor';
import type { CardChargeResult, CardDetails, CardFailure } from './port';

/**
 * Paying an order, whatever it sold (flights, hotels): the steps between "awaiting payment" and
 * "paid". The order is `processing` while the money moves, so a second payment answers 1512; a
 * refused payment is recorded and the order is payable again. What happens after payment
 * (tickets, a hotel confirmation) is the product's fulfilment step (lib/orders/fulfilment.ts).
 * Card numbers live in memory only: brand and last four are kept.
 */

export type CardInput = z.output<typeof CardPaymentSchema>;

/** How an order is paid: a card, or (agents) the agent balance of `agentId`. */
export type OrderPayment =
  { method: 'card'; card: CardInput } | { method: 'balance'; agentId: string };

export interface PaidOrder {
  order: OrderRow;
  /** Sandbox test hook: the money moved but fulfilment will fail (see SANDBOX_CARDS). */
  failFulfilment: boolean;
}

/** A refused card, as the client sees it (spec named errors). */
export const CARD_FAILURES: Record<CardFailure, { key: ErrorKey; msg?: string }> = {
  declined: { key: 'invalidCraditCard' },
  expired: { key: 'invalidCraditCardExpiration' },
  number: { key: 'invalidCraditCardNumber' },
  securityCode: { key: 'invalidCraditCard', msg: 'invalid credit card: check the security code' },
};

/** The card as the processor port takes it (in memory only). */
export const cardDetailsOf = (card: CardInput): CardDetails => ({
  brand: card.cardType,
  number: card.cardNumber,
  expiryMonth: card.expiryMonth,
  expiryYear: card.expiryYear,
  cvv: card.cvv,
  holderName: card.cardholderName,
});

export function cardFailureError(failure: CardFailure): AppError {
  const entry = CARD_FAILURES[failure];
  return new AppError(entry.key, entry.msg ? { msg: entry.msg } : {});
}

/**
 * What any processor would refuse without asking the bank (brand and Luhn, expiry, CVV
 * length). Booking calls check this before they write an order, so a mistyped card books
 * nothing; a card that passes may still be declined by the processor.
 */
export function cardFormFailure(card: CardInput, now: Date): CardFailure | null {
  if (!numberFitsBrand(card.cardNumber, card.cardType)) return 'number';
  if (cardExpired(card.expiryMonth, card.expiryYear, now)) return 'expired';
  if (card.cvv.length !== cvvLength(card.cardType)) return 'securityCode';
  return null;
}

/**
 * With a live Stripe account (STRIPE_SECRET_KEY) cards are paid on Stripe's page only: the
 * card form's processor is the sandbox, which must never take a real booking's payment. The
 * card form's calls (payment, hotel booking, exchange) answer 1505 before writing anything.
 */
export function assertCardFormProcessor(ctx: Pick<AppContext, 'env'>): void {
  if (ctx.env.STRIPE_SECRET_KEY) {
    throw new AppError('paymentMethodNotSupported', {
      msg: 'payment method not supported: pay by card on the secure payment page',
    });
  }
}

/** Why an order that is not awaiting payment cannot be paid. */
export function notPayable(order: OrderRow): AppError | null {
  switch (order.status) {
    case 'awaitingPayment':
      return null;
    case 'processing':
      return new AppError('paymentProcessing');
    case 'cancelled':
    case 'refunded':
    case 'partiallyRefunded':
      return new AppError(
        order.cancelReason === 'deadline' ? 'paymentTimeLimitExceeded1506' : 'orderStatusAbnormal',
      );
    default:
      return new AppError('orderAlreadyPaid');
  }
}

/**
 * Whose balance pays: agents their own, sub-agents their agency's (docs/decisions.md); anyone
 * else answers 1505; a disabled payer or agency answers accountDisabled (403). Callers check
 * this before writing anything.
 */
export async function balancePayer(executor: Executor, identity: Identity): Promise<string> {
  if (!identity.signedIn || !isAgentType(identity.role)) {
    throw new AppError('paymentMethodNotSupported', {
      msg: 'payment method not supported: the account balance is for agents',
    });
  }
  // Read on the server at payment time, not taken from the token (issue 9): a sub-agent or an
  // agency disabled a moment ago can no longer draw on the balance.
  const agency = alias(users, 'agency');
  const [me] = await executor
    .select({
      disabled: users.disabled,
      parentAgentId: users.parentAgentId,
      agencyDisabled: agency.disabled,
    })
    .from(users)
    .leftJoin(agency, eq(agency.id, users.parentAgentId))
    .where(eq(users.id, identity.userId))
    .limit(1);
  if (!me) throw new AppError('paymentMethodNotSupported');
  if (me.disabled || me.agencyDisabled === true) throw new AppError('accountDisabled');
  if (identity.role === ROLE.agent) return identity.userId;
  if (!me.parentAgentId) throw new AppError('paymentMethodNotSupported');
  return me.parentAgentId;
}

/**
 * Moves an order awaiting payment to `processing` (one guarded UPDATE, deadline included), or
 * throws why it cannot be paid now.
 */
export async function beginOrderPayment(ctx: AppContext, order: OrderRow): Promise<OrderRow> {
  const refusal = notPayable(order);
  if (refusal) throw refusal;
  const now = ctx.now();
  const lease = leaseFrom(now, ctx.env.ORDER_RECOVERY_LEASE_SECONDS);
  const started = await startPayment(ctx.db, order.id, now, lease);
  if (started) return started;
  // The order moved between the read and the start: say what it is now.
  const current = (await findOrderById(ctx.db, order.id)) ?? order;
  const moved = await expireIfOverdue(ctx, current, orderHoldReleasers(ctx));
  throw notPayable(moved) ?? new AppError('paymentProcessing');
}

/**
 * Takes `amountCents` for an order in `processing` and marks it paid, or records the refusal,
 * puts the order back to awaiting payment and throws the card or balance error. An amount of
 * 0 (a hotel rate paid at the hotel) still sends the card to the processor as a zero-amount
 * authorisation, which is how a card guarantee is checked.
 */
export async function collectOrderPayment(
  ctx: AppContext,
  order: OrderRow,
  amountCents: number,
  payment: OrderPayment,
): Promise<PaidOrder> {
  return payment.method === 'card'
    ? payByCard(ctx, order, amountCents, payment.card)
    : payByBalance(ctx, order, amountCents, payment.agentId);
}

async function insertPayment(executor: Executor, values: typeof payments.$inferInsert) {
  await executor.insert(payments).values(values);
}

/** Paid, and leased again to whoever fulfils it now (the reconciler takes over past the lease). */
export async function markPaid(
  ctx: AppContext,
  tx: Executor,
  order: OrderRow,
  now: Date,
): Promise<OrderRow> {
  const paid = await transitionOrder(tx, order.id, 'processing', 'paid', now, {
    paidAt: now,
    leaseUntil: leaseFrom(now, ctx.env.ORDER_RECOVERY_LEASE_SECONDS),
  });
  if (!paid) throw new Error(`order ${order.orderNo} left processing during its payment`);
  return paid;
}

async function payByCard(
  ctx: AppContext,
  order: OrderRow,
  amountCents: number,
  card: CardInput,
): Promise<PaidOrder> {
  const processor = paymentProcessor(ctx);
  // Set with the order's move to `processing` (startPayment), before the charge is sent.
  const idempotencyKey = order.chargeKey ?? undefined;
  let result: CardChargeResult | null;
  const stopLease = keepLeased(ctx, order.id);
  try {
    result = await processor.charge({
      amountCents,
      currency: order.currency,
      reference: order.orderNo,
      now: ctx.now(),
      idempotencyKey,
      card: cardDetailsOf(card),
    });
  } catch (error) {
    // The answer was lost, not necessarily the charge: ask the processor what it did with the
    // key. If even that fails, the order stays `processing` and the reconciler asks later.
    if (idempotencyKey === undefined) throw error;
    result = await processor.retrieve(idempotencyKey);
    if (!result) {
      await transitionOrder(ctx.db, order.id, 'processing', 'awaitingPayment', ctx.now());
      throw error;
    }
  } finally {
    stopLease();
  }
  return settleCardCharge(ctx, order, amountCents, card.cardType, result);
}

/**
 * Records what the processor did with a card charge: a refusal is recorded, the order is
 * payable again and the card error is thrown; an approval is recorded with the order marked
 * paid, in one transaction. Used by the payment request and by the reconciler (which knows no
 * card brand: null).
 */
export async function settleCardCharge(
  ctx: AppContext,
  order: OrderRow,
  amountCents: number,
  cardBrand: string | null,
  result: CardChargeResult,
): Promise<PaidOrder> {
  const base = {
    orderId: order.id,
    method: 'card',
    amountCents,
    currency: order.currency,
    cardBrand,
    cardLast4: result.last4,
  };
  if (result.kind === 'refused') {
    const error = cardFailureError(result.failure);
    await ctx.db.transaction(async (tx) => {
      const now = ctx.now();
      // Recorded by whoever moves the order back: once, even if the reconciler also asked.
      if (!(await transitionOrder(tx, order.id, 'processing', 'awaitingPayment', now))) return;
      await insertPayment(tx, {
        ...base,
        status: 'failed',
        failureCode: String(error.code),
        createdAt: now,
      });
    });
    throw error;
  }
  const paid = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    await insertPayment(tx, {
      ...base,
      status: 'succeeded',
      processorRef: result.processorRef,
      // The key the charge was made with (startPayment): what a refund of it names.
      chargeKey: order.chargeKey,
      createdAt: now,
    });
    return markPaid(ctx, tx, order, now);
  });
  return { order: paid, failFulfilment: result.failIssue };
}

async function payByBalance(
  ctx: AppContext,
  order: OrderRow,
  amountCents: number,
  agentId: string,
): Promise<PaidOrder> {
  const base = { orderId: order.id, method: 'balance', amountCents, currency: order.currency };
  const paid = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    // Nothing due now (a rate paid at the hotel): no debit, the payment is recorded as 0.
    const debited =
      amountCents === 0 ||
      (await debitAgentBalance(tx, {
        agentId,
        amountCents,
        orderId: order.id,
        reason: `order ${order.orderNo}`,
        now,
      }));
    if (!debited) {
      await insertPayment(tx, {
        ...base,
        status: 'failed',
        failureCode: String(ERRORS.insufficientAccountBalance.code),
        createdAt: now,
      });
      await transitionOrder(tx, order.id, 'processing', 'awaitingPayment', now);
      return null;
    }
    await insertPayment(tx, { ...base, status: 'succeeded', createdAt: now });
    return markPaid(ctx, tx, order, now);
  });
  if (!paid) throw new AppError('insufficientAccountBalance');
  return { order: paid, failFulfilment: false };
}
