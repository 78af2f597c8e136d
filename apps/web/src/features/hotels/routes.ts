import type { RouteObject } from '../../lib/router';

/**
 * Hotel search results (spec part 2 §2): /hotels (HotelList) and /hotels/map (HotelListMapMode),
 * the same search and filters; the map code loads only in map mode. The search form lives on the
 * home Hotel tab.
 */
export const hotelRoutes: RouteObject[] = [
  {
    path: '/hotels',
    lazy: async () => {
      const pages = await import('./pages/results-pages');
      // A failed download is reported where it renders (the error page offers a reload).
      pages.preloadListResults().catch(() => undefined);
      return { Component: pages.HotelListPage };
    },
  },
  {
    path: '/hotels/map',
    lazy: async () => {
      const pages = await import('./pages/results-pages');
      pages.preloadMapResults().catch(() => undefined);
      return { Component: pages.HotelMapPage };
    },
  },
];
