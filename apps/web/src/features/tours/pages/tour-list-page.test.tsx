import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { mediaQueryList } from '../../../test/media-query';
import { mockApi, type RecordedCall } from '../../../test/mock-api';
import { renderPage } from '../../../test/render';
import { tourOk, world } from '../../../products/tour/search/test/world-fixtures';
import { tourCards } from '../test/tour-fixtures';
import { TourListPage } from './tour-list-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(window.matchMedia).mockImplementation((query: string) => mediaQueryList(query, false));
});

const page = (total = tourCards.length) =>
  tourOk({ Tours: tourCards, total, page: 1, pageSize: 12 });

function listApi(list: (call: RecordedCall) => ReturnType<typeof tourOk> = () => page()) {
  return mockApi({
    'GET /api/list': tourOk({ world }),
    'GET /api/ValidMonths': tourOk(['2027-01', '2027-02']),
    'POST /api/tourlist': list,
    'GET /api/CustomizeCruiseSearch': list,
  });
}

describe('tour list page', () => {
  it('lists the tours of the destination and month with their from-price per person', async () => {
    const api = listApi();
    renderPage(<TourListPage kind="tour" />, {
      path: '/tour/list',
      url: '/tour/list?destination=EU-FR&departureDate=2027-01',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tours in France' })).toBeVisible();
    const cards = await screen.findByRole('list', { name: 'Tours' });
    const first = within(cards).getAllByRole('article')[0]!;
    expect(within(first).getByRole('heading', { name: tourCards[0]!.TourName })).toBeVisible();
    expect(within(first).getByText('$1,409')).toBeVisible();
    expect(within(first).getByText('5 days')).toBeVisible();
    expect(within(first).getByText('Guaranteed to run')).toBeVisible();
    expect(within(first).getByRole('link', { name: /View details/ })).toHaveAttribute(
      'href',
      `/tour/detail/${tourCards[0]!.TourID}?departureDate=2027-01`,
    );
    expect(api.callsTo('POST', '/api/tourlist')[0]?.body).toMatchObject({
      region: 'EU',
      area: 'FR',
      month: '2027-01',
      sort: 1,
      page: 1,
      kind: 'tour',
      Lan: 'EN',
    });
    expect(document.title).toBe('Tours in France | Travel Outlet');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/?tab=tour');
  });

  it('sorts by price and filters by days and price, asking the API each time', async () => {
    const api = listApi();
    const { user } = renderPage(<TourListPage kind="tour" />, {
      path: '/tour/list',
      url: '/tour/list?destination=EU',
    });
    await screen.findByRole('list', { name: 'Tours' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), '2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Days' }), 'medium');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Price per person' }), 'to2500');
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/tourlist').at(-1)?.body).toMatchObject({
        region: 'EU',
        sort: 2,
        minDays: 8,
        maxDays: 14,
        minPrice: 100_000,
        maxPrice: 250_000,
      }),
    );
  });

  it('says "No tours" when nothing departs, and shows a failure with a retry', async () => {
    let fail = true;
    listApi(() =>
      fail
        ? { status: 500, body: { code: 'internal', msg: 'System busy', data: null } }
        : { status: 404, body: { code: 'noTours', msg: 'No tours', data: null } },
    );
    const { user } = renderPage(<TourListPage kind="cruise" />, {
      path: '/Cruise/list',
      url: '/Cruise/list?destination=AS',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('System busy');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No tours' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Cruises in Asia' })).toBeVisible();
  });

  it('pages a long list', async () => {
    const api = listApi(() => page(30));
    const { user } = renderPage(<TourListPage kind="cruise" />, {
      path: '/Cruise/list',
      url: '/Cruise/list?destination=EU',
    });
    await screen.findByRole('list', { name: 'Cruises' });
    const pager = screen.getByRole('navigation', { name: 'Result pages' });
    await user.click(within(pager).getByRole('button', { name: 'Page 3' }));
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/CustomizeCruiseSearch').at(-1)?.query.get('page')).toBe('3'),
    );
  });

  it('on a phone keeps the sort in view and the filters in a drawer', async () => {
    vi.mocked(window.matchMedia).mockImplementation((query: string) =>
      mediaQueryList(query, query.includes('max-width')),
    );
    const api = listApi();
    const { user } = renderPage(<TourListPage kind="tour" />, {
      path: '/tour/list',
      url: '/tour/list?destination=EU&price=over5000',
    });
    await screen.findByRole('list', { name: 'Tours' });
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Days' })).toBeNull();
    await user.click(screen.getByRole('button', { name: /Filters/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await user.selectOptions(within(drawer).getByRole('combobox', { name: 'Days' }), 'oneDay');
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/tourlist').at(-1)?.body).toMatchObject({
        minDays: 1,
        maxDays: 1,
        minPrice: 500_000,
      }),
    );
  });

  it('asks for a destination when the link has none', async () => {
    listApi();
    renderPage(<TourListPage kind="tour" />, { path: '/tour/list', url: '/tour/list' });
    expect(
      await screen.findByRole('heading', { name: 'Where would you like to go?' }),
    ).toBeVisible();
  });
});
