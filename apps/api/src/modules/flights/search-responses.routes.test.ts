import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFER_LIFETIME_MINUTES } from '@travel/contracts';
import { compactSearchResult, expandSearchResult } from '@travel/contracts/flight-search-reply';
import { FlightSearchReplyDataSchema } from '@travel/contracts/flights';
import { searchResponses } from '@travel/db';
import { readStoredOffer } from '../../products/flight/offers/offer-store';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ONE_WAY_LAX_SFO, TEST_NOW, query, searchOk } from './flights.test-helpers';
import { sweepExpiredSearchResponses } from './search-responses.sweep';

describe('stored search replies (NDC ShoppingResponseID / OfferID)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(TEST_NOW);
  });
  afterAll(async () => t.close());

  const rows = async () => (await t.ctx.db.select({ n: count() }).from(searchResponses))[0]!.n;

  it('stores one row per computed reply, and offer ids are `{responseId}.{index}`', async () => {
    const before = await rows();
    const result = await searchOk(t, { ...ONE_WAY_LAX_SFO, departureDate: '05/02/2027' });
    await searchOk(t, { ...ONE_WAY_LAX_SFO, departureDate: '05/02/2027' }); // from the cache
    expect(await rows()).toBe(before + 1);
    expect(result.responseId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    result.offers.forEach((offer, index) => {
      expect(offer.offerId).toBe(`${result.responseId}.${index}`);
    });
    const [row] = await t.ctx.db
      .select()
      .from(searchResponses)
      .where(eq(searchResponses.responseId, result.responseId));
    expect(row!.expiresAt.toISOString()).toBe(result.expiresAt);
    // Every offer of the reply is stored (one packed text value since issue 10), none more.
    for (const offer of result.offers) {
      const stored = await readStoredOffer(t.ctx.db, offer.offerId);
      expect(stored?.flights).toEqual(
        offer.trips.map((trip) => trip.segments.map((s) => s.flightId)),
      );
      expect(stored?.responseId).toBe(result.responseId);
    }
    expect(
      await readStoredOffer(t.ctx.db, `${result.responseId}.${result.offers.length}`),
    ).toBeNull();
  });

  it('sends each trip, segment and fare once; the web expands it back exactly', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/AirTickets?${query({
        ...ONE_WAY_LAX_SFO,
        tripType: 'roundtrip',
        returnDate: '05/09/2027',
        adult: 2,
        child: 1,
      })}`,
    });
    const wire = FlightSearchReplyDataSchema.parse(res.json().data);
    const result = expandSearchResult(wire);
    expect(result.offers.length).toBeGreaterThan(20);
    expect(compactSearchResult(result)).toEqual(wire);
    // Shared objects are written once by identity; equal ones that are not shared still get one
    // index (a deep copy shares nothing).
    expect(compactSearchResult(structuredClone(result))).toEqual(wire);
    // Round trips pair a few outbound and return trips in many ways: far fewer than 2 per offer.
    expect(wire.trips.length).toBeLessThan(result.offers.length);
    expect(new Set(wire.segments.map((s) => JSON.stringify(s))).size).toBe(wire.segments.length);
    for (const offer of result.offers) {
      expect(offer.responseId).toBe(wire.responseId);
      for (const brand of offer.brands) {
        // The total is not sent: rebuilt from the parts exactly as the server prices it.
        expect(brand.totalPrice).toBe(
          2 * (brand.adultPrice + brand.adultTax) + brand.childPrice + brand.childTax,
        );
      }
    }
  });

  it('the sweep removes replies an hour after they expire, not before', async () => {
    const result = await searchOk(t, { ...ONE_WAY_LAX_SFO, departureDate: '05/03/2027' });
    const exists = async () =>
      (
        await t.ctx.db
          .select({ n: count() })
          .from(searchResponses)
          .where(eq(searchResponses.responseId, result.responseId))
      )[0]!.n;
    try {
      t.clock.advance(OFFER_LIFETIME_MINUTES * 60_000 + 59 * 60_000);
      await sweepExpiredSearchResponses(t.ctx);
      expect(await exists()).toBe(1);
      t.clock.advance(2 * 60_000);
      expect(await sweepExpiredSearchResponses(t.ctx)).toBeGreaterThanOrEqual(1);
      expect(await exists()).toBe(0);
    } finally {
      t.clock.set(TEST_NOW);
    }
  });
});
