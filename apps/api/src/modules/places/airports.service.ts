import type {
  AirportSuggestion,
  NearbyAirport,
  PlaceLanguage,
  RecommendedAirport,
} from '@travel/contracts/places';
import {
  RECOMMENDED_AIRPORTS,
  type Airport,
  type Place,
  type ReferenceCatalog,
} from '@travel/reference-data';
import { nameLanguage } from './places.language';

/** The spec's autocomplete shows at most this many suggestions. */
export const SUGGESTION_LIMIT = 10;

/**
 * Airport lookups for the flight search: the autocomplete (JSON and the legacy string form),
 * the recommended list shown before typing and the airports near a point.
 */
export class AirportsService {
  constructor(private readonly catalog: ReferenceCatalog) {}

  suggest(query: string, language: PlaceLanguage): AirportSuggestion[] {
    if (query.trim() === '') return [];
    return this.catalog
      .searchPlaces(query, SUGGESTION_LIMIT)
      .map((place) => this.toSuggestion(place, language));
  }

  /** "(LAX) Los Angeles International Airport, Los Angeles, United States" strings. */
  lookup(query: string, language: PlaceLanguage): string[] {
    return this.suggest(query, language).map((suggestion) => suggestion.label);
  }

  recommended(language: PlaceLanguage): RecommendedAirport[] {
    const key = nameLanguage(language);
    const codes = key === 'es' || key === 'vi' || key === 'zh' ? RECOMMENDED_AIRPORTS[key] : [];
    const list = codes.length > 0 ? codes : RECOMMENDED_AIRPORTS.default;
    return list
      .map((code) => this.catalog.airport(code))
      .filter((airport): airport is Airport => airport !== undefined)
      .map((airport) => ({ iata: airport.iata, name: this.describe(airport, language) }));
  }

  nearby(lat: number, lon: number, limit: number, language: PlaceLanguage): NearbyAirport[] {
    return this.catalog.nearestAirports(lat, lon, limit).map(({ airport, distanceKm }) => ({
      iata: airport.iata,
      name: airport.name,
      label: `(${airport.iata}) ${this.describe(airport, language)}`,
      city: airport.city,
      country: this.catalog.countryName(airport.countryCode, nameLanguage(language)),
      countryCode: airport.countryCode,
      latitude: airport.lat,
      longitude: airport.lng,
      distanceKm: Math.round(distanceKm * 10) / 10,
    }));
  }

  /** "Los Angeles International Airport, Los Angeles, United States" */
  private describe(airport: Airport, language: PlaceLanguage): string {
    const country = this.catalog.countryName(airport.countryCode, nameLanguage(language));
    return `${airport.name}, ${airport.city}, ${country}`;
  }

  private toSuggestion(place: Place, language: PlaceLanguage): AirportSuggestion {
    if (place.kind === 'airport') {
      const { airport } = place;
      return {
        value: airport.iata,
        label: `(${airport.iata}) ${this.describe(airport, language)}`,
        name: airport.name,
        city: airport.city,
        country: this.catalog.countryName(airport.countryCode, nameLanguage(language)),
        countryCode: airport.countryCode,
        kind: 'airport',
        airports: [airport.iata],
      };
    }
    const { metro } = place;
    const country = this.catalog.countryName(metro.countryCode, nameLanguage(language));
    const name = `${metro.city} (all airports)`;
    return {
      value: metro.code,
      label: `(${metro.code}) ${name}, ${country}`,
      name,
      city: metro.city,
      country,
      countryCode: metro.countryCode,
      kind: 'metro',
      airports: place.airports.map((airport) => airport.iata),
    };
  }
}
