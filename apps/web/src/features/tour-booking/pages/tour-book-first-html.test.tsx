import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { COUNTRIES } from '../../../test/flight-fixtures';
import { fixedT } from '../../../lib/i18n/translate';
import { mockApi, ok } from '../../../test/mock-api';
import { renderPage } from '../../../test/render';
import enTourBooking from '../locales/en.json';
import { BookFrame } from '../components/book-frame';
import { TourBookSample } from '../lib/book-sample';
import { summaryHeadOf } from '../lib/summary-head';
import { DEPARTURE_DATE, TOUR_ID, priceTour, tourInfo, tourOk } from '../test/tour-fixtures';
import { firstBookReady, TourBookPage } from './tour-book-page';

/**
 * The server writes the booking summary's head (the tour's name: the page's LCP element on a
 * phone) into the page's first HTML (the template the build renders with a sample head,
 * app/prerender); React then renders over it. Nothing may move: the loaded form draws the same
 * head in the same place, and its first render waits for the tour.
 */

const bookingT = fixedT({
  languages: ['en'],
  namespace: 'tour-booking',
  lookup: (_, namespace) => (namespace === 'tour-booking' ? enTourBooking : undefined),
});
const URL_OF_PAGE = `/tour/book/${TOUR_ID}?date=${DEPARTURE_DATE}&rooms=2-0`;

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

/**
 * The summary's name and facts as markup, and where the summary stands: each ancestor up to the
 * columns (tag, style, place among its siblings), the columns' direction and display classes.
 */
function summaryMarkup(): string {
  const aside = document.querySelector('aside[aria-labelledby="tour-summary-title"]')!;
  const [title, facts] = [...aside.firstElementChild!.children];
  const place: string[] = [];
  let node: Element = aside;
  while (!node.parentElement!.getAttribute('style')?.includes('column-reverse')) {
    const parent = node.parentElement!;
    place.push(
      `${node.tagName}.${node.className}[${node.getAttribute('style')}]#${[...parent.children].indexOf(node)}`,
    );
    node = parent;
  }
  const columns = node.parentElement!;
  place.push(`${node.tagName}.${node.className}#${[...columns.children].indexOf(node)}`);
  // The columns' display is a class of their own per render (Mantine's responsive style, by
  // useId).
  const display = columns.className.replace(/__m__-\S+/, '(display)');
  place.push(`${display}[${columns.getAttribute('style')}]`);
  return [title!.outerHTML, facts!.outerHTML, ...place].join('\n');
}

describe('tour booking page under the server’s first HTML', () => {
  it('draws the summary’s head of the build’s template exactly as the loaded form does', async () => {
    const info = tourInfo();
    const head = summaryHeadOf(info, DEPARTURE_DATE, bookingT, 'en-US');
    // The build's render: the tour never arrives, the sample head shows.
    mockApi({ 'POST /api/tourdetail': () => new Promise(() => undefined) });
    const building = renderPage(
      <TourBookSample value={{ head, Frame: BookFrame }}>
        <TourBookPage />
      </TourBookSample>,
      { path: '/tour/book/:id', url: URL_OF_PAGE },
    );
    expect(screen.getByRole('heading', { level: 2, name: info.TourName })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Book your tour' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Tourist information' })).toBeVisible();
    expect(screen.getByText('EU-ALP-08 · Geneva · 8 days')).toBeVisible();
    // The rooms, places left and the price wait for the tour.
    expect(screen.queryByText(/places left/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Continue to review' })).toBeNull();
    const template = summaryMarkup();
    building.unmount();

    mockApi({
      'POST /api/tourdetail': tourOk(info),
      'POST /api/PriceTour': tourOk(priceTour()),
      'GET /api/WorldCities/GetCountries': ok(COUNTRIES),
    });
    renderPage(<TourBookPage />, { path: '/tour/book/:id', url: URL_OF_PAGE });
    expect(await screen.findByText('12 places left')).toBeVisible();
    expect(summaryMarkup()).toBe(template);
  });

  it('waits for the tour before its first render when the HTML has the head', async () => {
    document.body.innerHTML = '<div id="root" inert><h2 id="tour-summary-title">x</h2></div>';
    window.history.replaceState(null, '', URL_OF_PAGE);
    const api = mockApi({
      'POST /api/tourdetail': tourOk(tourInfo()),
      'POST /api/PriceTour': tourOk(priceTour()),
      'GET /api/WorldCities/GetCountries': ok(COUNTRIES),
    });
    await firstBookReady();
    document.body.innerHTML = '';
    renderPage(<TourBookPage />, { path: '/tour/book/:id', url: URL_OF_PAGE });
    // The first render is the loaded form: no skeleton in between, and no second request.
    expect(screen.getByText('12 places left')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Continue to review' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/tourdetail')).toHaveLength(1);
  });
});
