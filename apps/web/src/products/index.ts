import type { Product } from '@travel/contracts/products';
import { flight } from './flight';
import { hotel } from './hotel';
import type { WebProduct } from './types';

export type { OrderBodyProps, ProductOrder, WebProduct } from './types';

/**
 * The web's product registry (issue 11 §2), the twin of the API's `apps/api/src/products.ts`:
 * a product added to `PRODUCTS` in the contracts without its entry here does not compile. Only
 * small, eager things live here (it is imported by My orders); each product's heavy UI (search
 * form, order body) is loaded lazily by the layer that owns it (see app/home/product-search.ts).
 */
export const WEB_PRODUCTS = { flight, hotel } as const satisfies { [P in Product]: WebProduct<P> };

/** The entry of an order's product. */
export function webProduct(product: Product): WebProduct {
  // Each entry is typed for its own product's order; a caller holding any product gets the
  // entry typed for any order (it passes the order that product's detail call answered).
  return WEB_PRODUCTS[product] as WebProduct;
}
