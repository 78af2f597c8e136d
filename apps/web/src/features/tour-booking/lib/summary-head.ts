import type { TourHeaderFacts } from '@travel/contracts/tours-detail';
import type { TFunction } from '../../../lib/i18n';
import { localDay } from '../../../products/tour/order-facts';

/**
 * The booking summary's head (the page's largest text on a phone: its LCP element), as
 * BookingSummary shows it and as the server writes it into the first HTML
 * (app/prerender/page-fill.ts): the same function both ways, so the words are the same.
 */
export interface SummaryHead {
  /** The tour's name (the summary's h2). */
  name: string;
  /** Code · departure city · days, one line. */
  facts: string;
  /** The departure's local day. */
  depart: string;
}

/** `t` is the tour-booking namespace's; `date` the departure's (YYYY-MM-DD). */
export function summaryHeadOf(
  facts: Pick<TourHeaderFacts, 'TourName' | 'TourCode' | 'TourCity' | 'TourDays'>,
  date: string,
  t: TFunction,
  localeTag: string,
): SummaryHead {
  return {
    name: facts.TourName,
    facts: `${facts.TourCode} · ${facts.TourCity} · ${t('summary.days', { count: facts.TourDays })}`,
    depart: localDay(date, localeTag, true),
  };
}

/** A real day in YYYY-MM-DD (the link's `date`), so the server's day is the page's. */
export function isBookDate(date: string | null): date is string {
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const time = Date.parse(`${date}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === date;
}
