import type { RouteObject } from '../../lib/router';

/** FlightShare (spec part 1 §2): `/flight-share/{code}`, a shared itinerary anyone may open. */
export const flightShareRoutes: RouteObject[] = [
  {
    path: '/flight-share/:code',
    lazy: async () => ({
      Component: (await import('./pages/flight-share-page')).FlightSharePage,
    }),
  },
];
