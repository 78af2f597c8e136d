import {
  COUNTER_LIMITS,
  MAX_TRAVELLERS_PER_FLIGHT_BOOKING,
  TRIP_TYPES,
  type CabinCode,
  type TripType,
} from '@travel/contracts/constants';
import { isCabinCode } from './cabins';
import { addDays, daysBetween, isoToUs, usToIso, type IsoDate } from './dates';

/**
 * A flight search as the pages pass it around: what the /flights URL carries (spec part 1 §2
 * "Query shapes") and what the search calls receive. Dates here are ISO; they become
 * `MM/DD/YYYY` only in URLs and API queries.
 */
export interface SearchLeg {
  departureAirport: string;
  destinationAirport: string;
  departureDate: IsoDate;
}

export interface FlightCriteria {
  tripType: TripType;
  /** One leg for one-way and round trip (the outbound), each leg for multi-city. */
  legs: SearchLeg[];
  /** Round trip only. */
  returnDate: IsoDate | null;
  adults: number;
  children: number;
  /** Lap infants (under 2): one per adult, counted in the 9-traveller limit. */
  infants: number;
  /**
   * Each child's age (2–11), in order: one per child, or empty when the URL did not say (a link
   * made before ages were asked). The API never sees them; /book labels and checks the forms.
   */
  childAges: readonly number[];
  cabin: CabinCode;
}

/** A child is 2 to 11 (spec §3 traveller kinds). */
export const CHILD_AGE_MIN = 2;
export const CHILD_AGE_MAX = 11;

const CODE = /^[A-Za-z]{3}$/;

const isTripType = (value: string | null): value is TripType =>
  (TRIP_TYPES as readonly string[]).includes(value ?? '');

function count(raw: string | null, min: number, fallback: number): number {
  const value = Number(raw);
  if (raw === null || raw === '' || !Number.isInteger(value)) return fallback;
  return Math.min(Math.max(value, min), MAX_TRAVELLERS_PER_FLIGHT_BOOKING);
}

function parseLeg(dep: string | null, arr: string | null, date: string | null): SearchLeg | null {
  const iso = usToIso(date);
  if (!dep || !arr || !iso || !CODE.test(dep) || !CODE.test(arr)) return null;
  return {
    departureAirport: dep.toUpperCase(),
    destinationAirport: arr.toUpperCase(),
    departureDate: iso,
  };
}

/** `DEP,ARR,MM/DD/YYYY|…` → legs, or null when any leg is malformed. */
export function parseTripsParam(trips: string | null): SearchLeg[] | null {
  if (!trips) return null;
  const legs: SearchLeg[] = [];
  for (const part of trips.split('|')) {
    const [dep, arr, date, ...rest] = part.split(',').map((piece) => piece.trim());
    const leg = rest.length === 0 ? parseLeg(dep ?? null, arr ?? null, date ?? null) : null;
    if (!leg) return null;
    legs.push(leg);
  }
  return legs;
}

export const formatTripsParam = (legs: readonly SearchLeg[]): string =>
  legs
    .map((leg) => `${leg.departureAirport},${leg.destinationAirport},${isoToUs(leg.departureDate)}`)
    .join('|');

/** `7,4` → [7, 4] when it names `children` ages of 2–11; [] otherwise (ages unknown). */
export function parseChildAges(raw: string | null, children: number): number[] {
  if (!raw || children === 0) return [];
  const ages = raw.split(',').map((piece) => Number(piece.trim()));
  const valid = ages.every(
    (age) => Number.isInteger(age) && age >= CHILD_AGE_MIN && age <= CHILD_AGE_MAX,
  );
  return valid && ages.length === children ? ages : [];
}

/** The child ages a results URL (`/flights?…`) carries; [] when it has none. */
export function childAgesOfSearchUrl(url: string): number[] {
  const params = new URLSearchParams(url.includes('?') ? url.slice(url.indexOf('?')) : '');
  return parseChildAges(params.get('childAges'), count(params.get('children'), 0, 0));
}

/**
 * Reads a /flights URL. Null when it does not describe a search (a hand-edited or truncated
 * link): the page then shows the form instead of calling the API with nonsense.
 */
