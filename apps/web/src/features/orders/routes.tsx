import type { RouteObject } from '../../lib/router';

/**
 * Order routes (spec part 1 §2): /orders and /order/pay/{id} need a sign-in;
 * /find-your-flight/{id}/pay is the visitor's, opened with the booking email ("Find your
 * flight", spec §6). The order pages themselves (/order-flight/{id}, /order-hotel/{id},
 * /find-your-flight/{id}) are the order shell with a product's body, composed in
 * app/orders/order-routes.ts (the bodies come from more than one feature).
 */
export const orderRoutes: RouteObject[] = [
  {
    path: '/orders',
    handle: { requiresAuth: true },
    lazy: async () => ({ Component: (await import('./pages/orders-page')).OrdersPage }),
  },
  {
    path: '/order/pay/:id',
    handle: { requiresAuth: true },
    lazy: async () => ({ Component: (await import('./pages/order-pay-page')).OrderPayPage }),
  },
  {
    // The Manage booking link of order mails (issue 13 §5): owner or visitor, token in the #.
    path: '/manage-booking/:product/:id',
    lazy: async () => ({
      Component: (await import('./pages/manage-booking-page')).ManageBookingPage,
    }),
  },
  {
    path: '/find-your-flight/:id/pay',
    lazy: async () => ({ Component: (await import('./pages/order-pay-page')).GuestOrderPayPage }),
  },
];
