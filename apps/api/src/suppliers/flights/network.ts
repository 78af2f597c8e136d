import type { Airport, ReferenceCatalog } from '@travel/reference-data';
import { aircraftForRoute, type AircraftType } from './aircraft';
import { assignCarriers, buildCarrierPools } from './airlines';
import { chooseLinks, type Link, type RouteKind } from './network-links';
import { seededRandom, unitHash } from '../../lib/seeded-random';

export type { RouteKind } from './network-links';

/**
 * The simulated airline's route network, derived from the reference airports (see
 * docs/decisions.md "Simulated route network"): hubs are the large airports (plus the biggest
 * medium airport of a country that has no large one), linked when 300–3,000 km apart; gateway
 * hubs (the biggest few of each country) are linked long-haul beyond that; medium airports fly
 * to their one to three nearest hubs. Built once per process, on first use.
 */

/** One daily flight a route may operate: carrier, number and local departure time. */
export interface Slot {
  airline: string;
  number: number;
  /** Local departure time, minutes after midnight at the origin. */
  minutes: number;
  aircraft: AircraftType;
  /** The first slot of a route flies every day; the others on most days. */
  daily: boolean;
}

/** One direction of a route. */
export interface RouteLeg {
  /** `FROM-TO`. */
  key: string;
  from: Airport;
  to: Airport;
  km: number;
  kind: RouteKind;
  domestic: boolean;
  slots: Slot[];
}

export interface RouteNetwork {
  hubs: ReadonlySet<string>;
  /** Legs leaving an airport. */
  legsFrom(iata: string): readonly RouteLeg[];
  leg(from: string, to: string): RouteLeg | undefined;
  /** The leg and slot behind a flight number such as `UA1234`. */
  slotOf(designator: string): { leg: RouteLeg; slot: Slot } | undefined;
  legCount: number;
  buildMs: number;
}

const FLIGHT_NUMBER_MAX = 9_999;

/** Daily frequency by traffic: 1–6 on short routes, 1–3 long-haul. */
function dailyFrequency(link: Link): number {
  const jitter = unitHash(`freq${link.a.iata}${link.b.iata}`);
  if (link.kind === 'spoke') return 1 + Math.floor(jitter * 3);
  if (link.kind === 'long')
    return link.traffic > 5 ? 2 + Math.floor(jitter * 2) : 1 + Math.floor(jitter * 2);
  if (link.traffic > 4) return 5 + Math.floor(jitter * 2);
  if (link.traffic > 1.5) return 3 + Math.floor(jitter * 2);
  return 2 + Math.floor(jitter * 2);
}

/** Local departure times: spread over the day with a seeded wobble, on five-minute marks. */
function departureMinutes(count: number, kind: RouteKind, seed: string): number[] {
  const random = seededRandom(seed);
  const [start, end] = kind === 'long' ? [8 * 60, 23 * 60] : [6 * 60, 21 * 60 + 30];
  const step = (end - start) / count;
  return Array.from({ length: count }, (_, i) => {
    const wobble = (random() - 0.5) * Math.min(step, 90);
    return Math.round((start + (i + 0.5) * step + wobble) / 5) * 5;
  });
}

export function buildRouteNetwork(catalog: ReferenceCatalog): RouteNetwork {
  const started = performance.now();
  const { links, hubs: hubSet } = chooseLinks(catalog);
  const pools = buildCarrierPools(catalog);
  const nextNumber = new Map<string, number>();
  const legsFrom = new Map<string, RouteLeg[]>();
  const legs = new Map<string, RouteLeg>();
  const legsByEnds = new Map<string, Map<string, RouteLeg>>();
  const slots = new Map<string, { leg: RouteLeg; slot: Slot }>();
  for (const link of links) {
    const key = `${link.a.iata}-${link.b.iata}`;
    const frequency = dailyFrequency(link);
    const international = link.a.countryCode !== link.b.countryCode;
    const carrierCount = link.kind === 'spoke' || (frequency < 3 && !international) ? 1 : 2;
    const carriers = assignCarriers(
      pools,
      catalog,
      link.a,
      link.b,
      carrierCount,
      link.kind === 'spoke',
    );
    if (carriers.length === 0) continue;
    const domestic = !international;
    const out: RouteLeg = {
      key: `${link.a.iata}-${link.b.iata}`,
      from: link.a,
      to: link.b,
      km: link.km,
      kind: link.kind,
      domestic,
      slots: [],
    };
    const back: RouteLeg = {
      key: `${link.b.iata}-${link.a.iata}`,
      from: link.b,
      to: link.a,
      km: link.km,
      kind: link.kind,
      domestic,
      slots: [],
    };
    const outTimes = departureMinutes(frequency, link.kind, `${key}>`);
    const backTimes = departureMinutes(frequency, link.kind, `${key}<`);
    for (let i = 0; i < frequency; i += 1) {
      const airline = carriers[i % carriers.length] as string;
      // Outbound odd, return the next even number: the usual pairing of flight numbers.
      const number = (nextNumber.get(airline) ?? 101) | 1;
      if (number + 1 > FLIGHT_NUMBER_MAX) continue;
      nextNumber.set(airline, number + 2);
      const aircraft = aircraftForRoute(link.km, link.traffic > 1.5, unitHash(`${key}${airline}`));
      const daily = i === 0;
      const outSlot: Slot = { airline, number, minutes: outTimes[i] as number, aircraft, daily };
      const backSlot: Slot = {
        airline,
        number: number + 1,
        minutes: backTimes[i] as number,
        aircraft,
        daily,
      };
      out.slots.push(outSlot);
      back.slots.push(backSlot);
      slots.set(`${airline}${number}`, { leg: out, slot: outSlot });
      slots.set(`${airline}${number + 1}`, { leg: back, slot: backSlot });
    }
    if (out.slots.length === 0) continue;
    for (const leg of [out, back]) {
      leg.slots.sort((x, y) => x.minutes - y.minutes);
      legs.set(leg.key, leg);
      let to = legsByEnds.get(leg.from.iata);
      if (!to) {
        to = new Map();
        legsByEnds.set(leg.from.iata, to);
      }
      to.set(leg.to.iata, leg);
      const list = legsFrom.get(leg.from.iata) ?? [];
      list.push(leg);
      legsFrom.set(leg.from.iata, list);
    }
  }
  return {
    hubs: hubSet,
    legsFrom: (iata) => legsFrom.get(iata) ?? [],
    // Two lookups, no key string: searches ask this thousands of times (connections via hubs).
    leg: (from, to) => legsByEnds.get(from)?.get(to),
    slotOf: (designator) => slots.get(designator),
    legCount: legs.size,
    buildMs: Math.round(performance.now() - started),
  };
}
