import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Product } from '@travel/contracts/products';
import type { OrderBodyProps } from '../../products';

type BodyLoader<P extends Product> = () => Promise<ComponentType<OrderBodyProps<P>>>;

/**
 * Each product's order body for the order shell (issue 11 §2), one lazy chunk per product. The
 * flight's body needs only components/, lib/ and products/flight, so it lives there; the hotel's
 * is built from hotel-booking's pieces (stay summary, price breakdown, shared with the booking
 * form), which `products/` may not import. So, like the home page's search forms
 * (home/product-search.ts), app/ holds this half of the registry, typed so that a product
 * without its body does not compile.
 */
const LOADERS: { [P in Product]: BodyLoader<P> } = {
  flight: async () =>
    (await import('../../products/flight/order/flight-order-body')).FlightOrderBody,
  hotel: async () => (await import('../../products/hotel/order/hotel-order-body')).HotelOrderBody,
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
