import { COUNTER_LIMITS } from '@travel/contracts/constants';
import { isRealCompactDate, MAX_HOTEL_NIGHTS, nightsBetween } from '@travel/contracts/hotel-rules';
import { dateTimeFormat } from '../../lib/intl-format';

/**
 * A hotel stay as the hotel pages pass it around in URLs (spec part 2 §2): the list and map
 * query (`address` or `airportCode`, `checkin`, `checkout` as YYYYMMDD, `rooms`, `adults`,
 * `children` only when above 0) and the same stay on /hotel/{id} and its booking page.
 *
 * Dates stay `YYYYMMDD` (the wire format of every hotel call); `compactToIso`/`isoToCompact`
 * convert for the date pickers, which speak ISO `YYYY-MM-DD`.
 */
export type CompactDate = string;

export interface Stay {
  checkIn: CompactDate;
  checkOut: CompactDate;
  rooms: number;
  adults: number;
  children: number;
}

/** Where to look: a city's `longitude,latitude` or an airport's code (one of the two). */
export type HotelDestination = { address: string } | { airportCode: string };

export interface HotelStaySearch extends Stay {
  destination: HotelDestination;
  /** The place's name as the traveller picked it, shown in the summary bar (display only). */
  label: string | null;
}

/** Spec part 1 §9 / part 2 §9: check-in 3 months ahead, 1 night, 1 room, 1 adult. */
export const DEFAULT_STAY_MONTHS_AHEAD = 3;

const COORDINATES = /^-?\d{1,3}(\.\d+)?,-?\d{1,2}(\.\d+)?$/;
const AIRPORT = /^[A-Za-z]{3}$/;
const COMPACT = /^\d{8}$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (n: number) => String(n).padStart(2, '0');
const compactOf = (date: Date): CompactDate =>
  `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}`;
const partsOf = (value: CompactDate) =>
  [Number(value.slice(0, 4)), Number(value.slice(4, 6)), Number(value.slice(6, 8))] as const;

/** The traveller's own calendar day (local time, not UTC), as YYYYMMDD. */
export const todayCompact = (now: Date = new Date()): CompactDate =>
  `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}`;

export function addNights(value: CompactDate, nights: number): CompactDate {
  const [y, m, d] = partsOf(value);
  return compactOf(new Date(Date.UTC(y, m - 1, d + nights)));
}

/** Months later on the same day, or the month's last day (Nov 30 + 3 months = Feb 28). */
export function addMonthsCompact(value: CompactDate, months: number): CompactDate {
  const [y, m, d] = partsOf(value);
  const lastDay = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return compactOf(new Date(Date.UTC(y, m - 1 + months, Math.min(d, lastDay))));
}

export const isCompactDate = (value: string | null | undefined): value is CompactDate =>
  typeof value === 'string' && COMPACT.test(value) && isRealCompactDate(value);

/** `YYYYMMDD` → `YYYY-MM-DD` (the pickers' value). */
export const compactToIso = (value: CompactDate): string =>
  `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}`;

/** `YYYY-MM-DD` → `YYYYMMDD`, or null when it is not an ISO date. */
export function isoToCompact(value: string | null | undefined): CompactDate | null {
  const match = ISO.exec(value ?? '');
  if (!match) return null;
  const compact = `${match[1]}${match[2]}${match[3]}`;
  return isRealCompactDate(compact) ? compact : null;
}

/** Spec §9 defaults for a stay starting from `now`. */
export function defaultStay(now: Date = new Date()): Stay {
  const checkIn = addMonthsCompact(todayCompact(now), DEFAULT_STAY_MONTHS_AHEAD);
  return { checkIn, checkOut: addNights(checkIn, 1), rooms: 1, adults: 1, children: 0 };
}

/** What is wrong with two real stay dates, in the API's words (`invalidHotelSearch`). */
export type StayDatesProblem = 'checkOutBeforeCheckIn' | 'tooLong';

/**
 * Null for a stay of 1 to 30 nights; otherwise the rule it breaks, as the API's search says it:
 * "check-out must be after check-in", "at most 30 nights".
 */
export function stayDatesProblem(
  checkIn: CompactDate,
  checkOut: CompactDate,
): StayDatesProblem | null {
  const nights = nightsBetween(checkIn, checkOut);
  if (nights < 1) return 'checkOutBeforeCheckIn';
  if (nights > MAX_HOTEL_NIGHTS) return 'tooLong';
  return null;
}

function count(raw: string | null, limits: { min: number; max: number }, fallback: number) {
  const value = Number(raw);
  if (raw === null || raw.trim() === '' || !Number.isInteger(value)) return fallback;
  return Math.min(Math.max(value, limits.min), limits.max);
}

