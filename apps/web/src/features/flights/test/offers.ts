import { compactSearchResult } from '@travel/contracts/flight-search-reply';
import type {
  FareBrand,
  FlightOffer,
  FlightSearchReplyData,
  FlightSegment,
  FlightTrip,
} from '@travel/contracts/flights';
import { brand as baseBrand, segment as baseSegment } from '../../../test/flight-fixtures';

/**
 * Offers in the contract's shape for the results tests, built on the shared fixtures
 * (src/test/flight-fixtures.ts) with a 2026 one-way LAX→SFO. Times are local `YYYY-MM-DDTHH:mm`;
 * the UTC instants assume Los Angeles (UTC-7 in summer) so departure sorting is checkable.
 */
let sequence = 0;

export function segment(overrides: Partial<FlightSegment> = {}): FlightSegment {
  const departureTime = overrides.departureTime ?? '2026-06-10T08:00';
  const arrivalTime = overrides.arrivalTime ?? '2026-06-10T09:30';
  const toUtc = (local: string) => new Date(`${local}:00-07:00`).toISOString();
  return baseSegment({
    flightId: `UA100-20260610`,
    departureTime,
    departureTimeUtc: toUtc(departureTime),
    arrivalTime,
    arrivalTimeUtc: toUtc(arrivalTime),
    aircraftCode: '738',
    aircraftName: 'Boeing 737-800',
    adultFarebasis: 'KA7NR',
    ...overrides,
  });
}

export function trip(segments: FlightSegment[]): FlightTrip {
  const first = segments[0]!;
  const last = segments[segments.length - 1]!;
  return {
    duration: Math.round(
      (Date.parse(last.arrivalTimeUtc) - Date.parse(first.departureTimeUtc)) / 60_000,
    ),
    stops: segments.length - 1,
    segments,
  };
}

/** One adult's Basic fare: no checked bag, a 7 kg carry-on on the first flight. */
export function brand(overrides: Partial<FareBrand> = {}): FareBrand {
  const base = baseBrand();
  return baseBrand({
    adultFarebasis: 'KA7NR',
    totalPrice: 12_000,
    rules: { ...base.rules, endorsementPenalty: 'non' },
    carryOn: [{ ...base.carryOn[0]!, segments: [0], weightSpecified: true, weight: 7 }],
    ...overrides,
  });
}

/**
 * The brand with the adult fare its total implies for the party, as the API prices it: total =
 * adults × (fare + tax − commission) + children × (the same per child). The search reply does
 * not send totals (the web rebuilds them), so a fixture that sets only a total must agree.
 */
function consistent(brand: FareBrand, adults: number, children: number): FareBrand {
  const childEach = brand.childPrice + brand.childTax - brand.childCommission;
  const adultEach = (brand.totalPrice - children * childEach) / adults;
  return { ...brand, adultPrice: adultEach - brand.adultTax + brand.adultCommission };
}

export function offer(overrides: Partial<FlightOffer> = {}): FlightOffer {
  sequence += 1;
  const trips = overrides.trips ?? [trip([segment()])];
  return {
    offerId: `offer-${sequence}`,
    responseId: 'response-1',
    expiresAt: '2099-01-01T00:00:00.000Z',
    tripType: 'oneway',
    trips,
    validatingAirline: trips[0]!.segments[0]!.airlineCode,
    cabin: 'E',
    channel: 'M',
    gds: '1S',
    publishFare: true,
    privateFareType: null,
    currency: 'USD',
    adults: 1,
    children: 0,
    infants: 0,
    brands: [brand()],
    seatsRemaining: 9,
    ...overrides,
  };
}

/** A one-stop trip LAX → DEN → SFO with a 75-minute connection. */
export function oneStopTrip(airlineCode = 'UA', airlineName = 'United Airlines'): FlightTrip {
  return trip([
    segment({
      airlineCode,
      airlineName,
      flightNumber: '210',
      arrivalAirportCode: 'DEN',
      arrivalAirportName: 'Denver International Airport',
      arrivalCity: 'Denver',
      departureTime: '2026-06-10T13:00',
      arrivalTime: '2026-06-10T16:00',
      layoverAfter: 75,
      duration: 120,
    }),
    segment({
      airlineCode,
      airlineName,
      flightNumber: '211',
      departureAirportCode: 'DEN',
      departureAirportName: 'Denver International Airport',
      departureCity: 'Denver',
      departureTime: '2026-06-10T17:15',
      arrivalTime: '2026-06-10T19:00',
      duration: 165,
    }),
  ]);
}

/** A search reply's data as the API sends it (trips and fares listed once, totals consistent). */
export const searchResult = (offers: FlightOffer[]): FlightSearchReplyData =>
  compactSearchResult({
    responseId: 'response-1',
    expiresAt: '2099-01-01T00:00:00.000Z',
    offers: offers.map((o) => ({
      ...o,
      brands: o.brands.map((b) => consistent(b, o.adults, o.children)),
    })),
  });
