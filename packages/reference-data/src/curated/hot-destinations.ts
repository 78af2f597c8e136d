import type { ContinentCode } from '../types';

/**
 * Editorial choices of the storefront: the popular destinations shown first in the
 * "find destination" popover (per continent) and the airports offered when the airport
 * input is empty. Codes are IATA city codes (metro codes or airport codes); everything shown
 * about them (names, countries, pictures) comes from the generated data.
 */
export const HOT_CITIES: Record<Exclude<ContinentCode, 'AN'>, string[]> = {
  AS: ['TYO', 'SEL', 'BKK', 'SIN', 'HKG', 'SHA', 'BJS', 'DXB', 'OSA', 'TPE', 'KUL', 'DPS'],
  EU: ['LON', 'PAR', 'ROM', 'BCN', 'AMS', 'IST', 'MAD', 'PRG', 'VIE', 'LIS', 'ATH', 'MIL'],
  NA: ['NYC', 'LAX', 'LAS', 'MCO', 'SFO', 'MIA', 'CUN', 'HNL', 'YTO', 'YVR', 'CHI', 'WAS'],
  SA: ['RIO', 'BUE', 'LIM', 'SAO', 'CUZ', 'SCL', 'BOG', 'CTG'],
  OC: ['SYD', 'MEL', 'AKL', 'BNE', 'ZQN', 'NAN', 'PPT'],
  AF: ['CPT', 'CAI', 'RAK', 'JNB', 'NBO', 'ZNZ', 'MRU', 'SEZ'],
};

/** The order continents appear in (popular first). */
export const CONTINENT_ORDER: ContinentCode[] = ['AS', 'EU', 'NA', 'SA', 'OC', 'AF'];

/** Cities of the "Popular Destinations" tab, across continents. */
export const POPULAR_DESTINATIONS = [
  'NYC',
  'LON',
  'PAR',
  'TYO',
  'LAX',
  'ROM',
  'BKK',
  'SIN',
  'SEL',
  'BCN',
  'LAS',
  'HKG',
  'DXB',
  'SYD',
  'CUN',
  'AMS',
];

/**
 * Airports recommended before the user types, by language: big hubs, led by those most used
 * by speakers of that language. The storefront sells from the USA first (USD default, the
 * default search is LAX to SFO), so US hubs lead the English list.
 */
export const RECOMMENDED_AIRPORTS: Record<'default' | 'es' | 'vi' | 'zh', string[]> = {
  default: ['LAX', 'JFK', 'SFO', 'ORD', 'ATL', 'SEA', 'LHR', 'CDG', 'HND', 'ICN', 'PVG', 'HKG'],
  es: ['MAD', 'BCN', 'MEX', 'BOG', 'LIM', 'EZE', 'SCL', 'MIA', 'LAX', 'JFK', 'CUN', 'GRU'],
  vi: ['SGN', 'HAN', 'DAD', 'BKK', 'SIN', 'ICN', 'NRT', 'TPE', 'LAX', 'SFO', 'SYD', 'CDG'],
  zh: ['PEK', 'PVG', 'CAN', 'SZX', 'CTU', 'HKG', 'TPE', 'LAX', 'SFO', 'JFK', 'NRT', 'SIN'],
};
