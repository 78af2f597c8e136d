import type { RouteObject } from '../../lib/router';
import type { TOUR_ORDER_NAMESPACE } from '../../products/tour/order-facts';
import { i18n, initI18n } from '../../lib/i18n';

const ORDER_WORDS: typeof TOUR_ORDER_NAMESPACE = 'tour-order';

/**
 * Booking a tour or a cruise (spec part 2 §2): the same pages under /tour and /Cruise (React
 * Router matches paths without regard to case). The detail and list pages are features/tours';
 * the order pages are the order shell's (app/orders), the hosted checkout's return pages
 * features/checkout's.
 */
// The form's words (its own, the room settings' and the price lines') come with its code, not
// after it: the page then renders once, without a short loading state in between (during which
// the footer's place would be near and the footer fetched) and its tour call starts sooner.
// With the summary's head in the server's HTML, the tour is asked for beside them and the first
// render waits for it rather than drawing the skeleton over it (firstBookReady).
const book = async () => {
  const words = initI18n().then(() => i18n.loadNamespaces(['tour-booking', 'tours', ORDER_WORDS]));
  const page = await import('./pages/tour-book-page');
  await Promise.all([words, page.firstBookReady()]);
  return { Component: page.TourBookPage };
};
const confirm = async () => ({
  Component: (await import('./pages/tour-confirm-page')).TourConfirmPage,
});
const result = async () => ({
  Component: (await import('./pages/tour-book-result-page')).TourBookResultPage,
});
const orders = async () => ({
  Component: (await import('./pages/tour-orders-page')).TourOrdersPage,
});
const terms = async () => ({ Component: (await import('./pages/terms-page')).TermsPage });

export const tourBookingRoutes: RouteObject[] = [
  // The account's tour order tabs (spec part 2 §4): all, paid, unpaid, cancelled.
  { path: '/account/tourOrders', handle: { requiresAuth: true }, lazy: orders },
  ...['/tour', '/Cruise'].flatMap((base): RouteObject[] => [
    { path: `${base}/book/complete`, lazy: result },
    { path: `${base}/book/success`, lazy: result },
    { path: `${base}/book/fail`, lazy: result },
    { path: `${base}/book/:id`, lazy: book },
    { path: `${base}/book/:id/confirm`, lazy: confirm },
    { path: `${base}/book/:id/complete`, lazy: result },
    { path: `${base}/terms-of-service`, lazy: terms },
  ]),
];
