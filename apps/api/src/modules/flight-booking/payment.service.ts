import { ROLE, isAgentType, type ErrorKey } from '@travel/contracts';
import type { PaymentBodySchema } from '@travel/contracts/flight-booking';
import type { PaymentResult } from '@travel/contracts/orders';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { flightSupplier } from '../../lib/flight-supplier';
import { sendMail } from '../../lib/mail/send-mail';
import { loadOrderFor } from '../../lib/orders/access';
import { findOrderById } from '../../lib/orders/cancel';
import { expireIfOverdue } from '../../lib/orders/deadline';
import { flightDetailsOf } from '../../lib/orders/flight-details';
import { sendItineraryMail, ticketingDelayedMessage } from '../../lib/orders/itinerary-mail';
import { orderHoldReleasers } from '../../lib/orders/releasers';
import { startPayment, transitionOrder, type OrderRow } from '../../lib/orders/status';
import { debitAgentBalance } from '../../lib/payments/agent-balance';
import { paymentProcessor } from '../../lib/payments/payment-processor';
import type { CardFailure } from '../../lib/payments/port';
import type { Identity } from '../../plugins/auth';
import { findAccount, insertPayment, setTicketNumbers } from './flight-booking.repository';

export type PaymentBody = z.output<typeof PaymentBodySchema>;
type CardBody = Extract<PaymentBody, { method: 'card' }>['card'];

/** A refused card, as the client sees it (spec named errors). */
const CARD_FAILURES: Record<CardFailure, { key: ErrorKey; msg?: string }> = {
  declined: { key: 'invalidCraditCard' },
  expired: { key: 'invalidCraditCardExpiration' },
  number: { key: 'invalidCraditCardNumber' },
  securityCode: { key: 'invalidCraditCard', msg: 'invalid credit card: check the security code' },
};

/** Why an order that is not awaiting payment cannot be paid. */
function notPayable(order: OrderRow): AppError | null {
  switch (order.status) {
    case 'awaitingPayment':
      return null;
    case 'processing':
      return new AppError('paymentProcessing');
    case 'cancelled':
      return new AppError(
        order.cancelReason === 'deadline' ? 'paymentTimeLimitExceeded1506' : 'orderStatusAbnormal',
      );
    default:
      return new AppError('orderAlreadyPaid');
  }
}

/**
 * `POST /api/Payment`: pays an order awaiting payment by card (the processor) or, for agents,
 * from the agent balance, then has the airline issue the tickets. The order is `processing`
 * while the money moves, so a second payment answers 1512; a refused payment is recorded and
 * the order is payable again. Card numbers live in memory only: brand and last four are kept.
 */
export class PaymentService {
  constructor(private readonly ctx: AppContext) {}

  async pay(identity: Identity, body: PaymentBody): Promise<PaymentResult> {
    const { ctx } = this;
    const order = await loadOrderFor(ctx, identity, body.orderNo, body.email, {
      notFound: 'orderDoesNotExist1502',
    });
    const refusal = notPayable(order);
    if (refusal) throw refusal;
    const payerAgentId = body.method === 'balance' ? await this.balancePayer(identity) : null;

    const started = await startPayment(ctx.db, order.id, ctx.now());
    if (!started) throw await this.whyNotStarted(order);

    const paid =
      body.method === 'card'
        ? await this.payByCard(started, body.card)
        : await this.payByBalance(started, payerAgentId as string);
    return this.issue(paid.order, paid.failIssue);
  }

  /** Agents pay from their own balance, sub-agents from their agency's (docs/decisions.md). */
  private async balancePayer(identity: Identity): Promise<string> {
    if (!identity.signedIn || !isAgentType(identity.role)) {
      throw new AppError('paymentMethodNotSupported', {
        msg: 'payment method not supported: the account balance is for agents',
      });
    }
    if (identity.role === ROLE.agent) return identity.userId;
    const me = await findAccount(this.ctx.db, identity.userId);
    if (!me?.parentAgentId) throw new AppError('paymentMethodNotSupported');
    return me.parentAgentId;
  }

  /** The order moved between the read and the start: say what it is now. */
  private async whyNotStarted(order: OrderRow): Promise<AppError> {
    const now = (await findOrderById(this.ctx.db, order.id)) ?? order;
    const current = await expireIfOverdue(this.ctx, now, orderHoldReleasers(this.ctx));
    return notPayable(current) ?? new AppError('paymentProcessing');
  }

