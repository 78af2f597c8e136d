import type { Product } from '@travel/contracts/products';

/**
 * The results page each product's search opens, requested as soon as the traveller starts on
 * the home page's form (issue 10 §1). The form and its skeleton are the product's
 * (`PRODUCT_SEARCH`, products/search.ts); the page is its feature's, which `products/` may not import, so
 * this one line per product stays with the home page (app/, above the features), typed so that a
 * product without it does not compile.
 */
export const RESULTS_PAGES: Record<Product, () => Promise<unknown>> = {
  flight: () => import('../../features/flights/pages/flights-page'),
  // The map page's module, and what its route requests at load (the results list, the map
  // frame).
  hotel: async () =>
    (await import('../../features/hotels/pages/results-pages')).preloadMapResults(),
  // One list page serves both (spec part 2 §2: "same shape in both").
  tour: () => import('../../features/tours/pages/tour-list-page'),
  cruise: () => import('../../features/tours/pages/tour-list-page'),
};
