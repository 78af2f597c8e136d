import type { RouteObject } from '../../lib/router';

/**
 * A hotel's detail, booking and result (spec part 2 §2: HotelDetail, HotelBook, HotelBookResult).
 * A hotel order's page (/order-hotel/{id}) is the order shell's (app/orders/order-routes.ts).
 */
export const hotelBookingRoutes: RouteObject[] = [
  {
    path: '/hotel/book-detail',
    lazy: async () => ({
      Component: (await import('./pages/hotel-book-result-page')).HotelBookResultPage,
    }),
  },
  {
    path: '/hotel/:id',
    lazy: async () => {
      const page = await import('./pages/hotel-detail-page');
      // The first HTML may show this hotel's header already: render it with the hotel, not
      // the skeleton (see firstRenderReady).
      await page.firstRenderReady();
      return { Component: page.HotelDetailPage };
    },
  },
  {
    path: '/hotel/:id/book',
    lazy: async () => ({ Component: (await import('./pages/hotel-book-page')).HotelBookPage }),
  },
];
