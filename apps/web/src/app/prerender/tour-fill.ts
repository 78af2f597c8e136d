import { LOCALE_MAPPING } from '@travel/contracts/constants';
import enTours from '../../features/tours/locales/en.json';
import enTourBooking from '../../features/tour-booking/locales/en.json';
import { isBookDate, summaryHeadOf } from '../../features/tour-booking/lib/summary-head';
import { tourHeadingOf, type TourHeaderFacts } from '../../features/tours/lib/tour-heading';
import { fixedT, type Resource, type TFunction } from '../../lib/i18n/translate';
import { decodeSegment } from './decode-segment';
import type { PageFill, PageTemplate } from './page-fill';

/**
 * The tour and cruise pages whose first HTML the server fills in from its catalogue (the tour's
 * header, apps/api/src/plugins/page-tours.ts): the detail pages and the booking form. Part of
 * page-fill.ts's module (built with it for Node: no React, no DOM).
 */

/** Looks a tour's or cruise's header facts up by id: the server's catalogue; null for none. */
export type TourLookup = (id: string) => TourHeaderFacts | null;

const SAMPLE_TOUR_IDS = { tour: 'qzsample-tour', cruise: 'qzsample-cruise' } as const;

/** The tours of the templates' sample URLs (texts found nowhere else on the page). */
export const sampleTours: TourLookup = (id) => {
  const kind =
    id === SAMPLE_TOUR_IDS.tour ? 'tour' : id === SAMPLE_TOUR_IDS.cruise ? 'cruise' : null;
  if (!kind) return null;
  return {
    TourID: id,
    TourName: `Qzsample Grand ${kind === 'tour' ? 'Tour' : 'Cruise'}`,
    TourCode: 'QZ-SAMPLE-9',
    TourCity: 'Qzcity',
    TourDays: 97,
    TourSummary: 'Qzsample summary of the trip.',
    TourImage: `/api/TourPicture/qzsample-${kind}.svg`,
    TourPDF: `/api/TourPDF/qzsample-${kind}.pdf?Lan=EN`,
    kind,
    style: kind === 'tour' ? 'escorted' : 'ocean',
    region: 'QZ',
    area: 'QY',
    operator: { name: 'Qzoperator Journeys' },
  };
};

/** The templates of the tour pages (page-fill.ts TEMPLATES). */
export const TOUR_TEMPLATES: PageTemplate[] = [
  // The tour's or cruise's header written in (apps/api/src/plugins/page-tours.ts).
  {
    name: 'tour-detail',
    sampleUrl: `/tour/detail/${SAMPLE_TOUR_IDS.tour}`,
    page: 'src/features/tours/pages/tour-detail-page.tsx',
  },
  {
    name: 'cruise-detail',
    sampleUrl: `/Cruise/detail/${SAMPLE_TOUR_IDS.cruise}`,
    page: 'src/features/tours/pages/tour-detail-page.tsx',
  },
  // The booking summary's head written in (the form's frame around it); the kinds' words differ.
  {
    name: 'tour-book',
    sampleUrl: `/tour/book/${SAMPLE_TOUR_IDS.tour}?date=2099-03-04&rooms=2-1b,2-0`,
    page: 'src/features/tour-booking/pages/tour-book-page.tsx',
  },
  {
    name: 'cruise-book',
    sampleUrl: `/Cruise/book/${SAMPLE_TOUR_IDS.cruise}?date=2099-03-04&rooms=2-0&cabin=BA&guarantee=1`,
    page: 'src/features/tour-booking/pages/tour-book-page.tsx',
  },
];

// The translation lookup alone, English only (see page-fill.ts).
const english: Record<string, Resource> = { tours: enTours, 'tour-booking': enTourBooking };
const englishT = (namespace: string): TFunction =>
  fixedT({ languages: ['en'], namespace, lookup: (_, ns) => english[ns] });
const toursT = englishT('tours');
const tourBookingT = englishT('tour-booking');
const LOCALE = LOCALE_MAPPING.en ?? 'en';

/**
 * /tour/detail/{id} and /Cruise/detail/{id}: the tour's header (its picture, the page's largest
 * thing, and name, code, city, days, style, operator, summary), in English: the server cannot
 * know a language chosen in the browser, and Lan=EN is what every page but Chinese asks. No
 * preload of the tour: tourdetail is a POST, and the cruise's GET answers an agent's prices to
 * whoever asks with the same URL (see page-fill.ts flightsFill). A tour the catalogue does not have, or one of
 * the other kind, gets the plain shell: the page shows what the API says.
 */
function tourDetailFill(
  kind: 'tour' | 'cruise',
  id: string,
  params: URLSearchParams,
  tours: TourLookup | undefined,
): PageFill | null {
  const facts = tours?.(id);
  if (!facts || facts.kind !== kind) return null;
  const heading = tourHeadingOf(facts, toursT, params.get('departureDate'));
  const { pdf, ...texts } = heading;
  // The template is of a tour with an itinerary PDF (every catalogue tour has one).
  if (pdf === null) return null;
  return { template: `${kind}-detail`, values: { ...texts, pdf }, tourHeading: heading };
}

/**
 * /tour/book/{id} and /Cruise/book/{id}?date=…: the form's frame and the booking summary's head
 * (the tour's name, the page's largest text on a phone; code, city, days; the departure day of
 * the link), in English as the detail pages. Only with a real day in the link: without one the
 * page says to choose a departure. Rooms, the return day, places left and the price come from
 * the API (their places kept). No preload: tourdetail is a POST (see tourDetailFill).
 */
function tourBookFill(
  kind: 'tour' | 'cruise',
  id: string,
  params: URLSearchParams,
  tours: TourLookup | undefined,
): PageFill | null {
  const date = params.get('date');
  if (!isBookDate(date)) return null;
  const facts = tours?.(id);
  if (!facts || facts.kind !== kind) return null;
  const summaryHead = summaryHeadOf(facts, date, tourBookingT, LOCALE);
  // features/tour-booking/pages/tour-book-page.tsx: the way back to the tour.
  const detail = `${kind === 'tour' ? '/tour' : '/Cruise'}/detail/${encodeURIComponent(id)}`;
  return { template: `${kind}-book`, values: { ...summaryHead, detail }, summaryHead };
}

// React Router matches paths without regard to case (features/tour-booking/lib/book-kind.ts).
const TOUR_BOOK = /^\/(tour|cruise)\/book\/([^/]+)$/i;
/** The result pages under …/book/ (features/tour-booking/routes.ts), no tour ids. */
const BOOK_RESULTS = new Set(['complete', 'success', 'fail']);

const TOUR_DETAIL = /^\/(tour|Cruise)\/detail\/([^/]+)$/;

/**
 * The fill of a tour page's path (no trailing slash) and query: null for the plain shell,
 * undefined when the path is no tour page.
 */
export function tourFill(
  path: string,
  params: URLSearchParams,
  tours: TourLookup | undefined,
): PageFill | null | undefined {
  const detail = TOUR_DETAIL.exec(path);
  if (detail) {
    const id = decodeSegment(detail[2]!);
    const kind = detail[1] === 'tour' ? 'tour' : 'cruise';
    return id === null ? null : tourDetailFill(kind, id, params, tours);
  }
  const book = TOUR_BOOK.exec(path);
  if (book && !BOOK_RESULTS.has(book[2]!.toLowerCase())) {
    const id = decodeSegment(book[2]!);
    const kind = book[1]!.toLowerCase() === 'cruise' ? 'cruise' : 'tour';
    return id === null ? null : tourBookFill(kind, id, params, tours);
  }
  return undefined;
}
