import type { Airline, Airport, ReferenceCatalog } from '@travel/reference-data';
import { distanceKm } from '@travel/reference-data';
import { unitHash } from '../../lib/seeded-random';

/**
 * Which real airline codes fly a route of the simulated network. Nothing here is a real
 * schedule: a route gets carriers from its endpoints' countries (mainline carriers with a known
 * hub first, then the country's other passenger airlines), or, for a country the data has no
 * airline for, the mainline carrier of the same continent whose hub is nearest.
 */

/** Names in the airline list that are not scheduled passenger carriers (cargo, IT, charter). */
const NOT_PASSENGER =
  /cargo|charter|sabre|amadeus|\bit group\b|atlas air|gazprom|alrosa|volga|atran|astral aviation|omni air|central express|\(priv\)|bemidji|40-mile|kenmore|motor sich|masair|martinair|arkefly|thomsonfly|atlantic icelandic|air atlanta/i;

export interface CarrierPools {
  /** Mainline carriers (a known hub) by country code. */
  mainline: Map<string, Airline[]>;
  /** Other passenger carriers by country code. */
  regional: Map<string, Airline[]>;
  /** Hub airport of each mainline carrier (for "hub at an endpoint" and nearest-hub fallback). */
  hubOf: Map<string, Airport>;
  /** Mainline carriers by continent code, for countries without an airline of their own. */
  byContinent: Map<string, Airline[]>;
  /** carriersFor answers per airport (the network asks for the same airports many times). */
  memo: Map<string, Airline[]>;
}

const push = <K, V>(map: Map<K, V[]>, key: K, value: V): void => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

export function buildCarrierPools(catalog: ReferenceCatalog): CarrierPools {
  const pools: CarrierPools = {
    mainline: new Map(),
    regional: new Map(),
    hubOf: new Map(),
    byContinent: new Map(),
    memo: new Map(),
  };
  for (const airline of catalog.airlines) {
    if (NOT_PASSENGER.test(airline.name) || !/^[A-Z0-9]{2}$/.test(airline.code)) continue;
    const hub = airline.hubCode ? catalog.airportsFor(airline.hubCode)[0] : undefined;
    // Some carriers in the data have a hub but no country: the hub's country is theirs.
    const country = airline.countryCode ?? hub?.countryCode ?? null;
    if (!country) continue;
    if (hub) {
      pools.hubOf.set(airline.code, hub);
      push(pools.mainline, country, airline);
      const continent = catalog.country(country)?.continent;
      if (continent) push(pools.byContinent, continent, airline);
    } else {
      push(pools.regional, country, airline);
    }
  }
  return pools;
}

/** Carriers that may fly from or to an airport: its country's, else its continent's nearest. */
function carriersFor(
  pools: CarrierPools,
  catalog: ReferenceCatalog,
  airport: Airport,
  includeRegional: boolean,
): Airline[] {
  const key = `${airport.iata}${includeRegional ? '+' : ''}`;
  let found = pools.memo.get(key);
  if (!found) {
    found = uncachedCarriersFor(pools, catalog, airport, includeRegional);
    pools.memo.set(key, found);
  }
  return found;
}

function uncachedCarriersFor(
  pools: CarrierPools,
  catalog: ReferenceCatalog,
  airport: Airport,
  includeRegional: boolean,
): Airline[] {
  const mainline = pools.mainline.get(airport.countryCode) ?? [];
  const regional = includeRegional ? (pools.regional.get(airport.countryCode) ?? []) : [];
  if (mainline.length + regional.length > 0) return [...mainline, ...regional];
  const fallbackRegional = pools.regional.get(airport.countryCode) ?? [];
  if (fallbackRegional.length > 0) return fallbackRegional;
  const continent = catalog.country(airport.countryCode)?.continent;
  const nearby = [...(continent ? (pools.byContinent.get(continent) ?? []) : [])];
  const distance = (airline: Airline): number => {
    const hub = pools.hubOf.get(airline.code) as Airport;
    return distanceKm(airport.lat, airport.lng, hub.lat, hub.lng);
  };
  return nearby.sort((x, y) => distance(x) - distance(y)).slice(0, 2);
}

const isHubOf = (pools: CarrierPools, airline: Airline, airport: Airport): boolean => {
  const hub = pools.hubOf.get(airline.code);
  return hub !== undefined && (hub.iata === airport.iata || hub.cityCode === airport.cityCode);
};

/**
 * The carriers of one route, best first: a carrier whose hub is an endpoint is preferred, then
 * a mainline carrier of an endpoint's country; a seeded draw spreads the rest so that two
 * routes of one country do not always get the same airline. International long-haul routes
 * take one carrier from each side when both sides have one.
 */
export function assignCarriers(
  pools: CarrierPools,
  catalog: ReferenceCatalog,
  a: Airport,
  b: Airport,
  count: number,
  thin: boolean,
): string[] {
  const fromA = carriersFor(pools, catalog, a, thin);
  const fromB = a.countryCode === b.countryCode ? [] : carriersFor(pools, catalog, b, thin);
  const score = (airline: Airline): number => {
    let value = unitHash(`${a.iata}${b.iata}${airline.code}`) * 2;
    if (isHubOf(pools, airline, a) || isHubOf(pools, airline, b)) value += 4;
    if (pools.hubOf.has(airline.code)) value += thin ? 0.5 : 1.5;
    return value;
  };
  const ranked = (list: Airline[]): string[] =>
    list
      .map((airline) => ({ code: airline.code, value: score(airline) }))
      .sort((x, y) => y.value - x.value)
      .map((entry) => entry.code);
  const sideA = ranked(fromA);
  const sideB = ranked(fromB);
  const chosen: string[] = [];
  // Alternate sides so an international route gets a carrier from each country.
  for (let i = 0; chosen.length < count && (i < sideA.length || i < sideB.length); i += 1) {
    for (const code of [sideA[i], sideB[i]]) {
      if (code && !chosen.includes(code) && chosen.length < count) chosen.push(code);
    }
  }
  return chosen;
}
