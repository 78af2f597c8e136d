import { utcDate } from '../../suppliers/tours/calendar';

/**
 * The last local date no longer on sale: departures are sold until the day before they leave.
 * Dates are each departure city's own, so rather than one bound per time zone the bound is
 * today in the zone furthest ahead (UTC+14); a departure is on sale when its date is after it.
 * Nowhere does a departure of its own today still sell.
 */
export const saleFrom = (now: Date): string => utcDate(new Date(now.getTime() + 14 * 3_600_000));
