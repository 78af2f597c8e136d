import type {
  CitySuggestion,
  CountryOption,
  PlaceLanguage,
  ProvinceOption,
  Sight,
  WorldCities,
} from '@travel/contracts/places';
import {
  CONTINENT_ORDER,
  HOT_CITIES,
  POPULAR_DESTINATIONS,
  distanceKm,
  type City,
  type ReferenceCatalog,
} from '@travel/reference-data';
import { AppError } from '../../lib/app-error';
import { collatorFor, nameLanguage, pictureUrl } from './places.language';

/** Cities listed per country in the destination popover. */
const CITIES_PER_COUNTRY = 8;
/** "Sights" around a city: its airports and large cities within day-trip reach. */
const SIGHT_RADIUS_KM = 150;
const SIGHT_CITY_MIN_POPULATION = 100_000;
const SIGHT_CITY_LIMIT = 6;

/**
 * Destinations for the header popovers, destination pages and city search. Replies that do
 * not depend on the query text are computed once per language and kept.
 */
export class WorldCitiesService {
  private readonly worldCitiesByLanguage = new Map<PlaceLanguage, WorldCities>();
  private readonly countriesByLanguage = new Map<PlaceLanguage, CountryOption[]>();

  constructor(private readonly catalog: ReferenceCatalog) {}

  worldCities(language: PlaceLanguage): WorldCities {
    let reply = this.worldCitiesByLanguage.get(language);
    if (!reply) {
      reply = this.buildWorldCities(language);
      this.worldCitiesByLanguage.set(language, reply);
    }
    return reply;
  }

  countries(language: PlaceLanguage): CountryOption[] {
    let reply = this.countriesByLanguage.get(language);
    if (!reply) {
      const names = nameLanguage(language);
      const collator = collatorFor(language);
      reply = this.catalog.countries
        .map((country) => ({ code: country.code, name: country.names[names] }))
        .sort((a, b) => collator.compare(a.name, b.name) || a.code.localeCompare(b.code));
      this.countriesByLanguage.set(language, reply);
    }
    return reply;
  }

  provinces(countryCode: string): ProvinceOption[] {
    if (!this.catalog.country(countryCode)) {
      throw new AppError('notFound', { msg: `Unknown country code ${countryCode}` });
    }
    return this.catalog
      .provincesOf(countryCode)
      .map((province) => ({ code: province.code, name: province.name }));
  }

  suggest(word: string, language: PlaceLanguage): CitySuggestion[] {
    if (word.trim() === '') return [];
    const names = nameLanguage(language);
    return this.catalog.searchCities(word, 10).map((city) => ({
      cityId: city.id,
      code: city.iata ?? city.id,
      iata: city.iata,
      name: city.name,
      region: city.admin,
      countryCode: city.countryCode,
      countryName: this.catalog.countryName(city.countryCode, names),
      lat: city.lat,
      lng: city.lng,
      population: city.population,
    }));
  }

  sights(code: string): Sight[] {
    const city = this.findCity(code);
    const airports = this.catalog.airports
      .filter((airport) => airport.cityId === city.id || airport.cityCode === city.iata)
      .map((airport) => ({
        kind: 'airport' as const,
        code: airport.iata,
        name: airport.name,
        countryCode: airport.countryCode,
        lat: airport.lat,
        lng: airport.lng,
        distanceKm: round(distanceKm(city.lat, city.lng, airport.lat, airport.lng)),
        population: null,
        pic: pictureUrl(airport.iata),
      }))
      .sort((a, b) => a.distanceKm - b.distanceKm);
    const nearbyCities = this.catalog
      .citiesOf(city.countryCode)
      .filter((other) => other.id !== city.id && other.population >= SIGHT_CITY_MIN_POPULATION)
      .map((other) => ({ other, km: distanceKm(city.lat, city.lng, other.lat, other.lng) }))
      .filter(({ km }) => km <= SIGHT_RADIUS_KM)
      .sort((a, b) => b.other.population - a.other.population)
      .slice(0, SIGHT_CITY_LIMIT)
      .map(({ other, km }) => ({
        kind: 'city' as const,
        code: other.iata ?? other.id,
        name: other.name,
        countryCode: other.countryCode,
        lat: other.lat,
        lng: other.lng,
        distanceKm: round(km),
        population: other.population,
        pic: pictureUrl(other.iata ?? other.id),
      }));
    return [...airports, ...nearbyCities];
  }

  /** A city by IATA city code (NYC, LAX) or world-cities id; unknown codes are a 404. */
  findCity(code: string): City {
    const city = /^[A-Za-z]{3}$/.test(code)
      ? this.catalog.cityByCode(code)
      : /^\d+$/.test(code)
        ? this.catalog.city(code)
        : undefined;
    if (!city) throw new AppError('notFound', { msg: `Unknown city code ${code}` });
    return city;
  }

  private buildWorldCities(language: PlaceLanguage): WorldCities {
    const names = nameLanguage(language);
    const collator = collatorFor(language);
    const hots = POPULAR_DESTINATIONS.flatMap((code) => {
      const city = this.catalog.cityByCode(code);
      return city ? [{ iata: code, pic: pictureUrl(code), city: city.name }] : [];
    });
    const locations = CONTINENT_ORDER.map((continentCode) => {
      const hotCities = (HOT_CITIES[continentCode as keyof typeof HOT_CITIES] ?? []).flatMap(
        (code) => {
          const city = this.catalog.cityByCode(code);
          const main = this.catalog.airportsFor(code)[0];
          return city && main ? [{ code, iata: main.iata, name: city.name }] : [];
        },
      );
      const countryCityGroups = this.catalog.countries
        .filter((country) => country.continent === continentCode)
        .map((country) => ({
          country: { name: country.names[names], code: country.code },
          cities: this.catalog
            .citiesOf(country.code)
            .filter((city) => city.iata !== null)
            .slice(0, CITIES_PER_COUNTRY)
            .map((city) => ({
              cityId: city.id,
              name: city.name,
              code: city.iata as string,
              pic: pictureUrl(city.iata as string),
            })),
        }))
        .filter((group) => group.cities.length > 0)
        .sort((a, b) => collator.compare(a.country.name, b.country.name));
      return {
        continent: { name: this.catalog.continentName(continentCode, names), code: continentCode },
        hotCities,
        countryCityGroups,
      };
    });
    return { hots, locations };
  }
}

const round = (km: number): number => Math.round(km * 10) / 10;
