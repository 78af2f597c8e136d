import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FlightSearchQuerySchema } from '@travel/contracts/flights';
import { ANONYMOUS_BUYER } from '../../products/flight/offers/buyer';
import { flightSupplier } from '../../lib/flight-supplier';
import { createTestApp, type TestApp } from '../../test/test-app';
import { FlightSearchService } from './flight-search.service';
import { searchWorkersOf } from './flights.routes';
import {
  ONE_WAY_LAX_SFO,
  TEST_NOW,
  query,
  readSearchResult,
  searchOk,
} from './flights.test-helpers';

/**
 * New searches built on a search worker (SEARCH_WORKERS=1): the same reply, byte for byte, as
 * the same search on the main thread, priced from the same seats (a hold seen at once); offers that pre-book; a
 * worker that dies fails its search with the catalogue's 503 and is replaced; app.close()
 * ends the workers.
 */
describe('flight search on search workers', () => {
  let t: TestApp;
  let inProcess: FlightSearchService;
  beforeAll(async () => {
    t = await createTestApp({ SEARCH_WORKERS: '1' });
    t.clock.set(TEST_NOW);
    inProcess = new FlightSearchService(t.ctx);
  });
  afterAll(async () => t.close());

  const params = (date: string) => ({ ...ONE_WAY_LAX_SFO, departureDate: date });
  const ask = (date: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/AirTickets?${query(params(date))}`, headers });
  /** The reply with its response id (random per search) made the same. */
  const sameIds = (text: string): string => {
    const id = (JSON.parse(text) as { data: { responseId: string } }).data.responseId;
    return text.replaceAll(id, 'RESPONSE');
  };

  it('has a worker, and sends what the main thread would, byte for byte', async () => {
    expect(searchWorkersOf(t.ctx.db)?.available).toBe(true);
    const res = await ask('04/20/2027');
    expect(res.statusCode, res.body).toBe(200);
    const here = await inProcess.searchReply(
      FlightSearchQuerySchema.parse(params('04/20/2027')),
      ANONYMOUS_BUYER,
    );
    expect(JSON.parse(res.body).data.offers.length).toBeGreaterThan(10);
    expect(sameIds(res.body)).toBe(sameIds(here));
  });

  it('compresses on the worker for a client that takes brotli', async () => {
    const res = await ask('04/21/2027', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    const text = brotliDecompressSync(res.rawPayload).toString('utf8');
    const here = await inProcess.searchReply(
      FlightSearchQuerySchema.parse(params('04/21/2027')),
      ANONYMOUS_BUYER,
    );
    expect(sameIds(text)).toBe(sameIds(here));
  });

  it('prices from the seats as they are now: a hold is seen by the next search', async () => {
    const before = await searchOk(t, { ...params('04/22/2027'), cabin: 'E' });
    const offer = before.offers.find((o) => o.trips[0]!.stops === 0 && o.seatsRemaining > 9)!;
    const flightId = offer.trips[0]!.segments[0]!.flightId;
    const held = await t.ctx.db.transaction((tx) =>
      flightSupplier(t.ctx).hold(tx, {
        tripType: 'oneway',
        flights: [[flightId]],
        cabin: 'E',
        brandId: offer.brands[0]!.brandId,
        adults: 9,
        children: 0,
        now: t.ctx.now(),
      }),
    );
    expect(held.kind).toBe('held');
    const res = await ask('04/22/2027');
    const after = readSearchResult(res.json().data);
    const again = after.offers.find(
      (o) => o.cabin === 'E' && o.trips[0]!.segments[0]!.flightId === flightId,
    );
    expect(again?.seatsRemaining).toBe(offer.seatsRemaining - 9);
    // And exactly what the main thread prices from the same seats.
    const here = await inProcess.searchReply(
      FlightSearchQuerySchema.parse(params('04/22/2027')),
      ANONYMOUS_BUYER,
    );
    expect(sameIds(res.body)).toBe(sameIds(here));
  });

  it('stores offers that pre-book', async () => {
    const result = await searchOk(t, params('04/23/2027'));
    const offer = result.offers[0]!;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Prebooking',
      payload: { offerId: offer.offerId, brandId: offer.brands[0]!.brandId },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      priceChanged: false,
      total: offer.brands[0]!.totalPrice,
    });
  });

  it('answers 503 systemBusy when the worker dies under a search, then searches again', async () => {
    const workers = searchWorkersOf(t.ctx.db)!;
    // The worker dies as the search reaches it: it is ended where the task would be posted.
    const worker = workers.tasks.workers[0]!;
    worker.postMessage = () => void worker.terminate();
    const dying = ask('04/24/2027');
    const res = await dying;
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'systemBusy' });
    const next = await ask('04/24/2027');
    expect(next.statusCode, next.body).toBe(200);
    expect(JSON.parse(next.body).data.offers.length).toBeGreaterThan(10);
  });

  it('ends its workers when the app closes', async () => {
    const other = await createTestApp({ SEARCH_WORKERS: '2' });
    const workers = searchWorkersOf(other.ctx.db)!;
    const exited = workers.tasks.workers.map(
      (worker) => new Promise<void>((resolve) => worker.once('exit', () => resolve())),
    );
    expect(exited).toHaveLength(2);
    await other.close();
    await Promise.all(exited);
    expect(workers.available).toBe(false);
  });
});
