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
      perChild: 23_000,
      perInfant: 0,
    });
  });

  it('gives the client (and anyone but an agent) prices before commission, and no commission', () => {
    expect(shownPrice(party, fare, false)).toEqual({
      perAdult: 35_000,
      total: 2 * 35_000 + 24_000,
      commissionPerAdult: 0,
      perChild: 24_000,
      perInfant: 0,
    });
  });

  it('prices a lap infant beside the adult and in the total (issue 13 §1)', () => {
    const withInfant = brand({
      ...fare,
      infantPrice: 3_000,
      infantTax: 3_920,
      infantCommission: 150,
      totalPrice: fare.totalPrice + 6_920 - 150,
    });
    const family = offer({ adults: 2, children: 1, infants: 1, brands: [withInfant] });
    expect(shownPrice(family, withInfant, true)).toMatchObject({
      perInfant: 6_770,
      total: 90_000 + 6_770,
    });
    expect(shownPrice(family, withInfant, false)).toMatchObject({
      perInfant: 6_920,
      total: 2 * 35_000 + 24_000 + 6_920,
    });
  });
});
