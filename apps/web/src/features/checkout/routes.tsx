import type { RouteObject } from '../../lib/router';

/**
 * The hosted checkout's return pages (issue 12 §2): where the payment page sends the traveller
 * back, by card (/checkout/complete) or WeChat Pay (the spec's /tour/wx-book/complete). One
 * page: it reads `session_id` and waits for the order.
 */
const returnPage = async () => ({
  Component: (await import('./pages/checkout-complete-page')).CheckoutCompletePage,
});

export const checkoutRoutes: RouteObject[] = [
  { path: '/checkout/complete', lazy: returnPage },
  { path: '/tour/wx-book/complete', lazy: returnPage },
];
