import type { Airport, ReferenceCatalog } from '@travel/reference-data';
import { distanceKm } from '@travel/reference-data';
import { unitHash } from '../../lib/seeded-random';

/**
 * Which airport pairs the simulated airline links (the geometry of the network; carriers,
 * frequencies and times are added in network.ts). See docs/decisions.md "Simulated route
 * network" for the rules and their numbers.
 */

export type RouteKind = 'trunk' | 'long' | 'spoke';

export interface Link {
  a: Airport;
  b: Airport;
  km: number;
  kind: RouteKind;
  /** Traffic weight (geometric mean of the two cities' weights): frequencies and carriers. */
  traffic: number;
}

const TRUNK_KM = { min: 300, max: 3_000 } as const;
const LONG_HAUL_MAX_KM = 15_000;
/** Candidates each hub proposes, and the most links an airport accepts (scaled by weight). */
const TRUNK_PROPOSALS = 14;
const LONG_PROPOSALS = 20;
const SPOKE = { minKm: 150, maxKm: 2_500, fallbackMaxKm: 4_000, maxHubs: 3 } as const;
const EARTH_KM_PER_RADIAN = 6371.0088;

/** Passengers a place generates, roughly: its city's population in millions. */
export function airportWeight(catalog: ReferenceCatalog, airport: Airport): number {
  const population = airport.cityId ? (catalog.city(airport.cityId)?.population ?? 0) : 0;
  const base = Math.max(population / 1e6, airport.size === 'large' ? 0.4 : 0.05);
  // In a metro the main airport (listed first) carries the most; the others less.
  const metro = catalog.metro(airport.cityCode);
  return metro && metro.airports[0] !== airport.iata ? base * 0.6 : base;
}

/** Precomputed radians for a cheap distance estimate (equirectangular, <1% off below 4,000 km). */
interface Point {
  airport: Airport;
  lat: number;
  lng: number;
  cos: number;
  weight: number;
}

const toPoint = (airport: Airport, weight: number): Point => ({
  airport,
  lat: (airport.lat * Math.PI) / 180,
  lng: (airport.lng * Math.PI) / 180,
  cos: Math.cos((airport.lat * Math.PI) / 180),
  weight,
});

function roughKm(p: Point, q: Point): number {
  let dLng = Math.abs(p.lng - q.lng);
  if (dLng > Math.PI) dLng = 2 * Math.PI - dLng;
  const x = dLng * ((p.cos + q.cos) / 2);
  const y = p.lat - q.lat;
  return Math.sqrt(x * x + y * y) * EARTH_KM_PER_RADIAN;
}

const exactKm = (p: Point, q: Point): number =>
  distanceKm(p.airport.lat, p.airport.lng, q.airport.lat, q.airport.lng);

const pairKey = (a: Airport, b: Airport): string =>
  a.iata < b.iata ? `${a.iata}-${b.iata}` : `${b.iata}-${a.iata}`;

/** Hubs: large airports, plus each country's biggest medium airport when it has no large one. */
function chooseHubs(points: readonly Point[]): Point[] {
  const hubs = points.filter((p) => p.airport.size === 'large');
  const countriesWithHub = new Set(hubs.map((p) => p.airport.countryCode));
  const bestMedium = new Map<string, Point>();
  for (const p of points) {
    if (countriesWithHub.has(p.airport.countryCode)) continue;
    const best = bestMedium.get(p.airport.countryCode);
    if (!best || p.weight > best.weight) bestMedium.set(p.airport.countryCode, p);
  }
  return [...hubs, ...bestMedium.values()];
}

/** Gateways: the biggest hubs of each country (1 to 8, by how many hubs it has). */
function chooseGateways(hubs: readonly Point[]): Point[] {
  const byCountry = new Map<string, Point[]>();
  for (const hub of hubs) {
    const list = byCountry.get(hub.airport.countryCode) ?? [];
    list.push(hub);
    byCountry.set(hub.airport.countryCode, list);
  }
  const gateways: Point[] = [];
  for (const list of byCountry.values()) {
    list.sort((x, y) => y.weight - x.weight);
    gateways.push(...list.slice(0, Math.min(8, Math.max(1, Math.round(list.length / 4)))));
  }
  return gateways;
}

/**
 * Gravity model: every airport proposes its best partners (traffic over distance), then
 * proposals are accepted best first while both ends have room, so big hubs fill up with big
 * partners and small hubs still get their nearest big neighbours.
 */
