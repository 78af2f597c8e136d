import type { FareBrand, FlightTrip } from '@travel/contracts/flights';
import type { FlightGroup } from './flight-groups';
import { minutesOfDay } from '../../../products/flight/search/dates';
import type { OfferFacts } from './offer-facts';

/**
 * Result filters and sorting (issue 3 §3, issue 13 §1): stops, airlines, departure and arrival
 * time windows, a price ceiling, the longest trip and layover, connecting airports and a
 * checked bag; sorted Best, by price, duration or departure. Pure, so the page memoises them
 * and 300 offers filter within one frame. Everything is derived from the search reply on the
 * client, in the results chunk (the first load does not carry it).
 *
 * The filters judge each fare (a brand of an offer: its flights, its price, its bags); a card
 * (a flight with its fares, flight-groups.ts) shows when one of its fares passes, at the price
 * of the cheapest that does. The flight filters (stops, airlines, times, travel time, layover,
 * connecting airports) judge the flights the card shows: a one-way or multi-city itinerary
 * whole, a round trip's outbound on its first stage and its return on the second (`scope`, the
 * trip's index). The price and the bag are the fare's, the whole ticket's.
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
  /** The first flight's departure and the last's arrival. */
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

/** The filters of the fare (the whole ticket), shared by a round trip's two stages. */
export const ticketFilters = (
  filters: ResultFilters,
): Pick<ResultFilters, 'maxPrice' | 'checkedBag'> => ({
  maxPrice: filters.maxPrice,
  checkedBag: filters.checkedBag,
});

export type SortKey = 'best' | 'price' | 'duration' | 'departure';
export const SORT_KEYS: readonly SortKey[] = ['best', 'price', 'duration', 'departure'];

/** What the flight filters read of some flights: one trip, or an itinerary's trips together. */
export interface FlightView {
  /** Most stops of any trip: a round trip is "nonstop" only when both ways are. */
  stops: number;
  /** Every airline flying a segment (the multi-city filter covers every leg). */
  airlines: readonly string[];
  /** Airports where a trip changes planes, each once. */
  connections: readonly string[];
  /** The longest trip's time, layovers included, in minutes. */
  longestTrip: number;
  /** The longest layover, in minutes (0 when nonstop). */
  longestLayover: number;
  /** The first departure and the last arrival, minutes past local midnight. */
  departMinutes: number;
  arriveMinutes: number;
}

/** What the filters need beyond the card's facts, read once per fare when the results load. */
export interface FilterFacts extends OfferFacts, FlightView {
  /** The fare includes a checked bag. */
  checkedBag: boolean;
  /** Each trip's own view (a round trip's stage judges one). */
  legs: readonly FlightView[];
}

/** A baggage allowance of at least one piece or some weight (the fare's allowance entries). */
export const includesCheckedBag = (brand: FareBrand): boolean =>
  brand.baggage.some(
    (bag) =>
      (bag.allowancePiecesSpecified && bag.allowancePieces > 0) ||
      (bag.weightSpecified && bag.weight > 0),
  );

const views = new WeakMap<FlightTrip, FlightView>();

function tripView(trip: FlightTrip): FlightView {
  let view = views.get(trip);
  if (view) return view;
  const airlines = new Set<string>();
  const connections = new Set<string>();
  let longestLayover = 0;
  trip.segments.forEach((segment, index) => {
    airlines.add(segment.airlineCode);
    if (index < trip.segments.length - 1) {
      connections.add(segment.arrivalAirportCode);
      longestLayover = Math.max(longestLayover, segment.layoverAfter);
    }
  });
  view = {
    stops: trip.stops,
    airlines: [...airlines],
    connections: [...connections],
    longestTrip: trip.duration,
    longestLayover,
    departMinutes: minutesOfDay(trip.segments[0]!.departureTime),
    arriveMinutes: minutesOfDay(trip.segments[trip.segments.length - 1]!.arrivalTime),
  };
  views.set(trip, view);
  return view;
}

