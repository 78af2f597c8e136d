import type {
  Airline,
  Airport,
  City,
  Continent,
  Country,
  Currency,
  Metro,
  Province,
  ReferenceDataSet,
} from './types';

/** The generated files and the fields each stores, in order. */
export const DATA_FILES = {
  airports: 'airports.json',
  airlines: 'airlines.json',
  cities: 'cities.json',
  countries: 'countries.json',
  continents: 'continents.json',
  provinces: 'provinces.json',
  currencies: 'currencies.json',
  metros: 'metros.json',
} as const satisfies Record<keyof ReferenceDataSet, string>;

export const MANIFEST_FILE = 'manifest.json';

export const FIELDS = {
  airports: [
    'iata',
    'icao',
    'name',
    'size',
    'lat',
    'lng',
    'elevationFt',
    'countryCode',
    'regionCode',
    'municipality',
    'city',
    'cityId',
    'cityCode',
    'timeZone',
    'timeZoneSource',
  ] satisfies (keyof Airport)[],
  airlines: ['code', 'icao', 'name', 'countryCode', 'hubCode'] satisfies (keyof Airline)[],
  cities: [
    'id',
    'name',
    'nameAscii',
    'countryCode',
    'admin',
    'lat',
    'lng',
    'population',
    'capital',
    'iata',
  ] satisfies (keyof City)[],
  countries: [
    'code',
    'alpha3',
    'continent',
    'names',
    'aliases',
    'capital',
    'currencies',
    'phone',
  ] satisfies (keyof Country)[],
  continents: ['code', 'names'] satisfies (keyof Continent)[],
  provinces: ['countryCode', 'code', 'name'] satisfies (keyof Province)[],
  currencies: ['code', 'name', 'symbol', 'symbolNative', 'decimals'] satisfies (keyof Currency)[],
  metros: ['code', 'city', 'countryCode', 'cityId', 'airports'] satisfies (keyof Metro)[],
};

/** Bumped when the file layout changes, so a loader refuses files from another layout. */
export const FORMAT_VERSION = 1;

export interface Manifest {
  formatVersion: number;
  builtAt: string;
  counts: Record<keyof ReferenceDataSet, number>;
  report: Record<string, unknown>;
}
