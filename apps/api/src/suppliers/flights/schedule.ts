import type { Airport } from '@travel/reference-data';
import type { AircraftType } from './aircraft';
import type { FlightPart } from './flight-part';
import { PairGenerationCache } from './generation-cache';
import { compactDate, expandCompactDate, localToUtc } from '../../lib/local-time';
import type { RouteLeg, RouteNetwork, Slot } from './network';
import { HASH_START, hashAfter, hashString, unitHash } from '../../lib/seeded-random';

/**
 * The flights of one route direction on one local date, deterministic for the route and date:
 * each slot of the route (network.ts) flies on that date or not, leaves at its local time in
 * the origin's zone and lands after a block time from the great-circle distance.
 */
export interface ScheduledFlight {
  /** `{airline}{number}-{YYYYMMDD}` of the local departure date. */
  flightId: string;
  airline: string;
  flightNumber: string;
  leg: RouteLeg;
  /** Local departure date at the origin, YYYY-MM-DD. */
  date: string;
  departUtc: number;
  arriveUtc: number;
  /** Block minutes, gate to gate. */
  duration: number;
  aircraft: AircraftType;
  departureTerminal: string;
  arrivalTerminal: string;
  /**
   * The flight's part of its segments and that part's JSON without its closing brace, made on
   * first use (flight-part.ts). Fields rather than WeakMaps keyed by the flight: a search's
   * flights die with it (Timetable.within), and these go with them, with no ephemeron table
   * for the GC to clear of thousands of dead keys a second.
   */
  part: FlightPart | undefined;
  partHead: string | undefined;
  /**
   * Where the part's JSON was last written into a reply's bytes (writeSegmentJson): the sink's
   * epoch and the bytes' place, so the flight's next segment in that reply copies them.
   */
  headEpoch: number;
  headStart: number;
  headEnd: number;
}

const MINUTE_MS = 60_000;
/** Days on which a non-daily slot flies: most of them. */
const NON_DAILY_SHARE = 0.85;
const FLIGHT_ID = /^([A-Z0-9]{2})(\d{1,4})-(\d{8})$/;

/**
 * Gate-to-gate minutes: taxi and climb overhead plus cruise at ~800 km/h; westbound sectors
 * fly into the prevailing westerlies and take longer than eastbound ones.
 */
export function blockMinutes(from: Airport, to: Airport, km: number): number {
  let eastward = to.lng - from.lng;
  if (eastward > 180) eastward -= 360;
  if (eastward < -180) eastward += 360;
  const wind = km > 1_000 ? (eastward > 0 ? 0.96 : 1.06) : 1;
  const minutes = (30 + (km / 800) * 60 + (km < 1_000 ? 15 : 0)) * wind;
  return Math.round(minutes / 5) * 5;
}

/** Terminals: a big airport has several (numbers or letters), a medium one a single `1`. */
export function terminalOf(airport: Airport, airline: string): string {
  if (airport.size !== 'large') return '1';
  const seed = hashString(airport.iata);
  const count = 2 + (seed % 4);
  const index = hashString(`${airport.iata}${airline}`) % count;
  return seed & 16 ? String.fromCharCode(65 + index) : String(index + 1);
}

export const operatesOn = (slot: Slot, date: string): boolean =>
  slot.daily || unitHash(`${slot.airline}${slot.number}${date}`) < NON_DAILY_SHARE;

/**
 * `operatesOn` from the slot's facts: the hash of its designator carried on over the date, with
 * no key string per slot and date (a new search schedules ~70 legs and dates).
 */
const operatesOnDate = (slot: Slot, facts: SlotFacts, date: string): boolean =>
  slot.daily || (hashAfter(facts.designatorHash, date) >>> 0) / 4294967296 < NON_DAILY_SHARE;

/** What a slot's flights share on every date (its leg is fixed: network.slotOf). */
interface SlotFacts {
  designator: string;
  /** FNV-1a state after the designator (hashAfter), for `operatesOnDate`. */
  designatorHash: number;
  flightNumber: string;
  duration: number;
  departureTerminal: string;
  arrivalTerminal: string;
}

/** Worked out once per slot: a new search schedules thousands of flights, mostly new dates. */
const slotFacts = new WeakMap<Slot, SlotFacts>();

