import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchResponses } from '@travel/db';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ANONYMOUS_BUYER } from './buyer';
import { readStoredOffer, saveSearchResponse, type StoredOffer } from './offer-store';
import { decodeStoredOffer, encodeStoredOffer } from './stored-offer-codec';

const ROUND_TRIP: StoredOffer = {
  tripType: 'roundtrip',
  flights: [['UA100-20270415', 'UA7-20270415'], ['UA8-20270422']],
  cabin: 'E',
  adults: 2,
  children: 1,
  quoted: { 'E-BASIC': 71_300, 'E-STANDARD': 90_000 },
  parts: {
    'E-BASIC': [20_000, 3_100, 15_000, 2_000],
    'E-STANDARD': [26_000, 3_400, 19_500, 2_300],
  },
  invoice: true,
};

describe('stored quotes in the flat form', () => {
  it('decode gives back what was encoded, as a flat array of scalars', () => {
    const flat = encodeStoredOffer(ROUND_TRIP);
    expect(Array.isArray(flat)).toBe(true);
    expect((flat as unknown[]).every((item) => typeof item !== 'object')).toBe(true);
    expect(decodeStoredOffer(JSON.parse(JSON.stringify(flat)))).toEqual(ROUND_TRIP);
  });

  it('keeps the object form for what the flat one cannot hold, and rejects broken tuples', () => {
    const odd = { ...ROUND_TRIP, flights: [['A,B-20270415']] };
    expect(encodeStoredOffer(odd)).toBe(odd);
    expect(decodeStoredOffer(['oneway', 'X1-20270415', 'E', 1, 0, false, 'E-BASIC', 1])).toBeNull();
    expect(decodeStoredOffer(['twoway', 'X1-20270415', 'E', 1, 0, false])).toBeNull();
    expect(decodeStoredOffer(null)).toBeNull();
  });

  describe('in the database', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(async () => t.close());

    const expiresAt = new Date('2027-03-01T15:30:00Z');
    const row = (responseId: string) => ({
      responseId,
      createdAt: new Date('2027-03-01T15:00:00Z'),
      expiresAt,
      buyer: ANONYMOUS_BUYER,
    });

    it('reads replies stored in the flat form and rows written before it alike', async () => {
      const oneWay: StoredOffer = {
        ...ROUND_TRIP,
        tripType: 'oneway',
        flights: [['DL5-20270415']],
        children: 0,
        invoice: false,
      };
      await saveSearchResponse(t.ctx.db, {
        ...row('flatflatflatflatflat01'),
        offers: [ROUND_TRIP, oneWay],
      });
      // A row as replies were stored before the flat form: the quotes as objects.
      await t.ctx.db.insert(searchResponses).values({
        ...row('objectobjectobjectobj1'),
        buyer: {},
        offers: [ROUND_TRIP, oneWay],
      });
      for (const id of ['flatflatflatflatflat01', 'objectobjectobjectobj1']) {
        const exp = expiresAt.getTime();
        expect(await readStoredOffer(t.ctx.db, `${id}.0`)).toEqual({
          ...ROUND_TRIP,
          responseId: id,
          exp,
        });
        expect(await readStoredOffer(t.ctx.db, `${id}.1`)).toEqual({
          ...oneWay,
          responseId: id,
          exp,
        });
        expect(await readStoredOffer(t.ctx.db, `${id}.2`)).toBeNull();
      }
    });
  });
});
