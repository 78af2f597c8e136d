import { describe, expect, it } from 'vitest';
import { ONE_ADULT, partyTotal } from './brand-price';

describe('partyTotal', () => {
  const price = { adultPrice: 10_000, adultTax: 2_500, childPrice: 7_500, childTax: 2_000 };

  it('is the gross total without commission', () => {
    expect(partyTotal({ adults: 2, children: 1 }, price)).toBe(2 * 12_500 + 9_500);
  });

  it('deducts the commission per traveller', () => {
    const agent = { ...price, adultCommission: 500, childCommission: 375 };
    expect(partyTotal({ adults: 2, children: 1 }, agent)).toBe(2 * 12_000 + 9_125);
    expect(partyTotal(ONE_ADULT, agent)).toBe(12_000);
  });

  it('ignores child prices for a party without children', () => {
    expect(partyTotal({ adults: 3, children: 0 }, { ...price, childPrice: 99 })).toBe(37_500);
  });

  it('adds lap infants at their own fare, tax and commission', () => {
    const withInfant = { ...price, infantPrice: 1_000, infantTax: 3_840, infantCommission: 50 };
    expect(partyTotal({ adults: 2, children: 1, infants: 1 }, withInfant)).toBe(
      2 * 12_500 + 9_500 + 4_790,
    );
    // A party without infants pays nothing for them; prices without infant fields mean 0.
    expect(partyTotal({ adults: 2, children: 1, infants: 0 }, withInfant)).toBe(2 * 12_500 + 9_500);
    expect(partyTotal({ adults: 1, children: 0, infants: 1 }, price)).toBe(12_500);
  });
});
