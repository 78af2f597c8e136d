import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ExchangeHistoryQuerySchema,
  ExchangeHistoryReplySchema,
  ExchangeOrderBodySchema,
  ExchangeQuoteBodySchema,
  ExchangeQuoteReplySchema,
  ExchangeResultReplySchema,
  ExchangeSearchBodySchema,
  ExchangeSearchReplySchema,
} from '@travel/contracts/exchange';
import type { AppContext } from '../../app-context';
import { RequiredIdempotencyHeadersSchema, replyIdempotent } from '../../lib/idempotency';
import { orderCaller } from '../../lib/orders/access';
import { ok } from '../../lib/reply';
import { ExchangeOrderService } from './exchange-order.service';
import { ExchangeSearchService } from './exchange-search.service';

/**
 * Exchange of an issued flight (spec part 1 §7: `/api/Exchange/Search`, `/api/Exchange/Order`).
 * Open to whoever may act on the order: its owner, their agent, or a visitor with the booking
 * email. Replies are personal and priced now, so nothing may cache them.
 */
export async function exchangeRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const search = new ExchangeSearchService(ctx);
  const exchange = new ExchangeOrderService(ctx);
  const tags = ['exchange'];
  app.addHook('onSend', async (_request, reply, payload) => {
    void reply.header('cache-control', 'private, no-store');
    return payload;
  });

  routes.post(
    '/api/Exchange/Search',
    {
      schema: {
        tags,
        summary:
          'Change offers for an issued order on new dates: fare difference, change penalty and total to pay (422 exchangeFailed for fares that cannot be changed)',
        body: ExchangeSearchBodySchema,
        response: { 200: ExchangeSearchReplySchema },
      },
    },
    async (request) => ok(await search.search(request.body, orderCaller(request))),
  );

  routes.post(
    '/api/Exchange/Quote',
    {
      schema: {
        tags,
        summary:
          'Price a chosen change offer and brand now: the trips as they will be issued (class and fare basis) and what the change costs; writes nothing',
        body: ExchangeQuoteBodySchema,
        response: { 200: ExchangeQuoteReplySchema },
      },
    },
    async (request) => ok(await exchange.quote(request.body, orderCaller(request))),
  );

  routes.post(
    '/api/Exchange/Order',
    {
      schema: {
        tags,
        summary:
          'Confirm a change offer: pays what is due, moves the seats and reissues the tickets (Idempotency-Key required; card data in the body only)',
        headers: RequiredIdempotencyHeadersSchema,
        body: ExchangeOrderBodySchema,
        response: { 200: ExchangeResultReplySchema },
      },
    },
    async (request, reply) =>
      replyIdempotent(ctx, request, reply, 'exchange', (claim) =>
        exchange.confirm(request.body, orderCaller(request), claim),
      ),
  );

  routes.get(
    '/api/Exchange/Order',
    {
      schema: {
        tags,
        summary: "An order's itinerary now and its exchanges (original versus new, new tickets)",
        querystring: ExchangeHistoryQuerySchema,
        response: { 200: ExchangeHistoryReplySchema },
      },
    },
    async (request) => ok(await exchange.history(request.query, orderCaller(request))),
  );
}
