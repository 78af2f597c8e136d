import type { RouteObject } from 'react-router';

/**
 * Tours and cruises (spec part 2 §2): paths under /tour and /Cruise, "same shape in both". The
 * lists (TourList, CruiseList) and detail/{id} (TourDetail, parameter id) are this feature's;
 * the booking pages are tour-booking's. Each page is its own lazy chunk.
 */
export const tourRoutes: RouteObject[] = [
  {
    path: '/tour/list',
    id: 'TourList',
    lazy: async () => ({ Component: (await import('./pages/tour-list-page')).TourListRoute }),
  },
  {
    path: '/Cruise/list',
    id: 'CruiseList',
    lazy: async () => ({ Component: (await import('./pages/tour-list-page')).CruiseListRoute }),
  },
  {
    path: '/tour/detail/:id',
    id: 'TourDetail',
    lazy: async () => ({ Component: (await import('./pages/tour-detail-page')).TourDetailRoute }),
  },
  {
    path: '/Cruise/detail/:id',
    id: 'CruiseDetail',
    lazy: async () => ({
      Component: (await import('./pages/tour-detail-page')).CruiseDetailRoute,
    }),
  },
];
