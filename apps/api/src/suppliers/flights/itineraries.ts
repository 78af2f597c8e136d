import { distanceKm } from '@travel/reference-data';
import { addDays, localDate } from '../../lib/local-time';
import { LruCache } from '../../lib/lru';
import type { RouteLeg } from './network';
import type { ScheduledFlight, Timetable } from './schedule';

/**
 * Ways to fly from an airport to another on a local date: nonstop flights and one-stop
 * connections through a hub (two stops only when nothing shorter exists), with a minimum connection time (60 min domestic, 90 min when the
 * trip crosses a border) and at most 8 hours on the ground.
 */
export interface Itinerary {
  flights: readonly ScheduledFlight[];
  departUtc: number;
  arriveUtc: number;
  /** Minutes from first departure to last arrival. */
  duration: number;
  /** Its flights' ids, made once for all its offers (`flightIdsOf`); read-only. */
  flightIds?: string[] | undefined;
  /** tripHash of those ids, once for all cabins (trip-pricing.ts). */
  idHash?: number | undefined;
  /** Its part of an offer's allowance key, once for all its offers (offer-builder.ts shapeOf). */
  shape?: string | undefined;
}

/** The flight ids of an itinerary, one array shared by its offers (and their packed quotes). */
export const flightIdsOf = (itinerary: Itinerary): string[] =>
  (itinerary.flightIds ??= itinerary.flights.map((flight) => flight.flightId));

export const CONNECTION_MINUTES = { domestic: 60, international: 90, max: 8 * 60 } as const;
/** A connection may add this much distance to the direct one, at most. */
const MAX_DETOUR = { ratio: 1.5, km: 700 } as const;
const TWO_STOP_DETOUR = { ratio: 1.6, km: 1_200 } as const;
const TWO_STOP_LIMIT = 60;
const MINUTE_MS = 60_000;

const itinerary = (flights: ScheduledFlight[]): Itinerary => {
  const first = flights[0] as ScheduledFlight;
  const last = flights.at(-1) as ScheduledFlight;
  return {
    flights,
    departUtc: first.departUtc,
    arriveUtc: last.arriveUtc,
    duration: Math.round((last.arriveUtc - first.departUtc) / MINUTE_MS),
    flightIds: undefined,
    idHash: undefined,
    shape: undefined,
  };
};

/** Minimum connection: domestic when all three airports are in one country. */
export function minimumConnection(first: ScheduledFlight, second: ScheduledFlight): number {
  const country = first.leg.from.countryCode;
  return first.leg.to.countryCode === country && second.leg.to.countryCode === country
    ? CONNECTION_MINUTES.domestic
    : CONNECTION_MINUTES.international;
}

/** Whether two flights make a legal connection (same airport, time on the ground in range). */
export function connects(first: ScheduledFlight, second: ScheduledFlight): boolean {
  if (first.leg.to.iata !== second.leg.from.iata) return false;
  const ground = (second.departUtc - first.arriveUtc) / MINUTE_MS;
  return ground >= minimumConnection(first, second) && ground <= CONNECTION_MINUTES.max;
}

/**
 * No cache of itineraries: a new search asks one airport pair and date per leg, and under the
 * bench's pool of distinct searches (100 pairs × 251 dates, round trips) a worker was asked a
 * pair and date it had seen before 0 % of the time at any capacity (issue 10, round 2). The
 * 2,000 lists the cache kept held their flights (with their segment parts and JSON) long
 * enough for every new entry to be promoted to old space and freed by a mark-compact. A search
 * repeated as is comes from the reply cache; one with another party or cabin finds them again
 * (~1 ms).
 */
/**
 * The legs a search between two airports may combine, from the network alone (no dates): the
 * hubs to connect through within the detour, and the two-stop chains in the order they are
 * tried. The bench's pool asks 100 airport pairs on 251 dates, and each search walked every leg
 * out of the origin (a hub has ~100) and every hub pair for two stops to find the same few.
 */
interface RoutePlan {
  /** Whether both airports have any leg at all (a search finds nothing else otherwise). */
  reachable: boolean;
  direct: RouteLeg | undefined;
  oneStop: { toHub: RouteLeg; onward: RouteLeg }[];
  twoStops: { first: RouteLeg; middle: RouteLeg; last: RouteLeg }[];
}

/** Airport pairs whose plans are kept (a few hundred bytes each): every served pair, bounded. */
const ROUTE_PLANS = 5_000;

export class ItineraryFinder {
  private readonly plans = new LruCache<string, RoutePlan>(ROUTE_PLANS);

  constructor(private readonly timetable: Timetable) {}

  /** Nonstop and one-stop itineraries for one airport pair and local date, earliest first. */
  between(origin: string, destination: string, date: string): readonly Itinerary[] {
    return this.find(origin, destination, date);
  }

