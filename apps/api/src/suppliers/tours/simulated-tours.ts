import type { ReferenceCatalog } from '@travel/reference-data';
import { cruisesOf } from './cruises';
import { departuresOf } from './departures';
import { cityFacts, landToursOf, type GeneratedTour } from './land-tours';
import { CABINS, SHIPS, TOUR_OPERATORS } from './operators';
import { simulatedBookingDecision } from './booking-decision';
import type {
  BookingDecision,
  BookingDecisionRequest,
  CatalogueTranslation,
  CatalogueWindow,
  TourCatalogue,
  TourSupplier,
} from './port';
import type { TourWords } from './tour-words';
import { ZH_WORDS } from './tour-words-zh';
import { CRUISE_ROUTES } from './cruise-routes';
import { TOUR_CITIES } from './tour-places';

/**
 * The simulated operators: land tours from the cities of tour-places.ts, cruises on its routes.
 * Tours and itineraries depend on nothing but the reference data; departures also on the
 * window, so two syncs of the same window give the same rows.
 */
export class SimulatedTourSupplier implements TourSupplier {
  private readonly generated: GeneratedTour[];
  private chinese: CatalogueTranslation | undefined;

  constructor(private readonly catalog: ReferenceCatalog) {
    this.generated = generate(catalog);
  }

  /**
   * The same generation in Chinese words: the same ids and facts, so the texts line up with
   * the English rows by id. Built once, on the first Chinese request.
   */
  translation(language: 'zh'): CatalogueTranslation {
    if (language !== 'zh') throw new Error(`no ${String(language)} texts`);
    this.chinese ??= translationOf(generate(this.catalog, ZH_WORDS, 'zh'), ZH_WORDS);
    return this.chinese;
  }

  catalogue(window: CatalogueWindow): TourCatalogue {
    return {
      operators: [...TOUR_OPERATORS],
      ships: [...SHIPS],
      cabins: [...CABINS],
      tours: this.generated.map((g) => g.tour),
      departures: this.generated.flatMap((g) => departuresOf(g.plan, window)),
    };
  }

  /** Answers at once, by the rule of booking-decision.ts. */
  async decideBooking(request: BookingDecisionRequest): Promise<BookingDecision> {
    return simulatedBookingDecision(request);
  }
}

function generate(
  catalog: ReferenceCatalog,
  words?: TourWords,
  language: 'en' | 'zh' = 'en',
): GeneratedTour[] {
  return [
    ...TOUR_CITIES.flatMap((seed) => landToursOf(cityFacts(catalog, seed, language), words)),
    ...CRUISE_ROUTES.flatMap((route) => cruisesOf(catalog, route, words)),
  ];
}

function translationOf(generated: readonly GeneratedTour[], w: TourWords): CatalogueTranslation {
  return {
    tours: new Map(
      generated.map(({ tour: t }) => [
        t.id,
        {
          name: t.name,
          cityName: t.cityName,
          summary: t.summary,
          highlights: t.highlights,
          overview: t.overview,
          itinerary: t.itinerary.map(({ meals: _meals, ...day }) => day),
        },
      ]),
    ),
    ships: new Map(SHIPS.map((s) => [s.code, w.ship(s.name)])),
    cabins: new Map(CABINS.map((c) => [`${c.shipCode}/${c.code}`, w.cabin(c)])),
    operators: new Map(TOUR_OPERATORS.map((o) => [o.code, w.operator(o.name)])),
  };
}
