import type { MetroDefinition } from '../curated/metros';
import type { Airport, City, Metro } from '../types';
import type { CityFinder } from './city-finder';

/** Smallest population kept for a city without an airport or a capital role. */
export const MIN_CITY_POPULATION = 50_000;

/**
 * Gives cities their IATA city code (metro code, else the code of their main airport) and
 * keeps the cities a travel site needs: those with an airport, capitals of countries and
 * regions, and every city of 50,000 people or more.
 */
export function finishCities(all: City[], airports: Airport[]): City[] {
  const byId = new Map(all.map((city) => [city.id, city]));
  // Metro members first (their city code is the metro's), then large before medium airports.
  const rank = (airport: Airport) =>
    airport.cityCode !== airport.iata ? 0 : airport.size === 'large' ? 1 : 2;
  const ordered = [...airports].sort((a, b) => rank(a) - rank(b) || a.iata.localeCompare(b.iata));
  const codes = new Map<string, string>();
  for (const airport of ordered) {
    if (airport.cityId && !codes.has(airport.cityId)) codes.set(airport.cityId, airport.cityCode);
  }
  const kept: City[] = [];
  for (const city of all) {
    const iata = codes.get(city.id) ?? null;
    const capital = city.capital === 'primary' || city.capital === 'admin';
    if (iata || capital || city.population >= MIN_CITY_POPULATION) kept.push({ ...city, iata });
  }
  if (kept.length === 0 || byId.size === 0) throw new Error('no cities');
  return kept.sort((a, b) => b.population - a.population || a.id.localeCompare(b.id));
}

/** Metro definitions limited to airports in the data set; warns about members that are not. */
export function buildMetros(
  definitions: MetroDefinition[],
  airports: Airport[],
  finder: CityFinder,
  warn: (message: string) => void,
): Metro[] {
  const known = new Set(airports.map((airport) => airport.iata));
  const metros: Metro[] = [];
  for (const definition of definitions) {
    const members = definition.airports.filter((code) => known.has(code));
    for (const code of definition.airports) {
      if (!known.has(code)) warn(`metro ${definition.code}: ${code} is not a scheduled airport`);
    }
    if (members.length === 0) continue;
    const city = finder.byName(definition.countryCode, definition.worldCityName ?? definition.city);
    if (!city) warn(`metro ${definition.code}: city ${definition.city} not found`);
    metros.push({
      code: definition.code,
      city: definition.city,
      countryCode: definition.countryCode,
      cityId: city?.id ?? null,
      airports: members,
    });
  }
  return metros;
}
