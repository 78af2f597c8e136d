import { CABIN_CODES } from '@travel/contracts/constants';
import type { FlightTrip } from '@travel/contracts/flights';
import type { FilterFacts } from './filters';

/**
 * One card per flight, its fares under it (issue 13 §1). The search reply has an offer per
 * itinerary and cabin (a round trip: per outbound × return × cabin), each with its brands
 * (Basic, Standard, Flex…). The results group those fares by the flights a card shows, here on
 * the client from the reply as it is: the API and its throughput are unchanged.
 *
 * A round trip is chosen in two stages, as Google Flights does: its outbounds, each priced at
 * its cheapest round trip; then the returns of the chosen outbound, each priced at the round
 * trip of the two (the fare is of the whole ticket: the round-trip total).
 */
export type ResultStage =
  /** One-way and multi-city: a card is the whole itinerary. */
  | { kind: 'whole' }
  /** A round trip's outbounds. */
  | { kind: 'outbound' }
  /** The returns of one outbound (its `tripKey`). */
  | { kind: 'return'; outbound: string };

const keys = new WeakMap<FlightTrip, string>();

/**
 * A trip by its flights: each flight's id (airline, number and local date) with its departure
 * time, `UA100-20260610.0800`, joined by `_`. The same outbound in many offers has one key; it
 * goes in the URL of the return stage.
 */
export function tripKey(trip: FlightTrip): string {
  let key = keys.get(trip);
  if (key === undefined) {
    key = trip.segments
      .map(
        (segment) => `${segment.flightId}.${segment.departureTime.slice(11, 16).replace(':', '')}`,
      )
      .join('_');
    keys.set(trip, key);
  }
  return key;
}

export interface FlightGroup {
  /** The shown trips' keys; unique among the groups of a stage. */
  key: string;
  /** Indexes of the offers' trips the card shows (the same flights in every fare). */
  shown: readonly number[];
  /** Every fare of these flights, cheapest first (then by cabin, Economy first). */
  fares: readonly FilterFacts[];
}

/** The trips a stage's cards show, or null for all of them. */
function shownIndex(stage: ResultStage): number | null {
  if (stage.kind === 'outbound') return 0;
  if (stage.kind === 'return') return 1;
  return null;
}

/** Economy, premium economy, business, first (the spec's cabin order). */
const cabinRank = (cabin: string) => (CABIN_CODES as readonly string[]).indexOf(cabin);

/** The cards of a stage: the fares grouped by the flights they show, in order of first fare. */
export function groupFlights(fares: readonly FilterFacts[], stage: ResultStage): FlightGroup[] {
  const index = shownIndex(stage);
  const groups = new Map<string, FilterFacts[]>();
  for (const facts of fares) {
    const trips = facts.offer.trips;
    if (stage.kind === 'return' && (trips.length < 2 || tripKey(trips[0]!) !== stage.outbound)) {
      continue;
    }
    const key = index === null ? trips.map(tripKey).join('~') : tripKey(trips[index]!);
    const group = groups.get(key);
    if (group) group.push(facts);
    else groups.set(key, [facts]);
  }
  return [...groups].map(([key, list]) => ({
    key,
    shown: index === null ? list[0]!.offer.trips.map((_, i) => i) : [index],
    fares: list.sort(
      (a, b) => a.total - b.total || cabinRank(a.offer.cabin) - cabinRank(b.offer.cabin),
    ),
  }));
}

/** The outbound of a round trip's return stage, or null when no fare flies it (any more). */
export function findOutbound(groups: readonly FlightGroup[], key: string): FlightGroup | null {
  return groups.find((group) => group.key === key) ?? null;
}
