import type { ValidationIssue } from '@travel/contracts';
import type { PassengerSchema, PassengerType } from '@travel/contracts/flight-booking';
import type { FlightTrip } from '@travel/contracts/flights';
import { PASSPORT_FIELDS, travelDocumentsRequired } from '@travel/contracts/travel-documents';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';

export type ParsedPassenger = z.output<typeof PassengerSchema>;

/** Adult from 12 (youth 12–17 books as adult), child 2–11, infant under 2 (spec §3). */
export const ADULT_FROM_AGE = 12;
export const CHILD_FROM_AGE = 2;

/** UTC+14 is the furthest ahead any place is: "today" there is the latest real birthday. */
const EARLIEST_ZONE_AHEAD_MS = 14 * 60 * 60 * 1000;

/** Whole years between two YYYY-MM-DD dates (a 29 February birthday counts on 1 March). */
export function ageOn(birthday: string, date: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  let age = y - by;
  if (m < bm || (m === bm && d < bd)) age -= 1;
  return age;
}

const ERRORS_PREFIX = 'passenger information error';

const passengerError = (msg: string, issues: ValidationIssue[]) =>
  new AppError('passengerInformationError', {
    msg: msg.startsWith(ERRORS_PREFIX) ? msg : `${ERRORS_PREFIX}: ${msg}`,
    issues,
  });

export type TravellerKind = PassengerType;

export function kindOnDate(birthday: string, date: string): TravellerKind {
  const age = ageOn(birthday, date);
  if (age >= ADULT_FROM_AGE) return 'ADT';
  if (age >= CHILD_FROM_AGE) return 'CHD';
  return 'INF';
}

/** First departure and last arrival, as local dates at those airports (YYYY-MM-DD). */
export function travelDates(trips: readonly FlightTrip[]): { first: string; last: string } {
  const firstSegment = trips[0]?.segments[0];
  const lastSegment = trips.at(-1)?.segments.at(-1);
  if (!firstSegment || !lastSegment) throw new Error('an offer without segments');
  return {
    first: firstSegment.departureTime.slice(0, 10),
    last: lastSegment.arrivalTime.slice(0, 10),
  };
}

/**
 * Blank passport fields: each one where the itinerary needs the passport; the rest of a passport
 * given in part where it does not (half a document is no document).
 */
function documentIssues(
  passengers: readonly ParsedPassenger[],
  required: boolean,
): ValidationIssue[] {
  return passengers.flatMap((p, i) => {
    const blank = PASSPORT_FIELDS.filter((field) => p[field] === '');
    if (blank.length === 0 || (!required && blank.length === PASSPORT_FIELDS.length)) return [];
    const message = required
      ? 'required: the itinerary is international or its airline asks for the passport'
      : 'required with the rest of the passport';
    return blank.map((field) => ({ path: `body.passengers.${i}.${field}`, message }));
  });
}

const KIND_NAMES: Record<TravellerKind, string> = {
  ADT: 'an adult (12 or older)',
  CHD: 'a child (2 to 11)',
  INF: 'an infant (under 2)',
};

/** The kind of slot `i` of a party: adults first, then children, then lap infants. */
export function slotKind(i: number, party: { adults: number; children: number }): PassengerType {
  if (i < party.adults) return 'ADT';
  return i < party.adults + party.children ? 'CHD' : 'INF';
}

/**
 * Checks the travellers against the offer (spec §3, §5): as many as the offer's party, adults
 * first then children then lap infants, each one's kind from their age on the first travel
 * date, no birthday in the future, no one twice, each saved traveller in one slot only; then
 * passports valid beyond the last travel date (1062). Returns the passenger type of each slot.
 * The offer's party already has one adult per lap infant (search and pre-book refuse more).
 */
export function checkPassengers(
  passengers: readonly ParsedPassenger[],
  party: { adults: number; children: number; infants: number },
  trips: readonly FlightTrip[],
  now: Date,
): PassengerType[] {
  const { first, last } = travelDates(trips);
  const latestBirthday = new Date(now.getTime() + EARLIEST_ZONE_AHEAD_MS)
    .toISOString()
    .slice(0, 10);
  const expected = party.adults + party.children + party.infants;
  if (passengers.length !== expected) {
    const infants = party.infants > 0 ? ` and ${party.infants} lap infant(s)` : '';
    throw passengerError(
      `This fare is for ${party.adults} adult(s), ${party.children} child(ren)${infants}: enter ${expected} traveller(s)`,
      [{ path: 'body.passengers', message: `exactly ${expected} travellers` }],
    );
  }

  const issues: ValidationIssue[] = [];
  const seenPeople = new Set<string>();
  const seenSaved = new Set<string>();
  const types: PassengerType[] = [];
  passengers.forEach((p, i) => {
    const at = (field: string) => `body.passengers.${i}.${field}`;
    const slot = slotKind(i, party);
    types.push(slot);
    if (p.birthday > latestBirthday) {
      issues.push({ path: at('birthday'), message: 'must not be in the future' });
      return;
    }
    const kind = kindOnDate(p.birthday, first);
    if (kind !== slot) {
      issues.push({
        path: at('birthday'),
        message: `traveller ${i + 1} must be ${KIND_NAMES[slot]} on ${first}, but is ${KIND_NAMES[kind]}`,
      });
    }
    const person = `${p.firstName}|${p.lastName}|${p.birthday}`.toLowerCase();
    if (seenPeople.has(person))
      issues.push({ path: at('firstName'), message: 'this traveller is already on the booking' });
    seenPeople.add(person);
    const saved = String(p.frequentlyUser);
    if (saved !== '-1') {
      if (seenSaved.has(saved))
        issues.push({
          path: at('frequentlyUser'),
          message: 'a saved traveller fills one slot only',
        });
      seenSaved.add(saved);
    }
  });
  issues.push(...documentIssues(passengers, travelDocumentsRequired(trips)));
  if (issues.length > 0) {
    throw passengerError(`${ERRORS_PREFIX}: ${issues[0]!.path} ${issues[0]!.message}`, issues);
  }

  const expired = passengers.flatMap((p, i) =>
    p.cardExpired !== '' && p.cardExpired <= last
      ? [
          {
            path: `body.passengers.${i}.cardExpired`,
            message: `the passport must be valid after ${last}`,
          },
        ]
      : [],
  );
  if (expired.length > 0) {
    throw new AppError('documentValidityBeyondLimit', {
      msg: `document validity beyond limit, refill: passports must be valid after ${last}`,
      issues: expired,
    });
  }
  return types;
}
