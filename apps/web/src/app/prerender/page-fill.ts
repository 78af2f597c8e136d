import { LOCALE_MAPPING } from '@travel/contracts/constants';
import enFlights from '../../features/flights/locales/en.json';
import enHotels from '../../features/hotels/locales/en.json';
import enHotelBooking from '../../features/hotel-booking/locales/en.json';
import {
  hotelHeadingOf,
  type HotelFacts,
  type HotelHeading,
} from '../../features/hotel-booking/lib/hotel-heading';
import { criteriaFromParams } from '../../products/flight/search/search-criteria';
import { flightSummaryText, stripDayLabels } from '../../features/flights/lib/summary-text';
import { hotelSummaryText, viewLinks } from '../../features/hotels/lib/summary-text';
import {
  hotelSearchFromParams,
  isCompactDate,
  stayBody,
  stayFromParams,
} from '../../products/hotel/hotel-stay';
import { fixedT, type Resource, type TFunction } from '../../lib/i18n/translate';
import { loginPathFor } from '../../lib/redirect';
import type { SummaryHead } from '../../features/tour-booking/lib/summary-head';
import type { TourHeading } from '../../features/tours/lib/tour-heading';
import { decodeSegment } from './decode-segment';
import { TOUR_TEMPLATES, tourFill, type TourLookup } from './tour-fill';

export { sampleTours, type TourLookup } from './tour-fill';

/**
 * The first HTML of the results pages, filled in by the server (issue 10 §1): the build renders
 * each page once as a template (scripts/prerender.mjs), at a sample URL whose texts become
 * `{{fill:key}}` markers; for a request the server (apps/api/src/plugins/page-templates.ts) asks
 * `pageFill` for the same texts of its URL and writes them in, escaped. The texts come from the
 * components' own functions and English strings, so React then renders the very same words.
 * This module is built on its own for Node (no React, no DOM).
 */

/** A page rendered as a template: its name, the sample URL and the page module (its chunks). */
export interface PageTemplate {
  name: string;
  sampleUrl: string;
  page: string;
}

// Sample searches whose texts appear nowhere else on the page (no airport, far dates).
const SAMPLE_FLIGHT =
  'departureAirport=QZA&destinationAirport=QZB&departureDate=03%2F11%2F2099&adults=2&children=1&cabin=B';
const SAMPLE_STAY =
  'address=-1.234567%2C2.345678&label=Qzplace&checkin=20990304&checkout=20990307&rooms=2&adults=3';

/** The galleries the simulated hotels have (4 pictures, 5 with a pool); others get no header. */
const HEADER_PICTURE_COUNTS = [4, 5];
const SAMPLE_HOTEL_ID = 'qzsample-hotel-';

/** Looks a hotel's header facts up by id: the server's catalogue; null for no such hotel. */
export type HotelLookup = (id: string) => HotelFacts | null;

/** The hotels of the templates' sample URLs (texts found nowhere else on the page). */
export const sampleHotels: HotelLookup = (id) => {
  const count = Number(id.slice(SAMPLE_HOTEL_ID.length));
  if (!id.startsWith(SAMPLE_HOTEL_ID) || !HEADER_PICTURE_COUNTS.includes(count)) return null;
  return {
    chainName: 'Qzchain Collection',
    name: 'Qzsample Grand Hotel',
    rating: 2.7,
    reviewCount: 9876,
    street: '1 Qzstreet',
    city: 'Qzcity',
    countryName: 'Qzland',
    latitude: 12.3456,
    longitude: -65.4321,
    timeZone: 'Qz/Zone',
    checkInFrom: '13:57',
    checkOutUntil: '10:03',
    pictures: Array.from({ length: count }, (_, index) => ({
      caption: index === 0 ? 'Qzsample Grand Hotel, the entrance' : `Qzpicture ${index}`,
    })),
  };
};

export const TEMPLATES: PageTemplate[] = [
  {
    name: 'flights-roundtrip',
    sampleUrl: `/flights?tripType=roundtrip&${SAMPLE_FLIGHT}&returnDate=03%2F19%2F2099`,
    page: 'src/features/flights/pages/flights-page.tsx',
  },
  {
    name: 'flights-oneway',
    sampleUrl: `/flights?tripType=oneway&${SAMPLE_FLIGHT}`,
    page: 'src/features/flights/pages/flights-page.tsx',
  },
  {
    name: 'hotel-detail',
    sampleUrl: '/hotel/qzsample-hotel?checkin=20990304&checkout=20990307&rooms=2&adults=3',
    page: 'src/features/hotel-booking/detail/hotel-detail-page.tsx',
  },
  // The hotel's header written in: one template per gallery (how many thumbnails it reserves).
  ...HEADER_PICTURE_COUNTS.map((count) => ({
    name: `hotel-detail-${count}`,
    sampleUrl: `/hotel/${SAMPLE_HOTEL_ID}${count}?checkin=20990304&checkout=20990307&rooms=2&adults=3`,
    page: 'src/features/hotel-booking/detail/hotel-detail-page.tsx',
  })),
  ...TOUR_TEMPLATES,
  {
    name: 'hotels-map',
    sampleUrl: `/hotels/map?${SAMPLE_STAY}`,
    page: 'src/features/hotels/map/hotel-map-page.tsx',
  },
];

