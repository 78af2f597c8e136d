import { BOOKABLE_CABINS, type BookableCabin } from '@travel/contracts/flights';
import type { ReferenceCatalog } from '@travel/reference-data';
import type { InventoryView } from './seats';
import type { Itinerary } from './itineraries';
import { brandTotal, buildOffer, distributionOfTrips } from './offer-builder';
import type { SupplierOffer, SupplierSearchQuery } from './port';
import { priceTrip, type PricedTrip } from './trip-pricing';

/**
 * Combines each leg's itineraries into offers: per cabin, every combination of the legs' best
 * itineraries (bounded), cheapest first, up to `limit`. Only the survivors are built into full
 * offers, so a round trip of 24 × 24 itineraries in four cabins costs a sort, not 2,304 offers.
 */

export const DEFAULT_RESULT_LIMIT = 300;
/** Combinations considered per cabin: bounds the work of round trips and multi-city. */
const COMBINATIONS_PER_CABIN = 600;

/** Itineraries each leg brings to the combination step: nonstops and short trips first. */
export function perLegBudget(legs: number): number {
  if (legs <= 1) return 80;
  return Math.max(4, Math.floor(Math.pow(COMBINATIONS_PER_CABIN, 1 / legs)));
}

/** Nonstops first, then by elapsed time, then by departure. */
export const byQuality = (x: Itinerary, y: Itinerary): number =>
  x.flights.length - y.flights.length || x.duration - y.duration || x.departUtc - y.departUtc;

interface Candidate {
  trips: PricedTrip[];
  total: number;
  privateFare: boolean;
}

/**
 * Cheapest first, but with every cabin represented: when all cabins are searched, economy alone
 * would fill the list on a busy route and the premium cabins would never show. Each cabin gets
 * an equal share of the list; a cabin with fewer candidates leaves its share to the others.
 * Candidates beyond the shares follow (for the published-only filter to draw on).
 */
function shareAcrossCabins(candidates: Candidate[], limit: number): Candidate[] {
  candidates.sort((x, y) => x.total - y.total);
  const byCabin = new Map<BookableCabin, Candidate[]>();
  for (const candidate of candidates) {
    const cabin = (candidate.trips[0] as PricedTrip).cabin;
    const list = byCabin.get(cabin) ?? [];
    list.push(candidate);
    byCabin.set(cabin, list);
  }
  if (byCabin.size <= 1) return candidates;
  const chosen = new Set<Candidate>();
  let room = limit;
  const lists = [...byCabin.values()].sort((x, y) => x.length - y.length);
  lists.forEach((list, i) => {
    const share = Math.floor(room / (lists.length - i));
    for (const candidate of list.slice(0, share)) chosen.add(candidate);
    room -= Math.min(share, list.length);
  });
  const first = candidates.filter((candidate) => chosen.has(candidate));
  return [...first, ...candidates.filter((candidate) => !chosen.has(candidate))];
}

/**
 * Calls `visit` with every combination of one trip per list, the first list outermost (the
 * order candidates were always made in, which ties in the sort keep). No generator, and one
 * array reused for every combination (`visit` copies the ones it keeps): a round trip in four
 * cabins makes ~2,300 of them per search, many not in order.
 */
function forEachCombination(
  lists: readonly (readonly PricedTrip[])[],
  visit: (trips: readonly PricedTrip[]) => void,
): void {
  const positions = lists.map(() => 0);
  if (lists.some((list) => list.length === 0)) return;
  const trips = lists.map((list) => list[0] as PricedTrip);
  for (;;) {
    for (let i = 0; i < lists.length; i += 1) {
      trips[i] = (lists[i] as readonly PricedTrip[])[positions[i] as number] as PricedTrip;
    }
    visit(trips);
    let i = lists.length - 1;
    while (i >= 0) {
      positions[i] = (positions[i] as number) + 1;
      if ((positions[i] as number) < (lists[i] as readonly PricedTrip[]).length) break;
      positions[i] = 0;
      i -= 1;
    }
    if (i < 0) return;
  }
}

/** A round trip or multi-city must leave after the previous leg lands (with time to spare). */
function inOrder(trips: readonly PricedTrip[]): boolean {
  for (let i = 1; i < trips.length; i += 1) {
    const previous = trips[i - 1] as PricedTrip;
    const current = trips[i] as PricedTrip;
    if (current.itinerary.departUtc < previous.itinerary.arriveUtc + 2 * 3_600_000) return false;
  }
  return true;
}

export function combineOffers(
  catalog: ReferenceCatalog,
  query: SupplierSearchQuery,
  legItineraries: readonly (readonly Itinerary[])[],
  view: InventoryView,
): SupplierOffer[] {
  const party = query.adults + query.children;
  const cabins: readonly BookableCabin[] = query.cabin ? [query.cabin] : BOOKABLE_CABINS;
  const candidates: Candidate[] = [];
  for (const cabin of cabins) {
    const priced = legItineraries.map((itineraries) => {
      // A loop, not flatMap: no array per itinerary (four cabins × up to 80 a leg).
      const trips: PricedTrip[] = [];
      for (const itinerary of itineraries) {
        const trip = priceTrip(itinerary, cabin, party, view, query.now);
        if (trip) trips.push(trip);
      }
      return trips;
    });
    if (priced.some((list) => list.length === 0)) continue;
    forEachCombination(priced, (trips) => {
      if (!inOrder(trips)) return;
      // The party's total in the cheapest brand, exactly as the offer will show it.
      const privateFare = !distributionOfTrips(trips).publishFare;
      const total = brandTotal(trips, 0, privateFare, query.adults, query.children);
      candidates.push({ trips: trips.slice(), total, privateFare });
    });
  }
  const limit = query.limit ?? DEFAULT_RESULT_LIMIT;
  const offers: SupplierOffer[] = [];
  for (const candidate of shareAcrossCabins(candidates, limit)) {
    if (query.publishedOnly && candidate.privateFare) continue;
    const offer = buildOffer(
      catalog,
      query.tripType,
      candidate.trips,
      query.adults,
      query.children,
      query.now,
    );
    offers.push(offer);
    if (offers.length >= limit) break;
  }
  // Private fares are discounted after the sort above: order by what the party pays.
  return offers.sort((x, y) => (x.brands[0]?.totalPrice ?? 0) - (y.brands[0]?.totalPrice ?? 0));
}
