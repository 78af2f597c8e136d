import type { PaymentBodySchema } from '@travel/contracts/flight-booking';
import type { PaymentResult } from '@travel/contracts/orders';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { loadOrderFor } from '../../lib/orders/access';
import { amountDueNow, fulfilOrder } from '../../lib/orders/fulfilment';
import {
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

  async pay(identity: Identity, body: PaymentBody): Promise<PaymentResult> {
    const { ctx } = this;
    const order = await loadOrderFor(ctx, identity, body.orderNo, body.email, {
      notFound: 'orderDoesNotExist1502',
    });
    const refusal = notPayable(order);
    if (refusal) throw refusal;
    const payment: OrderPayment =
      body.method === 'card'
        ? { method: 'card', card: body.card }
        : { method: 'balance', agentId: await balancePayer(ctx.db, identity) };

    const started = await beginOrderPayment(ctx, order);
    const paid = await collectOrderPayment(ctx, started, amountDueNow(started), payment);
    const result = await fulfilOrder(ctx, paid.order, paid.failFulfilment);
    const { confirmationNumber, ...reply } = result;
    // Only hotel orders have a confirmation number; flight replies stay as they were.
    return paid.order.product === 'hotel' ? { ...reply, confirmationNumber } : reply;
  }
}
