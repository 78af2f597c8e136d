import type { FareBrand } from '@travel/contracts/flights';
import type { OfferFacts } from './offer-facts';

/**
 * Result filters and sorting (issue 3 §3, issue 13 §1): stops, airlines, departure and arrival
 * time windows, a price ceiling, the longest trip and layover, connecting airports and a
 * checked bag; sorted Best, by price, duration or departure. Pure, so the page memoises them
 * and 300 offers filter within one frame. Everything is derived from the search reply on the
 * client, in the results chunk (the first load does not carry it).
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
  /** Airline codes; an offer matches when any of its flights (on any leg) is one. Empty: any. */
  airlines: string[];
  departParts: DayPart[];
  arriveParts: DayPart[];
  /** Highest total in cents, or null for no ceiling. */
  maxPrice: number | null;
  /** Longest trip (first departure to last arrival), in minutes; null: any. */
  maxDuration: number | null;
  /** Longest layover, in minutes; null: any. Nonstop offers always pass. */
  maxLayover: number | null;
  /** Airports to connect in; an offer matches when it changes planes in one. Empty: any. */
  connections: string[];
  /** Only fares that include a checked bag. */
  checkedBag: boolean;
}

export const NO_FILTERS: ResultFilters = {
  stops: [],
  airlines: [],
  departParts: [],
  arriveParts: [],
  maxPrice: null,
  maxDuration: null,
  maxLayover: null,
  connections: [],
  checkedBag: false,
};

export type SortKey = 'best' | 'price' | 'duration' | 'departure';
export const SORT_KEYS: readonly SortKey[] = ['best', 'price', 'duration', 'departure'];

/** What the filters need beyond the card's facts, read once per offer when the results load. */
export interface FilterFacts extends OfferFacts {
  /** Every airline flying a segment of any trip (the multi-city filter covers every leg). */
  airlines: readonly string[];
  /** Airports where a trip changes planes, each once. */
  connections: readonly string[];
  /** The longest trip's time, layovers included, in minutes. */
  longestTrip: number;
  /** The longest layover of any trip, in minutes (0 when nonstop). */
  longestLayover: number;
  /** The fare shown (the cheapest brand) includes a checked bag. */
  checkedBag: boolean;
}

/** A baggage allowance of at least one piece or some weight (the fare's allowance entries). */
export const includesCheckedBag = (brand: FareBrand): boolean =>
  brand.baggage.some(
    (bag) =>
      (bag.allowancePiecesSpecified && bag.allowancePieces > 0) ||
      (bag.weightSpecified && bag.weight > 0),
  );

export function filterFacts(facts: OfferFacts): FilterFacts {
  const airlines = new Set<string>();
  const connections = new Set<string>();
  let longestLayover = 0;
  for (const trip of facts.offer.trips) {
    trip.segments.forEach((segment, index) => {
      airlines.add(segment.airlineCode);
      if (index < trip.segments.length - 1) {
        connections.add(segment.arrivalAirportCode);
        longestLayover = Math.max(longestLayover, segment.layoverAfter);
      }
    });
  }
  return {
    ...facts,
    airlines: [...airlines],
    connections: [...connections],
    longestTrip: Math.max(...facts.offer.trips.map((trip) => trip.duration)),
    longestLayover,
    checkedBag: includesCheckedBag(facts.brand),
  };
}

export const stopsChoiceOf = (stops: number): StopsChoice =>
  stops <= 0 ? '0' : stops === 1 ? '1' : '2+';

const inParts = (minutes: number, parts: readonly DayPart[]) =>
  parts.length === 0 ||
  parts.some((part) => minutes >= DAY_PARTS[part][0] && minutes < DAY_PARTS[part][1]);

const anyOf = (values: readonly string[], chosen: readonly string[]) =>
  chosen.length === 0 || values.some((value) => chosen.includes(value));

/** The filters that have a facet with counts; each count leaves its own filter out. */
type Counted = 'stops' | 'airlines' | 'connections' | 'checkedBag';

/** Whether the offer passes every filter, but `except`. */
function passes(facts: FilterFacts, filters: ResultFilters, except?: Counted): boolean {
  return (
    (except === 'stops' ||
      filters.stops.length === 0 ||
      filters.stops.includes(stopsChoiceOf(facts.stops))) &&
    (except === 'airlines' || anyOf(facts.airlines, filters.airlines)) &&
    (except === 'connections' || anyOf(facts.connections, filters.connections)) &&
    (except === 'checkedBag' || !filters.checkedBag || facts.checkedBag) &&
    inParts(facts.departMinutes, filters.departParts) &&
    inParts(facts.arriveMinutes, filters.arriveParts) &&
    (filters.maxPrice === null || facts.total <= filters.maxPrice) &&
    (filters.maxDuration === null || facts.longestTrip <= filters.maxDuration) &&
    (filters.maxLayover === null || facts.longestLayover <= filters.maxLayover)
  );
}

export const applyFilters = (
  offers: readonly FilterFacts[],
  filters: ResultFilters,
): FilterFacts[] => offers.filter((facts) => passes(facts, filters));

/**
 * "Best" (issue 13 §1, docs/decisions.md): price, duration and stops together, each against
 * the best of the results sorted: total / cheapest + 0.5 × duration / shortest + 0.1 × stops.
 * Lower is better, so 10% more money weighs as 20% more time, and a stop as 10% more money.
 */
