import type { ContinentCode } from '@travel/reference-data';
import { unitHash } from '../../lib/seeded-random';

/**
 * What a city's size and its country do to its hotels: how many there are, how far they spread,
 * and what a night costs and is taxed. Deterministic per city and country.
 */

/** Cities below this size have hotels only when they have an airport. */
export const HOTEL_CITY_MIN_POPULATION = 100_000;
/** The largest cities stop here. */
export const MAX_HOTELS_IN_CITY = 120;

/** Small airport towns still count as about this many people (so they get two or three hotels). */
const SMALL_TOWN_POPULATION = 20_000;

/** ~6 hotels for 100,000 people, ~40 for 2 million, capped at 120 (Tokyo, Delhi, New York). */
export function hotelCount(population: number): number {
  const people = Math.max(population, SMALL_TOWN_POPULATION);
  const count = Math.round(6 * (people / 100_000) ** 0.633);
  return Math.min(MAX_HOTELS_IN_CITY, Math.max(2, count));
}

/** 0.5 km for a small town, about 6 km for 2 million, 8 km for the largest cities. */
export function cityRadiusKm(population: number): number {
  const people = Math.max(population, SMALL_TOWN_POPULATION);
  const radius = 1 + 1.6 * Math.log(people / 100_000);
  return Math.round(Math.min(8, Math.max(0.5, radius)) * 10) / 10;
}

/** Big cities cost more: 0.8 for a town, 1.0 around a million, up to 1.3 for megacities. */
export function citySizeFactor(population: number): number {
  const people = Math.max(population, SMALL_TOWN_POPULATION);
  return Math.min(1.3, Math.max(0.8, 1 + 0.08 * Math.log(people / 1_000_000)));
}

/**
 * Countries known for dear (or cheap) hotels; the rest take their continent's level with a
 * small per-country spread.
 */
const KNOWN_PRICE_LEVELS: Readonly<Record<string, number>> = {
  CH: 1.65,
  IS: 1.55,
  NO: 1.5,
  SG: 1.45,
  DK: 1.4,
  GB: 1.35,
  US: 1.3,
  AU: 1.25,
  FR: 1.25,
  JP: 1.2,
  AE: 1.2,
  NZ: 1.15,
  SE: 1.15,
  IE: 1.2,
  NL: 1.2,
  LU: 1.25,
  CA: 1.15,
  IL: 1.2,
  HK: 1.3,
  FI: 1.1,
  AT: 1.1,
  BE: 1.1,
  DE: 1.05,
  IT: 1.1,
  ES: 1.0,
  KR: 1.0,
  QA: 1.15,
  IN: 0.5,
  VN: 0.5,
  ID: 0.55,
  PK: 0.45,
  BD: 0.45,
  EG: 0.5,
  NP: 0.45,
  PH: 0.55,
  KH: 0.5,
};

const CONTINENT_PRICE_LEVELS: Readonly<Record<ContinentCode, number>> = {
  EU: 0.9,
  NA: 0.9,
  OC: 1.0,
  AS: 0.7,
  AF: 0.65,
  SA: 0.7,
  AN: 1.2,
};

export function priceLevel(countryCode: string, continent: ContinentCode | undefined): number {
  const known = KNOWN_PRICE_LEVELS[countryCode];
  if (known !== undefined) return known;
  const base = continent ? CONTINENT_PRICE_LEVELS[continent] : 0.8;
  return Math.round(base * (0.85 + 0.3 * unitHash(`price-level|${countryCode}`)) * 100) / 100;
}

/** Room taxes where they are well known; elsewhere 8–20 %, fixed per country. */
const KNOWN_TAX_RATES: Readonly<Record<string, number>> = {
  US: 0.14,
  GB: 0.2,
  FR: 0.1,
  DE: 0.07,
  IT: 0.1,
  ES: 0.1,
  JP: 0.1,
  AU: 0.1,
  CA: 0.13,
  SG: 0.17,
  AE: 0.15,
  CH: 0.08,
  IN: 0.12,
};

export function taxRate(countryCode: string): number {
  const known = KNOWN_TAX_RATES[countryCode];
  if (known !== undefined) return known;
  return (8 + Math.floor(unitHash(`tax|${countryCode}`) * 13)) / 100;
}
