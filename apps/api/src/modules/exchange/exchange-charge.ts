import { isAgentType } from '@travel/contracts';
import type { ExchangePayment } from '@travel/contracts/exchange';
import type { CardPaymentSchema } from '@travel/contracts/flight-booking';
import type { z } from 'zod';
import type { Executor } from '@travel/db';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { debitAgentBalance } from '../../lib/payments/agent-balance';
import { paymentProcessor } from '../../lib/payments/payment-processor';
import { balancePayer, cardFailureError } from '../../lib/payments/pay-order';
import type { Identity } from '../../plugins/auth';
import { recordPayment } from './exchange.repository';

type Card = z.output<typeof CardPaymentSchema>;
export type ParsedExchangePayment = { method: 'card'; card: Card } | { method: 'balance' };

/**
 * Checks before anything is written that the amount due can be asked for this way: a payment
 * is given when something is due, and only agents and sub-agents draw on a balance (1505).
 */
export function requirePaymentFor(
  amountCents: number,
  payment: ExchangePayment | undefined,
  identity: Identity,
): void {
  if (amountCents <= 0) return;
  if (!payment) {
    throw new AppError('parameterValidationFailed', {
      msg: 'Choose how to pay the amount due',
      issues: [{ path: 'payment', message: 'required when there is an amount to pay' }],
    });
  }
  if (payment.method === 'balance' && !(identity.signedIn && isAgentType(identity.role))) {
    throw new AppError('paymentMethodNotSupported');
  }
}

/**
 * Collects the amount due inside the exchange's transaction, as its last step before the
 * commit: a refused card or a short balance throws and the whole exchange rolls back. The
 * payment row commits with the exchange; the card number is never stored (brand, last 4).
 */
export async function collectExchangePayment(
  ctx: AppContext,
  tx: Executor,
  input: {
    orderId: string;
    orderNo: string;
    amountCents: number;
    payment: ParsedExchangePayment;
    identity: Identity;
    now: Date;
  },
): Promise<void> {
  const { payment, amountCents, now } = input;
  if (payment.method === 'balance') {
    const debited = await debitAgentBalance(tx, {
      agentId: await balancePayer(tx, input.identity),
      amountCents,
      orderId: input.orderId,
      reason: `exchange ${input.orderNo}`,
      now,
    });
    if (!debited) throw new AppError('insufficientAccountBalance');
    await recordPayment(tx, {
      orderId: input.orderId,
      method: 'balance',
      amountCents,
      cardBrand: null,
      cardLast4: null,
      processorRef: null,
      now,
    });
    return;
  }
  const { card } = payment;
  const result = await paymentProcessor(ctx).charge({
    amountCents,
    currency: 'USD',
    card: {
      brand: card.cardType,
      number: card.cardNumber,
      expiryMonth: card.expiryMonth,
      expiryYear: card.expiryYear,
      cvv: card.cvv,
      holderName: card.cardholderName,
    },
    reference: input.orderNo,
    now,
  });
  if (result.kind === 'refused') throw cardFailureError(result.failure);
  await recordPayment(tx, {
    orderId: input.orderId,
    method: 'card',
    amountCents,
    cardBrand: card.cardType,
    cardLast4: result.last4,
    processorRef: result.processorRef,
    now,
  });
}
