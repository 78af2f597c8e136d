import type { Airline, PlaceLanguage } from '@travel/contracts/places';
import type { ReferenceCatalog, Airline as AirlineRecord } from '@travel/reference-data';
import { AppError } from '../../lib/app-error';
import { collatorFor, nameLanguage } from './places.language';

/** Airlines for the "find airline" grid and the airline pages (spec part 2 §3 "Airline"). */
export class AirlinesService {
  private readonly listByLanguage = new Map<PlaceLanguage, Airline[]>();

  constructor(private readonly catalog: ReferenceCatalog) {}

  list(language: PlaceLanguage): Airline[] {
    let list = this.listByLanguage.get(language);
    if (!list) {
      const collator = collatorFor('en');
      list = this.catalog.airlines
        .map((airline) => this.present(airline, language))
        .sort(
          (a, b) =>
            collator.compare(a.airline, b.airline) || a.airlineCode.localeCompare(b.airlineCode),
        );
      this.listByLanguage.set(language, list);
    }
    return list;
  }

  one(code: string, language: PlaceLanguage): Airline {
    const airline = this.catalog.airline(code);
    if (!airline) throw new AppError('notFound', { msg: `Unknown airline code ${code}` });
    return this.present(airline, language);
  }

  private present(airline: AirlineRecord, language: PlaceLanguage): Airline {
    const hub = airline.hubCode ? this.catalog.cityByCode(airline.hubCode) : undefined;
    const metro = airline.hubCode ? this.catalog.metro(airline.hubCode) : undefined;
    const hubAirport = airline.hubCode ? this.catalog.airport(airline.hubCode) : undefined;
    return {
      airlineCode: airline.code,
      airline: airline.name,
      cityName: metro?.city ?? hubAirport?.city ?? hub?.name ?? null,
      cityCode: airline.hubCode,
      icao: airline.icao,
      countryCode: airline.countryCode,
      country: airline.countryCode
        ? this.catalog.countryName(airline.countryCode, nameLanguage(language))
        : null,
    };
  }
}
