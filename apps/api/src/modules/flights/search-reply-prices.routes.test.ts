import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partyTotal } from '@travel/contracts/brand-price';
import type { FlightSearchReplyData } from '@travel/contracts/flights';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestAgent } from '../../test/users';
import { ONE_WAY_LAX_SFO, TEST_NOW, query } from './flights.test-helpers';

/** Issue 11 §3: each brand's price on the wire is a named object an agent's tool can read. */
const PRICE_FIELDS = [
  'fare',
  'adultPrice',
  'adultTax',
  'childPrice',
  'childTax',
  'adultCommission',
  'childCommission',
  'infantPrice',
  'infantTax',
  'infantCommission',
  'seatsRemaining',
  'totalPrice',
];

describe('brand prices in the search reply', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(TEST_NOW);
  });
  afterAll(async () => t.close());

  it('are named objects whose totalPrice is the one price formula for the party', async () => {
    const { agent } = await createTestAgent(t, 0);
    const params = {
      ...ONE_WAY_LAX_SFO,
      tripType: 'roundtrip',
      returnDate: '04/22/2027',
      adult: 2,
      child: 1,
    };
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/AirTickets?${query(params)}`,
      headers: agent.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = (res.json() as { data: FlightSearchReplyData }).data;
    expect(data.offers.length).toBeGreaterThan(5);
    for (const offer of data.offers) {
      for (const price of offer.brands) {
        expect(Object.keys(price)).toEqual(PRICE_FIELDS);
        expect(price.adultCommission).toBeGreaterThan(0);
        expect(price.totalPrice).toBe(partyTotal(offer, price));
        expect(price.totalPrice).toBe(
          2 * (price.adultPrice + price.adultTax - price.adultCommission) +
            (price.childPrice + price.childTax - price.childCommission),
        );
      }
    }
  });

  it('are described by name in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const text = res.body;
    const doc = res.json() as {
      paths: Record<string, { get?: { responses: Record<string, unknown> } }>;
    };
    const reply = JSON.stringify(doc.paths['/api/AirTickets']?.get?.responses['200']);
    expect(reply).toBeDefined();
    // The brand price's schema, wherever the generator put it (inline or a component).
    const brandPrice = findSchema(JSON.parse(text), (schema) =>
      Boolean(schema.properties?.adultCommission && schema.properties?.fare),
    );
    expect(brandPrice).not.toBeNull();
    expect(Object.keys(brandPrice!.properties!)).toEqual(PRICE_FIELDS);
    for (const field of PRICE_FIELDS) {
      expect(brandPrice!.properties![field]!.description, field).toMatch(/\w/);
    }
    expect(reply).toContain('adultCommission');
  });
});

interface JsonSchema {
  properties?: Record<string, JsonSchema & { description?: string }>;
  [key: string]: unknown;
}

/** The first object in a JSON tree that `match` accepts (depth first). */
function findSchema(node: unknown, match: (schema: JsonSchema) => boolean): JsonSchema | null {
  if (node === null || typeof node !== 'object') return null;
  if (!Array.isArray(node) && match(node as JsonSchema)) return node as JsonSchema;
  for (const child of Object.values(node)) {
    const found = findSchema(child, match);
    if (found) return found;
  }
  return null;
}