export function filterFacts(facts: OfferFacts): FilterFacts {
  const legs = facts.offer.trips.map(tripView);
  const union = (pick: (view: FlightView) => readonly string[]) => [...new Set(legs.flatMap(pick))];
  return {
    ...facts,
    airlines: union((view) => view.airlines),
    connections: union((view) => view.connections),
    longestTrip: Math.max(...legs.map((view) => view.longestTrip)),
    longestLayover: Math.max(...legs.map((view) => view.longestLayover)),
    checkedBag: includesCheckedBag(facts.brand),
    legs,
  };
}

/** The flights the flight filters judge: the trip `scope`, or (null) the whole itinerary. */
const viewOf = (facts: FilterFacts, scope: number | null): FlightView =>
  scope === null ? facts : (facts.legs[scope] ?? facts);

export const stopsChoiceOf = (stops: number): StopsChoice =>
  stops <= 0 ? '0' : stops === 1 ? '1' : '2+';

const inParts = (minutes: number, parts: readonly DayPart[]) =>
  parts.length === 0 ||
  parts.some((part) => minutes >= DAY_PARTS[part][0] && minutes < DAY_PARTS[part][1]);

const anyOf = (values: readonly string[], chosen: readonly string[]) =>
  chosen.length === 0 || values.some((value) => chosen.includes(value));

/** The filters that have a facet with counts; each count leaves its own filter out. */
type Counted = 'stops' | 'airlines' | 'connections' | 'checkedBag';

/** Whether the fare passes every filter, but `except`, its flights seen as `scope`. */
function passes(
  facts: FilterFacts,
  filters: ResultFilters,
  except?: Counted,
  scope: number | null = null,
): boolean {
  const view = viewOf(facts, scope);
  return (
    (except === 'stops' ||
      filters.stops.length === 0 ||
      filters.stops.includes(stopsChoiceOf(view.stops))) &&
    (except === 'airlines' || anyOf(view.airlines, filters.airlines)) &&
    (except === 'connections' || anyOf(view.connections, filters.connections)) &&
    (except === 'checkedBag' || !filters.checkedBag || facts.checkedBag) &&
    inParts(view.departMinutes, filters.departParts) &&
    inParts(view.arriveMinutes, filters.arriveParts) &&
    (filters.maxPrice === null || facts.total <= filters.maxPrice) &&
    (filters.maxDuration === null || view.longestTrip <= filters.maxDuration) &&
    (filters.maxLayover === null || view.longestLayover <= filters.maxLayover)
  );
}

export const applyFilters = (
  offers: readonly FilterFacts[],
  filters: ResultFilters,
  scope: number | null = null,
): FilterFacts[] => offers.filter((facts) => passes(facts, filters, undefined, scope));

/**
 * "Best" (issue 13 §1, docs/decisions.md): price, duration and stops together, each against
 * the best of the results sorted: total / cheapest + 0.5 × duration / shortest + 0.1 × stops.
 * Lower is better, so 10% more money weighs as 20% more time, and a stop as 10% more money.
 */
/** What sorting reads: a fare's facts, or a card's (its flights, its cheapest fare's price). */
export type SortFacts = Pick<OfferFacts, 'total' | 'duration' | 'stops' | 'departAt'>;

export function bestScores<T extends SortFacts>(offers: readonly T[]): Map<T, number> {
  const cheapest = Math.max(1, Math.min(...offers.map((facts) => facts.total)));
  const shortest = Math.max(1, Math.min(...offers.map((facts) => facts.duration)));
  return new Map(
    offers.map((facts) => [
      facts,
      facts.total / cheapest + (0.5 * facts.duration) / shortest + 0.1 * facts.stops,
    ]),
  );
}

const comparators: Record<Exclude<SortKey, 'best'>, (a: SortFacts, b: SortFacts) => number> = {
  price: (a, b) => a.total - b.total || a.duration - b.duration,
  duration: (a, b) => a.duration - b.duration || a.total - b.total,
  departure: (a, b) => a.departAt - b.departAt || a.total - b.total,
};

