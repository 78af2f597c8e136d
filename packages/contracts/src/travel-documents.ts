/**
 * When a flight booking must carry each traveller's passport (issue 13 §2: "ask only what the
 * trip needs"): an international itinerary, or one on an airline that asks for documents at
 * booking even at home. The API refuses a booking without them by this rule and /book shows the
 * passport fields by the same one. Zod-free and small: /book imports it on its first load.
 */

/**
 * Airlines whose flights need the traveller's document at booking even within one country
 * (docs/decisions.md): the simulated supplier's carriers of China, where a domestic ticket is
 * issued against an ID document, and Aeroflot, as Russian domestic tickets are.
 */
export const AIRLINES_REQUIRING_DOCUMENTS: readonly string[] = [
  '3U',
  'CA',
  'CZ',
  'HO',
  'HU',
  'MF',
  'MU',
  'ZH',
  'SU',
];

/** The passenger fields of the passport (spec part 1 §3 passenger form; cardType P = passport). */
export const PASSPORT_FIELDS = ['cardNum', 'cardExpired', 'nationality', 'cardIssuePlace'] as const;
export type PassportField = (typeof PASSPORT_FIELDS)[number];

/** What the rule reads of a segment (a FlightSegment has all of it). */
export interface DocumentRuleSegment {
  /** Older stored offers lack it: an unknown country counts as abroad. */
  departureCountryCode?: string | undefined;
  arrivalCountryCode: string;
  airlineCode: string;
}

export interface DocumentRuleTrip {
  segments: readonly DocumentRuleSegment[];
}

/** Every airport of the itinerary in one known country. */
export function isDomesticItinerary(trips: readonly DocumentRuleTrip[]): boolean {
  const countries = new Set<string>();
  for (const trip of trips) {
    for (const segment of trip.segments) {
      if (!segment.departureCountryCode || !segment.arrivalCountryCode) return false;
      countries.add(segment.departureCountryCode);
      countries.add(segment.arrivalCountryCode);
    }
  }
  return countries.size === 1;
}

/** Passport number, expiry, nationality and issuing country are needed for this itinerary. */
export function travelDocumentsRequired(trips: readonly DocumentRuleTrip[]): boolean {
  if (!isDomesticItinerary(trips)) return true;
  return trips.some((trip) =>
    trip.segments.some((segment) => AIRLINES_REQUIRING_DOCUMENTS.includes(segment.airlineCode)),
  );
}
