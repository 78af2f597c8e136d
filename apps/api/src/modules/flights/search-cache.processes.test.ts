import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flightInventory } from '@travel/db';
import type { FlightSearchResult } from '@travel/contracts/flights';
import { flightSupplier } from '../../lib/flight-supplier';
import { createSecondApp, type SecondApp } from '../../test/second-app';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  ONE_WAY_LAX_SFO,
  TEST_NOW,
  query,
  readSearchResult,
  searchOk,
} from './flights.test-helpers';

/**
 * The search cache of one API process and bookings made through another, on one database
 * (two apps; on PostgreSQL each has its own pool and listener).
 */
describe('flight search cache across processes', () => {
  let t: TestApp;
  let second: SecondApp;
  beforeAll(async () => {
    t = await createTestApp();
    second = await createSecondApp(t);
    t.clock.set(TEST_NOW);
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  const searchOnSecond = async (params: Record<string, string | number>) => {
    const res = await second.app.inject({ method: 'GET', url: `/api/AirTickets?${query(params)}` });
    expect(res.statusCode, res.body).toBe(200);
    return readSearchResult(res.json().data);
  };
  const seatsOf = (result: FlightSearchResult, flightId: string) =>
    result.offers.find(
      (o) => o.trips[0]!.stops === 0 && o.trips[0]!.segments[0]!.flightId === flightId,
    )?.seatsRemaining;

  it('seats held through one process are not shown as free by the other', async () => {
    const params = { ...ONE_WAY_LAX_SFO, departureDate: '04/22/2027', cabin: 'E' } as const;
    const before = await searchOnSecond(params);
    const offer = before.offers.find((o) => o.trips[0]!.stops === 0)!;
    const flightId = offer.trips[0]!.segments[0]!.flightId;
    // Cached in the second process.
    expect((await searchOnSecond(params)).responseId).toBe(before.responseId);

    const held = await t.ctx.db.transaction((tx) =>
      flightSupplier(t.ctx).hold(tx, {
        tripType: 'oneway',
        flights: offer.trips.map((trip) => trip.segments.map((s) => s.flightId)),
        cabin: 'E',
        brandId: offer.brands[0]!.brandId,
        adults: 3,
        children: 0,
        now: TEST_NOW,
      }),
    );
    expect(held.kind).toBe('held');
    // The notice travels at commit; allow it a moment to arrive (well under the 20 s TTL).
    let after = await searchOnSecond(params);
    for (let i = 0; i < 40 && seatsOf(after, flightId) === offer.seatsRemaining; i += 1) {
      await sleep(25);
      after = await searchOnSecond(params);
    }
    expect(seatsOf(after, flightId)).toBe(offer.seatsRemaining - 3);
  });

  it('a flight sold out by anyone (here plain SQL) is no longer offered by the other', async () => {
    const params = { ...ONE_WAY_LAX_SFO, departureDate: '04/24/2027', cabin: 'E' } as const;
    const before = await searchOnSecond(params);
    const offer = before.offers.find((o) => o.trips[0]!.stops === 0)!;
    const flightId = offer.trips[0]!.segments[0]!.flightId;
    // Not through the supplier: the table's trigger is what tells every process.
    await t.ctx.db
      .insert(flightInventory)
      .values({ flightId, cabin: 'E', capacity: 100, sold: 100 })
      .onConflictDoUpdate({
        target: [flightInventory.flightId, flightInventory.cabin],
        set: { capacity: 100, sold: 100 },
      });
    let after = await searchOnSecond(params);
    for (let i = 0; i < 40 && seatsOf(after, flightId) !== undefined; i += 1) {
      await sleep(25);
      after = await searchOnSecond(params);
    }
    expect(seatsOf(after, flightId)).toBeUndefined();
    // ...and by the first process too (it made the change).
    const res = await t.app.inject({ method: 'GET', url: `/api/AirTickets?${query(params)}` });
    expect(seatsOf(readSearchResult(res.json().data), flightId)).toBeUndefined();
  });

  it('tracking parameters (cid, customersessionid) do not split the cache', async () => {
    const params = { ...ONE_WAY_LAX_SFO, departureDate: '04/23/2027' };
    const plain = await searchOk(t, params);
    const tracked = await searchOk(t, { ...params, cid: 'campaign-1' });
    const session = await searchOk(t, {
      ...params,
      cid: 'campaign-2',
      customersessionid: 'session-abc',
    });
    expect(tracked.responseId).toBe(plain.responseId);
    expect(session.responseId).toBe(plain.responseId);
  });

  it('offers of searches stored together are pre-bookable at once through the other process', async () => {
    // Concurrent new searches: their replies share inserts (group commit); each answers only
    // once its own row is committed, so the other process finds every offer right away.
    const dates = ['05/11/2027', '05/12/2027', '05/13/2027', '05/14/2027', '05/15/2027'];
    const results = await Promise.all(
      dates.map((departureDate) => searchOk(t, { ...ONE_WAY_LAX_SFO, departureDate })),
    );
    for (const result of results) {
      const offer = result.offers[0]!;
      const res = await second.app.inject({
        method: 'POST',
        url: '/api/Prebooking',
        payload: { offerId: offer.offerId, brandId: offer.brands[0]!.brandId },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.brandId).toBe(offer.brands[0]!.brandId);
    }
  });
});
