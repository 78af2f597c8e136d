import type { RouteObject } from '../../lib/router';
import type { Product } from '@travel/contracts/products';

/**
 * The order pages users know (spec part 1 §2, part 2 §2), one shell for every product. Nothing
 * here but the paths (the router is in every page's first load): each route loads the shell,
 * then starts its product's body at once, so the body arrives while the order is read.
 * /orders and the pay pages stay with features/orders.
 */
async function orderPage(
  product: Product,
  page:
    | 'FlightOrderPage'
    | 'GuestFlightOrderPage'
    | 'HotelOrderPage'
    | 'TourOrderPage'
    | 'CruiseOrderPage',
) {
  const pages = await import('./order-pages');
  void pages.preloadOrderBody(product).catch(() => undefined);
  return { Component: pages[page] };
}

export const orderPageRoutes: RouteObject[] = [
  {
    path: '/order-flight/:id',
    handle: { requiresAuth: true },
    lazy: () => orderPage('flight', 'FlightOrderPage'),
  },
  { path: '/find-your-flight/:id', lazy: () => orderPage('flight', 'GuestFlightOrderPage') },
  {
    path: '/order-hotel/:id',
    handle: { requiresAuth: true },
    lazy: () => orderPage('hotel', 'HotelOrderPage'),
  },
  // No sign-in needed (spec part 2 §6: a non-member views an order with the booking email):
  // a visitor's page knows the email this tab kept when booking; a member's token suffices.
  { path: '/order-tour/:id', lazy: () => orderPage('tour', 'TourOrderPage') },
  { path: '/order-cruise/:id', lazy: () => orderPage('cruise', 'CruiseOrderPage') },
];
