import { NAME_PATTERN, isEmail } from '@travel/contracts/patterns';
import type { CHILD_MAX_AGE } from '@travel/contracts/tour-room-mix';
import { checkRooms, type RoomContext } from '@travel/contracts/tour-rooms';
import { bookForProblems } from '../../../components/book-for/book-for-values';
import { isValidPhone } from '../../../components/phone-input/phone-value';
import type { FlightValues, TourBookValues } from './book-values';

/*
 * The contract's CHILD_AGE_LIMIT (tour-booking-parts.ts: CHILD_MAX_AGE + 1), restated: importing
 * it from `@travel/contracts/tour-orders` would bring that module's zod schemas along, and
 * `tour-room-mix` (the room mix) is not otherwise needed here. Typed by the contract's own
 * CHILD_MAX_AGE (a type-only import), so a change there stops the build here.
 */
const CHILD_MAX: typeof CHILD_MAX_AGE = 11;
const CHILD_AGE_LIMIT = CHILD_MAX + 1;

/**
 * What is missing or wrong in a tour or cruise booking (spec part 2 §5), as message keys of the
 * `tour-booking` namespace with their options, by form path. Missing fields read 'Please fill in
 * {field}' (`validation.fillIn`, the field's own label); a wrong format has its own message.
 * The same rules the contract (tour-orders.ts) applies on the server, so what the page accepts
 * the server accepts.
 */
export interface Problem {
  key: string;
  /** Label key of the field for 'Please fill in {field}'. */
  field?: string;
  values?: Record<string, string | number>;
}

export interface BookRules {
  /** The departure's local date: a child is under 12 on it, an adult 12 or over. */
  departDate: string;
  roomContext: RoomContext;
  /** Agents and sub-agents choose whom they book for; only agents have sub-agents. */
  bookForRole: 'agent' | 'subagent' | null;
  /** Today (YYYY-MM-DD), for dates of birth. */
  today: string;
}

const FLIGHT_NUMBER = /^[A-Za-z0-9]{2}\s?\d{1,4}[A-Za-z]?$/;
const AIRPORT = /^[A-Za-z]{3}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const ID_NUMBER = /^[A-Za-z0-9 -]*$/;
const PASSPORT = /^[A-Za-z0-9]*$/;
const NAME_MAX = 50;