export interface PageFill {
  /** A name of TEMPLATES. */
  template: string;
  /**
   * Each marker's text, unescaped (the server escapes it). `preload`, when there, is the API
   * call the page makes first (a GET): the HTML asks for it at once, not after the scripts.
   */
  values: Record<string, string>;
  /** /hotel/{id} with the hotel known: its header, as the build renders it into the template. */
  heading?: HotelHeading;
  /** A tour's or cruise's detail page: its header, as the build renders it into the template. */
  tourHeading?: TourHeading;
  /** A tour's or cruise's booking page: its summary's head, as the build renders it. */
  summaryHead?: SummaryHead;
}

/**
 * The URL the web app's API client requests for `path` and `query` (lib/api-client.ts
 * buildUrl): the browser reuses a preloaded reply only for the very same URL.
 */
export function apiUrl(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.append(key, String(value));
  }
  const search = params.toString();
  return `${path}${search ? `?${search}` : ''}`;
}

// The translation lookup alone (lib/i18n/translate.ts), not the app's store: this runs in the
// server, English only, with no loading.
const english: Record<string, Resource> = {
  flights: enFlights,
  hotels: enHotels,
  'hotel-booking': enHotelBooking,
};
const englishT = (namespace: string): TFunction =>
  fixedT({ languages: ['en'], namespace, lookup: (_, ns) => english[ns] });
const flightsT = englishT('flights');
const hotelsT = englishT('hotels');
const hotelBookingT = englishT('hotel-booking');
const LOCALE = LOCALE_MAPPING.en ?? 'en';

function flightsFill(params: URLSearchParams): PageFill | null {
  const criteria = criteriaFromParams(params);
  if (!criteria || criteria.tripType === 'multicity') return null;
  const { route, details } = flightSummaryText(criteria, flightsT, LOCALE);
  const strip = stripDayLabels(criteria.legs[0]!.departureDate, LOCALE);
  // No preload of the search: its reply depends on who asks (an agent's or a sub-user's prices
  // and cabins), the HTML's preload goes out without the app's access token, and Chrome hands
  // a preloaded reply to the app's request for the same URL even when that one carries an
  // Authorization header. A signed-in traveller would see a visitor's fares.
  return {
    template: `flights-${criteria.tripType}`,
    values: {
      route,
      details,
      ...Object.fromEntries(strip.map((label, index) => [`day${index}`, label])),
    },
  };
}

function hotelsMapFill(params: URLSearchParams, now: Date): PageFill | null {
  const search = hotelSearchFromParams(params, now);
  if (!search) return null;
  const { title, details } = hotelSummaryText(search, hotelsT, LOCALE);
  const links = viewLinks(params);
  return { template: 'hotels-map', values: { title, details, list: links.list, map: links.map } };
}

/**
 * /hotel/{id}: the page's frame and skeleton, and its HotelDetail call asked for at once: the
 * visitor's reply (see flightsFill for why that matters). An agent's page asks another URL
 * (`buyer=agent`, getHotelDetail), as its rates carry the commission. Only
 * with both dates in the URL: without them the stay depends on the browser's clock, and a
 * preload of another URL would be a second request.
 */
function hotelDetailFill(
  id: string,
  params: URLSearchParams,
  hotels: HotelLookup | undefined,
): PageFill | null {
  if (!isCompactDate(params.get('checkin')) || !isCompactDate(params.get('checkout'))) {
    return null;
  }
  const stay = stayBody(stayFromParams(params));
  // features/hotel-booking/api/hotel-detail.ts getHotelDetail
  const preload = apiUrl('/api/HotelDetail', { id, ...stay });
  // The header (the page's largest text) in the first HTML, from the catalogue's facts and
  // the header's own function, so React then draws the very same words in the same place.
  const facts = hotels?.(id);
  const heading = facts ? hotelHeadingOf(facts, hotelBookingT) : undefined;
  if (!heading || !HEADER_PICTURE_COUNTS.includes(heading.pictureCount)) {
    return { template: 'hotel-detail', values: { preload } };
  }
  const { pictureCount, ...texts } = heading;
  return {
    template: `hotel-detail-${pictureCount}`,
    values: { preload, ...texts },
    heading,
  };
}

function fillOf(parsed: URL, now: Date, lookups: PageLookups): PageFill | null {
  const { hotels, tours } = lookups;
  const path = parsed.pathname.replace(/\/+$/, '');
  const tour = tourFill(path, parsed.searchParams, tours);
  if (tour !== undefined) return tour;
  const hotel = /^\/hotel\/([^/]+)$/.exec(path)?.[1];
  if (hotel && hotel !== 'book-detail') {
    const id = decodeSegment(hotel);
    return id === null ? null : hotelDetailFill(id, parsed.searchParams, hotels);
  }
  if (path === '/flights') return flightsFill(parsed.searchParams);
  if (path === '/hotels/map') return hotelsMapFill(parsed.searchParams, now);
  return null;
}

/** The server's catalogues, for the pages whose header comes from one. */
export interface PageLookups {
  hotels?: HotelLookup | undefined;
  tours?: TourLookup | undefined;
}

/**
 * The template and texts of a page URL (path and query), or null: the plain shell then.
 * `hotels` looks up /hotel/{id}'s header; without it (or for an unknown id) the page has none.
 * `tours` looks up a tour's or cruise's header; without it (or for an unknown id) the plain shell.
 */
export function pageFill(
  url: string,
  now: Date = new Date(),
  hotels?: HotelLookup,
  tours?: TourLookup,
): PageFill | null {
  const parsed = new URL(url, 'http://page.invalid');
  const fill = fillOf(parsed, now, { hotels, tours });
  // The header's Sign in comes back here (app/layout/header.tsx).
  return (
    fill && {
      ...fill,
      values: { ...fill.values, signIn: loginPathFor(`${parsed.pathname}${parsed.search}`) },
    }
  );
}
