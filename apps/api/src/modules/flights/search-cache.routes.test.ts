import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FlightSearchReplySchema } from '@travel/contracts/flights';
import { flightSupplier } from '../../lib/flight-supplier';
import { inventoryChanges } from '../../lib/inventory-events';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ONE_WAY_LAX_SFO, TEST_NOW, query, searchOk } from './flights.test-helpers';
import { SEARCH_CACHE_TTL_MS } from './search-cache';

describe('flight search result cache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(TEST_NOW);
  });
  afterAll(async () => t.close());

  it('answers a repeated search from the cache, and a later one afresh', async () => {
    const first = await searchOk(t, ONE_WAY_LAX_SFO);
    const again = await searchOk(t, ONE_WAY_LAX_SFO);
    expect(again.responseId).toBe(first.responseId);
    const otherParty = await searchOk(t, { ...ONE_WAY_LAX_SFO, adult: 2 });
    expect(otherParty.responseId).not.toBe(first.responseId);
    t.clock.advance(SEARCH_CACHE_TTL_MS);
    try {
      const later = await searchOk(t, ONE_WAY_LAX_SFO);
      expect(later.responseId).not.toBe(first.responseId);
    } finally {
      t.clock.set(TEST_NOW);
    }
  });

  it('sees seats held through the supplier at once', async () => {
    const params = { ...ONE_WAY_LAX_SFO, departureDate: '04/20/2027', cabin: 'E' } as const;
    const before = await searchOk(t, params);
    const heard = inventoryChanges(t.ctx.db);
    const offer = before.offers.find((o) => o.trips[0]!.stops === 0)!;
    const flights = offer.trips.map((trip) => trip.segments.map((s) => s.flightId));
    const held = await t.ctx.db.transaction((tx) =>
      flightSupplier(t.ctx).hold(tx, {
        tripType: 'oneway',
        flights,
        cabin: 'E',
        brandId: offer.brands[0]!.brandId,
        adults: 2,
        children: 0,
        now: TEST_NOW,
      }),
    );
    expect(held.kind).toBe('held');
    const after = await searchOk(t, params);
    expect(after.responseId).not.toBe(before.responseId);
    const same = after.offers.find(
      (o) => o.trips[0]!.segments[0]!.flightId === flights[0]![0] && o.trips[0]!.stops === 0,
    )!;
    expect(same.seatsRemaining).toBe(offer.seatsRemaining - 2);
    // The hold's NOTIFY reaches this process after its commit (later still on a busy
    // PostgreSQL) and rightly empties the cache then: let it arrive before the next test
    // compares two hits of one entry.
    await vi.waitFor(() => expect(inventoryChanges(t.ctx.db)).toBeGreaterThan(heard), {
      timeout: 10_000,
    });
  });

  it('serves brotli or gzip to clients that accept them, with the same content', async () => {
    const params = { ...ONE_WAY_LAX_SFO, departureDate: '04/21/2027' };
    const url = `/api/AirTickets?${query(params)}`;
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    // Compression runs on the thread pool after the first reply.
    let zipped = plain;
    for (let i = 0; i < 50 && zipped.headers['content-encoding'] !== 'gzip'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      zipped = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'gzip' },
      });
    }
    expect(zipped.headers['content-encoding']).toBe('gzip');
    // Brotli takes a little longer than gzip.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(zipped.headers.vary).toContain('accept-encoding');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    const body = JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'));
    expect(FlightSearchReplySchema.parse(body)).toEqual(
      FlightSearchReplySchema.parse(plain.json()),
    );
    // Brotli when the client takes it (browsers do): smaller still.
    const brotli = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.length).toBeLessThan(zipped.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString('utf8'))).toEqual(body);
    // A client without gzip still gets JSON text from the compressed entry.
    const again = await t.app.inject({ method: 'GET', url });
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.json()).toEqual(plain.json());
  });

  it('sends a new search to a brotli client compressed, and the same text to others after (issue 10)', async () => {
    const params = { ...ONE_WAY_LAX_SFO, departureDate: '04/22/2027' };
    const url = `/api/AirTickets?${query(params)}`;
    const first = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(first.headers['content-encoding']).toBe('br');
    const text = brotliDecompressSync(first.rawPayload).toString('utf8');
    expect(FlightSearchReplySchema.parse(JSON.parse(text)).data.offers.length).toBeGreaterThan(0);
    // The cache kept the compressed bytes: a client without brotli still gets the same reply.
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(text);
  });

  it('does not cache errors', async () => {
    const url = `/api/AirTickets?${query({ ...ONE_WAY_LAX_SFO, destinationAirport: 'LAX' })}`;
    for (let i = 0; i < 2; i += 1) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'invalidFlightQuery' });
    }
  });
});
