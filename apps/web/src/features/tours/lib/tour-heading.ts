import type { TourKind } from '@travel/contracts/tours';
import type { TourHeaderFacts, TourInfo } from '@travel/contracts/tours-detail';
import type { TFunction } from '../../../lib/i18n';
import { isTourMonth, tourListPath, tourSearchUrl } from '../../../products/tour/search/tour-query';

export type { TourHeaderFacts };

/**
 * The header's texts, as TourIntroHead shows them and as the server writes them in
 * (app/prerender/page-fill.ts): the same function both ways, so the words are the same.
 */
export interface TourHeading {
  name: string;
  code: string;
  city: string;
  days: string;
  style: string;
  operator: string;
  summary: string;
  /** The drawn picture's URL. */
  picture: string;
  /** The itinerary PDF's path (TourPDF), or null when the tour has none. */
  pdf: string | null;
  /** The breadcrumbs' way back: the list of the tour's destination (and the page's month). */
  list: string;
}

/** The list of a tour's destination, in the month the page was opened with when it names one. */
export function tourListUrl(
  kind: TourKind,
  facts: Pick<TourInfo, 'region' | 'area'> | undefined,
  month: string | null,
): string {
  if (!facts) return tourListPath(kind);
  return tourSearchUrl(kind, {
    destination: { region: facts.region, area: facts.area || undefined },
    departureDate: isTourMonth(month) ? month : null,
  });
}

/** `t` is the tours namespace's; `month` the page's `departureDate`. */
export function tourHeadingOf(
  facts: TourHeaderFacts,
  t: TFunction,
  month: string | null,
): TourHeading {
  return {
    name: facts.TourName,
    code: t('detail.code', { code: facts.TourCode }),
    city: t('detail.departsFrom', { city: facts.TourCity }),
    days: t('card.days', { count: facts.TourDays }),
    style: t(`styles.${facts.style}`),
    operator: t('detail.operator', { name: facts.operator.name }),
    summary: facts.TourSummary,
    picture: facts.TourImage,
    pdf: facts.TourPDF,
    list: tourListUrl(facts.kind, facts, month),
  };
}
