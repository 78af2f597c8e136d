import type { RouteObject } from 'react-router';

/**
 * Hotel search results (spec part 2 §2): /hotels (HotelList) and /hotels/map (HotelListMapMode),
 * the same search and filters; the map code loads only in map mode. The search form lives on the
 * home Hotel tab.
 */
export const hotelRoutes: RouteObject[] = [
  {
    path: '/hotels',
    lazy: async () => ({ Component: (await import('./list/hotel-list-page')).HotelListPage }),
  },
  {
    path: '/hotels/map',
    lazy: async () => ({ Component: (await import('./map/hotel-map-page')).HotelMapPage }),
  },
];
