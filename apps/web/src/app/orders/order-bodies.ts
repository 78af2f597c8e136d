import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Product } from '@travel/contracts/products';
import type { OrderBodyProps } from '../../products';

type BodyLoader<P extends Product> = () => Promise<ComponentType<OrderBodyProps<P>>>;

/**
 * Each product's order body for the order shell (issue 11 §2), one lazy chunk per product. The
 * bodies are built from their features' pieces (a hotel's stay and price breakdown, a flight's
 * contact and payments), which `products/` may not import; so, like the home page's search
 * forms (home/product-search.ts), app/ holds this half of the registry, typed so that a product
 * without its body does not compile.
 */
const LOADERS: { [P in Product]: BodyLoader<P> } = {
  flight: async () =>
    (await import('../../features/orders/components/flight-order-body')).FlightOrderBody,
  hotel: async () =>
    (await import('../../features/hotel-booking/components/hotel-order-body')).HotelOrderBody,
};

const started = new Map<Product, Promise<unknown>>();

/** Starts downloading the body of `product` (the route does, while the order is read). */
export function preloadOrderBody<P extends Product>(
  product: P,
): Promise<ComponentType<OrderBodyProps<P>>> {
  let loading = started.get(product);
  if (!loading) {
    loading = LOADERS[product]();
    // A failed download is reported where the body renders (the error page offers a reload).
    loading.catch(() => started.delete(product));
    started.set(product, loading);
  }
  return loading as Promise<ComponentType<OrderBodyProps<P>>>;
}

/** The lazy body of `product`, sharing the download `preloadOrderBody` started. */
export function orderBody<P extends Product>(
  product: P,
): LazyExoticComponent<ComponentType<OrderBodyProps<P>>> {
  return lazy(async () => ({ default: await preloadOrderBody(product) }));
}
