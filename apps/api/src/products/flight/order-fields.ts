import type { FlightTrip } from '@travel/contracts/flights';

/**
 * The order list's search columns for an itinerary (the orders module filters on them), written
 * by booking and rewritten by an exchange, so both write them the same way.
 */

/** "LAX → SFO", "LAX → SFO → LAX", "JFK → LHR · LHR → CDG". */
export function orderTitle(tripType: string, trips: readonly FlightTrip[]): string {
  const ends = trips.map((trip) => ({
    from: trip.segments[0]?.departureAirportCode ?? '',
    to: trip.segments.at(-1)?.arrivalAirportCode ?? '',
  }));
  const [outbound, inbound] = ends;
  if (tripType === 'roundtrip' && outbound && inbound && ends.length === 2) {
    return `${outbound.from} → ${outbound.to} → ${inbound.to}`;
  }
  return ends.map((end) => `${end.from} → ${end.to}`).join(' · ');
}

/** Space-padded, so `like '% UA123 %'` finds one code exactly. */
export function flightCodesColumn(trips: readonly FlightTrip[]): string {
  const codes = new Set(
    trips.flatMap((trip) => trip.segments.map((s) => `${s.airlineCode}${s.flightNumber}`)),
  );
  return ` ${[...codes].join(' ')} `;
}

/** Every search column of an order row for this itinerary. */
export function orderSearchFields(tripType: string, trips: readonly FlightTrip[]) {
  const first = trips[0]?.segments[0];
  return {
    title: orderTitle(tripType, trips),
    startsAt: first ? new Date(first.departureTimeUtc) : null,
    startsLocal: first?.departureTime ?? null,
    searchCodes: flightCodesColumn(trips),
  };
}
