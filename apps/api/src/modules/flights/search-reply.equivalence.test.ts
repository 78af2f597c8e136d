import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '@travel/contracts';
import { compactSearchResult } from '@travel/contracts/flight-search-reply';
import {
  FlightSearchQuerySchema,
  FlightSearchReplySchema,
  MulticitySearchQuerySchema,
  type FlightSearchReplyData,
} from '@travel/contracts/flights';
import { searchResponses } from '@travel/db';
import { ANONYMOUS_BUYER, type Buyer } from '../../products/flight/offers/buyer';
import { ok } from '../../lib/reply';
import { createTestApp, type TestApp } from '../../test/test-app';
import { FlightSearchService } from './flight-search.service';
import { ONE_WAY_LAX_SFO, TEST_NOW } from './flights.test-helpers';

/**
 * The routes build the wire reply straight from the supplier's offers (`searchReply`); it must
 * be exactly what presenting each offer, publishing them and compacting the result gave
 * (`search` then `compactSearchResult`), byte for byte, and store the same quotes.
 */
describe('search reply built in one pass', () => {
  let t: TestApp;
  let service: FlightSearchService;
  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(TEST_NOW);
    service = new FlightSearchService(t.ctx);
  });
  afterAll(async () => t.close());

  const buyer = (role: Buyer['role'], limits: Partial<Buyer> = {}): Buyer => ({
    signedIn: true,
    userId: null,
    role,
    limitCabin: 0,
    limitAmount: 0,
    ...limits,
  });
  const buyers: [string, Buyer][] = [
    ['anonymous', ANONYMOUS_BUYER],
    ['agent (5 % commission)', buyer(ROLE.agent)],
    ['sub-agent with LimitAmount', buyer(ROLE.subagent, { limitAmount: 30_000 })],
    ['customer with LimitCabin economy', buyer(ROLE.customer, { limitCabin: 1 })],
  ];
  const searches = {
    'one-way': { ...ONE_WAY_LAX_SFO },
    'round trip with a child': {
      ...ONE_WAY_LAX_SFO,
      destinationAirport: 'JFK',
      tripType: 'roundtrip',
      returnDate: '04/22/2027',
      adult: 2,
      child: 1,
    },
    'round trip, invoice only': {
      ...ONE_WAY_LAX_SFO,
      tripType: 'roundtrip',
      returnDate: '04/18/2027',
      invoice: 'true',
    },
    'business one-way': { ...ONE_WAY_LAX_SFO, destinationAirport: 'LHR', cabin: 'B' },
  };

  /** The reply's JSON with its response id replaced (each computed reply gets a new one). */
  const normal = (data: FlightSearchReplyData): string =>
    JSON.stringify(ok(data)).replaceAll(data.responseId, 'RESPONSE');
  /** The route's text, checked against the wire contract; its data and normal form. */
  const wire = (text: string) => {
    const data = FlightSearchReplySchema.parse(JSON.parse(text)).data;
    return { data, text: text.replaceAll(data.responseId, 'RESPONSE') };
  };
  const storedOf = async (responseId: string) => {
    const [row] = await t.ctx.db
      .select({
        packed: searchResponses.packed,
        offers: searchResponses.offers,
        buyer: searchResponses.buyer,
      })
      .from(searchResponses)
      .where(eq(searchResponses.responseId, responseId));
    return row;
  };

  for (const [who, asBuyer] of buyers) {
    for (const [what, params] of Object.entries(searches)) {
      it(`${what}, ${who}`, async () => {
        const query = FlightSearchQuerySchema.parse(params);
        const before = compactSearchResult(await service.search(query, asBuyer));
        const after = wire(await service.searchReply(query, asBuyer));
        expect(after.text).toBe(normal(before));
        if (before.offers.length > 0) expect(after.data.offers.length).toBeGreaterThan(0);
        expect(await storedOf(after.data.responseId)).toEqual(await storedOf(before.responseId));
      });
    }
  }

  it('multi-city, agent', async () => {
    const query = MulticitySearchQuerySchema.parse({
      trips: 'LAX,SFO,04/15/2027|SFO,JFK,04/18/2027|NYC,LHR,04/22/2027',
      adult: 2,
    });
    const agent = buyer(ROLE.agent);
    const before = compactSearchResult(await service.multicity(query, agent));
    const after = wire(await service.multicityReply(query, agent));
    expect(after.data.offers.length).toBeGreaterThan(10);
    expect(after.text).toBe(normal(before));
    expect(await storedOf(after.data.responseId)).toEqual(await storedOf(before.responseId));
  });

  it('a search with nothing for the buyer stores nothing', async () => {
    const query = FlightSearchQuerySchema.parse({ ...ONE_WAY_LAX_SFO, cabin: 'F' });
    const after = wire(await service.searchReply(query, buyer(ROLE.customer, { limitCabin: 1 })));
    expect(after.data.offers).toEqual([]);
    expect(await storedOf(after.data.responseId)).toBeUndefined();
  });
});
