import { describe, expect, it } from 'vitest';
import type { FlightSegment } from '@travel/contracts/flights';
import { ByteSink } from '../../lib/byte-sink';
import { referenceCatalog } from '../../lib/reference-catalog';
import { airlineModel, searchOffers } from './airline-model';
import { segmentJson, writeSegmentJson } from './flight-part';

describe('writeSegmentJson (issue 10, p99)', () => {
  it('writes what JSON.stringify and segmentJson write, the same flight again included', () => {
    const model = airlineModel(referenceCatalog().catalog);
    const now = new Date('2027-03-01T12:00:00Z');
    const offers = searchOffers(
      model,
      {
        legs: [
          { origins: ['LAX'], destinations: ['JFK'], date: '2027-04-15' },
          { origins: ['JFK'], destinations: ['LAX'], date: '2027-04-22' },
        ],
        tripType: 'roundtrip',
        adults: 1,
        children: 0,
        now,
      },
      new Map(),
    );
    const segments = offers.flatMap((o) => o.trips.flatMap((trip) => trip.segments));
    expect(new Set(segments.map((s) => s.flightId)).size).toBeLessThan(segments.length);
    const sink = new ByteSink();
    segments.forEach((segment, i) => {
      if (i > 0) sink.comma();
      expect(writeSegmentJson(segment, sink)).toBe(true);
    });
    expect(sink.toString()).toBe(segments.map((s) => JSON.stringify(s)).join(','));
    expect(sink.toString()).toBe(segments.map((s) => segmentJson(s)).join(','));
    // A segment made elsewhere: nothing written.
    const copy = { ...segments[0] } as FlightSegment;
    expect(writeSegmentJson(copy, sink)).toBe(false);
  });
});
