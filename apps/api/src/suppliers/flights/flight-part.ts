import type { FlightSegment } from '@travel/contracts/flights';
import type { ReferenceCatalog } from '@travel/reference-data';
import { formatLocal } from './local-time';
import type { ScheduledFlight } from './schedule';

/** What a segment says about its flight alone (every field before the cabin's). */
export type FlightPart = Omit<
  FlightSegment,
  'cabin' | 'bookingClass' | 'adultFarebasis' | 'layoverAfter'
>;

/**
 * The flight's part of its segments, made once per flight: a search shows a flight in up to four
 * cabins and many itineraries, and its local times and names are the costly part of a segment.
 */
const flightParts = new WeakMap<ScheduledFlight, FlightPart>();

export function flightPart(catalog: ReferenceCatalog, flight: ScheduledFlight): FlightPart {
  let part = flightParts.get(flight);
  if (!part) {
    const { from, to } = flight.leg;
    part = {
      flightId: flight.flightId,
      departureTime: formatLocal(from.timeZone, flight.departUtc),
      departureTimeUtc: new Date(flight.departUtc).toISOString(),
      departureTimeZone: from.timeZone,
      arrivalTime: formatLocal(to.timeZone, flight.arriveUtc),
      arrivalTimeUtc: new Date(flight.arriveUtc).toISOString(),
      arrivalTimeZone: to.timeZone,
      departureAirportCode: from.iata,
      departureAirportName: from.name,
      departureCity: from.city,
      departureCountryName: catalog.countryName(from.countryCode),
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
    flightParts.set(flight, part);
  }
  return part;
}
