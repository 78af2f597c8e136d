import type { RouteObject } from 'react-router';
import { preloadOrderBody } from './order-bodies';

/**
 * The order pages users know (spec part 1 §2, part 2 §2), one shell for every product: each
 * route loads the shell and starts its product's body at once, so the body arrives while the
 * order is read. /orders and the pay pages stay with features/orders.
 */
export const orderPageRoutes: RouteObject[] = [
  {
    path: '/order-flight/:id',
    handle: { requiresAuth: true },
    lazy: async () => {
      void preloadOrderBody('flight').catch(() => undefined);
      return { Component: (await import('./order-pages')).FlightOrderPage };
    },
  },
  {
    path: '/find-your-flight/:id',
    lazy: async () => {
      void preloadOrderBody('flight').catch(() => undefined);
      return { Component: (await import('./order-pages')).GuestFlightOrderPage };
    },
  },
  {
    path: '/order-hotel/:id',
    handle: { requiresAuth: true },
    lazy: async () => {
      void preloadOrderBody('hotel').catch(() => undefined);
      return { Component: (await import('./order-pages')).HotelOrderPage };
    },
  },
];
