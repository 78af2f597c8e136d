import type { FlightSegment } from '@travel/contracts/flights';
import type { ReferenceCatalog } from '@travel/reference-data';
import { formatLocal, isoInstant } from '../../lib/local-time';
import type { JsonSink } from './port';
import type { ScheduledFlight } from './schedule';

/** What a segment says about its flight alone (every field before the cabin's). */
export type FlightPart = Omit<
  FlightSegment,
  'cabin' | 'bookingClass' | 'adultFarebasis' | 'layoverAfter'
>;

/**
 * The flight's part of its segments, made once per flight (kept on it): a search shows a flight
 * in up to four cabins and many itineraries, and its local times and names are the costly part
 * of a segment.
 */
export function flightPart(catalog: ReferenceCatalog, flight: ScheduledFlight): FlightPart {
  let { part } = flight;
  if (!part) {
    const { from, to } = flight.leg;
    part = {
      flightId: flight.flightId,
      departureTime: formatLocal(from.timeZone, flight.departUtc),
      departureTimeUtc: isoInstant(flight.departUtc),
      departureTimeZone: from.timeZone,
      arrivalTime: formatLocal(to.timeZone, flight.arriveUtc),
      arrivalTimeUtc: isoInstant(flight.arriveUtc),
      arrivalTimeZone: to.timeZone,
      departureAirportCode: from.iata,
      departureAirportName: from.name,
      departureCity: from.city,
      departureCountryName: catalog.countryName(from.countryCode),
      departureCountryCode: from.countryCode,
      arrivalAirportCode: to.iata,
      arrivalAirportName: to.name,
      arrivalCity: to.city,
      arrivalCountryName: catalog.countryName(to.countryCode),
      arrivalCountryCode: to.countryCode,
      departureTerminal: flight.departureTerminal,
      arrivalTerminal: flight.arrivalTerminal,
      duration: flight.duration,
      airlineCode: flight.airline,
      airlineName: catalog.airline(flight.airline)?.name ?? flight.airline,
      flightNumber: flight.flightNumber,
      aircraftCode: flight.aircraft.code,
      aircraftName: flight.aircraft.name,
    };
    flight.part = part;
  }
  return part;
}

/**
 * The flight whose part a segment was made from (for its JSON text), as a non-enumerable
 * property of the segment: JSON, spreads and equality tests do not see it, and a copy does not
 * carry it. Not a WeakMap keyed by segments: a search makes ~300 segments that die with it, and
 * the map's ephemeron table (old space) took ~150,000 dead young keys a second under the bench,
 * grown and cleared by every worker GC (issue 10, p99).
 */
const FLIGHT = Symbol('flight');

interface MadeSegment extends FlightSegment {
  [FLIGHT]?: ScheduledFlight;
}

const flightOf = (segment: FlightSegment): ScheduledFlight | undefined =>
  (segment as MadeSegment)[FLIGHT];

/** Remembers that `segment` copies `flight`'s part in its first fields (segmentOf). */
export function madeFrom(segment: FlightSegment, flight: ScheduledFlight): FlightSegment {
  Object.defineProperty(segment, FLIGHT, { value: flight });
  return segment;
}

/**
 * A short key of a segment segmentOf made, equal for two segments exactly when their JSON is:
 * the flight (its id names one flight, whose part is fixed) and the cabin's fields. Undefined
 * for a segment made elsewhere.
 */
export function segmentKey(segment: FlightSegment): string | undefined {
  if (!flightOf(segment)) return undefined;
  return (
    `${segment.flightId}\u0001${segment.cabin}\u0001${segment.bookingClass}\u0001` +
    `${segment.adultFarebasis}\u0001${segment.layoverAfter}`
  );
}

/**
 * `JSON.stringify(segment)` for a segment segmentOf made, from its flight's part written once:
 * a reply writes ~300 new segments, most of them flights it already wrote in another cabin.
 * Undefined for a segment made elsewhere.
 */
export function segmentJson(segment: FlightSegment): string | undefined {
  const flight = flightOf(segment);
  if (!flight) return undefined;
  let head = flight.partHead;
  if (head === undefined) {
    const { part } = flight;
    if (!part) return undefined;
    head = JSON.stringify(part).slice(0, -1);
    flight.partHead = head;
  }
  return (
    `${head},"cabin":${JSON.stringify(segment.cabin)},` +
    `"bookingClass":${JSON.stringify(segment.bookingClass)},` +
    `"adultFarebasis":${JSON.stringify(segment.adultFarebasis)},` +
    `"layoverAfter":${JSON.stringify(segment.layoverAfter)}}`
  );
}

/** `JSON.stringify(part)` without its closing brace, written into `sink`. */
function writePartHead(part: FlightPart, sink: JsonSink): void {
  sink.text('{');
  let first = true;
  for (const key in part) {
    const value: unknown = part[key as keyof FlightPart];
    // What JSON.stringify leaves out of an object.
    if (value === undefined || typeof value === 'function' || typeof value === 'symbol') continue;
    if (!first) sink.comma();
    first = false;
    sink.string(key);
    sink.text(':');
    if (typeof value === 'object' && value !== null) sink.text(JSON.stringify(value));
    else sink.value(value as string | number | boolean | null);
  }
}

/**
 * `segmentJson(segment)` written straight into a reply's bytes (ReplyText): the flight's part
 * the first time the reply shows the flight, copied from there for its other segments (another
 * cabin, brand or layover), with no string of either. False for a segment made elsewhere.
 */
export function writeSegmentJson(segment: FlightSegment, sink: JsonSink): boolean {
  const flight = flightOf(segment);
  const part = flight?.part;
  if (!flight || !part) return false;
  if (flight.headEpoch === sink.epoch) {
    sink.repeat(flight.headStart, flight.headEnd);
  } else {
    const start = sink.length;
    writePartHead(part, sink);
    flight.headEpoch = sink.epoch;
    flight.headStart = start;
    flight.headEnd = sink.length;
  }
  sink.text(',"cabin":');
  sink.value(segment.cabin);
  sink.text(',"bookingClass":');
  sink.value(segment.bookingClass);
  sink.text(',"adultFarebasis":');
  sink.value(segment.adultFarebasis);
  sink.text(',"layoverAfter":');
  sink.value(segment.layoverAfter);
  sink.text('}');
  return true;
}
