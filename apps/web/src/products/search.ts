import type { Product } from '@travel/contracts/products';
import { flightSearch } from './flight/search';
import { hotelSearch } from './hotel/search';
import { cruiseSearch, tourSearch } from './tour/search';
import type { ProductSearch } from './types';

/**
 * Each product's search on the home page (issue 11 §2): its lazy form and the skeleton shown
 * meanwhile, typed like `WEB_PRODUCTS` so that a product without its search does not compile.
 * Kept apart from `WEB_PRODUCTS` on purpose: the home page would otherwise load how orders are
 * read and the order bodies' loaders, and My orders and the order pages the skeletons and their
 * CSS; Rolldown also copies small shared modules (status badge, prices) into a lazy chunk unless
 * every chunk that imports it already holds them, which made the flight's order body 2.7 kB
 * heavier while the home page imported the whole registry.
 */
export const PRODUCT_SEARCH = {
  flight: flightSearch,
  hotel: hotelSearch,
  tour: tourSearch,
  cruise: cruiseSearch,
} as const satisfies {
  [P in Product]: ProductSearch;
};
