import {
  COUNTER_LIMITS,
  MAX_TRAVELLERS_PER_FLIGHT_BOOKING,
  type CabinCode,
  type TripType,
} from '@travel/contracts/constants';
import { clampCabin } from './cabins';
import { addDays, addMonths, daysBetween, todayIso, type IsoDate } from './dates';
import { CHILD_AGE_MAX, CHILD_AGE_MIN, type FlightCriteria } from './search-criteria';

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
  /** Lap infants (under 2): at most one per adult. */
  infants: number;
  /** One per child, in order: the age chosen (2–11), or null until it is (required). */
  childAges: (number | null)[];
  cabin: CabinCode;
}

export type TravellerKind = 'adults' | 'children' | 'infants';
export type TravellerCounts = Pick<SearchFormValues, TravellerKind>;

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
    infants: 0,
    childAges: [],
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
    infants: criteria.infants,
    // A link without ages asks for them again before the next search.
    childAges: Array.from({ length: criteria.children }, (_, i) => criteria.childAges[i] ?? null),
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

/**
 * The most `kind` the party may have with the others as they are: 9 travellers in all, and one
 * lap infant per adult.
 */
export function travellerMax(values: TravellerCounts, kind: TravellerKind): number {
  const others = values.adults + values.children + values.infants - values[kind];
  const max = Math.min(COUNTER_LIMITS[kind].max, MAX_TRAVELLERS_PER_FLIGHT_BOOKING - others);
  return kind === 'infants' ? Math.min(max, values.adults) : max;
}

/** Whether the infants' + is off because every adult has a lap infant already (the picker says so). */
export const infantsNeedAdults = (values: TravellerCounts): boolean =>
  values.infants >= values.adults &&
  values.adults + values.children + values.infants < MAX_TRAVELLERS_PER_FLIGHT_BOOKING;

export function setTravellers(
  values: SearchFormValues,
  kind: TravellerKind,
  wanted: number,
): SearchFormValues {
  const value = Math.min(Math.max(wanted, COUNTER_LIMITS[kind].min), travellerMax(values, kind));
  const next = { ...values, [kind]: value };
  // Fewer adults than lap infants: the infants without a lap go.
  if (kind === 'adults') next.infants = Math.min(next.infants, value);
  if (kind === 'children') {
    next.childAges = Array.from({ length: value }, (_, i) => values.childAges[i] ?? null);
  }
  return next;
}

/** Child `index`'s age (2–11), or null to clear it. */
export function setChildAge(
  values: SearchFormValues,
  index: number,
  age: number | null,
): SearchFormValues {
  if (index < 0 || index >= values.children) return values;
  const valid = age === null || (age >= CHILD_AGE_MIN && age <= CHILD_AGE_MAX);
  if (!valid) return values;
  return { ...values, childAges: values.childAges.map((a, i) => (i === index ? age : a)) };
}

/** The children (by index) whose age is not chosen yet: the search waits for them. */
export const missingChildAges = (values: SearchFormValues): number[] =>
  Array.from({ length: values.children }, (_, i) => i).filter(
    (i) => (values.childAges[i] ?? null) === null,
  );

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

/**
 * The search these values ask for, or null while {@link formProblems} finds anything or a
 * child's age is missing.
 */
export function criteriaFromValues(values: SearchFormValues): FlightCriteria | null {
  if (formProblems(values).length > 0 || missingChildAges(values).length > 0) return null;
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
    infants: values.infants,
    childAges: values.childAges.map((age) => age ?? CHILD_AGE_MIN),
    cabin: values.cabin,
  };
}
