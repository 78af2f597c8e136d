import { describe, expect, it } from 'vitest';
import { brand, offer } from '../../../test/flight-fixtures';
import { shownPrice } from './offer-facts';

describe('one price kind per page (client view, issue 13 §4)', () => {
  const fare = brand({
    adultPrice: 30_000,
    adultTax: 5_000,
    adultTaxType: 0,
    childPrice: 20_000,
    childTax: 4_000,
    adultCommission: 1_500,
    childCommission: 1_000,
    // 2 adults and a child after commission.
    totalPrice: 2 * (35_000 - 1_500) + (24_000 - 1_000),
  });
  const party = offer({ adults: 2, children: 1, brands: [fare] });

  it('gives an agent net prices with the commission beside them', () => {
    expect(shownPrice(party, fare, true)).toEqual({
      perAdult: 33_500,
      total: 90_000,
      commissionPerAdult: 1_500,
    });
  });

  it('gives the client (and anyone but an agent) prices before commission, and no commission', () => {
    expect(shownPrice(party, fare, false)).toEqual({
      perAdult: 35_000,
      total: 2 * 35_000 + 24_000,
      commissionPerAdult: 0,
    });
  });
});
