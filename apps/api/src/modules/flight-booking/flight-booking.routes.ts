import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BookBodySchema } from '@travel/contracts/flight-booking';
import { BookReplySchema } from '@travel/contracts/orders';
import type { AppContext } from '../../app-context';
import { IdempotencyKeySchema, replyIdempotent } from '../../lib/idempotency';
import { BookService, type BookBody } from './book.service';
import { requireStorefrontKey, throwIfInvalidBooking } from './book-validation';

/**
 * Flight booking (spec part 1 §4, §7). It takes an `Idempotency-Key`: a retried request replays
 * the first reply instead of booking twice. Paying the order is the orders module's
 * `POST /api/Payment`, the same for every product.
 */
export async function flightBookingRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const booking = new BookService(ctx);
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
}
