import type { ReferenceCatalog } from '@travel/reference-data';
import type { InventoryView } from './seats';
import { ItineraryFinder, type Itinerary } from './itineraries';
import { buildRouteNetwork, type RouteNetwork } from './network';
import { byQuality, combineOffers, perLegBudget } from './offer-search';
import type { SupplierOffer, SupplierSearchQuery } from './port';
import { Timetable } from './schedule';

/** Flights closer to departure than this are no longer offered by search. */
export const SALES_CLOSE_MINUTES = 120;

/** The network, timetable and itinerary caches of one catalogue: shared by the whole thread (a search worker builds its own). */
export interface AirlineModel {
  catalog: ReferenceCatalog;
  network: RouteNetwork;
  timetable: Timetable;
  itineraries: ItineraryFinder;
}

const models = new WeakMap<ReferenceCatalog, AirlineModel>();

/** Built on first use (a few hundred ms), then shared by every request of the process. */
export function airlineModel(catalog: ReferenceCatalog): AirlineModel {
  let model = models.get(catalog);
  if (!model) {
    const network = buildRouteNetwork(catalog);
    const timetable = new Timetable(network);
    model = { catalog, network, timetable, itineraries: new ItineraryFinder(timetable) };
    models.set(catalog, model);
  }
  return model;
}

/**
 * A search on a seat view: the simulated airline's whole search but the read of its seats, so
 * it can run where there is no database (the search worker, search-worker.ts): pure CPU from
 * the model, the query and `view`.
 */
export function searchOffers(
  model: AirlineModel,
  query: SupplierSearchQuery,
  view: InventoryView,
): SupplierOffer[] {
  return model.timetable.within(() => searchWithin(model, query, view));
}

function searchWithin(
  model: AirlineModel,
  query: SupplierSearchQuery,
  view: InventoryView,
): SupplierOffer[] {
  const budget = perLegBudget(query.legs.length);
  const salesClose = query.now.getTime() + SALES_CLOSE_MINUTES * 60_000;
  const legItineraries: Itinerary[][] = [];
  for (const leg of query.legs) {
    const found: Itinerary[] = [];
    for (const origin of leg.origins) {
      for (const destination of leg.destinations) {
        if (origin === destination) continue;
        for (const itinerary of model.itineraries.between(origin, destination, leg.date)) {
          if (itinerary.departUtc >= salesClose) found.push(itinerary);
        }
      }
    }
    if (found.length === 0) return [];
    legItineraries.push(found.sort(byQuality).slice(0, budget));
  }
  return combineOffers(model.catalog, query, legItineraries, view);
}
