/**
 * The products the storefront sells (issue 11). Each one is a module on the API (its
 * `OrderProduct` in the order registry) and a folder under `apps/web/src/products/`; both
 * registries are typed `Record<Product, …>`, so a product added here without its
 * implementations does not compile. Tours and cruises (issue 14) are one API module and one
 * product each; car rental and insurance add themselves here when they are built, not before.
 */
export const PRODUCTS = ['flight', 'hotel', 'tour', 'cruise'] as const;
export type Product = (typeof PRODUCTS)[number];

/** Type guard for a product read from storage or a query string. */
export function isProduct(value: unknown): value is Product {
  return (PRODUCTS as readonly unknown[]).includes(value);
}
