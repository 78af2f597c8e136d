import { eq } from 'drizzle-orm';
import type { BalancePayment } from '@travel/contracts/order-balance';
import { orders, payments, type Executor } from '@travel/db';
import type { AppContext } from '../../app-context';
import type { Identity } from '../../plugins/auth';
import { AppError } from '../app-error';
import type { IdempotencyClaim } from '../idempotency';
import { findPayments } from '../orders/order-parts';
import { orderProductOf, type BalanceDue } from '../orders/order-product';
import type { OrderRow } from '../orders/status';
import { debitAgentBalance } from './agent-balance';
import { chargeThenApply, type ApprovedCharge } from './charge-intents';
import { orderMoney } from './ledger';
import {
  assertCardFormProcessor,
  balancePayer,
  cardDetailsOf,
  cardFormFailure,
  cardFailureError,
  type CardInput,
} from './pay-order';

/** How the balance is paid: a card, or (agents) the account balance of the caller's agency. */
export type BalancePaymentInput = { method: 'card'; card: CardInput } | { method: 'balance' };

/**
 * Paying the rest of an order paid in parts (a tour or cruise booked with a deposit), after its
 * first payment: the product says what is left (`OrderProduct.balance`), the money is a
 * payment row of its own (refunds then count it with the first one), and the order's status
 * does not move (it stays paid or confirmed). A card is charged before the transaction and
 * given back if the payment cannot be recorded (charge-intents.ts: one open charge per order,
 * so two balance payments never both go through); an agent balance is debited inside it.
 */

/** Only a booking whose first payment went through and that still stands has a balance to pay. */
const BALANCE_PAYABLE = ['paid', 'issued'];

/** What is left to pay on `order` now, or why it cannot be paid. */
export async function balanceOf(
  ctx: AppContext,
  executor: Executor,
  order: OrderRow,
): Promise<{ due: BalanceDue; paidCents: number }> {
  const refusal = balanceRefusal(order);
  if (refusal) throw refusal;
  const paidCents = orderMoney(await findPayments(executor, order.id)).paid;
  const due = orderProductOf(ctx, order).balance?.due(order, paidCents) ?? null;
  if (!due) {
    throw new AppError('orderAlreadyPaid', { msg: 'order already paid: nothing is left to pay' });
  }
  if (ctx.now().getTime() >= due.payableUntil.getTime()) {
    throw new AppError('paymentTimeLimitExceeded1506', {
      msg: 'payment time limit exceeded: the trip has begun, speak to the operator',
    });
  }
  return { due, paidCents };
}

function balanceRefusal(order: OrderRow): AppError | null {
  if (BALANCE_PAYABLE.includes(order.status)) return null;
  if (order.status === 'processing') return new AppError('paymentProcessing');
  if (order.status === 'awaitingPayment') {
    return new AppError('orderStatusAbnormal', {
      msg: 'order status abnormal: pay the booking itself first',
    });
  }
  // Cancelled, refunded, declined by the operator, or left to support (issueFailed).
  return new AppError('orderStatusAbnormal');
}

/** Takes the balance of `order` (already loaded for the caller) and mails the receipt. */
export async function payOrderBalance(
  ctx: AppContext,
  identity: Identity,
  order: OrderRow,
  payment: BalancePaymentInput,
  claim?: IdempotencyClaim,
): Promise<BalancePayment> {
  const { due } = await balanceOf(ctx, ctx.db, order);
  const amountCents = due.amountCents;
  const record = (tx: Executor, charge: ApprovedCharge | null) =>
    recordBalance(ctx, tx, order, amountCents, payment, charge, claim);
  let reply: BalancePayment;
  if (payment.method === 'card') {
    assertCardFormProcessor(ctx);
    const failure = cardFormFailure(payment.card, ctx.now());
    if (failure) throw cardFailureError(failure);
    reply = await chargeThenApply(
      ctx,
      {
        orderId: order.id,
        orderNo: order.orderNo,
        purpose: 'balance',
        amountCents,
        currency: order.currency,
        card: cardDetailsOf(payment.card),
      },
      (tx, charge) => record(tx, charge),
    );
  } else {
    const agentId = await balancePayer(ctx.db, identity);
    reply = await ctx.db.transaction(async (tx) => {
      const debited = await debitAgentBalance(tx, {
        agentId,
        amountCents,
        orderId: order.id,
        reason: `balance of ${order.orderNo}`,
        now: ctx.now(),
      });
      if (!debited) throw new AppError('insufficientAccountBalance');
      return record(tx, null);
    });
  }
  // The money is taken: a mail failure does not undo it (the outbox retries).
  await orderProductOf(ctx, order)
    .balance?.sendReceipt(ctx, order, amountCents)
    .catch(() => undefined);
  return reply;
}

/**
 * Records the payment with the order row locked, after checking again that the same balance is
 * still due (a cancellation or another payment in between throws, and a card charge is given
 * back). The order's `updated_at` moves, so a refund quote made before it no longer holds.
 */
async function recordBalance(
  ctx: AppContext,
  tx: Executor,
  order: OrderRow,
  amountCents: number,
  payment: BalancePaymentInput,
  charge: ApprovedCharge | null,
  claim: IdempotencyClaim | undefined,
): Promise<BalancePayment> {
  const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
  if (!locked) throw new AppError('orderDoesNotExist');
  const { due, paidCents } = await balanceOf(ctx, tx, locked);
  if (due.amountCents !== amountCents) {
    throw new AppError('orderStatusAbnormal', {
      msg: 'the balance changed: look at the order again',
    });
  }
  const now = ctx.now();
  const card: CardInput | null = payment.method === 'card' ? payment.card : null;
  await tx.insert(payments).values({
    orderId: order.id,
    method: payment.method,
    status: 'succeeded',
    amountCents,
    currency: order.currency,
    cardBrand: card?.cardType ?? null,
    cardLast4: charge?.last4 ?? null,
    processorRef: charge?.processorRef ?? null,
    // The key the charge was made with: what a refund of it names.
    chargeKey: charge?.chargeKey ?? null,
    createdAt: now,
  });
  await tx.update(orders).set({ updatedAt: now }).where(eq(orders.id, order.id));
  const reply: BalancePayment = {
    orderNo: order.orderNo,
    amountPaid: amountCents,
    paidTotal: paidCents + amountCents,
    balanceDue: 0,
    currency: 'USD',
    method: payment.method,
    cardLast4: charge?.last4 ?? null,
  };
  await claim?.complete(tx, reply);
  return reply;
}
