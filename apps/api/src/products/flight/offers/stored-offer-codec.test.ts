import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchResponses } from '@travel/db';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ANONYMOUS_BUYER } from './buyer';
import { readStoredOffer, saveSearchResponse, type StoredOffer } from './offer-store';
import { decodeStoredOffer, encodeStoredOffer } from './stored-offer-codec';

const ROUND_TRIP: StoredOffer = {
  tripType: 'roundtrip',
  flights: [['UA100-20270415', 'UA7-20270415'], ['UA8-20270422']],
  cabin: 'E',
  adults: 2,
  children: 1,
  infants: 0,
  quoted: { 'E-BASIC': 71_300, 'E-STANDARD': 90_000 },
  parts: {
    'E-BASIC': [20_000, 3_100, 15_000, 2_000, 0, 0],
    'E-STANDARD': [26_000, 3_400, 19_500, 2_300, 0, 0],
  },
  invoice: true,
};

describe('stored quotes in the string form', () => {
  it('decode gives back what was encoded, as one string', () => {
    const flat = encodeStoredOffer(ROUND_TRIP);
    expect(flat).toBe(
      'roundtrip;UA100-20270415,UA7-20270415|UA8-20270422;E;2;1;1;' +
        'E-BASIC;71300;20000;3100;15000;2000;E-STANDARD;90000;26000;3400;19500;2300',
    );
    expect(decodeStoredOffer(flat)).toEqual(ROUND_TRIP);
  });

  it('writes a party with lap infants after an i-field, their price and tax per brand', () => {
    const withInfants: StoredOffer = {
      ...ROUND_TRIP,
      infants: 1,
      quoted: { 'E-BASIC': 71_300 + 2_000 + 3_880 },
      parts: { 'E-BASIC': [20_000, 3_100, 15_000, 2_000, 2_000, 3_880] },
    };
    const flat = encodeStoredOffer(withInfants);
    expect(flat).toBe(
      'i1;roundtrip;UA100-20270415,UA7-20270415|UA8-20270422;E;2;1;1;' +
        'E-BASIC;77180;20000;3100;15000;2000;2000;3880',
    );
    expect(decodeStoredOffer(flat)).toEqual(withInfants);
    // Without the i-field a brand has six fields: eight is a broken value.
    expect(decodeStoredOffer((flat as string).slice(3))).toBeNull();
  });

  it('keeps the object form for what the flat one cannot hold, and rejects broken tuples', () => {
    const odd = { ...ROUND_TRIP, flights: [['A;B-20270415']] };
    expect(encodeStoredOffer(odd)).toBe(odd);
    expect(decodeStoredOffer(encodeStoredOffer(odd))).toEqual(odd);
    expect(decodeStoredOffer('oneway;X1-20270415;E;1;0;0;E-BASIC;1')).toBeNull();
    expect(decodeStoredOffer('oneway;X1-20270415;E;1;0;0;E-BASIC;1;2;3;4;x')).toBeNull();
    expect(decodeStoredOffer('twoway;X1-20270415;E;1;0;0')).toBeNull();
    expect(decodeStoredOffer(null)).toBeNull();
    expect(decodeStoredOffer([1, 2])).toBeNull();
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

    it('reads replies stored in the string form and rows written before it alike', async () => {
      const oneWay: StoredOffer = {
        ...ROUND_TRIP,
        tripType: 'oneway',
        flights: [['DL5-20270415']],
        children: 0,
        infants: 0,
        invoice: false,
      };
      await saveSearchResponse(t.ctx.db, {
        ...row('stringstringstringstr1'),
        offers: [ROUND_TRIP, oneWay],
      });
      // A row as replies were stored before the string form: the quotes as objects.
      await t.ctx.db.insert(searchResponses).values({
        ...row('objectobjectobjectobj1'),
        buyer: {},
        offers: [ROUND_TRIP, oneWay],
      });
      for (const id of ['stringstringstringstr1', 'objectobjectobjectobj1']) {
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
