import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '@travel/contracts';
import { FlightCalendarReplySchema } from '@travel/contracts/flights';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestUser } from '../../test/users';
import { ONE_WAY_LAX_SFO, TEST_NOW, query, searchOk } from './flights.test-helpers';

describe('GET /api/AirTickets/multicity', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(TEST_NOW);
  });
  afterAll(async () => t.close());

  const multicity = (trips: string, extra: Record<string, string | number> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/AirTickets/multicity?${query({ trips, ...extra })}` });

  it('chains legs in order, each leg from its own airports on its own date', async () => {
    const result = await searchOk(
      t,
      { trips: 'LAX,SFO,04/15/2027|SFO,JFK,04/18/2027|NYC,LHR,04/22/2027', adult: 2 },
      {},
      '/api/AirTickets/multicity',
    );
    expect(result.offers.length).toBeGreaterThan(0);
    for (const offer of result.offers) {
      expect(offer.tripType).toBe('multicity');
      expect(offer.trips).toHaveLength(3);
      const [one, two, three] = offer.trips;
      expect(one!.segments[0]!.departureAirportCode).toBe('LAX');
      expect(two!.segments[0]!.departureTime.slice(0, 10)).toBe('2027-04-18');
      expect(['JFK', 'LGA', 'EWR']).toContain(three!.segments[0]!.departureAirportCode);
      expect(three!.segments.at(-1)!.arrivalAirportCode).toBe('LHR');
    }
  });

  it('answers 1401 for malformed trips and invalidFlightQuery for broken rules', async () => {
    for (const trips of [
      'LAX-SFO-04/15/2027',
      'LAX,SFO',
      'LAX,SFO,2027-04-15',
      'LAX,SFO,04/15/2027,X',
    ]) {
      const res = await multicity(trips);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 1401 });
    }
    const cases: [string, string][] = [
      ['LAX,SFO,04/15/2027|SFO,JFK,04/14/2027', 'trips.1.departureDate'],
      ['LAX,QQQ,04/15/2027', 'trips.0.destinationAirport'],
      ['LAX,SFO,02/15/2027', 'trips.0.departureDate'],
      ['LAX,LAX,04/15/2027', 'trips.0.destinationAirport'],
      [Array.from({ length: 7 }, () => 'LAX,SFO,04/15/2027').join('|'), 'trips'],
    ];
    for (const [trips, path] of cases) {
      const res = await multicity(trips);
      expect(res.statusCode, trips).toBe(400);
      const body = res.json();
      expect(body.code).toBe('invalidFlightQuery');
      expect(body.data.issues.map((i: { path: string }) => i.path)).toContain(path);
    }
  });
});

describe('GET /api/AirTickets/calendar', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(TEST_NOW);
  });
  afterAll(async () => t.close());

  const calendar = async (params: Record<string, string | number>, headers = {}) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/AirTickets/calendar?${query(params)}`,
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return FlightCalendarReplySchema.parse(res.json()).data;
  };

  it('gives the cheapest single-adult total for ±3 days, the same as a search finds', async () => {
    const days = await calendar({ ...ONE_WAY_LAX_SFO, adult: 3 });
    expect(days.map((d) => d.date)).toEqual([
      '04/12/2027',
      '04/13/2027',
      '04/14/2027',
      '04/15/2027',
      '04/16/2027',
      '04/17/2027',
      '04/18/2027',
    ]);
    expect(days.every((d) => d.lowestPrice !== null && d.lowestPrice > 0)).toBe(true);
    const search = await searchOk(t, ONE_WAY_LAX_SFO);
    const cheapest = Math.min(
      ...search.offers.flatMap((o) => o.brands.map((b) => b.adultPrice + b.adultTax)),
    );
    expect(days[3]!.lowestPrice).toBe(cheapest);
  });

  it('shifts both dates of a round trip, and marks past days null', async () => {
    const days = await calendar({
      ...ONE_WAY_LAX_SFO,
      tripType: 'roundtrip',
      departureDate: '03/02/2027',
      returnDate: '03/09/2027',
    });
    expect(days).toHaveLength(7);
    expect(days.slice(0, 2).map((d) => d.lowestPrice)).toEqual([null, null]);
    expect(days[2]!.date).toBe('03/01/2027');
    expect(days.slice(3).every((d) => d.lowestPrice !== null)).toBe(true);
  });

  it('prices for an agent after commission, and rejects bad queries like the search', async () => {
    const agent = await createTestUser(t, { role: ROLE.agent, accountCode: 'AG6001' });
    const plain = await calendar(ONE_WAY_LAX_SFO);
    const asAgent = await calendar(ONE_WAY_LAX_SFO, agent.headers);
    expect(asAgent[3]!.lowestPrice!).toBeLessThan(plain[3]!.lowestPrice!);
    // Client view (issue 13 §4): the client's price is the consumer's, before commission.
    expect(asAgent.map((d) => d.lowestClientPrice)).toEqual(plain.map((d) => d.lowestPrice));
    expect(plain.every((d) => d.lowestClientPrice === d.lowestPrice)).toBe(true);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/AirTickets/calendar?${query({ ...ONE_WAY_LAX_SFO, destinationAirport: 'LAX' })}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalidFlightQuery' });
  });
});
