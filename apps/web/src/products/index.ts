import type { Product } from '@travel/contracts/products';
import { cruise } from './cruise';
import { flight } from './flight';
import { hotel } from './hotel';
import { tour } from './tour';
import type { WebProduct } from './types';

export type { OrderBodyProps, ProductOrder, ProductSearch, WebProduct } from './types';
export type { LazyComponent } from './lazy-component';

/**
 * The web's product registry (issue 11 §2), the twin of the API's `apps/api/src/products.ts`:
 * a product added to `PRODUCTS` in the contracts without its entry here does not compile, nor
 * one without its order body. My orders and the order pages import it eagerly, so each entry
 * holds small things (icon, words, how its order is read and paid) and a handle to its order
 * body (`LazyComponent`: an `import()` inside a function), never the body itself. Each product's
 * search (lazy form, skeleton) is the same kind of registry in search.ts, for the home page.
 * Only the results page a search opens is outside products/ (a feature's page):
 * app/home/product-search.ts preloads it.
 */
export const WEB_PRODUCTS = { flight, hotel, tour, cruise } as const satisfies {
  [P in Product]: WebProduct<P>;
};

/** The entry of an order's product. */
export function webProduct(product: Product): WebProduct {
  // Each entry is typed for its own product's order; a caller holding any product gets the
  // entry typed for any order (it passes the order that product's detail call answered).
  return WEB_PRODUCTS[product] as WebProduct;
}
