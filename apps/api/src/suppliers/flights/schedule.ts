import type { Airport } from '@travel/reference-data';
import type { AircraftType } from './aircraft';
import { PairGenerationCache } from './generation-cache';
import { compactDate, expandCompactDate, localToUtc } from './local-time';
import type { RouteLeg, RouteNetwork, Slot } from './network';
import { hashString, unitHash } from './seeded-random';

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

/** What a slot's flights share on every date (its leg is fixed: network.slotOf). */
interface SlotFacts {
  designator: string;
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
    facts = {
      designator: `${slot.airline}${slot.number}`,
      flightNumber: String(slot.number),
      duration: blockMinutes(leg.from, leg.to, leg.km),
      departureTerminal: terminalOf(leg.from, slot.airline),
      arrivalTerminal: terminalOf(leg.to, slot.airline),
    };
    slotFacts.set(slot, facts);
  }
  return facts;
}

function scheduled(leg: RouteLeg, slot: Slot, date: string, compact: string): ScheduledFlight {
  const facts = factsOf(leg, slot);
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
  };
}

/**
 * Leg schedules kept: ~0.65 KB each (memory-soak.ts), so ~13 MB when full (50,000 held ~32 MB).
 * One search reads a few dozen legs, so this still covers the itineraries cached above.
 */
const TIMETABLE_CACHE_ENTRIES = 20_000;

/** Schedules per route direction and date, memoised (bounded: a crawl cannot exhaust memory). */
export class Timetable {
  private readonly cache = new PairGenerationCache<RouteLeg, string, readonly ScheduledFlight[]>(
    TIMETABLE_CACHE_ENTRIES,
  );

  constructor(readonly network: RouteNetwork) {}

  /** Flights of a leg on a local date, earliest first. */
  flightsOn(leg: RouteLeg, date: string): readonly ScheduledFlight[] {
    return this.cache.getOrCreate(leg, date, () => {
      const compact = compactDate(date);
      const flights: ScheduledFlight[] = [];
      for (const slot of leg.slots) {
        if (operatesOn(slot, date)) flights.push(scheduled(leg, slot, date, compact));
      }
      return flights;
    });
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