/** First present value among the spelled-alike keys (`checkin`, `CheckIn`). */
function first(params: URLSearchParams, keys: readonly string[]): string | null {
  for (const key of keys) {
    const value = params.get(key);
    if (value !== null && value.trim() !== '') return value.trim();
  }
  return null;
}

/**
 * The stay of a hotel URL: missing or malformed dates fall back to the defaults and counts are
 * clamped to their limits with rooms never above adults (spec §5). Real dates are kept as given
 * even when they break a rule (check-out not after check-in, more than 30 nights): input is
 * never silently rewritten (issue 13), `stayDatesProblem` names what is wrong instead.
 */
export function stayFromParams(params: URLSearchParams, now: Date = new Date()): Stay {
  const fallback = defaultStay(now);
  const inRaw = first(params, ['checkin', 'CheckIn', 'checkIn']);
  const outRaw = first(params, ['checkout', 'CheckOut', 'checkOut']);
  const checkIn = isCompactDate(inRaw) ? inRaw : fallback.checkIn;
  const checkOut = isCompactDate(outRaw) ? outRaw : addNights(checkIn, 1);
  const rooms = count(params.get('rooms'), COUNTER_LIMITS.rooms, 1);
  const adults = Math.max(count(params.get('adults'), COUNTER_LIMITS.adults, 1), rooms);
  const children = count(params.get('children'), COUNTER_LIMITS.children, 0);
  return { checkIn, checkOut, rooms, adults, children };
}

/** Reads `address` (`longitude,latitude`) or `airportCode`; `in` may carry either. */
export function destinationFromParams(params: URLSearchParams): HotelDestination | null {
  const address = params.get('address')?.trim() ?? '';
  if (COORDINATES.test(address)) return { address };
  const airportCode = params.get('airportCode')?.trim() ?? '';
  if (AIRPORT.test(airportCode)) return { airportCode: airportCode.toUpperCase() };
  const loose = params.get('in')?.trim() ?? '';
  if (COORDINATES.test(loose)) return { address: loose };
  if (AIRPORT.test(loose)) return { airportCode: loose.toUpperCase() };
  return null;
}

/** A /hotels or /hotels/map URL, or null when it names no destination (the page then asks). */
export function hotelSearchFromParams(
  params: URLSearchParams,
  now: Date = new Date(),
): HotelStaySearch | null {
  const destination = destinationFromParams(params);
  if (!destination) return null;
  const label = params.get('label')?.trim() || null;
  return { destination, label, ...stayFromParams(params, now) };
}

/** `checkin`, `checkout`, `rooms`, `adults`, and `children` only when above 0. */
export function stayToParams(stay: Stay): URLSearchParams {
  const params = new URLSearchParams({
    checkin: stay.checkIn,
    checkout: stay.checkOut,
    rooms: String(stay.rooms),
    adults: String(stay.adults),
  });
  if (stay.children > 0) params.set('children', String(stay.children));
  return params;
}

/** The list/map query of spec part 2 §2, plus the display `label`. */
export function hotelSearchToParams(search: HotelStaySearch): URLSearchParams {
  const params = new URLSearchParams();
  if ('address' in search.destination) params.set('address', search.destination.address);
  else params.set('airportCode', search.destination.airportCode);
  for (const [key, value] of stayToParams(search)) params.set(key, value);
  if (search.label) params.set('label', search.label);
  return params;
}

/** `/hotels?…` or `/hotels/map?…` for a search. */
export const hotelSearchPath = (search: HotelStaySearch, mode: 'list' | 'map'): string =>
  `${mode === 'map' ? '/hotels/map' : '/hotels'}?${hotelSearchToParams(search).toString()}`;

/** `/hotel/{id}?checkin=…&checkout=…&rooms=…&adults=…[&children=…]`. */
export const hotelDetailPath = (hotelId: string, stay: Stay): string =>
  `/hotel/${encodeURIComponent(hotelId)}?${stayToParams(stay).toString()}`;

/** The stay fields every hotel call repeats, under the contract's names. */
export const stayBody = (stay: Stay) => ({
  checkIn: stay.checkIn,
  checkOut: stay.checkOut,
  rooms: stay.rooms,
  adults: stay.adults,
  children: stay.children,
});

export const stayNights = (stay: Pick<Stay, 'checkIn' | 'checkOut'>): number =>
  nightsBetween(stay.checkIn, stay.checkOut);

/** "Tue, Mar 3" in the page language (spec label shape 'ddd, MMM D'). */
export function stayDateLabel(value: CompactDate, locale: string): string {
  const [y, m, d] = partsOf(value);
  return dateTimeFormat(locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}
