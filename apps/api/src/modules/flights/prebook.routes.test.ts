import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { flightInventory } from '@travel/db';
import { ROLE } from '@travel/contracts';
import {
  PrebookResultSchema,
  type FlightOffer,
  type PrebookResult,
} from '@travel/contracts/flights';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestUser } from '../../test/users';
import { AIRCRAFT, cabinCapacity, cabinLayout } from '../../suppliers/flights/aircraft';
import { ONE_WAY_LAX_SFO, TEST_NOW, searchOk } from './flights.test-helpers';

describe('POST /api/Prebooking', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(TEST_NOW);
  });
  afterAll(async () => t.close());

  const prebook = (body: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/Prebooking', payload: body as object, headers });

  const prebookOk = async (
    offerId: string,
    brandId: string,
    headers: Record<string, string> = {},
  ): Promise<PrebookResult> => {
    const res = await prebook({ offerId, brandId }, headers);
    expect(res.statusCode, res.body).toBe(200);
    return PrebookResultSchema.parse(res.json().data);
  };

  /** A nonstop economy offer still in a cheap class, so selling seats moves its price. */
  const cheapNonstop = async (date = '04/15/2027'): Promise<FlightOffer> => {
    const result = await searchOk(t, { ...ONE_WAY_LAX_SFO, departureDate: date, cabin: 'E' });
    const offer = result.offers.find(
      (o) => o.trips[0]!.stops === 0 && ['N', 'S', 'L'].includes(o.brands[0]!.bookingClass),
    );
    expect(offer).toBeDefined();
    return offer!;
  };

  /** Sets the seats sold on a flight cabin (creating its row), as other bookings would. */
  const setSold = async (offer: FlightOffer, sold: (capacity: number) => number) => {
    const segment = offer.trips[0]!.segments[0]!;
    const layout = cabinLayout(AIRCRAFT[segment.aircraftCode]!, offer.cabin)!;
    const capacity = cabinCapacity(layout);
    await t.ctx.db
      .insert(flightInventory)
      .values({ flightId: segment.flightId, cabin: offer.cabin, capacity, sold: sold(capacity) })
      .onConflictDoUpdate({
        target: [flightInventory.flightId, flightInventory.cabin],
        set: { sold: sold(capacity) },
      });
  };

  const inventoryRows = async () =>
    (await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(flightInventory))[0]!.n;

  it('re-prices an unchanged offer: same total, priceChanged false, chosen brand', async () => {
    const offer = await cheapNonstop();
    const brand = offer.brands[1]!;
    const result = await prebookOk(offer.offerId, brand.brandId);
    expect(result).toMatchObject({
      brandId: brand.brandId,
      priceChanged: false,
      previousTotal: brand.totalPrice,
      total: brand.totalPrice,
    });
    expect(result.offer.expiresAt).toBe(offer.expiresAt);
    expect(result.offer.brands.find((b) => b.brandId === brand.brandId)!.totalPrice).toBe(
      brand.totalPrice,
    );
    // The segments carry the chosen brand's fare basis.
    expect(result.offer.trips[0]!.segments[0]!.adultFarebasis).toMatch(/ST$/);
    expect(await inventoryRows()).toBe(0);
  });

  it('answers priceChanged with a new offer when seats sold since the search', async () => {
    const offer = await cheapNonstop('04/16/2027');
    const brand = offer.brands[0]!;
    await setSold(offer, (capacity) => Math.floor(capacity * 0.9));
    const result = await prebookOk(offer.offerId, brand.brandId);
    expect(result.priceChanged).toBe(true);
    expect(result.previousTotal).toBe(brand.totalPrice);
    expect(result.total).toBeGreaterThan(brand.totalPrice);
    expect(result.offer.offerId).not.toBe(offer.offerId);
    expect(result.offer.brands[0]!.bookingClass).not.toBe(brand.bookingClass);
    expect(result.offer.expiresAt).toBe(new Date(TEST_NOW.getTime() + 30 * 60_000).toISOString());
    // The new id is quoted at the new price: pre-booking it again finds no change.
    const again = await prebookOk(result.offer.offerId, brand.brandId);
    expect(again.priceChanged).toBe(false);
    expect(again.total).toBe(result.total);
  });

  it('answers 1050 when the cabin cannot seat the party any more', async () => {
    const offer = await cheapNonstop('04/17/2027');
    await setSold(offer, (capacity) => capacity);
    const res = await prebook({ offerId: offer.offerId, brandId: offer.brands[0]!.brandId });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 1050 });
  });

  it('answers 1201 once the offer expired (30 minutes)', async () => {
    const offer = await cheapNonstop();
    t.clock.advance(30 * 60_000);
    try {
      const res = await prebook({ offerId: offer.offerId, brandId: offer.brands[0]!.brandId });
      expect(res.statusCode).toBe(410);
      expect(res.json()).toMatchObject({ code: 1201, msg: 'data expired, search again' });
    } finally {
      t.clock.set(TEST_NOW);
    }
  });

  it('answers 1202 for a tampered or made-up offer id, and writes nothing', async () => {
    const offer = await cheapNonstop();
    const [responseId, index] = offer.offerId.split('.') as [string, string];
    expect(index).toMatch(/^\d+$/);
    // Another reply's id (guessed), an offer past the end of this reply, and junk.
    const guessed = `${responseId.slice(0, -1)}${responseId.endsWith('A') ? 'B' : 'A'}.${index}`;
    const rowsBefore = await inventoryRows();
    for (const offerId of [guessed, `${responseId}.9999`, 'not-an-offer', `${responseId}.AAAA`]) {
      const res = await prebook({ offerId, brandId: offer.brands[0]!.brandId });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 1202, msg: 'trip information error' });
    }
    expect(await inventoryRows()).toBe(rowsBefore);
  });

  it('answers 1206 for a brand the offer does not have, 1207 for another cabin', async () => {
    const offer = await cheapNonstop();
    const other = await prebook({ offerId: offer.offerId, brandId: 'E-GOLD' });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: 1206 });
    const cabin = await prebook({ offerId: offer.offerId, brandId: 'B-FLEX' });
    expect(cabin.statusCode).toBe(409);
    expect(cabin.json()).toMatchObject({ code: 1207 });
  });

  it('answers 1401 for a malformed body', async () => {
    for (const body of [{}, { offerId: '', brandId: 'E-BASIC' }, { offerId: 'x' }]) {
      const res = await prebook(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 1401 });
    }
  });

  it('prices for the buyer: an agent gets commission, a LimitCabin agent is refused', async () => {
    const offer = await cheapNonstop();
    const brand = offer.brands[0]!;
    const agent = await createTestUser(t, { role: ROLE.agent, accountCode: 'AG7001' });
    const result = await prebookOk(offer.offerId, brand.brandId, agent.headers);
    expect(result.priceChanged).toBe(false);
    expect(result.total).toBe(brand.totalPrice - Math.round(brand.adultPrice * 0.05));
    expect(result.previousTotal).toBe(result.total);
    const limited = await createTestUser(t, {
      role: ROLE.agent,
      accountCode: 'AG7002',
      limitCabin: 3,
    });
    const refused = await prebook(
      { offerId: offer.offerId, brandId: brand.brandId },
      limited.headers,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'noPermission' });
  });
});