export function bestScores(offers: readonly OfferFacts[]): Map<OfferFacts, number> {
  const cheapest = Math.max(1, Math.min(...offers.map((facts) => facts.total)));
  const shortest = Math.max(1, Math.min(...offers.map((facts) => facts.duration)));
  return new Map(
    offers.map((facts) => [
      facts,
      facts.total / cheapest + (0.5 * facts.duration) / shortest + 0.1 * facts.stops,
    ]),
  );
}

const comparators: Record<Exclude<SortKey, 'best'>, (a: OfferFacts, b: OfferFacts) => number> = {
  price: (a, b) => a.total - b.total || a.duration - b.duration,
  duration: (a, b) => a.duration - b.duration || a.total - b.total,
  departure: (a, b) => a.departAt - b.departAt || a.total - b.total,
};

export function sortOffers<T extends OfferFacts>(offers: readonly T[], key: SortKey): T[] {
  if (key !== 'best') return [...offers].sort(comparators[key]);
  const scores = bestScores(offers);
  return [...offers].sort((a, b) => scores.get(a)! - scores.get(b)! || comparators.price(a, b));
}

export interface FacetOption {
  code: string;
  name: string;
  count: number;
}

export interface Facets {
  /** Offers per stops choice, under the other filters. */
  stops: Record<StopsChoice, number>;
  /** Airline code → its offers under the other filters, most offers first. */
  airlines: FacetOption[];
  /** Connecting airport → its offers under the other filters, most offers first. */
  connections: FacetOption[];
  /** Offers whose fare includes a checked bag, under the other filters. */
  checkedBag: number;
  minPrice: number;
  maxPrice: number;
  /** Span of the longest trip and layover over all results, in minutes. */
  minDuration: number;
  maxDuration: number;
  maxLayover: number;
}

function optionsOf(
  counts: Map<string, number>,
  names: Map<string, string>,
  chosen: readonly string[],
): FacetOption[] {
  // A chosen one with no offer left (another date searched) stays listed, so it can be unchosen.
  for (const code of chosen) if (!counts.has(code)) counts.set(code, 0);
  return [...counts]
    .map(([code, count]) => ({ code, name: names.get(code) ?? code, count }))
    .sort((a, b) => b.count - a.count || a.code.localeCompare(b.code));
}

/**
 * What the filter panel offers. The airlines, connecting airports, stops and checked bag list
 * every choice of all results, and each counts the offers the other active filters leave (so
 * a count is what choosing it would add); the ranges span all results.
 */
export function facetsOf(
  offers: readonly FilterFacts[],
  filters: ResultFilters = NO_FILTERS,
): Facets {
  const stops: Record<StopsChoice, number> = { '0': 0, '1': 0, '2+': 0 };
  const airlines = new Map<string, number>();
  const airlineNames = new Map<string, string>();
  const connections = new Map<string, number>();
  const airportNames = new Map<string, string>();
  let checkedBag = 0;
  let minPrice = Number.POSITIVE_INFINITY;
  let maxPrice = 0;
  let minDuration = Number.POSITIVE_INFINITY;
  let maxDuration = 0;
  let maxLayover = 0;
  for (const facts of offers) {
    for (const trip of facts.offer.trips) {
      for (const segment of trip.segments) {
        airlineNames.set(segment.airlineCode, segment.airlineName);
        airportNames.set(
          segment.arrivalAirportCode,
          `${segment.arrivalCity} (${segment.arrivalAirportCode})`,
        );
      }
    }
    const stopsOk = passes(facts, filters, 'stops');
    if (stopsOk) stops[stopsChoiceOf(facts.stops)] += 1;
    const airlinesOk = passes(facts, filters, 'airlines');
    for (const code of facts.airlines)
      airlines.set(code, (airlines.get(code) ?? 0) + (airlinesOk ? 1 : 0));
    const connectionsOk = passes(facts, filters, 'connections');
    for (const code of facts.connections)
      connections.set(code, (connections.get(code) ?? 0) + (connectionsOk ? 1 : 0));
    if (facts.checkedBag && passes(facts, filters, 'checkedBag')) checkedBag += 1;
    minPrice = Math.min(minPrice, facts.total);
    maxPrice = Math.max(maxPrice, facts.total);
    minDuration = Math.min(minDuration, facts.longestTrip);
    maxDuration = Math.max(maxDuration, facts.longestTrip);
    maxLayover = Math.max(maxLayover, facts.longestLayover);
  }
  return {
    stops,
    airlines: optionsOf(airlines, airlineNames, filters.airlines),
    connections: optionsOf(connections, airportNames, filters.connections),
    checkedBag,
    minPrice: Number.isFinite(minPrice) ? minPrice : 0,
    maxPrice,
    minDuration: Number.isFinite(minDuration) ? minDuration : 0,
    maxDuration,
    maxLayover,
  };
}

export const activeFilterCount = (filters: ResultFilters): number =>
  filters.stops.length +
  filters.airlines.length +
  filters.departParts.length +
  filters.arriveParts.length +
  filters.connections.length +
  (filters.maxPrice === null ? 0 : 1) +
  (filters.maxDuration === null ? 0 : 1) +
  (filters.maxLayover === null ? 0 : 1) +
  (filters.checkedBag ? 1 : 0);
