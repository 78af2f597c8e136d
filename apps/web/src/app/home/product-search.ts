import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Product } from '@travel/contracts/products';
import { FlightSearchFormSkeleton } from '../../products/flight/search/flight-search-form-skeleton';
import { HotelSearchFormSkeleton } from '../../products/hotel/search/hotel-search-form-skeleton';

/**
 * Each product's search on the home page (issue 11 §2): its form, loaded only when its tab opens
 * (pickers, autocomplete), the skeleton shown meanwhile, and the results page its search opens.
 * The forms belong to the products' features, which `products/` may not import; the home page
 * (app/, above the features) holds this half of the registry, typed like `products/index.ts`
 * so a product without its search does not compile.
 */
export interface ProductSearch {
  Form: LazyExoticComponent<ComponentType>;
  Skeleton: ComponentType<{ label: string }>;
  /** The results page module, requested as soon as the traveller starts on the form. */
  loadResults: () => Promise<unknown>;
}

export const PRODUCT_SEARCH = {
  flight: {
    Form: lazy(async () => ({
      default: (await import('../../products/flight/search/flight-search-form')).FlightSearchForm,
    })),
    Skeleton: FlightSearchFormSkeleton,
    loadResults: () => import('../../features/flights/pages/flights-page'),
  },
  hotel: {
    Form: lazy(async () => ({
      default: (await import('../../products/hotel/search/hotel-search-form')).HotelSearchForm,
    })),
    Skeleton: HotelSearchFormSkeleton,
    // The map page's module, and what its route requests at load (the results list, the map
    // frame).
    loadResults: async () =>
      (await import('../../features/hotels/pages/results-pages')).preloadMapResults(),
  },
} as const satisfies Record<Product, ProductSearch>;

/**
 * Whether a home tab is a product on sale (its key is in the registry). Checked against the
 * registry itself rather than `isProduct` from the contracts: the page then ships no second list.
 */
export const isOnSale = (tab: string): tab is Product => Object.hasOwn(PRODUCT_SEARCH, tab);
