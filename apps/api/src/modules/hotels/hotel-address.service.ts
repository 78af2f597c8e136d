import { HOTEL_PLACE_TYPES, type HotelAddressSuggestion } from '@travel/contracts/hotels';
import {
  POPULAR_DESTINATIONS,
  type Airport,
  type City,
  type ReferenceCatalog,
} from '@travel/reference-data';
import { HotelCatalogue } from '../../suppliers/hotels/hotel-catalogue';

/** The autocomplete shows at most this many suggestions (spec: popup height 300). */
export const HOTEL_SUGGESTION_LIMIT = 10;
/** Cities lead (most people stay in a city); airports fill the rest. */
const CITY_SHARE = 6;

/** `longitude,latitude` with 4 decimals (~10 m), the spec's city value. */
export const cityValue = (city: Pick<City, 'lat' | 'lng'>): string =>
  `${city.lng.toFixed(4)},${city.lat.toFixed(4)}`;

/**
 * `GET /api/hotel` (spec part 2 §3): city suggestions (type 1, value `longitude,latitude`) and
 * airport suggestions (type 2, value its code) for what the traveller typed; the popular
 * destinations before they type. Only cities that have hotels are offered (an airport or
 * 100,000 people, the rule of the hotel catalogue), so every suggestion finds something.
 */
export class HotelAddressService {
  constructor(private readonly catalog: ReferenceCatalog) {}

  suggest(where: string): HotelAddressSuggestion[] {
    const query = where.trim();
    if (query === '') return this.recommendations();
    const cities = this.catalog
      .searchCities(query, HOTEL_SUGGESTION_LIMIT * 2)
      .filter(HotelCatalogue.hasHotels);
    const airports = this.catalog
      .searchPlaces(query, HOTEL_SUGGESTION_LIMIT)
      .flatMap((place) => (place.kind === 'airport' ? [place.airport] : []));
    const leadingCities = cities.slice(0, CITY_SHARE);
    const room = HOTEL_SUGGESTION_LIMIT - leadingCities.length;
    const chosenAirports = airports.slice(0, room);
    const moreCities = cities.slice(
      CITY_SHARE,
      CITY_SHARE + HOTEL_SUGGESTION_LIMIT - leadingCities.length - chosenAirports.length,
    );
    return [
      ...leadingCities.map((city) => this.citySuggestion(city)),
      ...moreCities.map((city) => this.citySuggestion(city)),
      ...chosenAirports.map((airport) => this.airportSuggestion(airport)),
    ];
  }

  /** Before typing: the storefront's popular destinations. */
  recommendations(): HotelAddressSuggestion[] {
    return POPULAR_DESTINATIONS.map((code) => this.catalog.cityByCode(code))
      .filter((city): city is City => city !== undefined && HotelCatalogue.hasHotels(city))
      .slice(0, HOTEL_SUGGESTION_LIMIT)
      .map((city) => this.citySuggestion(city));
  }

  private citySuggestion(city: City): HotelAddressSuggestion {
    return {
      type: HOTEL_PLACE_TYPES.city,
      name: city.name,
      cityname: city.name,
      countryname: this.catalog.countryName(city.countryCode),
      Longitude: city.lng,
      Latitude: city.lat,
      code: city.iata ?? '',
      value: cityValue(city),
    };
  }

  private airportSuggestion(airport: Airport): HotelAddressSuggestion {
    return {
      type: HOTEL_PLACE_TYPES.airport,
      name: airport.name,
      cityname: airport.city,
      countryname: this.catalog.countryName(airport.countryCode),
      Longitude: airport.lng,
      Latitude: airport.lat,
      code: airport.iata,
      value: airport.iata,
    };
  }
}
