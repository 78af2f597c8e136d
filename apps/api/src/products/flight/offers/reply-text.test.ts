import { describe, expect, it } from 'vitest';
import type { FareSource } from '@travel/contracts/flight-search-reply';
import type { FlightSegment, FlightTrip } from '@travel/contracts/flights';
import { ReplyText } from './reply-text';

/** A segment with only the fields the test tells apart (the reply writes whatever it holds). */
const segment = (flightId: string, layoverAfter = 0) =>
  ({ flightId, cabin: 'E', layoverAfter }) as unknown as FlightSegment;
const trip = (...segments: FlightSegment[]): FlightTrip => ({ duration: 60, stops: 0, segments });

const segmentsOf = (text: ReplyText): unknown[] =>
  (JSON.parse(text.envelope('r', 'e', [])) as { data: { segments: unknown[] } }).data.segments;

describe('ReplyText segments', () => {
  it('gives equal segments one index whether the supplier keys them or not (issue 10)', () => {
    const keyed = new Set<FlightSegment>();
    const text = new ReplyText(undefined, (s) =>
      keyed.has(s) ? `${s.flightId}|${s.layoverAfter}` : undefined,
    );
    const a = segment('AA1');
    const aCopy = segment('AA1');
    const b = segment('AA2', 60);
    const aUnkeyed = segment('AA1');
    keyed.add(a).add(aCopy).add(b);
    expect(text.trip(trip(a))).toBe(0);
    // Another object with the same key: the same segment, the trip text is the same too.
    expect(text.trip(trip(aCopy))).toBe(0);
    expect(text.trip(trip(b))).toBe(1);
    // A segment without a key but with the same JSON as a keyed one finds it by its text.
    expect(text.trip(trip(aUnkeyed, b))).toBe(2);
    expect(segmentsOf(text)).toEqual([
      { flightId: 'AA1', cabin: 'E', layoverAfter: 0 },
      { flightId: 'AA2', cabin: 'E', layoverAfter: 60 },
    ]);
    const later = segment('AA1');
    keyed.add(later);
    expect(text.trip(trip(later, b))).toBe(2);
    expect(segmentsOf(text)).toHaveLength(2);
  });
});

describe('ReplyText fares', () => {
  const rules = { refundPenalty: 'non' };
  const bags = [[{ pieces: 1 }]];
  const fare = (changes: Partial<FareSource> = {}): FareSource =>
    ({
      brandId: 'E-BASIC',
      type: 'BASIC',
      name: 'Basic',
      bookingClass: 'N',
      adultFarebasis: 'N14BS',
      adultTaxType: 0,
      childTaxType: 0,
      invoiceable: true,
      rules: { ...rules },
      baggage: bags,
      carryOn: bags,
      ...changes,
    }) as unknown as FareSource;

  it('gives equal fares one index and tells apart any field (issue 10)', () => {
    const text = new ReplyText();
    expect(text.fare(fare())).toBe(0);
    expect(text.fare(fare())).toBe(0);
    expect(text.fare(fare({ invoiceable: false }))).toBe(1);
    expect(text.fare(fare({ name: 'Other' }))).toBe(2);
    expect(text.fare(fare({ adultTaxType: 1 }))).toBe(3);
    expect(text.fare(fare({ rules: { refundPenalty: 'fee' } as never }))).toBe(4);
    expect(text.fare(fare({ invoiceable: false }))).toBe(1);
    const { data } = JSON.parse(text.envelope('r', 'e', [])) as {
      data: { fares: Record<string, unknown>[]; rules: unknown[] };
    };
    expect(data.fares).toHaveLength(5);
    expect(data.fares[1]).toMatchObject({ brandId: 'E-BASIC', invoiceable: false, rules: 0 });
    expect(data.rules).toEqual([rules, { refundPenalty: 'fee' }]);
  });
});
