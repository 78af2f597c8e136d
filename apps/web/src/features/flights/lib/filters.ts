import type { OfferFacts } from './offer-facts';

/**
 * Result filters and sorting (issue 3 §3): stops, airlines, departure and arrival time
 * windows, a price ceiling; sorted by price, duration or departure. Pure, so the page memoises
 * them and 300 offers filter within one frame.
 */
export type StopsChoice = '0' | '1' | '2+';
export const STOPS_CHOICES: readonly StopsChoice[] = ['0', '1', '2+'];

/** Parts of the day, in minutes past local midnight: [start, end). */
export const DAY_PARTS = {
  night: [0, 360],
  morning: [360, 720],
  afternoon: [720, 1080],
  evening: [1080, 1440],
} as const;
export type DayPart = keyof typeof DAY_PARTS;
export const DAY_PART_KEYS = Object.keys(DAY_PARTS) as DayPart[];

export interface ResultFilters {
  /** Empty: any number of stops. */
  stops: StopsChoice[];
  /** Validating airline codes; empty: any airline. */
  airlines: string[];
  departParts: DayPart[];
  arriveParts: DayPart[];
  /** Highest total in cents, or null for no ceiling. */
  maxPrice: number | null;
}

export const NO_FILTERS: ResultFilters = {
  stops: [],
  airlines: [],
  departParts: [],
  arriveParts: [],
  maxPrice: null,
};

export type SortKey = 'price' | 'duration' | 'departure';
export const SORT_KEYS: readonly SortKey[] = ['price', 'duration', 'departure'];

export const stopsChoiceOf = (stops: number): StopsChoice =>
  stops <= 0 ? '0' : stops === 1 ? '1' : '2+';

const inParts = (minutes: number, parts: readonly DayPart[]) =>
  parts.length === 0 ||
  parts.some((part) => minutes >= DAY_PARTS[part][0] && minutes < DAY_PARTS[part][1]);

export function applyFilters(offers: readonly OfferFacts[], filters: ResultFilters): OfferFacts[] {
  return offers.filter(
    (facts) =>
      (filters.stops.length === 0 || filters.stops.includes(stopsChoiceOf(facts.stops))) &&
      (filters.airlines.length === 0 || filters.airlines.includes(facts.airline)) &&
      inParts(facts.departMinutes, filters.departParts) &&
      inParts(facts.arriveMinutes, filters.arriveParts) &&
      (filters.maxPrice === null || facts.total <= filters.maxPrice),
  );
}

const comparators: Record<SortKey, (a: OfferFacts, b: OfferFacts) => number> = {
  price: (a, b) => a.total - b.total || a.duration - b.duration,
  duration: (a, b) => a.duration - b.duration || a.total - b.total,
  departure: (a, b) => a.departAt - b.departAt || a.total - b.total,
};

export const sortOffers = (offers: readonly OfferFacts[], key: SortKey): OfferFacts[] =>
  [...offers].sort(comparators[key]);

export interface Facets {
  /** Offers per stops choice. */
  stops: Record<StopsChoice, number>;
  /** Airline code → its offers and its cheapest total, most offers first. */
  airlines: { code: string; name: string; count: number; lowest: number }[];
  minPrice: number;
  maxPrice: number;
}

/** What the filter panel offers, from all results (so choosing one never hides the others). */
export function facetsOf(offers: readonly OfferFacts[]): Facets {
  const stops: Record<StopsChoice, number> = { '0': 0, '1': 0, '2+': 0 };
  const airlines = new Map<string, { code: string; name: string; count: number; lowest: number }>();
  let minPrice = Number.POSITIVE_INFINITY;
  let maxPrice = 0;
  for (const facts of offers) {
    stops[stopsChoiceOf(facts.stops)] += 1;
    const entry = airlines.get(facts.airline);
    if (entry) {
      entry.count += 1;
      entry.lowest = Math.min(entry.lowest, facts.total);
    } else {
      airlines.set(facts.airline, {
        code: facts.airline,
        name: facts.airlineName,
        count: 1,
        lowest: facts.total,
      });
    }
    minPrice = Math.min(minPrice, facts.total);
    maxPrice = Math.max(maxPrice, facts.total);
  }
  return {
    stops,
    airlines: [...airlines.values()].sort(
      (a, b) => b.count - a.count || a.code.localeCompare(b.code),
    ),
    minPrice: Number.isFinite(minPrice) ? minPrice : 0,
    maxPrice,
  };
}

export const activeFilterCount = (filters: ResultFilters): number =>
  filters.stops.length +
  filters.airlines.length +
  filters.departParts.length +
  filters.arriveParts.length +
  (filters.maxPrice === null ? 0 : 1);
