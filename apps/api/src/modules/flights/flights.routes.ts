import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  FlightCalendarQuerySchema,
  FlightCalendarReplySchema,
  FlightSearchQuerySchema,
  FlightSearchReplySchema,
  MulticitySearchQuerySchema,
  PrebookBodySchema,
  PrebookReplySchema,
} from '@travel/contracts/flights';
import type { AppContext } from '../../app-context';
import { loadBuyer } from '../../lib/offers/buyer';
import { ok } from '../../lib/reply';
import { FlightSearchService } from './flight-search.service';
import { PrebookService } from './prebook.service';

/**
 * Search replies are large (300 offers, up to 2 MB) and built from typed values only: they are
 * written with plain JSON.stringify instead of being parsed again by the zod response schema,
 * which would cost as much as the search itself. The schema still documents the reply
 * (OpenAPI) and the tests parse every reply with it.
 */
const plainJson = () => (data: unknown) => JSON.stringify(data);

/**
 * Flight search and pre-book (spec part 1 §7, issue 3 §2 and §4). Replies depend on who asks
 * (agent commission, limits), so nothing here may be cached by a shared cache.
 */
export async function flightsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const search = new FlightSearchService(ctx);
  const prebook = new PrebookService(ctx);
  app.addHook('onSend', async (_request, reply, payload) => {
    void reply.header('cache-control', 'private, no-store');
    return payload;
  });

  routes.get(
    '/api/AirTickets',
    {
      serializerCompiler: plainJson,
      schema: {
        tags: ['flights'],
        summary: 'One-way and round-trip flight search (offers cheapest first, at most 300)',
        querystring: FlightSearchQuerySchema,
        response: { 200: FlightSearchReplySchema },
      },
    },
    async (request) =>
      ok(await search.search(request.query, await loadBuyer(ctx.db, request.identity))),
  );

  routes.get(
    '/api/AirTickets/multicity',
    {
      serializerCompiler: plainJson,
      schema: {
        tags: ['flights'],
        summary: 'Multi-city search: trips = DEP,ARR,MM/DD/YYYY|…',
        querystring: MulticitySearchQuerySchema,
        response: { 200: FlightSearchReplySchema },
      },
    },
    async (request) =>
      ok(await search.multicity(request.query, await loadBuyer(ctx.db, request.identity))),
  );

  routes.get(
    '/api/AirTickets/calendar',
    {
      serializerCompiler: plainJson,
      schema: {
        tags: ['flights'],
        summary: 'Cheapest single-adult total for each of ±3 days around the departure date',
        querystring: FlightCalendarQuerySchema,
        response: { 200: FlightCalendarReplySchema },
      },
    },
    async (request) =>
      ok(await search.calendar(request.query, await loadBuyer(ctx.db, request.identity))),
  );

  routes.post(
    '/api/Prebooking',
    {
      schema: {
        tags: ['flights'],
        summary: 'Re-price a chosen offer and brand before booking',
        body: PrebookBodySchema,
        response: { 200: PrebookReplySchema },
      },
    },
    async (request) =>
      ok(await prebook.prebook(request.body, await loadBuyer(ctx.db, request.identity))),
  );
}
