import type { METRO_DEFINITIONS } from '../curated/metros';
import type { Airport, City } from '../types';
import { municipalityNames, type CityFinder } from './city-finder';
import type { RawAirport, RawAirportTimeZone } from './sources';
import { assignTimeZones, type TimeZoneReport } from './time-zones';

export interface AirportReport extends TimeZoneReport {
  rawRecords: number;
  selected: number;
  cityMatchedByName: number;
  cityMatchedByDistance: number;
  cityUnmatched: number;
}

/** OurAirports large and medium airports with scheduled service and an IATA code. */
export function selectAirports(raw: RawAirport[]): RawAirport[] {
  const seen = new Set<string>();
  return raw.filter((airport) => {
    const wanted =
      (airport.type === 'large_airport' || airport.type === 'medium_airport') &&
      airport.scheduled_service === 'yes' &&
      /^[A-Z]{3}$/.test(airport.iata_code);
    if (!wanted || seen.has(airport.iata_code)) return false;
    seen.add(airport.iata_code);
    return true;
  });
}

const icaoOf = (airport: RawAirport): string =>
  [airport.gps_code, airport.ident].find((code) => /^[A-Z]{4}$/.test(code)) ?? '';

/** A city with at least this many people near an airport is what travellers call its city. */
const SIZEABLE_CITY = 100_000;

/** A city this big names the airports near it, whatever suburb OurAirports records. */
const MAJOR_CITY = 1_000_000;
/** Municipalities that are really codes or empty ("TFFR"). */
const NOT_A_PLACE_NAME = /^([A-Z0-9]{3,4})?$/;

interface ServedCity {
  city: City | undefined;
  /** The name shown beside the airport. */
  label: string;
  how: 'name' | 'distance' | 'none';
}

/** A suburb or district under this share of a nearby major city's people is part of it. */
const SUBURB_SHARE = 0.05;
const MAJOR_CITY_RADIUS_KM = 40;

/**
 * The city an airport serves and the name to show for it. A municipality that names a known
 * city nearby is kept as written ("Shanghai (Pudong)" → "Shanghai") unless that place is a
 * district of a major city next to it ("New Delhi" → "Delhi"); otherwise a major city within
 * reach, else the nearest sizeable city, gives the link ("Islands" → "Hong Kong"), and its
 * name is shown only when the municipality is missing or the city is a major one.
 */
function servedCity(airport: RawAirport, finder: CityFinder): ServedCity {
  const lat = Number(airport.latitude_deg);
  const lng = Number(airport.longitude_deg);
  const country = airport.iso_country;
  const largest = finder.largest(country, lat, lng, MAJOR_CITY_RADIUS_KM);
  const major = largest && largest.population >= MAJOR_CITY ? largest : undefined;
  const names = municipalityNames(airport.municipality);
  for (const name of names) {
    const city = finder.byName(country, name, { lat, lng, maxKm: 100 });
    if (!city) continue;
    if (major && major !== city && city.population < major.population * SUBURB_SHARE) {
      return { city: major, label: major.name, how: 'name' };
    }
    return { city, label: name, how: 'name' };
  }
  if (major) return { city: major, label: major.name, how: 'distance' };
  const written = names.at(-1);
  const usable = written !== undefined && !NOT_A_PLACE_NAME.test(written) ? written : undefined;
  const near =
    finder.nearest(country, lat, lng, 50, SIZEABLE_CITY) ?? finder.nearest(country, lat, lng, 30);
  if (near) return { city: near, label: usable ?? near.name, how: 'distance' };
  return { city: undefined, label: usable ?? airport.name, how: 'none' };
}

export function buildAirports(
  raw: RawAirport[],
  timeZoneEntries: RawAirportTimeZone[],
  finder: CityFinder,
  metros: typeof METRO_DEFINITIONS,
): { airports: Airport[]; report: AirportReport } {
  const selected = selectAirports(raw);
  const { zones, report: zoneReport } = assignTimeZones(selected, timeZoneEntries);
  const metroOf = new Map<string, (typeof METRO_DEFINITIONS)[number]>();
  for (const metro of metros) for (const code of metro.airports) metroOf.set(code, metro);

  const counts = { name: 0, distance: 0, none: 0 };
  const airports = selected.map((airport): Airport => {
    const zone = zones.get(airport.iata_code);
    if (!zone) throw new Error(`airport ${airport.iata_code} has no time zone`);
    const metro = metroOf.get(airport.iata_code);
    const metroCity = metro && finder.byName(metro.countryCode, metro.worldCityName ?? metro.city);
    const served: ServedCity = metro
      ? { city: metroCity, label: metro.city, how: 'name' }
      : servedCity(airport, finder);
    const { city, how } = served;
    counts[how] += 1;
    return {
      iata: airport.iata_code,
      icao: icaoOf(airport),
      name: airport.name,
      size: airport.type === 'large_airport' ? 'large' : 'medium',
      lat: Number(airport.latitude_deg),
      lng: Number(airport.longitude_deg),
      elevationFt: airport.elevation_ft === '' ? null : Number(airport.elevation_ft),
      countryCode: airport.iso_country,
      regionCode: airport.iso_region,
      municipality: airport.municipality,
      city: served.label,
      cityId: city?.id ?? null,
      cityCode: metro?.code ?? airport.iata_code,
      timeZone: zone.timeZone,
      timeZoneSource: zone.source,
    };
  });
  return {
    airports: airports.sort((a, b) => a.iata.localeCompare(b.iata)),
    report: {
      ...zoneReport,
      rawRecords: raw.length,
      selected: selected.length,
      cityMatchedByName: counts.name,
      cityMatchedByDistance: counts.distance,
      cityUnmatched: counts.none,
    },
  };
}