  private find(origin: string, destination: string, date: string): Itinerary[] {
    const plan = this.plans.getOrCreate(`${origin}|${destination}`, () =>
      this.planOf(origin, destination),
    );
    const found: Itinerary[] = [];
    if (plan.direct) {
      for (const flight of this.timetable.flightsOn(plan.direct, date)) {
        found.push(itinerary([flight]));
      }
    }
    if (!plan.reachable) return found;
    for (const { toHub, onward } of plan.oneStop) {
      for (const flight of this.timetable.flightsOn(toHub, date)) {
        // The onward flight may leave on the hub's next local day (late arrivals, time zones).
        const arrivalDate = localDate(toHub.to.timeZone, flight.arriveUtc);
        for (const day of [arrivalDate, addDays(arrivalDate, 1)]) {
          for (const next of this.timetable.flightsOn(onward, day)) {
            if (connects(flight, next)) found.push(itinerary([flight, next]));
          }
        }
      }
    }
    if (found.length === 0) this.findTwoStops(plan, date, found);
    return found.sort((x, y) => x.departUtc - y.departUtc || x.duration - y.duration);
  }

  private planOf(origin: string, destination: string): RoutePlan {
    const { network } = this.timetable;
    const direct = network.leg(origin, destination);
    const legsOut = network.legsFrom(origin);
    const first = legsOut[0];
    const destinationLeg = network.legsFrom(destination)[0];
    if (!first || !destinationLeg) return { reachable: false, direct, oneStop: [], twoStops: [] };
    const directKm = distanceKm(
      first.from.lat,
      first.from.lng,
      destinationLeg.from.lat,
      destinationLeg.from.lng,
    );
    const maxKm = Math.max(directKm * MAX_DETOUR.ratio, directKm + MAX_DETOUR.km);
    const oneStop: RoutePlan['oneStop'] = [];
    for (const toHub of legsOut) {
      const hub = toHub.to.iata;
      if (hub === destination || !network.hubs.has(hub)) continue;
      const onward = network.leg(hub, destination);
      if (!onward || toHub.km + onward.km > maxKm) continue;
      oneStop.push({ toHub, onward });
    }
    return {
      reachable: true,
      direct,
      oneStop,
      twoStops: this.twoStopChains(origin, destination, directKm),
    };
  }

  /**
   * Two stops, only when nothing shorter exists (a small airport to a far small airport): its
   * hub, the destination's hub, and a flight between the two.
   */
  private twoStopChains(
    origin: string,
    destination: string,
    directKm: number,
  ): RoutePlan['twoStops'] {
    const { network } = this.timetable;
    const maxKm = Math.max(directKm * TWO_STOP_DETOUR.ratio, directKm + TWO_STOP_DETOUR.km);
    const intoDestination = network
      .legsFrom(destination)
      .filter((leg) => network.hubs.has(leg.to.iata))
      .map((leg) => network.leg(leg.to.iata, destination))
      .filter((leg) => leg !== undefined);
    const chains: RoutePlan['twoStops'] = [];
    for (const first of network.legsFrom(origin)) {
      if (!network.hubs.has(first.to.iata)) continue;
      for (const last of intoDestination) {
        const middle = network.leg(first.to.iata, last.from.iata);
        if (!middle || middle.to.iata === origin || middle.from.iata === destination) continue;
        if (first.km + middle.km + last.km > maxKm) continue;
        chains.push({ first, middle, last });
      }
    }
    return chains;
  }

  private findTwoStops(plan: RoutePlan, date: string, found: Itinerary[]): void {
    for (const { first, middle, last } of plan.twoStops) {
      for (const one of this.timetable.flightsOn(first, date)) {
        if (!this.twoStopsVia(one, middle, last, found)) return;
      }
    }
  }

  /**
   * Adds the itineraries `one` → `middle` → `last` (each onward flight on the hub's arrival day
   * or the day after, in that order); false once TWO_STOP_LIMIT is reached. Loops over the
   * timetable's lists rather than a list of onward flights per flight: two-stop searches
   * connect thousands of flights, and those arrays were garbage at once.
   */
  private twoStopsVia(
    one: ScheduledFlight,
    middle: RouteLeg,
    last: RouteLeg,
    found: Itinerary[],
  ): boolean {
    const { timetable } = this;
    const hubDate = localDate(middle.from.timeZone, one.arriveUtc);
    // The last leg's flights on the date the previous connection gave, and the day after:
    // consecutive flights of the middle leg mostly land on the same date (a look-up less each).
    let lastDate = '';
    let lastDays: (readonly ScheduledFlight[])[] = [];
    for (let day = 0; day < 2; day += 1) {
      const twos = timetable.flightsOn(middle, day === 0 ? hubDate : addDays(hubDate, 1));
      for (const two of twos) {
        if (!connects(one, two)) continue;
        const date = localDate(last.from.timeZone, two.arriveUtc);
        if (date !== lastDate) {
          lastDate = date;
          lastDays = [timetable.flightsOn(last, date), timetable.flightsOn(last, addDays(date, 1))];
        }
        for (let next = 0; next < 2; next += 1) {
          const threes = lastDays[next] as readonly ScheduledFlight[];
          for (const three of threes) {
            if (!connects(two, three)) continue;
            if (found.length >= TWO_STOP_LIMIT) return false;
            found.push(itinerary([one, two, three]));
          }
        }
      }
    }
    return true;
  }
}