function gravityLinks(
  points: readonly Point[],
  minKm: number,
  maxKm: number,
  proposals: number,
  kind: 'trunk' | 'long',
  capOf: (p: Point) => number,
  into: Map<string, Link>,
): void {
  const maxLatDelta = (maxKm / EARTH_KM_PER_RADIAN) * 1.02;
  const offers: { p: Point; q: Point; km: number; score: number }[] = [];
  for (const p of points) {
    const mine: { p: Point; q: Point; km: number; score: number }[] = [];
    for (const q of points) {
      if (q === p || Math.abs(q.lat - p.lat) > maxLatDelta) continue;
      const rough = roughKm(p, q);
      if (rough < minKm * 0.97 || (kind === 'trunk' && rough > maxKm * 1.03)) continue;
      const km = kind === 'long' ? exactKm(p, q) : rough;
      if (km < minKm || km > maxKm) continue;
      const score = Math.sqrt(p.weight * q.weight) / Math.pow(km, kind === 'long' ? 0.4 : 0.6);
      mine.push({ p, q, km, score });
    }
    mine.sort((x, y) => y.score - x.score);
    offers.push(...mine.slice(0, proposals));
  }
  offers.sort((x, y) => y.score - x.score);
  const degree = new Map<Point, number>();
  for (const { p, q } of offers) {
    const key = pairKey(p.airport, q.airport);
    if (into.has(key)) continue;
    const dp = degree.get(p) ?? 0;
    const dq = degree.get(q) ?? 0;
    if (dp >= capOf(p) || dq >= capOf(q)) continue;
    // The estimate chose candidates; the exact distance decides at the edges of the band.
    const km = exactKm(p, q);
    if (km < minKm || km > maxKm) continue;
    degree.set(p, dp + 1);
    degree.set(q, dq + 1);
    into.set(key, {
      a: p.airport,
      b: q.airport,
      km,
      kind,
      traffic: Math.sqrt(p.weight * q.weight),
    });
  }
}

/** A foreign hub counts as farther: people fly to their own country's hubs first. */
const spokeRank = (p: Point, hub: Point, km: number): number =>
  hub.airport.countryCode === p.airport.countryCode ? km : km * 1.6 + 200;

/**
 * Every hub flies to its country's gateways (the national hub-and-spoke), whatever the
 * distance: with it any two airports of a country are at most two stops apart.
 */
function gatewayFeeders(
  hubs: readonly Point[],
  gateways: readonly Point[],
  into: Map<string, Link>,
) {
  for (const hub of hubs) {
    for (const gateway of gateways) {
      if (gateway === hub || gateway.airport.countryCode !== hub.airport.countryCode) continue;
      const km = exactKm(hub, gateway);
      const key = pairKey(hub.airport, gateway.airport);
      if (km < TRUNK_KM.min || km > LONG_HAUL_MAX_KM || into.has(key)) continue;
      into.set(key, {
        a: hub.airport,
        b: gateway.airport,
        km,
        kind: km > TRUNK_KM.max ? 'long' : 'trunk',
        traffic: Math.sqrt(hub.weight * gateway.weight),
      });
    }
  }
}

/** Medium airports to their one to three nearest hubs, home-country hubs preferred. */
function spokeLinks(mediums: readonly Point[], hubs: readonly Point[], into: Map<string, Link>) {
  for (const p of mediums) {
    // Two passes: the nearest hub's rank first, then only the hubs close to it (no big sorts).
    let best = Infinity;
    for (const hub of hubs) {
      const km = roughKm(p, hub);
      if (km >= SPOKE.minKm && km <= SPOKE.fallbackMaxKm)
        best = Math.min(best, spokeRank(p, hub, km));
    }
    if (best === Infinity) continue;
    const limit = best * 1.8 + 300;
    const near: { hub: Point; km: number; rank: number }[] = [];
    for (const hub of hubs) {
      const km = roughKm(p, hub);
      if (km < SPOKE.minKm || km > SPOKE.fallbackMaxKm) continue;
      const rank = spokeRank(p, hub, km);
      if (rank === best || (rank <= limit && km <= SPOKE.maxKm)) near.push({ hub, km, rank });
    }
    near.sort((x, y) => x.rank - y.rank);
    const wanted = 1 + Math.floor(unitHash(`spokes${p.airport.iata}`) * SPOKE.maxHubs);
    const chosen = near.slice(0, wanted);
    for (const { hub } of chosen) {
      const key = pairKey(p.airport, hub.airport);
      if (into.has(key)) continue;
      into.set(key, {
        a: p.airport,
        b: hub.airport,
        km: exactKm(p, hub),
        kind: 'spoke',
        traffic: Math.sqrt(p.weight * Math.min(hub.weight, 1)),
      });
    }
  }
}

export function chooseLinks(catalog: ReferenceCatalog): { links: Link[]; hubs: Set<string> } {
  const points = catalog.airports.map((airport) =>
    toPoint(airport, airportWeight(catalog, airport)),
  );
  const hubs = chooseHubs(points);
  const hubSet = new Set(hubs.map((p) => p.airport.iata));
  const links = new Map<string, Link>();
  // Bigger cities take more links: 10 for a small hub up to 40 for the largest.
  const trunkCap = (p: Point) => Math.round(10 + Math.min(30, p.weight * 2));
  gravityLinks(hubs, TRUNK_KM.min, TRUNK_KM.max, TRUNK_PROPOSALS, 'trunk', trunkCap, links);
  const gateways = chooseGateways(hubs);
  gatewayFeeders(hubs, gateways, links);
  const longCap = (p: Point) => Math.round(6 + Math.min(24, p.weight * 1.5));
  gravityLinks(gateways, TRUNK_KM.max, LONG_HAUL_MAX_KM, LONG_PROPOSALS, 'long', longCap, links);
  spokeLinks(
    points.filter((p) => !hubSet.has(p.airport.iata)),
    hubs,
    links,
  );
  // A fixed order makes flight numbers the same in every process.
  const ordered = [...links.entries()].sort(([x], [y]) => (x < y ? -1 : 1)).map(([, link]) => link);
  return { links: ordered, hubs: hubSet };
}
