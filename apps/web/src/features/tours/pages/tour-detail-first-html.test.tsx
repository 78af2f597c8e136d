import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { TourInfo } from '@travel/contracts/tours-detail';
import { fixedT } from '../../../lib/i18n/translate';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render';
import { tourOk } from '../../../products/tour/search/test/world-fixtures';
import enTours from '../locales/en.json';
import { tourHeadingOf } from '../lib/tour-heading';
import { TourHeadingSample } from '../lib/tour-heading-sample';
import { tourInfo } from '../test/tour-fixtures';
import { firstRenderReady, TourDetailPage } from './tour-detail-page';

/**
 * The server writes the tour's header into the page's first HTML (the template the build
 * renders with a sample header, app/prerender); React then renders over it. Nothing may move:
 * the loaded page draws the same markup, and its first render waits for the tour.
 */

const info: TourInfo = { ...tourInfo, TourPDF: `/api/TourPDF/${tourInfo.TourID}.pdf?Lan=EN` };
const toursT = fixedT({
  languages: ['en'],
  namespace: 'tours',
  lookup: (_, namespace) => (namespace === 'tours' ? enTours : undefined),
});
const URL_OF_PAGE = `/tour/detail/${info.TourID}?departureDate=2027-05`;

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

/** The breadcrumbs and the intro's head (picture, name, facts, summary, links) as markup. */
function headMarkup(): string {
  const intro = document.querySelector('section[aria-labelledby="tour-title"]')!;
  const nav = document.querySelector('nav')!;
  return [nav, intro.children[0]!, intro.children[1]!].map((node) => node.outerHTML).join('\n');
}

describe('tour detail page under the server’s first HTML', () => {
  it('draws the header of the build’s template exactly as the loaded page does', async () => {
    const heading = tourHeadingOf(info, toursT, '2027-05');
    // The build's render: the tour never arrives, the sample header shows.
    mockApi({ 'POST /api/tourdetail': () => new Promise(() => undefined) });
    const building = renderPage(
      <TourHeadingSample value={heading}>
        <TourDetailPage kind="tour" />
      </TourHeadingSample>,
      { path: '/tour/detail/:id', url: URL_OF_PAGE },
    );
    expect(screen.getByRole('heading', { level: 1, name: info.TourName })).toBeVisible();
    // The rest of the intro waits for the tour.
    expect(screen.queryByRole('heading', { name: 'Highlights' })).toBeNull();
    const template = headMarkup();
    building.unmount();

    mockApi({ 'POST /api/tourdetail': tourOk(info) });
    renderPage(<TourDetailPage kind="tour" />, { path: '/tour/detail/:id', url: URL_OF_PAGE });
    expect(await screen.findByText(info.highlights[0]!)).toBeVisible();
    expect(headMarkup()).toBe(template);
  });

  it('waits for the tour before its first render when the HTML has the header', async () => {
    document.body.innerHTML = '<div id="root" inert><h1 id="tour-title">x</h1></div>';
    window.history.replaceState(null, '', URL_OF_PAGE);
    const api = mockApi({ 'POST /api/tourdetail': tourOk(info) });
    await firstRenderReady('tour');
    document.body.innerHTML = '';
    renderPage(<TourDetailPage kind="tour" />, { path: '/tour/detail/:id', url: URL_OF_PAGE });
    // The first render is the loaded page: no skeleton in between, and no second request.
    expect(screen.getByText(info.highlights[0]!)).toBeVisible();
    expect(api.callsTo('POST', '/api/tourdetail')).toHaveLength(1);
  });
});