function factsOf(leg: RouteLeg, slot: Slot): SlotFacts {
  let facts = slotFacts.get(slot);
  if (!facts) {
    const designator = `${slot.airline}${slot.number}`;
    facts = {
      designator,
      designatorHash: hashAfter(HASH_START, designator),
      flightNumber: String(slot.number),
      duration: blockMinutes(leg.from, leg.to, leg.km),
      departureTerminal: terminalOf(leg.from, slot.airline),
      arrivalTerminal: terminalOf(leg.to, slot.airline),
    };
    slotFacts.set(slot, facts);
  }
  return facts;
}

function scheduled(
  leg: RouteLeg,
  slot: Slot,
  facts: SlotFacts,
  date: string,
  compact: string,
): ScheduledFlight {
  const departUtc = localToUtc(leg.from.timeZone, date, slot.minutes);
  const { duration } = facts;
  return {
    flightId: `${facts.designator}-${compact}`,
    airline: slot.airline,
    flightNumber: facts.flightNumber,
    leg,
    date,
    departUtc,
    arriveUtc: departUtc + duration * MINUTE_MS,
    duration,
    aircraft: slot.aircraft,
    departureTerminal: facts.departureTerminal,
    arrivalTerminal: facts.arrivalTerminal,
    part: undefined,
    partHead: undefined,
    headEpoch: -1,
    headStart: 0,
    headEnd: 0,
  };
}

function schedule(leg: RouteLeg, date: string): ScheduledFlight[] {
  const compact = compactDate(date);
  const flights: ScheduledFlight[] = [];
  for (const slot of leg.slots) {
    const facts = factsOf(leg, slot);
    if (operatesOnDate(slot, facts, date)) flights.push(scheduled(leg, slot, facts, date, compact));
  }
  return flights;
}

/**
 * Leg schedules kept between searches: only what pricing, holds and seat maps ask by flight id
 * (`flightById`), ~0.65 KB each. A search schedules in a map of its own (`within`): under the
 * bench's pool a leg and date was asked again by a later search 3.7 % of the time with 20,000
 * kept (0.4 % with 2,000, 22 % with no bound at all), and what the cache kept survived long
 * enough to be promoted and left for a mark-compact (issue 10, round 2).
 */
const TIMETABLE_CACHE_ENTRIES = 2_000;

/**
 * Schedules per route direction and date: per search while one runs (`within`), else memoised
 * (bounded: a crawl cannot exhaust memory).
 */
export class Timetable {
  private readonly cache = new PairGenerationCache<RouteLeg, string, readonly ScheduledFlight[]>(
    TIMETABLE_CACHE_ENTRIES,
  );
  /** The schedules of the search under way (`within`), dropped when it ends. */
  private scope: Map<RouteLeg, Map<string, readonly ScheduledFlight[]>> | null = null;

  constructor(readonly network: RouteNetwork) {}

  /**
   * Runs a search with schedules of its own: asked again within it they come from a map that
   * dies with it, and nothing it schedules stays in the long-lived cache.
   */
  within<T>(search: () => T): T {
    const outer = this.scope;
    this.scope = new Map();
    try {
      return search();
    } finally {
      this.scope = outer;
    }
  }

  /** Flights of a leg on a local date, earliest first. */
  flightsOn(leg: RouteLeg, date: string): readonly ScheduledFlight[] {
    const scope = this.scope;
    if (!scope) return this.cache.getOrCreate(leg, date, () => schedule(leg, date));
    let ofLeg = scope.get(leg);
    if (!ofLeg) {
      ofLeg = new Map();
      scope.set(leg, ofLeg);
    }
    let flights = ofLeg.get(date);
    if (!flights) {
      flights = schedule(leg, date);
      ofLeg.set(date, flights);
    }
    return flights;
  }

  /** The flight behind an id, or undefined when no such flight flies that day. */
  flightById(flightId: string): ScheduledFlight | undefined {
    const match = FLIGHT_ID.exec(flightId);
    if (!match) return undefined;
    const [, airline, number, compact] = match as unknown as [string, string, string, string];
    const date = expandCompactDate(compact);
    const found = this.network.slotOf(`${airline}${Number(number)}`);
    if (!date || !found || String(Number(number)) !== number) return undefined;
    return this.flightsOn(found.leg, date).find((flight) => flight.flightId === flightId);
  }
}