export function sortOffers<T extends SortFacts>(offers: readonly T[], key: SortKey): T[] {
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
 * every choice of all results, and each counts the cards (flights) the other active filters
 * leave with a fare of that choice (so a count is what choosing it would add); the ranges span
 * all results, the price the cards' cheapest fares.
 */
export function facetsOf(
  groups: readonly FlightGroup[],
  filters: ResultFilters = NO_FILTERS,
  scope: number | null = null,
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
  // What one card has under the other filters, each choice once however many fares have it.
  const cardStops = new Set<StopsChoice>();
  const cardAirlines = new Set<string>();
  const cardConnections = new Set<string>();
  const seenOffers = new Set<object>();
  for (const group of groups) {
    cardStops.clear();
    cardAirlines.clear();
    cardConnections.clear();
    let cardBag = false;
    for (const facts of group.fares) {
      if (!seenOffers.has(facts.offer)) {
        seenOffers.add(facts.offer);
        for (const trip of facts.offer.trips) {
          for (const segment of trip.segments) {
            airlineNames.set(segment.airlineCode, segment.airlineName);
            airportNames.set(
              segment.arrivalAirportCode,
              `${segment.arrivalCity} (${segment.arrivalAirportCode})`,
            );
          }
        }
      }
      const view = viewOf(facts, scope);
      if (passes(facts, filters, 'stops', scope)) cardStops.add(stopsChoiceOf(view.stops));
      const airlinesOk = passes(facts, filters, 'airlines', scope);
      for (const code of view.airlines) {
        if (!airlines.has(code)) airlines.set(code, 0);
        if (airlinesOk) cardAirlines.add(code);
      }
      const connectionsOk = passes(facts, filters, 'connections', scope);
      for (const code of view.connections) {
        if (!connections.has(code)) connections.set(code, 0);
        if (connectionsOk) cardConnections.add(code);
      }
      if (!cardBag && facts.checkedBag && passes(facts, filters, 'checkedBag', scope)) {
        cardBag = true;
      }
      minDuration = Math.min(minDuration, view.longestTrip);
      maxDuration = Math.max(maxDuration, view.longestTrip);
      maxLayover = Math.max(maxLayover, view.longestLayover);
    }
    for (const choice of cardStops) stops[choice] += 1;
    for (const code of cardAirlines) airlines.set(code, airlines.get(code)! + 1);
    for (const code of cardConnections) connections.set(code, connections.get(code)! + 1);
    if (cardBag) checkedBag += 1;
    const cheapest = group.fares[0];
    if (cheapest) {
      minPrice = Math.min(minPrice, cheapest.total);
      maxPrice = Math.max(maxPrice, cheapest.total);
    }
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

/** A card as the list shows it: a flight (or a round trip's outbound or return) and its fares. */
export interface ResultCard extends SortFacts {
  key: string;
  group: FlightGroup;
  /** The fares the filters leave, cheapest first: the fare chooser's. */
  fares: readonly FilterFacts[];
  /** The cheapest of them: the card's price ("from" when there are more). */
  lead: FilterFacts;
}

/**
 * The cards the filters leave: each flight with the fares that pass, priced at the cheapest of
 * them; sorted by the flights it shows (their duration, stops and departure) and that price.
 */
export function visibleCards(
  groups: readonly FlightGroup[],
  filters: ResultFilters,
  scope: number | null = null,
): ResultCard[] {
  const cards: ResultCard[] = [];
  for (const group of groups) {
    const fares = group.fares.filter((facts) => passes(facts, filters, undefined, scope));
    const lead = fares[0];
    if (!lead) continue;
    const trips = group.shown.map((index) => lead.offer.trips[index]!);
    cards.push({
      key: group.key,
      group,
      fares,
      lead,
      total: lead.total,
      duration: trips.reduce((sum, trip) => sum + trip.duration, 0),
      stops: Math.max(...trips.map((trip) => trip.stops)),
      departAt: Date.parse(trips[0]!.segments[0]!.departureTimeUtc),
    });
  }
  return cards;
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
