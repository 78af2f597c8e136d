import type { RouteObject } from 'react-router';

/**
 * Order routes (spec part 1 §2): /orders, /order-flight/{id} and /order/pay/{id} need a
 * sign-in; /find-your-flight/{id} (and its /pay) is the visitor's view of one order, opened
 * with the booking email ("Find your flight", spec §6).
 */
export const orderRoutes: RouteObject[] = [
  {
    path: '/orders',
    handle: { requiresAuth: true },
    lazy: async () => ({ Component: (await import('./pages/orders-page')).OrdersPage }),
  },
  {
    path: '/order-flight/:id',
    handle: { requiresAuth: true },
    lazy: async () => ({ Component: (await import('./pages/order-detail-page')).OrderDetailPage }),
  },
  {
    path: '/order/pay/:id',
    handle: { requiresAuth: true },
    lazy: async () => ({ Component: (await import('./pages/order-pay-page')).OrderPayPage }),
  },
  {
    path: '/find-your-flight/:id',
    lazy: async () => ({ Component: (await import('./pages/order-detail-page')).GuestOrderPage }),
  },
  {
    path: '/find-your-flight/:id/pay',
    lazy: async () => ({ Component: (await import('./pages/order-pay-page')).GuestOrderPayPage }),
  },
];
