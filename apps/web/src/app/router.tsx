import { createBrowserRouter, type RouteObject } from '../lib/router';
import { accountRoutes } from '../features/accounts/routes';
import { mailRoutes } from '../features/mail/routes';
import { flightShareRoutes } from '../features/flight-share/routes';
import { flightRoutes } from '../features/flights/routes';
import { hotelRoutes } from '../features/hotels/routes';
import { tourRoutes } from '../features/tours/routes';
import { flightBookingRoutes } from '../features/flight-booking/routes';
import { hotelBookingRoutes } from '../features/hotel-booking/routes';
import { orderRoutes } from '../features/orders/routes';
import { exchangeRoutes } from '../features/exchange/routes';
import { staticPageRoutes } from '../features/static-pages/routes';
import { checkoutRoutes } from '../features/checkout/routes';
import { tourBookingRoutes } from '../features/tour-booking/routes';
import { orderPageRoutes } from './orders/order-routes';
import { RootLayout } from './layout/root-layout';
import { AppLoading } from './layout/app-loading';
import { NotFoundPage } from './pages/not-found-page';
import { RouteErrorPage } from './pages/route-error-page';
import { createRootLoader } from './root-loader';

/**
 * Every route of this issue (spec part 1 §2), each page its own lazy chunk. Feature folders
 * export their own route tables; routes needing a signed-in user carry
 * `handle: {requiresAuth: true}`, which the root loader (the guard) enforces. A function, so
 * each router (and each test) gets its own guard state.
 */
export function createRoutes(): RouteObject[] {
  const routes: RouteObject[] = [
    {
      id: 'root',
      path: '/',
      Component: RootLayout,
      ErrorBoundary: RouteErrorPage,
      HydrateFallback: AppLoading,
      loader: createRootLoader(() => routes),
      children: [
        {
          // Pathless: a failing page shows its error inside the header and footer.
          ErrorBoundary: RouteErrorPage,
          children: [
            {
              index: true,
              lazy: async () => ({ Component: (await import('./home/home-page')).HomePage }),
            },
            ...staticPageRoutes,
            {
              path: '/400',
              lazy: async () => ({
                Component: (await import('./pages/bad-request-page')).BadRequestPage,
              }),
            },
            ...accountRoutes,
            ...mailRoutes,
            ...flightShareRoutes,
            ...flightRoutes,
            ...hotelRoutes,
            ...tourRoutes,
            ...flightBookingRoutes,
            ...hotelBookingRoutes,
            ...orderRoutes,
            ...orderPageRoutes,
            ...exchangeRoutes,
            ...checkoutRoutes,
            ...tourBookingRoutes,
            // Not lazy: small, and the page for every path no route knows.
            { path: '*', Component: NotFoundPage },
          ],
        },
      ],
    },
  ];
  return routes;
}

export function createAppRouter() {
  return createBrowserRouter(createRoutes());
}
