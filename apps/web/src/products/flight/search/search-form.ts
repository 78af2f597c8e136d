import {
  COUNTER_LIMITS,
  MAX_TRAVELLERS_PER_FLIGHT_BOOKING,
  type CabinCode,
  type TripType,
} from '@travel/contracts/constants';
import { clampCabin } from './cabins';
import { addDays, addMonths, daysBetween, todayIso, type IsoDate } from './dates';
import type { FlightCriteria } from './search-criteria';

/**
 * The flight search form's state and every rule of spec part 1 §4-§5 as pure functions, so the
 * home tab and the /flights summary share them and tests can check them without a browser.
 */
export interface AirportValue {
  /** IATA airport code, or a metro code (NYC) standing for all of a city's airports. */
  code: string;
  /** What the input shows: "(LAX) Los Angeles International Airport, …", or the code alone. */
  label: string;
}

export interface LegValue {
  from: AirportValue | null;
  to: AirportValue | null;
  date: IsoDate | null;
}

export interface SearchFormValues {
  tripType: TripType;
  /** One-way and round trip use the first leg; multi-city uses them all. */
  legs: LegValue[];
  /** Round trip only. */
  returnDate: IsoDate | null;
  adults: number;
  children: number;
  cabin: CabinCode;
}

/** No maximum is given (spec §9); six legs is what airline reservation systems take. */
export const MAX_MULTICITY_LEGS = 6;

export const airport = (code: string, label: string = code): AirportValue => ({ code, label });

/** Round trip LAX → SFO, leaving 3 months from today and back 7 days later (spec §9). */
export function defaultSearchValues(
  limitCabin: number | null | undefined = 0,
  now: Date = new Date(),
): SearchFormValues {
  const departure = addMonths(todayIso(now), 3);
  return {
    tripType: 'roundtrip',
    legs: [{ from: airport('LAX'), to: airport('SFO'), date: departure }],
    returnDate: addDays(departure, 7),
    adults: 1,
    children: 0,
    cabin: clampCabin('A', limitCabin),
  };
}

/** The form as it was for a search (the /flights summary opens with the search shown). */
export function valuesFromCriteria(
  criteria: FlightCriteria,
  labels: ReadonlyMap<string, string> = new Map(),
): SearchFormValues {
  const place = (code: string) => airport(code, labels.get(code) ?? code);
  return {
    tripType: criteria.tripType,
    legs: criteria.legs.map((leg) => ({
      from: place(leg.departureAirport),
      to: place(leg.destinationAirport),
      date: leg.departureDate,
    })),
    returnDate: criteria.returnDate,
    adults: criteria.adults,
    children: criteria.children,
    cabin: criteria.cabin,
  };
}

/**
 * Switching trip type. Round trip clears its dates (spec §4: "switching trip type to round trip
 * clears the round-trip dates"); multi-city gets a second leg starting where the first arrives.
 */
export function changeTripType(values: SearchFormValues, tripType: TripType): SearchFormValues {
  if (tripType === values.tripType) return values;
  const first = values.legs[0] ?? { from: null, to: null, date: null };
  if (tripType === 'roundtrip') {
    return { ...values, tripType, legs: [{ ...first, date: null }], returnDate: null };
  }
  if (tripType === 'oneway') return { ...values, tripType, legs: [first], returnDate: null };
  const legs = values.legs.length >= 2 ? values.legs : [first, nextLeg(first)];
  return { ...values, tripType, legs, returnDate: null };
}

/** A new multi-city leg starts from the previous leg's arrival (spec §4). */
const nextLeg = (previous: LegValue): LegValue => ({ from: previous.to, to: null, date: null });

export function addLeg(values: SearchFormValues): SearchFormValues {
  if (values.legs.length >= MAX_MULTICITY_LEGS) return values;
  const last = values.legs[values.legs.length - 1]!;
  return { ...values, legs: [...values.legs, nextLeg(last)] };
}

/** Legs after the first can be removed (spec §4). */
export function removeLeg(values: SearchFormValues, index: number): SearchFormValues {
  if (index <= 0 || index >= values.legs.length) return values;
  return { ...values, legs: values.legs.filter((_, i) => i !== index) };
}

/** A leg's earliest date is the previous leg's date, and the first leg's is today (spec §4-§5). */
export function minLegDate(values: SearchFormValues, index: number, today: IsoDate): IsoDate {
  for (let i = index - 1; i >= 0; i -= 1) {
    const date = values.legs[i]?.date;
    if (date) return daysBetween(today, date) > 0 ? date : today;
  }
  return today;
}

export function updateLeg(
  values: SearchFormValues,
  index: number,
  patch: Partial<LegValue>,
): SearchFormValues {
  const legs = values.legs.map((leg, i) => (i === index ? { ...leg, ...patch } : leg));
  const changed = legs[index];
  if (!changed) return values;
  // A later leg cannot leave before an earlier one: clear dates the change made impossible.
  if (patch.date !== undefined && changed.date) {
    for (let i = index + 1; i < legs.length; i += 1) {
      const later = legs[i]!;
      if (later.date && daysBetween(changed.date, later.date) < 0)
        legs[i] = { ...later, date: null };
    }
  }
  // The next leg starts where this one arrives, unless the traveller already chose otherwise.
  if (patch.to !== undefined && values.tripType === 'multicity') {
    const next = legs[index + 1];
    if (next && !next.from) legs[index + 1] = { ...next, from: changed.to };
  }
  return { ...values, legs };
}

export function setTravellers(
  values: SearchFormValues,
  kind: 'adults' | 'children',
  wanted: number,
): SearchFormValues {
  const limits = COUNTER_LIMITS[kind];
  const other = kind === 'adults' ? values.children : values.adults;
  const max = Math.min(limits.max, MAX_TRAVELLERS_PER_FLIGHT_BOOKING - other);
  return { ...values, [kind]: Math.min(Math.max(wanted, limits.min), max) };
}

export type MissingField = 'from' | 'to' | 'date' | 'returnDate';
export interface LegProblem {
  leg: number;
  field: MissingField | 'sameAirport';
}

/** What keeps the form from searching (spec §5 "Search forms"); empty when it can search. */
export function formProblems(values: SearchFormValues): LegProblem[] {
  const legs = values.tripType === 'multicity' ? values.legs : values.legs.slice(0, 1);
  const problems: LegProblem[] = [];
  legs.forEach((leg, index) => {
    if (!leg.from) problems.push({ leg: index, field: 'from' });
    if (!leg.to) problems.push({ leg: index, field: 'to' });
    if (leg.from && leg.to && leg.from.code === leg.to.code) {
      problems.push({ leg: index, field: 'sameAirport' });
    }
    if (!leg.date) problems.push({ leg: index, field: 'date' });
  });
  if (values.tripType === 'roundtrip' && !values.returnDate) {
    problems.push({ leg: 0, field: 'returnDate' });
  }
  return problems;
}

/** The search these values ask for, or null while {@link formProblems} finds anything. */
export function criteriaFromValues(values: SearchFormValues): FlightCriteria | null {
  if (formProblems(values).length > 0) return null;
  const legs = (values.tripType === 'multicity' ? values.legs : values.legs.slice(0, 1)).map(
    (leg) => ({
      departureAirport: leg.from!.code,
      destinationAirport: leg.to!.code,
      departureDate: leg.date!,
    }),
  );
  return {
    tripType: values.tripType,
    legs,
    returnDate: values.tripType === 'roundtrip' ? values.returnDate : null,
    adults: values.adults,
    children: values.children,
    cabin: values.cabin,
  };
}
