import type { FlightOffer } from '@travel/contracts/flights';
import type { BookingDraft } from '../../../products/flight/booking-draft';
import { childAgesOfSearchUrl } from '../../../products/flight/search/search-criteria';

/**
 * Traveller kinds by age on the travel date (spec part 1 §3): adult 12 and over (youth 12–17
 * book as adults), child 2–11, infant under 2. Ages are counted in calendar days, from
 * `YYYY-MM-DD` strings, never through a time zone.
 */
export type TravellerKind = 'ADT' | 'CHD' | 'INF';

export function ageOn(birthday: string, onDate: string): number | null {
  const birth = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday);
  const on = /^(\d{4})-(\d{2})-(\d{2})/.exec(onDate);
  if (!birth || !on) return null;
  const [by, bm, bd] = [Number(birth[1]), Number(birth[2]), Number(birth[3])];
  const [oy, om, od] = [Number(on[1]), Number(on[2]), Number(on[3])];
  let age = oy - by;
  if (om < bm || (om === bm && od < bd)) age -= 1;
  return age;
}

export function kindAt(age: number): TravellerKind {
  if (age >= 12) return 'ADT';
  if (age >= 2) return 'CHD';
  return 'INF';
}

/**
 * The slot's kind the fare was priced for: adults first, then children, then lap infants
 * (spec §3 draft). Without `children`, every slot after the adults is a child.
 */
export const expectedKind = (
  index: number,
  adults: number,
  children: number = Number.POSITIVE_INFINITY,
): TravellerKind => {
  if (index < adults) return 'ADT';
  return index < adults + children ? 'CHD' : 'INF';
};

/** Who travels on a /book draft: the counts, and each child's age as the search gave it. */
export interface Party {
  adults: number;
  children: number;
  infants: number;
  /** One per child, or empty when the search did not say (an older link). */
  childAges: readonly number[];
}

export function partyOf(draft: BookingDraft): Party {
  const childAges = draft.childAges ?? childAgesOfSearchUrl(draft.searchUrl);
  return {
    adults: draft.adults,
    children: draft.children,
    // Drafts saved before lap infants were sold have none.
    infants: draft.infants ?? 0,
    childAges: childAges.length === draft.children ? childAges : [],
  };
}

/** What a slot is, for its form's heading: its kind, its number within the kind, a child's age. */
export function slotOf(
  index: number,
  party: Party,
): { kind: TravellerKind; n: number; age: number | null } {
  const kind = expectedKind(index, party.adults, party.children);
  if (kind === 'ADT') return { kind, n: index + 1, age: null };
  if (kind === 'CHD') {
    const n = index - party.adults + 1;
    return { kind, n, age: party.childAges[n - 1] ?? null };
  }
  return { kind, n: index - party.adults - party.children + 1, age: null };
}

/** First departure's local date: ages count on the day of travel. */
export const firstTravelDate = (offer: FlightOffer): string =>
  offer.trips[0]?.segments[0]?.departureTime.slice(0, 10) ?? '';

/** Last arrival's local date: a passport must be valid beyond it (1062). */
export function lastTravelDate(offer: FlightOffer): string {
  const lastTrip = offer.trips[offer.trips.length - 1];
  const lastSegment = lastTrip?.segments[lastTrip.segments.length - 1];
  return lastSegment?.arrivalTime.slice(0, 10) ?? '';
}