const isDate = (value: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** Whole years from a date of birth to a day (both YYYY-MM-DD). */
export function ageOn(birthday: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(birthday.slice(0, 4));
  return day.slice(5) < birthday.slice(5) ? years - 1 : years;
}

const fillIn = (field: string): Problem => ({ key: 'validation.fillIn', field });

function name(value: string, field: string): Problem | null {
  const trimmed = value.trim();
  if (!trimmed) return fillIn(field);
  if (trimmed.length > NAME_MAX || !NAME_PATTERN.test(trimmed))
    return { key: 'validation.invalidName' };
  return null;
}

function flightProblems(
  flight: FlightValues,
  prefix: string,
  problems: Record<string, Problem>,
): void {
  if (!flight.airport.trim()) problems[`${prefix}.airport`] = fillIn('fields.airport');
  else if (!AIRPORT.test(flight.airport.trim()))
    problems[`${prefix}.airport`] = { key: 'validation.invalidAirport' };
  if (!flight.date) problems[`${prefix}.date`] = fillIn('fields.flightDate');
  else if (!isDate(flight.date)) problems[`${prefix}.date`] = { key: 'validation.invalidDate' };
  if (!flight.number.trim()) problems[`${prefix}.number`] = fillIn('fields.flightNumber');
  else if (!FLIGHT_NUMBER.test(flight.number.trim()))
    problems[`${prefix}.number`] = { key: 'validation.invalidFlightNumber' };
  if (!flight.time) problems[`${prefix}.time`] = fillIn('fields.flightTime');
  else if (!TIME.test(flight.time)) problems[`${prefix}.time`] = { key: 'validation.invalidTime' };
  if (flight.remark.trim().length > 200)
    problems[`${prefix}.remark`] = { key: 'validation.tooLong', values: { max: 200 } };
}

export function validateTourBooking(
  values: TourBookValues,
  rules: BookRules,
): Record<string, Problem> {
  const problems: Record<string, Problem> = {};
  const set = (path: string, problem: Problem | null) => {
    if (problem) problems[path] = problem;
  };

  const roomIssue = checkRooms(rules.roomContext, values.rooms)[0];
  if (roomIssue) problems.rooms = { key: `rooms.rule.${roomIssue.rule}` };
  if (rules.roomContext.kind === 'cruise' && !values.cabin) problems.cabin = fillIn('fields.cabin');

  values.tourists.forEach((tourist, index) => {
    const path = `tourists.${index}`;
    set(`${path}.firstName`, name(tourist.firstName, 'fields.firstName'));
    set(`${path}.lastName`, name(tourist.lastName, 'fields.lastName'));
    if (!tourist.gender) problems[`${path}.gender`] = fillIn('fields.gender');
    if (!tourist.birthday) problems[`${path}.birthday`] = fillIn('fields.birthday');
    else if (!isDate(tourist.birthday) || tourist.birthday > rules.today)
      problems[`${path}.birthday`] = { key: 'validation.invalidDate' };
    else {
      const age = ageOn(tourist.birthday, rules.departDate);
      if (tourist.type === 'child' && age >= CHILD_AGE_LIMIT)
        problems[`${path}.birthday`] = {
          key: 'validation.childTooOld',
          values: { age: CHILD_AGE_LIMIT },
        };
      if (tourist.type === 'adult' && age < CHILD_AGE_LIMIT)
        problems[`${path}.birthday`] = {
          key: 'validation.adultTooYoung',
          values: { age: CHILD_AGE_LIMIT },
        };
    }
    if (!tourist.nationality) problems[`${path}.nationality`] = fillIn('fields.nationality');
    const passport = tourist.passportNumber.trim();
    if (passport && (passport.length > 20 || !PASSPORT.test(passport)))
      problems[`${path}.passportNumber`] = { key: 'validation.invalidPassport' };
  });

  const { contact } = values;
  set('contact.firstName', name(contact.firstName, 'fields.firstName'));
  set('contact.lastName', name(contact.lastName, 'fields.lastName'));
  if (!contact.phone.trim()) problems['contact.phone'] = fillIn('fields.phone');
  else if (!isValidPhone(contact.phone))
    problems['contact.phone'] = { key: 'validation.invalidPhone' };
  if (!contact.email.trim()) problems['contact.email'] = fillIn('fields.email');
  else if (!isEmail(contact.email.trim()))
    problems['contact.email'] = { key: 'validation.invalidEmail' };
  const idNumber = contact.idNumber.trim();
  if (idNumber.length > 30 || !ID_NUMBER.test(idNumber))
    problems['contact.idNumber'] = { key: 'validation.invalidIdNumber' };
  if (contact.address.trim().length > 200)
    problems['contact.address'] = { key: 'validation.tooLong', values: { max: 200 } };
  flightProblems(contact.arrivalFlight, 'contact.arrivalFlight', problems);
  flightProblems(contact.departureFlight, 'contact.departureFlight', problems);
  const arrival = contact.arrivalFlight.date;
  const leaving = contact.departureFlight.date;
  if (
    isDate(arrival) &&
    isDate(leaving) &&
    leaving < arrival &&
    !problems['contact.departureFlight.date']
  )
    problems['contact.departureFlight.date'] = { key: 'validation.departureBeforeArrival' };

  if (!values.insurance) problems.insurance = { key: 'validation.insuranceRequired' };
  if (!values.acceptTerms) problems.acceptTerms = { key: 'validation.acceptTerms' };
  if (values.remark.trim().length > 500)
    problems.remark = { key: 'validation.tooLong', values: { max: 500 } };

  if (rules.bookForRole) {
    const bookFor = bookForProblems(values, rules.bookForRole === 'agent');
    for (const [field, word] of Object.entries(bookFor))
      problems[field] = { key: `errors.${word}`, values: { ns: 'book-for' } };
  }
  return problems;
}

/** The problems as messages for the form, translated with the namespace's `t`. */
export function problemMessages(
  problems: Record<string, Problem>,
  t: (key: string, options?: Record<string, unknown>) => string,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(problems).map(([path, problem]) => [
      path,
      t(problem.key, { ...problem.values, ...(problem.field ? { field: t(problem.field) } : {}) }),
    ]),
  );
}
