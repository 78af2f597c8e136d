import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
import { inventoryEpoch } from '../../lib/inventory-events';
import { flightSupplier } from '../../lib/flight-supplier';
import { loadBuyer, type Buyer } from '../../products/flight/offers/buyer';
import { ok } from '../../lib/reply';
import { FlightSearchService } from './flight-search.service';
import { PrebookService } from './prebook.service';
import { replyJsonOf, SearchReplyCache, sendCached, takesBrotli } from './search-cache';
import { SearchWorkers, searchWorkerCount } from './search-workers';
import { scheduleSearchResponseSweep } from './search-responses.sweep';

/**
 * Flight search and pre-book (spec part 1 §7, issue 3 §2 and §4). Replies depend on who asks
 * (agent commission, limits), so no shared cache may keep them. Search replies are large (300
 * offers, up to 2 MB) and built from typed values only: they are written as JSON text once
 * (search-cache.ts) instead of being parsed again by the zod reply schema, which would cost as
 * much as the search itself; the schema still documents them (OpenAPI) and the tests parse
 * every reply with it.
 */
/**
 * Query parameters that do not change the results (tracking ids the pages pass along) are left
 * out of the cache key, so they cannot split one search into an entry per visitor. A rest
 * pattern rather than a filtered copy: this runs on every cached search.
 */
function searchKeyOf(query: Record<string, unknown>): Record<string, unknown> {
  const { cid: _cid, customersessionid: _session, ...rest } = query;
  return rest;
}

/** The search workers of the app on a database (tests reach them to end one). */
const searchWorkers = new WeakMap<object, SearchWorkers>();
export const searchWorkersOf = (db: object): SearchWorkers | undefined => searchWorkers.get(db);

export async function flightsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const workerCount = searchWorkerCount(ctx.env.SEARCH_WORKERS, ctx.env.NODE_ENV);
  const workers =
    workerCount > 0
      ? new SearchWorkers(
          workerCount,
          (error) => app.log.error({ err: error }, 'a search worker died; starting another'),
          ctx.env.SEARCH_WARM_UP,
        )
      : undefined;
  if (workers) {
    searchWorkers.set(ctx.db, workers);
    app.addHook('onClose', () => workers.close());
  }
  const search = new FlightSearchService(ctx, workers);
  const prebook = new PrebookService(ctx);
  const cache = new SearchReplyCache();
  scheduleSearchResponseSweep(app, ctx);
  app.addHook('onSend', async (_request, reply, payload) => {
    void reply.header('cache-control', 'private, no-store');
    return payload;
  });

  /** Same query, same pricing profile and no seat held or released since: same reply. */
  const cached = async (
    request: FastifyRequest,
    reply: FastifyReply,
    query: Record<string, unknown>,
    build: (buyer: Buyer) => Promise<unknown>,
  ): Promise<FastifyReply> => {
    const buyer = await loadBuyer(ctx.db, request.identity);
    const version = flightSupplier(ctx).inventoryVersion?.() ?? 0;
    const key = JSON.stringify([
      request.routeOptions.url,
      searchKeyOf(query),
      buyer.role,
      buyer.limitCabin,
      buyer.limitAmount,
      version,
      inventoryEpoch(ctx.db),
    ]);
    const entry = await cache.reply(key, ctx.now().getTime(), () => build(buyer));
    return sendCached(request, reply, cache, entry);
  };

  routes.get(
    '/api/AirTickets',
    {
      schema: {
        tags: ['flights'],
        summary: 'One-way and round-trip flight search (offers cheapest first, at most 300)',
        querystring: FlightSearchQuerySchema,
        response: { 200: FlightSearchReplySchema },
      },
    },
    async (request, reply) =>
      cached(request, reply, request.query, (buyer) =>
        search.searchWire(request.query, buyer, takesBrotli(request)).then(replyJsonOf),
      ),
  );

  routes.get(
    '/api/AirTickets/multicity',
    {
      schema: {
        tags: ['flights'],
        summary: 'Multi-city search: trips = DEP,ARR,MM/DD/YYYY|…',
        querystring: MulticitySearchQuerySchema,
        response: { 200: FlightSearchReplySchema },
      },
    },
    async (request, reply) =>
      cached(request, reply, request.query, (buyer) =>
        search.multicityWire(request.query, buyer, takesBrotli(request)).then(replyJsonOf),
      ),
  );

  routes.get(
    '/api/AirTickets/calendar',
    {
      schema: {
        tags: ['flights'],
        summary: 'Cheapest single-adult total for each of ±3 days around the departure date',
        querystring: FlightCalendarQuerySchema,
        response: { 200: FlightCalendarReplySchema },
      },
    },
    async (request, reply) =>
      cached(request, reply, request.query, (buyer) => search.calendar(request.query, buyer)),
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
