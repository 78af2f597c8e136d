import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { flightInventory } from '@travel/db';
import { createTestApp, type TestApp } from '../../test/test-app';
import { flightSupplier } from '../../lib/flight-supplier';
import type { FlightSupplier, OfferKey, SupplierOffer } from './port';
import { backgroundLoad } from './inventory.repository';
import { AIRCRAFT, cabinCapacity, cabinLayout } from './aircraft';

describe('seat inventory', () => {
  let t: TestApp;
  let supplier: FlightSupplier;
  const now = new Date('2027-03-01T15:00:00Z');

  beforeAll(async () => {
    t = await createTestApp();
    supplier = flightSupplier(t.ctx);
  });
  afterAll(async () => t.close());

  /** A nonstop economy offer on a date of its own, so tests do not share flights. */
  const offerOn = async (date: string): Promise<SupplierOffer> => {
    const offers = await supplier.search({
      legs: [{ origins: ['LAX'], destinations: ['SFO'], date }],
      tripType: 'oneway',
      adults: 1,
      children: 0,
      cabin: 'E',
      now,
    });
    return offers.find((o) => o.flights[0]!.length === 1)!;
  };
  const keyOf = (offer: SupplierOffer, adults = 1): OfferKey => ({
    tripType: 'oneway',
    flights: offer.flights,
    cabin: 'E',
    brandId: 'E-BASIC',
    adults,
    children: 0,
    now,
  });
  const row = async (flightId: string) =>
    (
      await t.ctx.db
        .select()
        .from(flightInventory)
        .where(and(eq(flightInventory.flightId, flightId), eq(flightInventory.cabin, 'E')))
    )[0];
  const capacityOf = (offer: SupplierOffer) =>
    cabinCapacity(cabinLayout(AIRCRAFT[offer.trips[0]!.segments[0]!.aircraftCode]!, 'E')!);

  it('holds seats in the caller transaction, from the background load, and releases them', async () => {
    const offer = await offerOn('2027-05-01');
    const flightId = offer.flights[0]![0]!;
    const capacity = capacityOf(offer);
    const held = await t.ctx.db.transaction((tx) => supplier.hold(tx, keyOf(offer, 3)));
    expect(held.kind).toBe('held');
    if (held.kind !== 'held') return;
    expect(held.holds).toEqual([{ resourceKey: `${flightId}|E`, quantity: 3 }]);
    const background = backgroundLoad(flightId, 'E', capacity);
    expect(await row(flightId)).toMatchObject({ capacity, sold: background + 3 });
    await t.ctx.db.transaction((tx) => supplier.release(tx, held.holds));
    expect((await row(flightId))!.sold).toBe(background);
  });

  it('a rolled-back transaction keeps nothing', async () => {
    const offer = await offerOn('2027-05-02');
    const flightId = offer.flights[0]![0]!;
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await supplier.hold(tx, keyOf(offer));
        throw new Error('booking failed later');
      }),
    ).rejects.toThrow('booking failed later');
    expect(await row(flightId)).toBeUndefined();
  });

  it('refuses a party larger than the seats left, changing nothing; never negative', async () => {
    const offer = await offerOn('2027-05-03');
    const flightId = offer.flights[0]![0]!;
    const capacity = capacityOf(offer);
    await t.ctx.db
      .insert(flightInventory)
      .values({ flightId, cabin: 'E', capacity, sold: capacity - 2 });
    const result = await t.ctx.db.transaction((tx) => supplier.hold(tx, keyOf(offer, 3)));
    expect(result.kind).toBe('soldOut');
    expect((await supplier.price(keyOf(offer, 3))).kind).toBe('soldOut');
    expect((await row(flightId))!.sold).toBe(capacity - 2);
    await t.ctx.db.transaction((tx) =>
      supplier.release(tx, [{ resourceKey: `${flightId}|E`, quantity: capacity * 2 }]),
    );
    expect((await row(flightId))!.sold).toBe(0);
  });

  it('prices higher after seats sell', async () => {
    const offer = await offerOn('2027-05-04');
    const before = await supplier.price(keyOf(offer));
    expect(before.kind).toBe('priced');
    const flightId = offer.flights[0]![0]!;
    const capacity = capacityOf(offer);
    await t.ctx.db
      .insert(flightInventory)
      .values({ flightId, cabin: 'E', capacity, sold: capacity - 1 });
    const after = await supplier.price(keyOf(offer));
    expect(after.kind).toBe('priced');
    if (before.kind === 'priced' && after.kind === 'priced') {
      expect(after.brand.adultPrice).toBeGreaterThan(before.brand.adultPrice);
      expect(after.seatsRemaining).toBe(1);
    }
  });

  it('with N seats left, 5N simultaneous holds of one seat: exactly N succeed', async () => {
    const offer = await offerOn('2027-05-05');
    const flightId = offer.flights[0]![0]!;
    const capacity = capacityOf(offer);
    const left = 4;
    await t.ctx.db
      .insert(flightInventory)
      .values({ flightId, cabin: 'E', capacity, sold: capacity - left });
    const results = await Promise.all(
      Array.from({ length: left * 5 }, () =>
        t.ctx.db.transaction((tx) => supplier.hold(tx, keyOf(offer))),
      ),
    );
    expect(results.filter((r) => r.kind === 'held')).toHaveLength(left);
    expect(results.filter((r) => r.kind === 'soldOut')).toHaveLength(left * 4);
    expect((await row(flightId))!.sold).toBe(capacity);
  });

  it('stops selling a flight an hour before departure', async () => {
    const offer = await offerOn('2027-05-07');
    const departs = Date.parse(offer.trips[0]!.segments[0]!.departureTimeUtc);
    const late = { ...keyOf(offer), now: new Date(departs - 59 * 60_000) };
    expect((await supplier.price(late)).kind).toBe('soldOut');
    expect((await t.ctx.db.transaction((tx) => supplier.hold(tx, late))).kind).toBe('soldOut');
    const inTime = { ...keyOf(offer), now: new Date(departs - 61 * 60_000) };
    expect((await supplier.price(inTime)).kind).toBe('priced');
  });

  it('treats an unknown or broken key as invalid', async () => {
    const offer = await offerOn('2027-05-06');
    const bad: OfferKey[] = [
      { ...keyOf(offer), flights: [['ZZ1-20270506']] },
      { ...keyOf(offer), brandId: 'B-FLEX' },
      { ...keyOf(offer), adults: 0 },
      { ...keyOf(offer), adults: 9, children: 1 },
      { ...keyOf(offer), flights: [[offer.flights[0]![0]!, offer.flights[0]![0]!]] },
    ];
    for (const key of bad) {
      expect((await supplier.price(key)).kind).toBe('invalid');
      expect((await t.ctx.db.transaction((tx) => supplier.hold(tx, key))).kind).toBe('invalid');
    }
  });

  it('issues one ticket number per traveller and trip, or fails on request', async () => {
    const request = {
      orderNo: 'TO123',
      requestKey: 'issue:TO123',
      travellers: 2,
      trips: 2,
      failIssue: false,
    };
    const issued = await supplier.issueTickets(request);
    expect(issued.kind).toBe('issued');
    if (issued.kind === 'issued') {
      expect(issued.ticketNumbers).toHaveLength(2);
      for (const row of issued.ticketNumbers) {
        expect(row).toHaveLength(2);
        for (const number of row) expect(number).toMatch(/^\d{13}$/);
      }
    }
    // The same request again (a retry after a crash) gets the same tickets; a new key new ones.
    expect(await supplier.issueTickets(request)).toEqual(issued);
    const reissued = await supplier.issueTickets({ ...request, requestKey: 'reissue:TO123:1' });
    expect(reissued).not.toEqual(issued);
    const failed = await supplier.issueTickets({
      orderNo: 'TO124',
      requestKey: 'issue:TO124',
      travellers: 1,
      trips: 1,
      failIssue: true,
    });
    expect(failed.kind).toBe('failed');
  });
});
