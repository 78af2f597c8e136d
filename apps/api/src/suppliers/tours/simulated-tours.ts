import type { ReferenceCatalog } from '@travel/reference-data';
import { cruisesOf } from './cruises';
import { departuresOf } from './departures';
import { cityFacts, landToursOf, type GeneratedTour } from './land-tours';
import { CABINS, SHIPS, TOUR_OPERATORS } from './operators';
import type { CatalogueWindow, TourCatalogue, TourSupplier } from './port';
import { CRUISE_ROUTES } from './cruise-routes';
import { TOUR_CITIES } from './tour-places';

/**
 * The simulated operators: land tours from the cities of tour-places.ts, cruises on its routes.
 * Tours and itineraries depend on nothing but the reference data; departures also on the
 * window, so two syncs of the same window give the same rows.
 */
export class SimulatedTourSupplier implements TourSupplier {
  private readonly generated: GeneratedTour[];

  constructor(catalog: ReferenceCatalog) {
    this.generated = [
      ...TOUR_CITIES.flatMap((seed) => landToursOf(cityFacts(catalog, seed))),
      ...CRUISE_ROUTES.flatMap((route) => cruisesOf(catalog, route)),
    ];
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
}
