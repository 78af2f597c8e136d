import type { PaymentBodySchema } from '@travel/contracts/payments';
import type { PaymentResult } from '@travel/contracts/orders';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { RUN_AGAIN, type IdempotencyClaim } from '../../lib/idempotency';
import { findOrderByNo, loadOrderFor } from '../../lib/orders/access';
import { amountDueNow, fulfilOrder, type FulfilmentResult } from '../../lib/orders/fulfilment';
import { orderProductOf } from '../../lib/orders/order-product';
import { isCancelled } from '../../lib/orders/cancel-paid-rules';
import {
  assertCardFormProcessor,
  balancePayer,
  beginOrderPayment,
  collectOrderPayment,
  notPayable,
  type OrderPayment,
} from '../../lib/payments/pay-order';
import type { Identity } from '../../plugins/auth';

export type PaymentBody = z.output<typeof PaymentBodySchema>;

/**
 * `POST /api/Payment`: pays an order awaiting payment, whatever it sold, by card (the
 * processor) or, for agents, from the agent balance (lib/payments/pay-order.ts), then has the
 * supplier fulfil it (lib/orders/fulfilment.ts): a flight's tickets are issued, a hotel
 * booking is confirmed. A flight order pays its total, a hotel order what is due now.
 */
export class PaymentService {
  constructor(private readonly ctx: AppContext) {}

  async pay(
    identity: Identity,
    body: PaymentBody,
    claim?: IdempotencyClaim,
  ): Promise<PaymentResult> {
    const { ctx } = this;
    const order = await loadOrderFor(ctx, identity, body.orderNo, body.email, {
      notFound: 'orderDoesNotExist1502',
    });
    const refusal = notPayable(order);
    if (refusal) throw refusal;
    if (body.method === 'card') assertCardFormProcessor(ctx);
    const payment: OrderPayment =
      body.method === 'card'
        ? { method: 'card', card: body.card }
        : { method: 'balance', agentId: await balancePayer(ctx.db, identity) };

    const started = await beginOrderPayment(ctx, order);
    // The work has begun: from here the key's outcome is kept, and a retry after a crash is
    // answered from the order (`resume`) instead of "already paid".
    const begun: PaymentCheckpoint = { orderNo: order.orderNo, attempt: started.paymentAttempt };
    await claim?.complete(ctx.db, begun);
    const paid = await collectOrderPayment(ctx, started, amountDueNow(started), payment);
    const result = await fulfilOrder(ctx, paid.order, paid.failFulfilment);
    return replyOf(result);
  }

  /**
   * The reply of a payment whose request died after it began (Idempotency-Key retry): what the
   * order shows now, once the payment (or the reconciler) has finished it.
   */
  async resume(stored: unknown): Promise<PaymentResult | typeof RUN_AGAIN> {
    const { orderNo, attempt } = (stored ?? {}) as Partial<PaymentCheckpoint>;
    const order = orderNo ? await findOrderByNo(this.ctx.db, orderNo) : null;
    if (!order || order.paymentAttempt !== attempt) throw new AppError('requestInProgress');
    // Still being paid or fulfilled (the reconciler finishes it past its lease): not yet known.
    if (order.status === 'processing' || order.status === 'paid') {
      throw new AppError('requestInProgress');
    }
    // The payment never went through (the reconciler found no charge): this retry pays.
    if (order.status === 'awaitingPayment') return RUN_AGAIN;
    if (isCancelled(order.status)) throw notPayable(order) ?? new AppError('orderStatusAbnormal');
    return replyOf(await orderProductOf(this.ctx, order).fulfilled(this.ctx, order));
  }
}

/** What a payment records on its Idempotency-Key once it has begun. */
interface PaymentCheckpoint {
  orderNo: string;
  attempt: number;
}

/** A product with a confirmation number answers it (null until confirmed); others leave it out. */
function replyOf(result: FulfilmentResult): PaymentResult {
  const { orderNo, status, ticketNumbers } = result;
  return 'confirmationNumber' in result
    ? { orderNo, status, ticketNumbers, confirmationNumber: result.confirmationNumber ?? null }
    : { orderNo, status, ticketNumbers };
}