  private async payByCard(
    order: OrderRow,
    card: CardBody,
  ): Promise<{ order: OrderRow; failIssue: boolean }> {
    const { ctx } = this;
    let result;
    try {
      result = await paymentProcessor(ctx).charge({
        amountCents: order.totalCents,
        currency: order.currency,
        reference: order.orderNo,
        now: ctx.now(),
        card: {
          brand: card.cardType,
          number: card.cardNumber,
          expiryMonth: card.expiryMonth,
          expiryYear: card.expiryYear,
          cvv: card.cvv,
          holderName: card.cardholderName,
        },
      });
    } catch (error) {
      // The processor did not answer: nothing was taken, the order is payable again.
      await transitionOrder(ctx.db, order.id, 'processing', 'awaitingPayment', ctx.now());
      throw error;
    }
    const base = {
      orderId: order.id,
      method: 'card',
      amountCents: order.totalCents,
      currency: order.currency,
      cardBrand: card.cardType,
      cardLast4: result.last4,
    };
    if (result.kind === 'refused') {
      const failure = CARD_FAILURES[result.failure];
      const error = new AppError(failure.key, failure.msg ? { msg: failure.msg } : {});
      await ctx.db.transaction(async (tx) => {
        const now = ctx.now();
        await insertPayment(tx, {
          ...base,
          status: 'failed',
          failureCode: String(error.code),
          createdAt: now,
        });
        await transitionOrder(tx, order.id, 'processing', 'awaitingPayment', now);
      });
      throw error;
    }
    const paid = await ctx.db.transaction(async (tx) => {
      const now = ctx.now();
      await insertPayment(tx, {
        ...base,
        status: 'succeeded',
        processorRef: result.processorRef,
        createdAt: now,
      });
      return transitionOrder(tx, order.id, 'processing', 'paid', now, { paidAt: now });
    });
    if (!paid) throw new Error(`order ${order.orderNo} left processing during its card payment`);
    return { order: paid, failIssue: result.failIssue };
  }

  private async payByBalance(
    order: OrderRow,
    agentId: string,
  ): Promise<{ order: OrderRow; failIssue: boolean }> {
    const { ctx } = this;
    const base = {
      orderId: order.id,
      method: 'balance',
      amountCents: order.totalCents,
      currency: order.currency,
    };
    const paid = await ctx.db.transaction(async (tx) => {
      const now = ctx.now();
      const debited = await debitAgentBalance(tx, {
        agentId,
        amountCents: order.totalCents,
        orderId: order.id,
        reason: `order ${order.orderNo}`,
        now,
      });
      if (!debited) {
        await insertPayment(tx, { ...base, status: 'failed', failureCode: '1510', createdAt: now });
        await transitionOrder(tx, order.id, 'processing', 'awaitingPayment', now);
        return null;
      }
      await insertPayment(tx, { ...base, status: 'succeeded', createdAt: now });
      return transitionOrder(tx, order.id, 'processing', 'paid', now, { paidAt: now });
    });
    if (!paid) throw new AppError('insufficientAccountBalance');
    return { order: paid, failIssue: false };
  }

  /** Ticketing after payment: issued with numbers, or issueFailed for support to finish. */
  private async issue(order: OrderRow, failIssue: boolean): Promise<PaymentResult> {
    const { ctx } = this;
    const details = flightDetailsOf(order);
    let outcome;
    try {
      outcome = await flightSupplier(ctx).issueTickets({
        orderNo: order.orderNo,
        travellers: details.adults + details.children,
        trips: details.trips.length,
        failIssue,
      });
    } catch {
      // An airline that does not answer has not issued: support finishes it (issueFailed).
      outcome = { kind: 'failed' as const };
    }
    if (outcome.kind === 'failed') {
      const failed = await transitionOrder(ctx.db, order.id, 'paid', 'issueFailed', ctx.now());
      await sendMail(ctx, {
        to: order.contactEmail,
        ...ticketingDelayedMessage(order),
        kind: 'confirmation',
        requestedByRecipient: true,
      });
      return {
        orderNo: order.orderNo,
        status: failed?.status === 'issueFailed' ? 'issueFailed' : 'paid',
        ticketNumbers: [],
      };
    }
    const ticketNumbers = outcome.ticketNumbers;
    const issued = await ctx.db.transaction(async (tx) => {
      const now = ctx.now();
      await setTicketNumbers(tx, order.id, ticketNumbers);
      return transitionOrder(tx, order.id, 'paid', 'issued', now, { issuedAt: now });
    });
    if (issued) await sendItineraryMail(ctx, issued);
    return { orderNo: order.orderNo, status: 'issued', ticketNumbers: ticketNumbers.flat() };
  }
}
