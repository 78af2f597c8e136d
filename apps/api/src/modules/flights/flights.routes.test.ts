import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { flightInventory } from '@travel/db';
import { ROLE } from '@travel/contracts';
import { COMMISSION_PERCENT } from '@travel/contracts/flight-booking';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestAgent, createTestUser } from '../../test/users';
import { ONE_WAY_LAX_SFO, TEST_NOW, query, searchOk } from './flights.test-helpers';

describe('GET /api/AirTickets', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(TEST_NOW);
  });
  afterAll(async () => t.close());

  it('finds one-way offers, cheapest first, signed and expiring in 30 minutes', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/AirTickets?${query(ONE_WAY_LAX_SFO)}`,
    });
    expect(res.headers['cache-control']).toBe('private, no-store');
    const result = await searchOk(t, ONE_WAY_LAX_SFO);
    expect(result.offers.length).toBeGreaterThan(5);
    expect(result.expiresAt).toBe(new Date(TEST_NOW.getTime() + 30 * 60_000).toISOString());
    const totals = result.offers.map((offer) => offer.brands[0]!.totalPrice);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    for (const offer of result.offers) {
      expect(offer.responseId).toBe(result.responseId);
      expect(offer.trips).toHaveLength(1);
      const segments = offer.trips[0]!.segments;
      expect(segments[0]!.departureAirportCode).toBe('LAX');
      expect(segments.at(-1)!.arrivalAirportCode).toBe('SFO');
      expect(segments[0]!.departureTime.startsWith('2027-04-15')).toBe(true);
      const brandTotals = offer.brands.map((brand) => brand.totalPrice);
      expect(brandTotals).toEqual([...brandTotals].sort((a, b) => a - b));
      for (const brand of offer.brands) {
        expect(brand.adultCommission).toBe(0);
        expect(brand.totalPrice).toBe(brand.adultPrice + brand.adultTax);
      }
    }
    // A nonstop leaves Los Angeles in local time and lands 1h25 later (PDT both ends).
    const nonstop = result.offers.find((offer) => offer.trips[0]!.stops === 0)!;
    const segment = nonstop.trips[0]!.segments[0]!;
    expect(segment.departureTimeZone).toBe('America/Los_Angeles');
    const utcHour = Number(segment.departureTimeUtc.slice(11, 13));
    const localHour = Number(segment.departureTime.slice(11, 13));
    expect((utcHour - localHour + 24) % 24).toBe(7);
    expect(segment.flightId).toMatch(/^[A-Z0-9]{2}\d{1,4}-20270415$/);
  });

  it('offers every cabin when cabin is omitted, and only the asked cabin otherwise', async () => {
    const all = await searchOk(t, ONE_WAY_LAX_SFO);
    expect(new Set(all.offers.map((offer) => offer.cabin)).size).toBeGreaterThan(1);
    const first = await searchOk(t, { ...ONE_WAY_LAX_SFO, cabin: 'F' });
    expect(first.offers.length).toBeGreaterThan(0);
    expect(first.offers.every((offer) => offer.cabin === 'F')).toBe(true);
    const everything = await searchOk(t, { ...ONE_WAY_LAX_SFO, cabin: 'A' });
    expect(everything.offers.length).toBe(all.offers.length);
  });

  it('pairs round trips: the return leaves after the outbound lands', async () => {
    const result = await searchOk(t, {
      tripType: 'roundtrip',
      departureAirport: 'JFK',
      destinationAirport: 'LAX',
      departureDate: '04/15/2027',
      returnDate: '04/22/2027',
      adult: 2,
      child: 1,
    });
    expect(result.offers.length).toBeGreaterThan(50);
    expect(result.offers.length).toBeLessThanOrEqual(300);
    for (const offer of result.offers) {
      const [out, back] = offer.trips;
      expect(out!.segments[0]!.departureAirportCode).toBe('JFK');
      expect(out!.segments.at(-1)!.arrivalAirportCode).toBe('LAX');
      expect(back!.segments[0]!.departureAirportCode).toBe('LAX');
      expect(back!.segments.at(-1)!.arrivalAirportCode).toBe('JFK');
      expect(back!.segments[0]!.departureTime.startsWith('2027-04-22')).toBe(true);
      const brand = offer.brands[0]!;
      expect(brand.totalPrice).toBe(
        2 * (brand.adultPrice + brand.adultTax) + brand.childPrice + brand.childTax,
      );
      expect(brand.childPrice).toBeLessThan(brand.adultPrice);
    }
  });

  it('expands metro codes (NYC → JFK, LGA, EWR; LON → its airports)', async () => {
    const result = await searchOk(t, {
      tripType: 'oneway',
      departureAirport: 'NYC',
      destinationAirport: 'LON',
      departureDate: '04/15/2027',
    });
    const origins = new Set(
      result.offers.map((o) => o.trips[0]!.segments[0]!.departureAirportCode),
    );
    const destinations = new Set(
      result.offers.map((o) => o.trips[0]!.segments.at(-1)!.arrivalAirportCode),
    );
    expect([...origins].every((code) => ['JFK', 'LGA', 'EWR'].includes(code))).toBe(true);
    expect(origins.size).toBeGreaterThan(1);
    expect(destinations.has('LHR')).toBe(true);
  });

  it('answers an empty list when nothing is left to sell, not an error', async () => {
    // 21:30 in Los Angeles: sales close two hours before departure, and the last flights of
    // the day leave before 23:30.
    t.clock.set(new Date('2027-03-02T05:30:00Z'));
    try {
      const result = await searchOk(t, { ...ONE_WAY_LAX_SFO, departureDate: '03/01/2027' });
      expect(result.offers).toEqual([]);
    } finally {
      t.clock.set(TEST_NOW);
    }
  });

  it('keeps only invoiceable (published) fares with invoice=1', async () => {
    const params = {
      tripType: 'roundtrip',
      departureAirport: 'JFK',
      destinationAirport: 'LAX',
      departureDate: '04/15/2027',
      returnDate: '04/22/2027',
    } as const;
    const all = await searchOk(t, params);
    expect(all.offers.some((offer) => !offer.publishFare)).toBe(true);
    const invoiced = await searchOk(t, { ...params, invoice: 1 });
    expect(invoiced.offers.length).toBeGreaterThan(0);
    for (const offer of invoiced.offers) {
      expect(offer.publishFare).toBe(true);
      expect(offer.brands.every((brand) => brand.invoiceable)).toBe(true);
    }
  });

  it('writes nothing to the inventory when searching', async () => {
    await searchOk(t, ONE_WAY_LAX_SFO);
    const [row] = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(flightInventory);
    expect(row!.n).toBe(0);
  });

  describe('bad queries answer 400 with the catalogue code', () => {
    const bad = async (params: Record<string, string | number | undefined>) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/AirTickets?${query(params)}` });
      expect(res.statusCode, res.body).toBe(400);
      return res.json() as {
        code: number | string;
        msg: string;
        data: { issues: { path: string }[] };
      };
    };
    const rule = async (params: Record<string, string | number | undefined>, path: string) => {
      const body = await bad(params);
      expect(body.code).toBe('invalidFlightQuery');
      expect(body.msg).toMatch(/^invalid flight query: /);
      expect(body.data.issues.map((issue) => issue.path)).toContain(path);
    };

    it('unknown airport', async () => {
      await rule({ ...ONE_WAY_LAX_SFO, departureAirport: 'QQQ' }, 'departureAirport');
      await rule({ ...ONE_WAY_LAX_SFO, destinationAirport: 'QQQ' }, 'destinationAirport');
    });
    it('same origin and destination, also through a metro code', async () => {
      await rule({ ...ONE_WAY_LAX_SFO, destinationAirport: 'LAX' }, 'destinationAirport');
      await rule(
        { ...ONE_WAY_LAX_SFO, departureAirport: 'NYC', destinationAirport: 'JFK' },
        'destinationAirport',
      );
    });
    it("a date in the past of the origin's own calendar", async () => {
      await rule({ ...ONE_WAY_LAX_SFO, departureDate: '02/28/2027' }, 'departureDate');
      // 15:00 UTC on 1 March is already 1 March in Los Angeles: today is allowed.
      await searchOk(t, { ...ONE_WAY_LAX_SFO, departureDate: '03/01/2027' });
    });
    it('round trip without a return date, or returning before departure', async () => {
      await rule({ ...ONE_WAY_LAX_SFO, tripType: 'roundtrip' }, 'returnDate');
      await rule(
        { ...ONE_WAY_LAX_SFO, tripType: 'roundtrip', returnDate: '04/14/2027' },
        'returnDate',
      );
    });
    it('more than 9 travellers', async () => {
      await rule({ ...ONE_WAY_LAX_SFO, adult: 5, child: 5 }, 'child');
    });
    it('adults outside 1–9 and malformed fields are shape errors (1401)', async () => {
      for (const params of [
        { ...ONE_WAY_LAX_SFO, adult: 0 },
        { ...ONE_WAY_LAX_SFO, adult: 10 },
        { ...ONE_WAY_LAX_SFO, adult: 0, child: 2 },
        { ...ONE_WAY_LAX_SFO, departureDate: '2027-04-15' },
        { ...ONE_WAY_LAX_SFO, departureDate: '02/30/2027' },
        { ...ONE_WAY_LAX_SFO, departureAirport: 'LA' },
        { ...ONE_WAY_LAX_SFO, tripType: 'multicity' },
        { ...ONE_WAY_LAX_SFO, cabin: 'X' },
      ]) {
        const body = await bad(params);
        expect(body.code).toBe(1401);
      }
    });
  });

  describe('agents', () => {
    it('see commission (agent 5 %, sub-agent 3 % of the base fare) deducted in the total', async () => {
      const { agent, subagents } = await createTestAgent(t, 1);
      const customer = await createTestUser(t, { role: ROLE.customer });
      const plain = await searchOk(t, ONE_WAY_LAX_SFO, customer.headers);
      const asAgent = await searchOk(t, ONE_WAY_LAX_SFO, agent.headers);
      const asSub = await searchOk(t, ONE_WAY_LAX_SFO, subagents[0]!.headers);
      for (const [result, percent] of [
        [asAgent, COMMISSION_PERCENT.agent],
        [asSub, COMMISSION_PERCENT.subagent],
      ] as const) {
        for (const offer of result.offers) {
          for (const brand of offer.brands) {
            expect(brand.adultCommission).toBe(Math.round((brand.adultPrice * percent) / 100));
            expect(brand.adultCommission).toBeGreaterThan(0);
            expect(brand.totalPrice).toBe(
              brand.adultPrice + brand.adultTax - brand.adultCommission,
            );
          }
        }
      }
      expect(plain.offers[0]!.brands[0]!.adultCommission).toBe(0);
      expect(asAgent.offers[0]!.brands[0]!.totalPrice).toBeLessThan(
        plain.offers[0]!.brands[0]!.totalPrice,
      );
    });

    it('with LimitCabin see only that cabin; asking for another finds nothing', async () => {
      const agent = await createTestUser(t, {
        role: ROLE.agent,
        accountCode: 'AG9001',
        limitCabin: 1,
      });
      const result = await searchOk(t, ONE_WAY_LAX_SFO, agent.headers);
      expect(result.offers.length).toBeGreaterThan(0);
      expect(result.offers.every((offer) => offer.cabin === 'E')).toBe(true);
      const other = await searchOk(t, { ...ONE_WAY_LAX_SFO, cabin: 'F' }, agent.headers);
      expect(other.offers).toEqual([]);
    });

    it('with LimitAmount never see a brand whose single-adult total is above it', async () => {
      const open = await searchOk(t, ONE_WAY_LAX_SFO);
      const totals = open.offers.flatMap((o) => o.brands.map((b) => b.adultPrice + b.adultTax));
      const limit = [...totals].sort((a, b) => a - b)[Math.floor(totals.length / 2)]!;
      const agent = await createTestUser(t, {
        role: ROLE.agent,
        accountCode: 'AG9002',
        limitAmount: limit,
      });
      const limited = await searchOk(t, ONE_WAY_LAX_SFO, agent.headers);
      expect(limited.offers.length).toBeGreaterThan(0);
      for (const offer of limited.offers) {
        for (const brand of offer.brands) {
          expect(brand.adultPrice + brand.adultTax - brand.adultCommission).toBeLessThanOrEqual(
            limit,
          );
        }
      }
      const brandCount = (r: typeof open) => r.offers.reduce((n, o) => n + o.brands.length, 0);
      expect(brandCount(limited)).toBeLessThan(brandCount(open));
    });
  });
});
