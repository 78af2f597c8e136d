import { isAgentType } from '@travel/contracts';
import type { ExchangePayment } from '@travel/contracts/exchange';
import type { CardPaymentSchema } from '@travel/contracts/payments';
import type { z } from 'zod';
import type { Executor } from '@travel/db';
import { AppError } from '../../lib/app-error';
import { debitAgentBalance } from '../../lib/payments/agent-balance';
import type { ApprovedCharge } from '../../lib/payments/charge-intents';
import { balancePayer } from '../../lib/payments/pay-order';
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
 * Takes the amount due from the agent balance inside the exchange's transaction, as its last
 * step before the commit: a short balance throws and the whole exchange rolls back.
 */
export async function collectBalancePayment(
  tx: Executor,
  input: { orderId: string; orderNo: string; amountCents: number; identity: Identity; now: Date },
): Promise<void> {
  const { amountCents, now } = input;
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
}

/**
 * Records a card charge the processor approved for this exchange (lib/payments/
 * charge-intents.ts made it, before the transaction); it commits with the exchange. The card
 * number is never stored (brand, last 4).
 */
export async function recordCardPayment(
  tx: Executor,
  input: { orderId: string; amountCents: number; card: Card; charge: ApprovedCharge; now: Date },
): Promise<void> {
  await recordPayment(tx, {
    orderId: input.orderId,
    method: 'card',
    amountCents: input.amountCents,
    cardBrand: input.card.cardType,
    cardLast4: input.charge.last4,
    processorRef: input.charge.processorRef,
    chargeKey: input.charge.chargeKey,
    now: input.now,
  });
}
