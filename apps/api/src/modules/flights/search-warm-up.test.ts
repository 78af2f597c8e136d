import { describe, expect, it } from 'vitest';
import { referenceCatalog } from '../../lib/reference-catalog';
import { airlineModel } from '../../suppliers/flights/airline-model';
import { warmUpSearches } from './search-warm-up';

describe('warmUpSearches', () => {
  it('runs the asked number of searches, and most of them find offers to write', () => {
    const model = airlineModel(referenceCatalog().catalog);
    const now = new Date('2026-11-24T12:00:00Z');
    const done = warmUpSearches(model, 12, now);
    expect(done.searches).toBe(12);
    // Hub to hub round trips: a warm-up that found nothing would exercise neither pricing nor
    // the reply writer, and warm nothing that matters.
    expect(done.withOffers).toBeGreaterThanOrEqual(10);
  });

  it('runs none when asked for none', () => {
    const model = airlineModel(referenceCatalog().catalog);
    expect(warmUpSearches(model, 0)).toEqual({ searches: 0, withOffers: 0 });
  });
});
