import type { ValidationIssue } from '@travel/contracts';
import {
  MAX_HOTEL_DAYS_AHEAD,
  MAX_HOTEL_NIGHTS,
  nightsBetween,
  type HotelSearchBody,
  type HotelStay,
} from '@travel/contracts/hotels';
import type { ReferenceCatalog } from '@travel/reference-data';
import { AppError } from '../../lib/app-error';
import { addDays, compactDate, localDate } from '../../lib/local-time';

/**
 * The rules of a hotel stay beyond its shape (spec part 2 §5, issue 4 §2): check-out after
 * check-in, at most 30 nights, check-in not before today in the destination's own calendar and
 * at most a year ahead, and every room with an adult. Broken rules answer 400
 * `invalidHotelSearch` with one issue per rule, like flights' `invalidFlightQuery`.
 */

/** Where a search is centred: a point, what to call it, and whose calendar "today" is. */
export interface HotelDestination {
  latitude: number;
  longitude: number;
  label: string;
  /** The airport searched around; null for a city's point. */
  airport: { code: string; name: string } | null;
  timeZone: string;
  /** Airports sit outside town: their searches reach farther. */
  radiusKm: number;
}

/** Around a city's point (its hotels spread up to ~8 km, plus the outskirts). */
export const CITY_RADIUS_KM = 15;
/** Around an airport (the airport hotels and the city it serves). */
export const AIRPORT_RADIUS_KM = 25;

export function stayIssues(stay: HotelStay, timeZone: string, now: Date): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const nights = nightsBetween(stay.checkIn, stay.checkOut);
  if (nights < 1) {
    issues.push({ path: 'checkOut', message: 'check-out must be after check-in' });
  } else if (nights > MAX_HOTEL_NIGHTS) {
    issues.push({ path: 'checkOut', message: `at most ${MAX_HOTEL_NIGHTS} nights` });
  }
  const today = localDate(timeZone, now.getTime());
  if (stay.checkIn < compactDate(today)) {
    issues.push({ path: 'checkIn', message: 'check-in is in the past' });
  } else if (stay.checkIn > compactDate(addDays(today, MAX_HOTEL_DAYS_AHEAD))) {
    issues.push({
      path: 'checkIn',
      message: `check-in is more than ${MAX_HOTEL_DAYS_AHEAD} days ahead`,
    });
  }
  if (stay.rooms > stay.adults) {
    issues.push({
      path: 'rooms',
      message: 'every room needs an adult: rooms cannot exceed adults',
    });
  }
  return issues;
}

/** 400 `invalidHotelSearch`, its message the first issue. */
export function hotelSearchError(issues: ValidationIssue[]): AppError {
  const first = issues[0] as ValidationIssue;
  return new AppError('invalidHotelSearch', {
    msg: `invalid hotel search: ${first.message}`,
    issues,
  });
}

export function failHotelSearch(issues: ValidationIssue[]): never {
  throw hotelSearchError(issues);
}

/** Throws `invalidHotelSearch` unless the stay keeps every rule in `timeZone`'s calendar. */
export function requireValidStay(stay: HotelStay, timeZone: string, now: Date): void {
  const issues = stayIssues(stay, timeZone, now);
  if (issues.length > 0) failHotelSearch(issues);
}

type DestinationInput = Pick<HotelSearchBody, 'address' | 'airportCode'>;

/**
 * The search's destination: a city suggestion's `longitude,latitude` or an airport code,
 * exactly one of them. The label and the calendar come from the nearest airport (the reference
 * data keeps time zones there, and so do the hotels).
 */
function resolveDestination(
  catalog: ReferenceCatalog,
  input: DestinationInput,
  issues: ValidationIssue[],
): HotelDestination | null {
  if (input.address && input.airportCode) {
    issues.push({ path: 'airportCode', message: 'give address or airportCode, not both' });
    return null;
  }
  if (input.airportCode) {
    const airport = catalog.airport(input.airportCode);
    if (!airport) {
      issues.push({ path: 'airportCode', message: `unknown airport ${input.airportCode}` });
      return null;
    }
    return {
      latitude: airport.lat,
      longitude: airport.lng,
      label: `${airport.name}, ${airport.city}`,
      airport: { code: airport.iata, name: airport.name },
      timeZone: airport.timeZone,
      radiusKm: AIRPORT_RADIUS_KM,
    };
  }
  if (!input.address) {
    issues.push({ path: 'address', message: 'a destination is required (address or airportCode)' });
    return null;
  }
  const [longitude, latitude] = input.address.split(',').map(Number) as [number, number];
  if (Math.abs(longitude) > 180 || Math.abs(latitude) > 90) {
    issues.push({ path: 'address', message: 'longitude,latitude out of range' });
    return null;
  }
  const nearest = catalog.nearestAirports(latitude, longitude, 1)[0];
  const country = nearest ? catalog.countryName(nearest.airport.countryCode) : '';
  return {
    latitude,
    longitude,
    label: nearest ? `${nearest.airport.city}, ${country}` : input.address,
    airport: null,
    timeZone: nearest?.airport.timeZone ?? 'UTC',
    radiusKm: CITY_RADIUS_KM,
  };
}

/** Destination and stay of `POST /api/SearchHotel`, or 400 `invalidHotelSearch` with the issues. */
export function resolveHotelSearch(
  catalog: ReferenceCatalog,
  body: DestinationInput &
    HotelStay & { minPrice?: number | undefined; maxPrice?: number | undefined },
  now: Date,
): HotelDestination {
  const issues: ValidationIssue[] = [];
  const destination = resolveDestination(catalog, body, issues);
  issues.push(...stayIssues(body, destination?.timeZone ?? 'UTC', now));
  if (body.minPrice !== undefined && body.maxPrice !== undefined && body.minPrice > body.maxPrice) {
    issues.push({ path: 'maxPrice', message: 'maxPrice is below minPrice' });
  }
  if (!destination || issues.length > 0) failHotelSearch(issues);
  return destination;
}
