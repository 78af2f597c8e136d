import { distanceKm } from './geo';
import { readReferenceData } from './load';
import { buildCityIndex, buildPlaceIndex, type Place } from './search/place-index';
import type { PrefixIndex } from './search/prefix-index';
import type {
  Airline,
  Airport,
  City,
  Continent,
  ContinentCode,
  Country,
  Metro,
  NameLanguage,
  Province,
  ReferenceDataSet,
} from './types';

export interface NearbyAirport {
  airport: Airport;
  distanceKm: number;
}

/**
 * The reference data in memory with the lookups the API needs: by code, by country, by
 * distance, and the autocomplete indexes. Built once per process; nothing here touches a
 * database, so every lookup answers in microseconds.
 */
export class ReferenceCatalog {
  readonly airports: readonly Airport[];
  readonly airlines: readonly Airline[];
  readonly cities: readonly City[];
  readonly countries: readonly Country[];
  readonly continents: readonly Continent[];
  readonly metros: readonly Metro[];
  private readonly airportByCode: Map<string, Airport>;
  private readonly metroByCode: Map<string, Metro>;
  private readonly airlineByCode: Map<string, Airline>;
  private readonly countryByCode: Map<string, Country>;
  private readonly continentByCode: Map<string, Continent>;
  private readonly cityById: Map<string, City>;
  private readonly cityByIata = new Map<string, City>();
  private readonly provincesByCountry = new Map<string, Province[]>();
  private readonly citiesByCountry = new Map<string, City[]>();
  private readonly placeIndex: PrefixIndex;
  private readonly places: Place[];
  private readonly cityIndex: PrefixIndex;

  constructor(data: ReferenceDataSet) {
    this.airports = data.airports;
    this.airlines = data.airlines;
    this.cities = data.cities;
    this.countries = data.countries;
    this.continents = data.continents;
    this.metros = data.metros;
    this.airportByCode = new Map(data.airports.map((airport) => [airport.iata, airport]));
    this.metroByCode = new Map(data.metros.map((metro) => [metro.code, metro]));
    this.airlineByCode = new Map(data.airlines.map((airline) => [airline.code, airline]));
    this.countryByCode = new Map(data.countries.map((country) => [country.code, country]));
    this.continentByCode = new Map(data.continents.map((continent) => [continent.code, continent]));
    this.cityById = new Map(data.cities.map((city) => [city.id, city]));
    // Cities arrive most populous first, so each code keeps its biggest city.
    for (const city of data.cities) {
      if (city.iata && !this.cityByIata.has(city.iata)) this.cityByIata.set(city.iata, city);
      const list = this.citiesByCountry.get(city.countryCode) ?? [];
      list.push(city);
      this.citiesByCountry.set(city.countryCode, list);
    }
    for (const province of data.provinces) {
      const list = this.provincesByCountry.get(province.countryCode) ?? [];
      list.push(province);
      this.provincesByCountry.set(province.countryCode, list);
    }
    const built = buildPlaceIndex(data.airports, data.metros, this.cityById, this.countryByCode);
    this.placeIndex = built.index;
    this.places = built.places;
    this.cityIndex = buildCityIndex(data.cities);
  }

  static load(directory?: string): ReferenceCatalog {
    return new ReferenceCatalog(readReferenceData(directory));
  }

  airport(code: string): Airport | undefined {
    return this.airportByCode.get(code.toUpperCase());
  }

  metro(code: string): Metro | undefined {
    return this.metroByCode.get(code.toUpperCase());
  }

  /** The airports a place code stands for: a metro's members (metro codes win), or one airport. */
  airportsFor(code: string): Airport[] {
    const metro = this.metro(code);
    if (metro) return metro.airports.map((member) => this.airport(member) as Airport);
    const airport = this.airport(code);
    return airport ? [airport] : [];
  }

  airline(code: string): Airline | undefined {
    return this.airlineByCode.get(code.toUpperCase());
  }

  country(code: string): Country | undefined {
    return this.countryByCode.get(code.toUpperCase());
  }

  continent(code: string): Continent | undefined {
    return this.continentByCode.get(code.toUpperCase());
  }

  countryName(code: string, language: NameLanguage = 'en'): string {
    return this.country(code)?.names[language] ?? code;
  }

  continentName(code: ContinentCode, language: NameLanguage = 'en'): string {
    return this.continent(code)?.names[language] ?? code;
  }

  city(id: string): City | undefined {
    return this.cityById.get(id);
  }

  /** The city behind an IATA city code (metro or airport code), e.g. NYC or LAX. */
  cityByCode(code: string): City | undefined {
    const upper = code.toUpperCase();
    const direct = this.cityByIata.get(upper);
    if (direct) return direct;
    const airport = this.airport(upper);
    return airport?.cityId ? this.city(airport.cityId) : undefined;
  }

  /** Cities of a country, most populous first. */
  citiesOf(countryCode: string): readonly City[] {
    return this.citiesByCountry.get(countryCode.toUpperCase()) ?? [];
  }

  provincesOf(countryCode: string): readonly Province[] {
    return this.provincesByCountry.get(countryCode.toUpperCase()) ?? [];
  }

  /** Airport and metro suggestions for what the user typed, best first. */
  searchPlaces(query: string, limit = 10): Place[] {
    return this.placeIndex.search(query, limit).map((id) => this.places[id] as Place);
  }

  searchCities(query: string, limit = 10): City[] {
    return this.cityIndex.search(query, limit).map((id) => this.cities[id] as City);
  }

  /**
   * Airports nearest to a point by great-circle distance. A full pass over ~3,000 airports
   * takes well under a millisecond and runs once per page, not per keystroke.
   */
  nearestAirports(lat: number, lng: number, limit = 10, maxKm = Infinity): NearbyAirport[] {
    const nearby: NearbyAirport[] = [];
    for (const airport of this.airports) {
      const km = distanceKm(lat, lng, airport.lat, airport.lng);
      if (km <= maxKm) nearby.push({ airport, distanceKm: km });
    }
    return nearby.sort((a, b) => a.distanceKm - b.distanceKm).slice(0, limit);
  }
}
