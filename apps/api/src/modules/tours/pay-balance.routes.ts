import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BalancePaymentReplySchema, PayBalanceBodySchema } from '@travel/contracts/order-balance';
import type { AppContext } from '../../app-context';
import { OptionalIdempotencyHeadersSchema, replyIdempotent } from '../../lib/idempotency';
import { loadOrderFor, orderCaller } from '../../lib/orders/access';
import { payOrderBalance } from '../../lib/payments/pay-balance';
import { scheduleBalanceReminders } from './tour-balance-reminder.job';

/**
 * `POST /api/PayBalance`: the balance of a tour or cruise booked with a deposit (issue 14
 * follow-up). Product-neutral (lib/payments/pay-balance.ts asks the order's product what is
 * left); it lives with the tours because they are the products paid in parts today.
 */
export async function payBalanceRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  scheduleBalanceReminders(app, ctx);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/PayBalance',
    {
      schema: {
        tags: ['tours'],
        summary:
          'Pay the balance of a paid or confirmed order booked with a deposit, by card or (agents) from the account balance: a payment of its own, then a receipt mail. 409 1513 when nothing is left, 409 1405 when cancelled or declined, 422 1506 once the trip has begun. Same access as POST /api/Payment (visitors give the booking email)',
        headers: OptionalIdempotencyHeadersSchema,
        body: PayBalanceBodySchema,
        response: { 200: BalancePaymentReplySchema },
      },
    },
    async (request, reply) =>
      replyIdempotent(ctx, request, reply, 'pay-balance', async (claim) => {
        const caller = orderCaller(request);
        const { body } = request;
        const order = await loadOrderFor(ctx, caller, body.orderNo, body.email, {
          notFound: 'orderDoesNotExist1502',
        });
        return payOrderBalance(ctx, caller, order, body, claim);
      }),
  );
}
