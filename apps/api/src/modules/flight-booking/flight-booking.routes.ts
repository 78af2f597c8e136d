import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { orderCaller } from '../../lib/orders/access';
import { z } from 'zod';
import { BookBodySchema, PaymentBodySchema } from '@travel/contracts/flight-booking';
import { BookReplySchema, PaymentReplySchema } from '@travel/contracts/orders';
import type { AppContext } from '../../app-context';
import {
  IdempotencyKeySchema,
  OptionalIdempotencyHeadersSchema,
  replyIdempotent,
} from '../../lib/idempotency';
import { BookService, type BookBody } from './book.service';
import { requireStorefrontKey, throwIfInvalidBooking } from './book-validation';
import { PaymentService } from './payment.service';

/**
 * Booking and payment (spec part 1 §4, §7). Both take an `Idempotency-Key` (required for
 * booking): a retried request replays the first reply instead of booking or paying twice.
 */
export async function flightBookingRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const booking = new BookService(ctx);
  const payment = new PaymentService(ctx);
  app.addHook('onSend', async (_request, reply, payload) => {
    void reply.header('cache-control', 'private, no-store');
    return payload;
  });

  routes.post(
    '/api/Book',
    {
      preValidation: requireStorefrontKey(ctx),
      // Schema failures are answered in the handler with the spec's 1056 / 1058 codes.
      attachValidation: true,
      schema: {
        tags: ['booking'],
        summary: 'Create a flight order awaiting payment (deadline 30 minutes) and hold its seats',
        headers: z.object({
          'x-api-key': z.string().describe('The storefront key (STOREFRONT_API_KEY)'),
          'idempotency-key': IdempotencyKeySchema,
        }),
        body: BookBodySchema,
        response: { 200: BookReplySchema },
      },
    },
    async (request, reply) => {
      throwIfInvalidBooking(request);
      return replyIdempotent(ctx, request, reply, 'book', (claim) =>
        booking.book(request.identity, request.body as BookBody, request.ip, claim),
      );
    },
  );

  routes.post(
    '/api/Payment',
    {
      schema: {
        tags: ['booking'],
        summary: 'Pay an order by card or (agents) from the account balance, then issue tickets',
        headers: OptionalIdempotencyHeadersSchema,
        body: PaymentBodySchema,
        response: { 200: PaymentReplySchema },
      },
    },
    async (request, reply) =>
      replyIdempotent(
        ctx,
        request,
        reply,
        'payment',
        (claim) => payment.pay(orderCaller(request), request.body, claim),
        (stored) => payment.resume(stored),
      ),
  );
}
