import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { airlinesAndCurrencyRoutes } from './airlines.routes';
import { AirlinesService } from './airlines.service';
import { airportsRoutes } from './airports.routes';
import { AirportsService } from './airports.service';
import { CurrencyService } from './currency.service';
import { PlaceDetailService } from './place-detail.service';
import { referenceCatalog } from '../../lib/reference-catalog';
import { REFERENCE_CACHE_CONTROL } from './places.language';
import { worldCitiesRoutes } from './world-cities.routes';
import { WorldCitiesService } from './world-cities.service';

/**
 * Places: airports, cities, countries, provinces, airlines (answered from the in-memory
 * reference data) and currency rates (from the database).
 */
export async function placesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { catalog, loadMs } = referenceCatalog();
  app.log.info(
    { airports: catalog.airports.length, cities: catalog.cities.length, loadMs },
    'reference data in memory',
  );
  // Reference data changes only with a release: successful replies may be cached for an hour
  // unless a route set its own policy (currency rates do).
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode === 200 && !reply.hasHeader('cache-control')) {
      void reply.header('cache-control', REFERENCE_CACHE_CONTROL);
    }
    return payload;
  });
  const worldCities = new WorldCitiesService(catalog);
  airportsRoutes(app, new AirportsService(catalog));
  worldCitiesRoutes(app, {
    catalog,
    worldCities,
    detail: new PlaceDetailService(catalog, worldCities),
  });
  airlinesAndCurrencyRoutes(app, {
    airlines: new AirlinesService(catalog),
    currency: new CurrencyService(ctx, app.log),
  });
}
