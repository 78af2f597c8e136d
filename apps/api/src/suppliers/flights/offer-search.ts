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

/**
 * The combinations worth an offer, as parallel columns rather than an object and a copied trip
 * array each (~2,300 on a round trip in four cabins, most never built into offers): candidate
 * `i` is cabin `cabins[i]`'s combination `codes[i]` (the legs' positions in mixed radix).
 */
interface Candidates {
  totals: number[];
  privateFares: boolean[];
  cabins: number[];
  codes: number[];
}

/**
 * Cheapest first, but with every cabin represented: when all cabins are searched, economy alone
 * would fill the list on a busy route and the premium cabins would never show. Each cabin gets
 * an equal share of the list; a cabin with fewer candidates leaves its share to the others.
 * Candidates beyond the shares follow (for the published-only filter to draw on). Ties keep
 * the order the candidates were made in (as a stable sort of them would).
 */
function shareAcrossCabins(candidates: Candidates, limit: number): number[] {
  const { cabins } = candidates;
  const order = cheapestFirst(candidates.totals);
  // Each cabin's candidates cheapest first, cabins in the order their cheapest comes.
  const byCabin: number[][] = [];
  const lists: number[][] = [];
  for (const candidate of order) {
    const cabin = cabins[candidate] as number;
    let list = byCabin[cabin];
    if (!list) {
      list = [];
      byCabin[cabin] = list;
      lists.push(list);
    }
    list.push(candidate);
  }
  if (lists.length <= 1) return order;
  const chosen = new Uint8Array(order.length);
  let room = limit;
  lists.sort((x, y) => x.length - y.length);
  lists.forEach((list, i) => {
    const share = Math.floor(room / (lists.length - i));
    for (let k = 0; k < share && k < list.length; k += 1) chosen[list[k] as number] = 1;
    room -= Math.min(share, list.length);
  });
  const shared: number[] = [];
  for (const candidate of order) if (chosen[candidate] === 1) shared.push(candidate);
  for (const candidate of order) if (chosen[candidate] === 0) shared.push(candidate);
  return shared;
}

/**
 * Candidate numbers by total, then number (a stable sort's order). Whole-cent totals are sorted
 * as one number each (total × count + number) by the typed array's own numeric sort: a
 * comparator called ~30,000 times a round trip was a visible part of a search.
 */
export function cheapestFirst(totals: readonly number[]): number[] {
  const count = totals.length;
  const keys = new Float64Array(count);
  const largest = (Number.MAX_SAFE_INTEGER - count) / Math.max(count, 1);
  for (let i = 0; i < count; i += 1) {
    const total = totals[i] as number;
    if (!Number.isInteger(total) || total < 0 || total > largest) {
      const order = Array.from(totals, (_, k) => k);
      return order.sort((x, y) => (totals[x] as number) - (totals[y] as number) || x - y);
    }
    keys[i] = total * count + i;
  }
  keys.sort();
  const order = new Array<number>(count);
  for (let i = 0; i < count; i += 1) order[i] = (keys[i] as number) % count;
  return order;
}

/** The trips of combination `code` of `lists` (see forEachCombination), in a new array. */
function tripsOfCode(lists: readonly (readonly PricedTrip[])[], code: number): PricedTrip[] {
  const trips = new Array<PricedTrip>(lists.length);
  let rest = code;
  for (let i = lists.length - 1; i >= 0; i -= 1) {
    const list = lists[i] as readonly PricedTrip[];
    trips[i] = list[rest % list.length] as PricedTrip;
    rest = Math.floor(rest / list.length);
  }
  return trips;
}

/**
 * Calls `visit` with every combination of one trip per list, the first list outermost (the
 * order candidates were always made in, which ties in the sort keep). No generator, and one
 * array reused for every combination: a round trip in four cabins makes ~2,300 of them per
 * search, many not in order. `code` names the combination (`tripsOfCode` gives its trips).
 */
function forEachCombination(
  lists: readonly (readonly PricedTrip[])[],
  visit: (trips: readonly PricedTrip[], code: number) => void,
): void {
  const positions = lists.map(() => 0);
  if (lists.some((list) => list.length === 0)) return;
  const trips = lists.map((list) => list[0] as PricedTrip);
  for (;;) {
    let code = 0;
    for (let i = 0; i < lists.length; i += 1) {
      const list = lists[i] as readonly PricedTrip[];
      trips[i] = list[positions[i] as number] as PricedTrip;
      code = code * list.length + (positions[i] as number);
    }
    visit(trips, code);
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
  // Lap infants take no seat: only adults and children are seated.
  const party = query.adults + query.children;
  const infants = query.infants ?? 0;
  const cabins: readonly BookableCabin[] = query.cabin ? [query.cabin] : BOOKABLE_CABINS;
  const candidates: Candidates = { totals: [], privateFares: [], cabins: [], codes: [] };
  const pricedByCabin: (readonly (readonly PricedTrip[])[])[] = [];
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
    const cabinIndex = pricedByCabin.length;
    pricedByCabin.push(priced);
    forEachCombination(priced, (trips, code) => {
      if (!inOrder(trips)) return;
      // The party's total in the cheapest brand, exactly as the offer will show it.
      const privateFare = !distributionOfTrips(trips).publishFare;
      candidates.totals.push(
        brandTotal(trips, 0, privateFare, query.adults, query.children, infants),
      );
      candidates.privateFares.push(privateFare);
      candidates.cabins.push(cabinIndex);
      candidates.codes.push(code);
    });
  }
  const limit = query.limit ?? DEFAULT_RESULT_LIMIT;
  const offers: SupplierOffer[] = [];
  for (const candidate of shareAcrossCabins(candidates, limit)) {
    if (query.publishedOnly && candidates.privateFares[candidate]) continue;
    const lists = pricedByCabin[candidates.cabins[candidate] as number] as PricedTrip[][];
    const trips = tripsOfCode(lists, candidates.codes[candidate] as number);
    const offer = buildOffer(
      catalog,
      query.tripType,
      trips,
      query.adults,
      query.children,
      query.now,
      infants,
    );
    offers.push(offer);
    if (offers.length >= limit) break;
  }
  // Private fares are discounted after the sort above: order by what the party pays.
  return offers.sort((x, y) => (x.brands[0]?.totalPrice ?? 0) - (y.brands[0]?.totalPrice ?? 0));
}
