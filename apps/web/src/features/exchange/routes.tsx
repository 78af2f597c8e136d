import type { RouteObject } from '../../lib/router';

/**
 * Exchange section (spec part 1 §2: /exchange init, search, order, success). No sign-in is
 * required: the owner is recognised by their token and a visitor by the booking email this tab
 * remembers from "Find your flight", as on the order pages.
 */
export const exchangeRoutes: RouteObject[] = [
  {
    path: '/exchange/init',
    lazy: async () => ({
      Component: (await import('./pages/exchange-init-page')).ExchangeInitPage,
    }),
  },
  {
    path: '/exchange/search',
    lazy: async () => ({
      Component: (await import('./pages/exchange-search-page')).ExchangeSearchPage,
    }),
  },
  {
    path: '/exchange/order',
    lazy: async () => ({
      Component: (await import('./pages/exchange-order-page')).ExchangeOrderPage,
    }),
  },
  {
    path: '/exchange/success',
    lazy: async () => ({
      Component: (await import('./pages/exchange-success-page')).ExchangeSuccessPage,
    }),
  },
];
