import type { PlaceDetail, PlaceLanguage } from '@travel/contracts/places';
import {
  HOT_CITIES,
  type Airport,
  type ContinentCode,
  type ReferenceCatalog,
} from '@travel/reference-data';
import { AppError } from '../../lib/app-error';
import { collatorFor, nameLanguage, pictureUrl } from './places.language';
import type { WorldCitiesService } from './world-cities.service';

const LISTED_CITIES = 12;
const LISTED_AIRPORTS = 12;

const airportRef = (airport: Airport) => ({
  iata: airport.iata,
  name: airport.name,
  city: airport.city,
});

/** `GET /api/WorldCities/GetDetail`: one city, country or continent for its destination page. */
export class PlaceDetailService {
  constructor(
    private readonly catalog: ReferenceCatalog,
    private readonly worldCities: WorldCitiesService,
  ) {}

  detail(code: string, type: PlaceDetail['type'], language: PlaceLanguage): PlaceDetail {
    if (type === 'city') return this.city(code, language);
    if (type === 'country') return this.country(code, language);
    return this.continent(code, language);
  }

  private city(code: string, language: PlaceLanguage): PlaceDetail {
    const names = nameLanguage(language);
    const city = this.worldCities.findCity(code);
    const country = this.catalog.country(city.countryCode);
    const airports = this.catalog.airports.filter(
      (airport) => airport.cityId === city.id || (city.iata && airport.cityCode === city.iata),
    );
    const cityCode = city.iata ?? city.id;
    return {
      type: 'city',
      code: cityCode,
      name: city.name,
      nameAscii: city.nameAscii,
      pic: pictureUrl(cityCode),
      countryCode: city.countryCode,
      countryName: country?.names[names] ?? null,
      continentCode: country?.continent ?? '',
      continentName: country ? this.catalog.continentName(country.continent, names) : '',
      lat: city.lat,
      lng: city.lng,
      population: city.population,
      timeZone: airports[0]?.timeZone ?? null,
      capital: null,
      region: city.admin || null,
      currencies: country?.currencies ?? [],
      airports: airports.slice(0, LISTED_AIRPORTS).map(airportRef),
      cities: [],
      countries: [],
    };
  }

  private country(code: string, language: PlaceLanguage): PlaceDetail {
    const names = nameLanguage(language);
    const country = /^[A-Za-z]{2}$/.test(code) ? this.catalog.country(code) : undefined;
    if (!country) throw new AppError('notFound', { msg: `Unknown country code ${code}` });
    const cities = this.catalog.citiesOf(country.code).filter((city) => city.iata !== null);
    const largest = cities[0];
    const airports = this.catalog.airports
      .filter((airport) => airport.countryCode === country.code)
      .sort((a, b) =>
        a.size === b.size ? a.iata.localeCompare(b.iata) : a.size === 'large' ? -1 : 1,
      );
    return {
      type: 'country',
      code: country.code,
      name: country.names[names],
      nameAscii: country.names.en,
      pic: pictureUrl(country.code),
      countryCode: country.code,
      countryName: country.names[names],
      continentCode: country.continent,
      continentName: this.catalog.continentName(country.continent, names),
      lat: largest?.lat ?? null,
      lng: largest?.lng ?? null,
      population: null,
      timeZone: airports[0]?.timeZone ?? null,
      capital: country.capital || null,
      region: null,
      currencies: country.currencies,
      airports: airports.slice(0, LISTED_AIRPORTS).map(airportRef),
      cities: cities.slice(0, LISTED_CITIES).map((city) => ({
        code: city.iata as string,
        name: city.name,
        pic: pictureUrl(city.iata as string),
      })),
      countries: [],
    };
  }

  private continent(code: string, language: PlaceLanguage): PlaceDetail {
    const names = nameLanguage(language);
    const continent = /^[A-Za-z]{2}$/.test(code) ? this.catalog.continent(code) : undefined;
    if (!continent) throw new AppError('notFound', { msg: `Unknown continent code ${code}` });
    const collator = collatorFor(language);
    const hot = HOT_CITIES[continent.code as Exclude<ContinentCode, 'AN'>] ?? [];
    return {
      type: 'continent',
      code: continent.code,
      name: continent.names[names],
      nameAscii: continent.names.en,
      pic: pictureUrl(continent.code),
      countryCode: null,
      countryName: null,
      continentCode: continent.code,
      continentName: continent.names[names],
      lat: null,
      lng: null,
      population: null,
      timeZone: null,
      capital: null,
      region: null,
      currencies: [],
      airports: [],
      cities: hot.flatMap((cityCode) => {
        const city = this.catalog.cityByCode(cityCode);
        return city ? [{ code: cityCode, name: city.name, pic: pictureUrl(cityCode) }] : [];
      }),
      countries: this.catalog.countries
        .filter((country) => country.continent === continent.code)
        .map((country) => ({ code: country.code, name: country.names[names] }))
        .sort((a, b) => collator.compare(a.name, b.name)),
    };
  }
}
