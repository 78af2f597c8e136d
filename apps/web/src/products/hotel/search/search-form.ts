import { COUNTER_LIMITS } from '@travel/contracts/constants';
import { HOTEL_PLACE_TYPES, MAX_HOTEL_NIGHTS, nightsBetween } from '@travel/contracts/hotel-rules';
import {
  compactToIso,
  defaultStay,
  isoToCompact,
  stayDatesProblem,
  type HotelDestination,
  type HotelStaySearch,
  type StayDatesProblem,
} from '../hotel-stay';

/**
 * The home Hotel tab's values (spec part 2 §5): a destination picked from the suggestions, a
 * two-date range (ISO, the picker's format), rooms 1–9, adults 1–9, children 0–9.
 */
export interface PickedPlace {
  /** A city's `longitude,latitude` or an airport's code (the suggestion's `value`). */
  value: string;
  type: (typeof HOTEL_PLACE_TYPES)[keyof typeof HOTEL_PLACE_TYPES];
  label: string;
}

export interface HotelFormValues {
  place: PickedPlace | null;
  checkIn: string | null;
  checkOut: string | null;
  rooms: number;
  adults: number;
  children: number;
}

export type PartyKind = 'rooms' | 'adults' | 'children';
export type FormProblem = 'place' | 'dates';

/** Spec §9: 3 months out, 1 night, 1 room, 1 adult; no destination until one is picked. */
export function defaultFormValues(now: Date = new Date()): HotelFormValues {
  const stay = defaultStay(now);
  return {
    place: null,
    checkIn: compactToIso(stay.checkIn),
    checkOut: compactToIso(stay.checkOut),
    rooms: stay.rooms,
    adults: stay.adults,
    children: stay.children,
  };
}

/** The form opened on an existing search (the results page's "Change search"). */
export function valuesFromSearch(search: HotelStaySearch): HotelFormValues {
  const { destination } = search;
  const place: PickedPlace =
    'address' in destination
      ? { value: destination.address, type: 1, label: search.label ?? destination.address }
      : { value: destination.airportCode, type: 2, label: search.label ?? destination.airportCode };
  return {
    place,
    checkIn: compactToIso(search.checkIn),
    checkOut: compactToIso(search.checkOut),
    rooms: search.rooms,
    adults: search.adults,
    children: search.children,
  };
}

const clamp = (value: number, { min, max }: { min: number; max: number }) =>
  Math.min(Math.max(value, min), max);

/** One counter changes; rooms rising above adults raise adults to match (spec §5). */
export function setPartyCount(
  values: HotelFormValues,
  kind: PartyKind,
  count: number,
): HotelFormValues {
  const next = { ...values, [kind]: clamp(count, COUNTER_LIMITS[kind]) };
  if (next.rooms > next.adults) next.adults = next.rooms;
  return next;
}

/**
 * What is wrong with the dates: `missing` (not both chosen), or the rule a full range breaks
 * (check-out not after check-in, more than 30 nights), or null. Never mended silently.
 */
export function datesProblem(values: HotelFormValues): 'missing' | StayDatesProblem | null {
  const checkIn = isoToCompact(values.checkIn);
  const checkOut = isoToCompact(values.checkOut);
  if (!checkIn || !checkOut) return 'missing';
  return stayDatesProblem(checkIn, checkOut);
}

/** What is missing: the destination, or a full range of at least one night (≤ 30). */
export function formProblems(values: HotelFormValues): FormProblem[] {
  const problems: FormProblem[] = [];
  if (!values.place) problems.push('place');
  const checkIn = isoToCompact(values.checkIn);
  const checkOut = isoToCompact(values.checkOut);
  const nights = checkIn && checkOut ? nightsBetween(checkIn, checkOut) : 0;
  if (nights < 1 || nights > MAX_HOTEL_NIGHTS) problems.push('dates');
  return problems;
}

/** The search of a complete form, or null when something is missing. */
export function searchFromValues(values: HotelFormValues): HotelStaySearch | null {
  const checkIn = isoToCompact(values.checkIn);
  const checkOut = isoToCompact(values.checkOut);
  if (formProblems(values).length > 0 || !values.place || !checkIn || !checkOut) return null;
  const destination: HotelDestination =
    values.place.type === HOTEL_PLACE_TYPES.airport
      ? { airportCode: values.place.value }
      : { address: values.place.value };
  return {
    destination,
    label: values.place.label,
    checkIn,
    checkOut,
    rooms: values.rooms,
    adults: values.adults,
    children: values.children,
  };
}
