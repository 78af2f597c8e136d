import { describe, expect, it } from 'vitest';
import { cheapestFirst } from './offer-search';

/** What a stable sort of the candidates by total gives. */
const stableOrder = (totals: readonly number[]): number[] =>
  Array.from(totals, (_, i) => i).sort((x, y) => (totals[x] as number) - (totals[y] as number));

describe('combining offers: candidates cheapest first', () => {
  it('orders by total, ties in the order the candidates were made', () => {
    const totals = [52_300, 18_000, 52_300, 0, 18_000, 99_999_900, 18_000, 7];
    expect(cheapestFirst(totals)).toEqual([3, 7, 1, 4, 6, 0, 2, 5]);
    // A round trip's worth of candidates with many equal totals.
    const many = Array.from({ length: 2_400 }, (_, i) => ((i * 7919) % 300) * 100);
    expect(cheapestFirst(many)).toEqual(stableOrder(many));
  });

  it('sorts totals that are not whole cents the same way', () => {
    const totals = [10.5, 3, 10.5, 2.25, Number.MAX_SAFE_INTEGER, 3];
    expect(cheapestFirst(totals)).toEqual(stableOrder(totals));
    expect(cheapestFirst([])).toEqual([]);
  });
});
