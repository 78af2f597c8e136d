import type { RouteObject } from '../../lib/router';
import { i18n, initI18n } from '../../lib/i18n';

/**
 * A page's code and its words together: the page renders once, without a short loading state in
 * between (during which the footer's place would be near and the footer fetched), and its tour
 * call starts sooner.
 */
async function withWords<T>(page: Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([page, initI18n().then(() => i18n.loadNamespaces('tours'))]);
  return loaded;
}

/**
 * Tours and cruises (spec part 2 §2): paths under /tour and /Cruise, "same shape in both". The
 * lists (TourList, CruiseList) and detail/{id} (TourDetail, parameter id) are this feature's;
 * the booking pages are tour-booking's. Each page is its own lazy chunk.
 */
export const tourRoutes: RouteObject[] = [
  {
    path: '/tour/list',
    id: 'TourList',
    // The first list is asked for beside the words, and the first render waits for it (see
    // firstListReady).
    lazy: async () => {
      const loaded = withWords(import('./pages/tour-list-page'));
      const page = await import('./pages/tour-list-page');
      await Promise.all([loaded, page.firstListReady('tour')]);
      return { Component: page.TourListRoute };
    },
  },
  {
    path: '/Cruise/list',
    id: 'CruiseList',
    lazy: async () => {
      const loaded = withWords(import('./pages/tour-list-page'));
      const page = await import('./pages/tour-list-page');
      await Promise.all([loaded, page.firstListReady('cruise')]);
      return { Component: page.CruiseListRoute };
    },
  },
  {
    path: '/tour/detail/:id',
    id: 'TourDetail',
    // With the tour's header in the server's HTML, the tour is asked for beside the words and
    // the first render waits for it rather than drawing the skeleton over it (firstRenderReady).
    lazy: async () => {
      const loaded = withWords(import('./pages/tour-detail-page'));
      const page = await import('./pages/tour-detail-page');
      await Promise.all([loaded, page.firstRenderReady('tour')]);
      return { Component: page.TourDetailRoute };
    },
  },
  {
    path: '/Cruise/detail/:id',
    id: 'CruiseDetail',
    lazy: async () => {
      const loaded = withWords(import('./pages/tour-detail-page'));
      const page = await import('./pages/tour-detail-page');
      await Promise.all([loaded, page.firstRenderReady('cruise')]);
      return { Component: page.CruiseDetailRoute };
    },
  },
];
