import type { ValidationIssue } from '@travel/contracts';
import { MAX_TRAVELLERS_PER_FLIGHT_BOOKING } from '@travel/contracts';
import {
  parseTrips,
  searchDateToIso,
  type FlightSearchQuery,
  type MulticitySearchQuery,
} from '@travel/contracts/flights';
import type { ReferenceCatalog } from '@travel/reference-data';
import { AppError } from '../../lib/app-error';
import { addDays, localDate } from '../../lib/local-time';
import type { SupplierSearchLeg } from '../../suppliers/flights/port';

/**
 * The rules of a flight search beyond its shape (spec part 1 §5, issue 3 §2): known airports,
 * different ends, no past dates (in the origin's own date), return not before departure,
 * at most 9 travellers. Broken rules answer 400 `invalidFlightQuery` with one issue per rule.
 */

/** Airlines sell about a year ahead; a later date is refused rather than answered empty. */
export const MAX_DAYS_AHEAD = 361;
/** Multi-city legs: the spec shows no maximum; six is what booking systems commonly allow. */
export const MAX_MULTICITY_LEGS = 6;

export interface ResolvedSearch {
  legs: SupplierSearchLeg[];
  tripType: 'oneway' | 'roundtrip' | 'multicity';
}

interface LegInput {
  departureAirport: string;
  destinationAirport: string;
  /** MM/DD/YYYY */
  departureDate: string;
}

function resolveLeg(
  catalog: ReferenceCatalog,
  leg: LegInput,
  prefix: string,
  now: Date,
  issues: ValidationIssue[],
): SupplierSearchLeg | null {
  const origins = catalog.airportsFor(leg.departureAirport);
  const destinations = catalog.airportsFor(leg.destinationAirport);
  const before = issues.length;
  if (origins.length === 0) {
    issues.push({
      path: `${prefix}departureAirport`,
      message: `unknown airport or city code ${leg.departureAirport}`,
    });
  }
  if (destinations.length === 0) {
    issues.push({
      path: `${prefix}destinationAirport`,
      message: `unknown airport or city code ${leg.destinationAirport}`,
    });
  }
  const originCodes = origins.map((airport) => airport.iata);
  const destinationCodes = destinations.map((airport) => airport.iata);
  if (
    leg.departureAirport === leg.destinationAirport ||
    originCodes.some((code) => destinationCodes.includes(code))
  ) {
    issues.push({
      path: `${prefix}destinationAirport`,
      message: 'departure and destination must be different',
    });
  }
  const date = searchDateToIso(leg.departureDate);
  const origin = origins[0];
  if (origin) {
    // "Today" is the origin's own date: at 23:00 in Los Angeles it is already tomorrow in UTC.
    const today = localDate(origin.timeZone, now.getTime());
    if (date < today) {
      issues.push({ path: `${prefix}departureDate`, message: 'departure date is in the past' });
    } else if (date > addDays(today, MAX_DAYS_AHEAD)) {
      issues.push({
        path: `${prefix}departureDate`,
        message: `departure date is more than ${MAX_DAYS_AHEAD} days ahead`,
      });
    }
  }
  if (issues.length > before) return null;
  return { origins: originCodes, destinations: destinationCodes, date };
}

function travellerIssues(
  adult: number,
  child: number,
  infants: number,
  issues: ValidationIssue[],
): void {
  if (adult < 1 && child > 0) {
    issues.push({ path: 'adult', message: 'children must travel with an adult' });
  }
  // A lap infant sits on an adult's lap: one each.
  if (infants > adult) {
    issues.push({ path: 'infants', message: 'each lap infant needs an adult (one per adult)' });
  }
  if (adult + child + infants > MAX_TRAVELLERS_PER_FLIGHT_BOOKING) {
    issues.push({
      path: infants > 0 ? 'infants' : 'child',
      message: `at most ${MAX_TRAVELLERS_PER_FLIGHT_BOOKING} travellers per booking`,
    });
  }
}

function fail(issues: ValidationIssue[]): never {
  const first = issues[0] as ValidationIssue;
  throw new AppError('invalidFlightQuery', {
    msg: `invalid flight query: ${first.message}`,
    issues,
  });
}

export function resolveSearch(
  catalog: ReferenceCatalog,
  query: FlightSearchQuery,
  now: Date,
): ResolvedSearch {
  const issues: ValidationIssue[] = [];
  travellerIssues(query.adult, query.child, query.infants, issues);
  const outbound = resolveLeg(catalog, query, '', now, issues);
  const legs = outbound ? [outbound] : [];
  if (query.tripType === 'roundtrip') {
    if (!query.returnDate) {
      issues.push({ path: 'returnDate', message: 'a round trip needs a return date' });
    } else if (searchDateToIso(query.returnDate) < searchDateToIso(query.departureDate)) {
      issues.push({ path: 'returnDate', message: 'return date is before the departure date' });
    } else if (outbound) {
      legs.push({
        origins: outbound.destinations,
        destinations: outbound.origins,
        date: searchDateToIso(query.returnDate),
      });
    }
  }
  if (issues.length > 0) fail(issues);
  return { legs, tripType: query.tripType };
}

export function resolveMulticity(
  catalog: ReferenceCatalog,
  query: MulticitySearchQuery,
  now: Date,
): ResolvedSearch {
  const parsed = parseTrips(query.trips);
  if (!parsed) {
    throw new AppError('parameterValidationFailed', {
      msg: 'parameter validation failed: trips must be DEP,ARR,MM/DD/YYYY legs joined by |',
      issues: [{ path: 'trips', message: 'each leg is DEP,ARR,MM/DD/YYYY; legs are joined by |' }],
    });
  }
  const issues: ValidationIssue[] = [];
  travellerIssues(query.adult, query.child, query.infants, issues);
  if (parsed.length > MAX_MULTICITY_LEGS) {
    issues.push({ path: 'trips', message: `at most ${MAX_MULTICITY_LEGS} legs` });
  }
  const legs: SupplierSearchLeg[] = [];
  parsed.slice(0, MAX_MULTICITY_LEGS).forEach((leg, i) => {
    const resolved = resolveLeg(catalog, leg, `trips.${i}.`, now, issues);
    const previous = parsed[i - 1];
    if (previous && searchDateToIso(leg.departureDate) < searchDateToIso(previous.departureDate)) {
      issues.push({
        path: `trips.${i}.departureDate`,
        message: `leg ${i + 1} leaves before leg ${i}`,
      });
    }
    if (resolved) legs.push(resolved);
  });
  if (issues.length > 0) fail(issues);
  return { legs, tripType: 'multicity' };
}
