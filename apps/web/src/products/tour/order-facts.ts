import type { CurrencyCode } from '@travel/contracts/constants';
import type { CruiseOrderDetail, TourOrderDetail } from '@travel/contracts/tour-orders';
import { dateTimeFormat } from '../../lib/intl-format';

/*
 * Facts of a tour or cruise order that the registry entries (tour/index.ts, cruise/index.ts),
 * the order body and the booking pages share; kept apart from the entries, which also hold how
 * orders are read and the loader of the order body.
 */

/**
 * src/locales/<lng>/tour-order.json and cruise-order.json: each product's status words (a paid
 * tour waits for the operator; `issued` reads Confirmed), list words and the order shell's
 * words. The order body's own words are in tour-order.json for both.
 */
export const TOUR_ORDER_NAMESPACE = 'tour-order';
export const CRUISE_ORDER_NAMESPACE = 'cruise-order';

/**
 * What paying the order now charges: the checkout's `dueNow` (the deposit while a cruise's final
 * payment date is ahead, else all), already net of an agent's commission.
 */
export const tourAmountDue = (
  order: TourOrderDetail | CruiseOrderDetail,
): { amount: number; currency: CurrencyCode } => ({
  amount: order.dueNow,
  currency: order.currency,
});

/**
 * A departure's local date ("Mon, Jun 10"), as written (the departure city's day), never
 * shifted by the browser's zone.
 */
export const localDay = (date: string, localeTag: string, withYear = false): string =>
  dateTimeFormat(localeTag, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(new Date(`${date.slice(0, 10)}T00:00:00Z`));

/**
 * The tour flow's own return page (spec part 2 §2 book/complete): the hosted checkout's return
 * page hands over to it with the session id.
 */
export const tripCheckoutResult =
  (base: '/tour' | '/Cruise') =>
  (sessionId: string, cancelled: boolean): string =>
    `${base}/book/complete?session_id=${encodeURIComponent(sessionId)}${cancelled ? '&cancelled=1' : ''}`;