export function criteriaFromParams(params: URLSearchParams): FlightCriteria | null {
  const tripType = params.get('tripType');
  if (!isTripType(tripType)) return null;
  const adults = count(params.get('adults'), COUNTER_LIMITS.adults.min, 1);
  const children = count(params.get('children'), COUNTER_LIMITS.children.min, 0);
  const infants = count(params.get('infants'), COUNTER_LIMITS.infants.min, 0);
  if (adults + children + infants > MAX_TRAVELLERS_PER_FLIGHT_BOOKING) return null;
  // One lap each: more infants than adults is not a search anyone could book.
  if (infants > adults) return null;
  const childAges = parseChildAges(params.get('childAges'), children);
  const cabinParam = params.get('cabin');
  const cabin: CabinCode = isCabinCode(cabinParam) ? cabinParam : 'A';
  const base = { tripType, adults, children, infants, childAges, cabin };

  if (tripType === 'multicity') {
    const legs = parseTripsParam(params.get('trips'));
    return legs ? { ...base, legs, returnDate: null } : null;
  }
  const leg = parseLeg(
    params.get('departureAirport'),
    params.get('destinationAirport'),
    params.get('departureDate'),
  );
  if (!leg) return null;
  if (tripType === 'oneway') return { ...base, legs: [leg], returnDate: null };
  const returnDate = usToIso(params.get('returnDate'));
  if (!returnDate || daysBetween(leg.departureDate, returnDate) < 0) return null;
  return { ...base, legs: [leg], returnDate };
}

/** The /flights query of a search (spec part 1 §2 "Query shapes"). */
export function criteriaToParams(criteria: FlightCriteria): URLSearchParams {
  const params = new URLSearchParams({ tripType: criteria.tripType });
  if (criteria.tripType === 'multicity') {
    params.set('trips', formatTripsParam(criteria.legs));
  } else {
    const [leg] = criteria.legs;
    if (!leg) throw new RangeError('a search needs a leg');
    params.set('departureAirport', leg.departureAirport);
    params.set('destinationAirport', leg.destinationAirport);
    params.set('departureDate', isoToUs(leg.departureDate));
    if (criteria.tripType === 'roundtrip' && criteria.returnDate) {
      params.set('returnDate', isoToUs(criteria.returnDate));
    }
  }
  params.set('adults', String(criteria.adults));
  params.set('children', String(criteria.children));
  // Only when they say something: a party without infants or children keeps its old URL.
  if (criteria.infants > 0) params.set('infants', String(criteria.infants));
  if (criteria.children > 0 && criteria.childAges.length === criteria.children) {
    params.set('childAges', criteria.childAges.join(','));
  }
  params.set('cabin', criteria.cabin);
  return params;
}

export type ApiQuery = Record<string, string | number | undefined>;

/**
 * The search call for these criteria: `GET /api/AirTickets` or `/api/AirTickets/multicity`
 * with the API's own parameter names (adult, child, infants only when there are any; cabin
 * omitted for all cabins).
 */
export function searchRequest(
  criteria: FlightCriteria,
  options: { invoice?: boolean } = {},
): { path: string; query: ApiQuery } {
  const common: ApiQuery = {
    adult: criteria.adults,
    child: criteria.children,
    infants: criteria.infants > 0 ? criteria.infants : undefined,
    cabin: criteria.cabin === 'A' ? undefined : criteria.cabin,
    invoice: options.invoice ? 1 : undefined,
  };
  if (criteria.tripType === 'multicity') {
    return {
      path: '/api/AirTickets/multicity',
      query: { trips: formatTripsParam(criteria.legs), ...common },
    };
  }
  const leg = criteria.legs[0]!;
  return {
    path: '/api/AirTickets',
    query: {
      tripType: criteria.tripType,
      departureAirport: leg.departureAirport,
      destinationAirport: leg.destinationAirport,
      departureDate: isoToUs(leg.departureDate),
      returnDate:
        criteria.tripType === 'roundtrip' && criteria.returnDate
          ? isoToUs(criteria.returnDate)
          : undefined,
      ...common,
    },
  };
}

/**
 * The same search on another departure date (the ±3-day strip): a round trip keeps its length,
 * so the return moves with the departure.
 */
export function withDepartureDate(criteria: FlightCriteria, date: IsoDate): FlightCriteria {
  const [first, ...rest] = criteria.legs;
  if (!first) return criteria;
  const shift = daysBetween(first.departureDate, date);
  const returnDate = criteria.returnDate === null ? null : addDays(criteria.returnDate, shift);
  return { ...criteria, legs: [{ ...first, departureDate: date }, ...rest], returnDate };
}
