import type { Airport, City, Country, Metro } from '../types';
import { FIELD, PrefixIndex, type IndexEntryInput } from './prefix-index';

export type Place =
  | { kind: 'airport'; code: string; airport: Airport }
  | { kind: 'metro'; code: string; metro: Metro; airports: Airport[] };

/** Words of airport names that say nothing about which airport is meant. */
const AIRPORT_STOP_WORDS = new Set([
  'airport',
  'international',
  'intl',
  'regional',
  'municipal',
  'national',
  'domestic',
  'field',
  'airfield',
  'airpark',
  'aerodrome',
  'aeropuerto',
  'aeroporto',
  'aeroport',
  'flughafen',
  'lufthavn',
  'of',
  'the',
  'and',
  'de',
  'del',
  'la',
  'el',
]);

/** log10 of the people an airport serves, with a floor for places we know nothing about. */
function reach(city: City | undefined): number {
  return Math.log10(Math.max(city?.population ?? 0, 1000));
}

function countryTexts(country: Country | undefined) {
  if (!country) return [];
  const names = new Set([...Object.values(country.names), ...country.aliases]);
  return [...names].map((text) => ({ text, field: FIELD.country }));
}

/**
 * The airport autocomplete: airports and metro areas, found by code, city, airport name or
 * country (in every name language), ranked by exact code, then size (metro, large, medium)
 * and the population of the city served.
 */
export function buildPlaceIndex(
  airports: Airport[],
  metros: Metro[],
  cityById: ReadonlyMap<string, City>,
  countryByCode: ReadonlyMap<string, Country>,
): { index: PrefixIndex; places: Place[] } {
  const places: Place[] = [];
  const inputs: IndexEntryInput[] = [];
  const airportByCode = new Map(airports.map((airport) => [airport.iata, airport]));
  // A metro lists its main airport first: a tiny bonus keeps that order among equals.
  const mainAirportBonus = new Map<string, number>();
  for (const metro of metros) {
    metro.airports.forEach((code, position) => {
      mainAirportBonus.set(code, (metro.airports.length - position) * 0.01);
    });
  }
  for (const metro of metros) {
    const members = metro.airports
      .map((code) => airportByCode.get(code))
      .filter((airport): airport is Airport => airport !== undefined);
    places.push({ kind: 'metro', code: metro.code, metro, airports: members });
    inputs.push({
      score: reach(metro.cityId ? cityById.get(metro.cityId) : undefined) + 1.5,
      codes: [metro.code],
      texts: [
        { text: metro.city, field: FIELD.primary },
        ...countryTexts(countryByCode.get(metro.countryCode)),
      ],
    });
  }
  for (const airport of airports) {
    const city = airport.cityId ? cityById.get(airport.cityId) : undefined;
    places.push({ kind: 'airport', code: airport.iata, airport });
    inputs.push({
      score:
        reach(city) +
        (airport.size === 'large' ? 1 : 0) +
        (mainAirportBonus.get(airport.iata) ?? 0),
      // The metro code too: typing "NYC" lists the metro, then JFK, EWR and LGA.
      codes: airport.cityCode === airport.iata ? [airport.iata] : [airport.iata, airport.cityCode],
      texts: [
        { text: airport.city, field: FIELD.primary },
        { text: airport.name, field: FIELD.secondary },
        { text: airport.municipality, field: FIELD.secondary },
        ...countryTexts(countryByCode.get(airport.countryCode)),
      ],
    });
  }
  return { index: new PrefixIndex(inputs, { stopWords: AIRPORT_STOP_WORDS }), places };
}

/** The city search (destinations, hotels): by name or IATA city code, bigger cities first. */
export function buildCityIndex(cities: City[]): PrefixIndex {
  return new PrefixIndex(
    cities.map((city) => ({
      score: Math.log10(Math.max(city.population, 1000)) + (city.capital === 'primary' ? 0.3 : 0),
      codes: city.iata ? [city.iata] : [],
      texts: [
        { text: city.name, field: FIELD.primary },
        { text: city.nameAscii, field: FIELD.primary },
      ],
    })),
  );
}
