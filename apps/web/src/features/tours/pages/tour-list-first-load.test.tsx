import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render';
import { tourOk, world } from '../../../products/tour/search/test/world-fixtures';
import { tourCards } from '../test/tour-fixtures';
import { firstListReady, TourListPage } from './tour-list-page';

/**
 * The list the app is opened on: asked for before the page's first render (the route waits for
 * it), which then draws the cards with the first card's picture asked for at once.
 */

const URL_OF_PAGE = '/tour/list?destination=EU-FR&departureDate=2027-01';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('tour list page opened from the server’s HTML', () => {
  it('renders the cards at its first render, the first picture fetched at once', async () => {
    document.body.innerHTML = '<div id="root" inert></div>';
    window.history.replaceState(null, '', URL_OF_PAGE);
    const api = mockApi({
      'GET /api/list': tourOk({ world }),
      'GET /api/ValidMonths': tourOk(['2027-01', '2027-02']),
      'POST /api/tourlist': tourOk({
        Tours: tourCards,
        total: tourCards.length,
        page: 1,
        pageSize: 12,
      }),
    });
    await firstListReady('tour');
    expect(api.callsTo('POST', '/api/tourlist')[0]?.body).toMatchObject({
      region: 'EU',
      area: 'FR',
      month: '2027-01',
      kind: 'tour',
      Lan: 'EN',
    });
    document.body.innerHTML = '';
    renderPage(<TourListPage kind="tour" />, { path: '/tour/list', url: URL_OF_PAGE });
    // No skeleton first: the cards are there at once, from the one request.
    const cards = within(screen.getByRole('list', { name: 'Tours' })).getAllByRole('article');
    expect(cards).toHaveLength(tourCards.length);
    expect(api.callsTo('POST', '/api/tourlist')).toHaveLength(1);
    const [first, second] = cards.map((card) => card.querySelector('img')!);
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(second).toHaveAttribute('loading', 'lazy');
  });
});
