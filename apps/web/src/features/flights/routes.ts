import type { RouteObject } from '../../lib/router';

/**
 * Flight results (spec part 1 §2): /flights, and /flights-invoice showing only fares that can
 * be invoiced. One lazy page serves both. The search form itself lives on the home Flight tab.
 */
export const flightRoutes: RouteObject[] = [
  {
    path: '/flights',
    lazy: async () => ({ Component: (await import('./pages/flights-page')).FlightsPage }),
  },
  {
    path: '/flights-invoice',
    lazy: async () => ({
      Component: (await import('./pages/flights-page')).FlightsInvoicePage,
    }),
  },
];
