import { distanceKm, type City, type ReferenceCatalog } from '@travel/reference-data';
import { LruCache } from '../../lib/lru';
import { parseHotelId, parsePropertyCode } from './hotel-codes';
import { generateCityHotels } from './hotel-generator';
import { AIRPORT_HOTEL_SPREAD_KM, placementLimitKm } from './hotel-placement';
import type { CityContext, HotelProfile } from './hotel-profile';
import { cityRadiusKm, HOTEL_CITY_MIN_POPULATION, priceLevel, taxRate } from './market';

/** Cities whose hotels stay generated; a crawl over every city cannot grow memory without end. */
const CITY_CACHE_SIZE = 1_500;
/** An airport farther than this from its city does not get the city's airport hotels. */
const AIRPORT_HOTEL_MAX_KM = 60;

/** A city that has hotels, with how far from its centre they may stand (for search). */
interface HotelCity {
  city: City;
  reachKm: number;
}

/**
 * The generated hotels of the world, city by city: a city's hotels are made the first time a
 * search or a hotel id asks for them and kept in an LRU cache. Nothing is generated up front.
 */
export class HotelCatalogue {
  private readonly cache = new LruCache<string, HotelProfile[]>(CITY_CACHE_SIZE);
  private hotelCities: HotelCity[] | undefined;

  constructor(
    readonly catalog: ReferenceCatalog,
    readonly seed: string,
  ) {}

  /** A city has hotels when it has an airport or at least 100,000 people. */
  static hasHotels(city: City): boolean {
    return city.iata !== null || city.population >= HOTEL_CITY_MIN_POPULATION;
  }

  /** The hotels of a city, index order; empty for a city without hotels. */
  hotelsOf(city: City): HotelProfile[] {
    if (!HotelCatalogue.hasHotels(city)) return [];
    return this.cache.getOrCreate(city.id, () =>
      generateCityHotels(this.cityContext(city), this.seed),
    );
  }

  /** A hotel by id: null unless the code, chain and name all match a generated hotel. */
  hotel(id: string): HotelProfile | null {
    const parsed = parseHotelId(id);
    if (!parsed) return null;
    const found = this.byPropertyCode(parsed.propertyCode);
    return found && found.id === id ? found : null;
  }

  byPropertyCode(propertyCode: string): HotelProfile | null {
    const parsed = parsePropertyCode(propertyCode);
    if (!parsed) return null;
    const city = this.catalog.city(parsed.cityId);
    if (!city) return null;
    const hotel = this.hotelsOf(city)[parsed.index];
    return hotel && hotel.propertyCode === propertyCode ? hotel : null;
  }

  /**
   * Hotels within `radiusKm` of a point, each with its distance. Cities are chosen by centre
   * distance less their reach (how far their hotels spread), then hotels by their own distance.
   */
  hotelsNear(
    latitude: number,
    longitude: number,
    radiusKm: number,
  ): { hotel: HotelProfile; distanceKm: number }[] {
    const found: { hotel: HotelProfile; distanceKm: number }[] = [];
    // A degree of latitude is ~111 km; a quick box test spares most haversines.
    const latSpan = (radiusKm + 80) / 111;
    for (const { city, reachKm } of this.cities()) {
      if (Math.abs(city.lat - latitude) > latSpan) continue;
      if (distanceKm(latitude, longitude, city.lat, city.lng) > radiusKm + reachKm) continue;
      for (const hotel of this.hotelsOf(city)) {
        const km = distanceKm(latitude, longitude, hotel.latitude, hotel.longitude);
        if (km <= radiusKm) found.push({ hotel, distanceKm: Math.round(km * 10) / 10 });
      }
    }
    return found;
  }

  private cities(): HotelCity[] {
    if (!this.hotelCities) {
      this.hotelCities = this.catalog.cities.filter(HotelCatalogue.hasHotels).map((city) => {
        const airport = this.mainAirport(city);
        // Hotels stand within the city's radius, airport hotels within 2 km of their airport;
        // a little farther when that centre is at sea on the map (see placementLimitKm).
        const cityReach = placementLimitKm(city, cityRadiusKm(city.population));
        const airportReach = airport
          ? airport.distanceKm + placementLimitKm(airport, AIRPORT_HOTEL_SPREAD_KM)
          : 0;
        return { city, reachKm: Math.max(cityReach, airportReach) };
      });
    }
    return this.hotelCities;
  }

  private cityContext(city: City): CityContext {
    const country = this.catalog.country(city.countryCode);
    return {
      city,
      countryName: country?.names.en ?? city.countryCode,
      timeZone: this.nearestAirportZone(city),
      radiusKm: cityRadiusKm(city.population),
      airport: this.mainAirport(city),
      priceLevel: priceLevel(city.countryCode, country?.continent),
      taxRate: taxRate(city.countryCode),
    };
  }

  private mainAirport(city: City): CityContext['airport'] {
    if (!city.iata) return null;
    const airport = this.catalog.airportsFor(city.iata)[0];
    if (!airport) return null;
    const km = distanceKm(city.lat, city.lng, airport.lat, airport.lng);
    if (km > AIRPORT_HOTEL_MAX_KM) return null;
    return { code: airport.iata, lat: airport.lat, lng: airport.lng, distanceKm: Math.round(km) };
  }

  /** Hotels keep the clock of the nearest airport (the reference data's zones live there). */
  private nearestAirportZone(city: City): string {
    let best = 'UTC';
    let bestKm = Infinity;
    for (const airport of this.catalog.airports) {
      if (Math.abs(airport.lat - city.lat) > 10) continue;
      const km = distanceKm(city.lat, city.lng, airport.lat, airport.lng);
      if (km < bestKm) {
        bestKm = km;
        best = airport.timeZone;
      }
    }
    if (bestKm === Infinity) {
      best = this.catalog.nearestAirports(city.lat, city.lng, 1)[0]?.airport.timeZone ?? 'UTC';
    }
    return best;
  }
}

const catalogues = new WeakMap<ReferenceCatalog, Map<string, HotelCatalogue>>();

/** One catalogue per reference catalogue and seed, shared by every request of the process. */
export function hotelCatalogue(catalog: ReferenceCatalog, seed: string): HotelCatalogue {
  let bySeed = catalogues.get(catalog);
  if (!bySeed) {
    bySeed = new Map();
    catalogues.set(catalog, bySeed);
  }
  let found = bySeed.get(seed);
  if (!found) {
    found = new HotelCatalogue(catalog, seed);
    bySeed.set(seed, found);
  }
  return found;
}
