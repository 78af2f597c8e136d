import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { renderPage } from '../../../test/render';
import { hotel, searchResult } from '../test/hotel-fixtures';
import { mediaQueryList } from '../../../test/media-query';
import classes from '../components/hotels.module.css';
import { HotelListPage } from './results-pages';

afterEach(() => {
  vi.unstubAllGlobals();
  // The setup's stub answers as a desktop; a test that answered as a phone is undone here.
  vi.mocked(window.matchMedia).mockImplementation((query: string) => mediaQueryList(query, false));
});

const SEARCH =
  '/hotels?address=-0.1276,51.5072&checkin=20270105&checkout=20270107&rooms=1&adults=2&label=London';

function renderList(url: string = SEARCH) {
  return renderPage(<HotelListPage />, { path: '/hotels', url });
}

/** The page's current URL, read from the router (the probe only shows other paths). */
const urlOf = (router: ReturnType<typeof renderList>['router']) =>
  new URLSearchParams(router.state.location.search);

describe('/hotels', () => {
  it('keeps the results’ frame while the search runs: filters column, bar and cards', () => {
    mockApi({ 'POST /api/SearchHotel': () => new Promise<never>(() => undefined) });
    const { container } = renderList();
    const reserved = container.querySelector('[data-reserved="hotel-list"]');
    expect(reserved!.matches(`.${classes.layout}`)).toBe(true);
    expect(reserved!.querySelector(`.${classes.skeletonSidebar}`)).not.toBeNull();
    expect(reserved!.querySelectorAll(`.${classes.card}`)).toHaveLength(4);
    expect(screen.getByText('Searching hotels…')).toBeInTheDocument();
  });

  it('on a phone never draws the filters column, not even on the first render', async () => {
    vi.mocked(window.matchMedia).mockImplementation((query: string) =>
      mediaQueryList(query, query.includes('max-width')),
    );
    mockApi({ 'POST /api/SearchHotel': ok(searchResult([hotel(1)])) });
    // Every element ever added, so a column drawn and removed in the same tick is caught.
    let columns = 0;
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof Element && node.matches('aside, :has(aside)')) columns += 1;
        }
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    renderList();
    await screen.findByRole('article', { name: 'Thames Court 1' });
    observer.disconnect();
    expect(columns).toBe(0);
    expect(screen.getByRole('button', { name: 'Filters' })).toBeVisible();
  });

  it('shows the cards with stars, score, badges, price per night and the detail link', async () => {
    const api = mockApi({
      'POST /api/SearchHotel': ok(
        searchResult([
          hotel(1, { roomsLeft: 3, badges: ['refundable', 'deposit'] }),
          hotel(2, { rating: 3.8, stars: 3, roomsLeft: 8 }),
        ]),
      ),
    });
    renderList();
    const card = (await screen.findByRole('article', { name: 'Thames Court 1' })) as HTMLElement;
    expect(within(card).getByRole('img', { name: '4-star hotel' })).toBeInTheDocument();
    expect(within(card).getByText('4.3/5')).toBeInTheDocument();
    expect(within(card).getByText('1,201 reviews')).toBeInTheDocument();
    expect(within(card).getByText('Refundable')).toBeInTheDocument();
    expect(within(card).getByText('Deposit required')).toBeInTheDocument();
    expect(within(card).getByText('$130')).toBeInTheDocument();
    expect(within(card).getByText('per night')).toBeInTheDocument();
    expect(within(card).getByText('Only 3 rooms left')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Thames Court 1 from the street' })).toBeVisible();
    expect(
      within(card).getByRole('link', { name: 'View rooms at Thames Court 1' }),
    ).toHaveAttribute(
      'href',
      '/hotel/LON001-TC-thames-court-1?checkin=20270105&checkout=20270107&rooms=1&adults=2',
    );
    const second = screen.getByRole('article', { name: 'Thames Court 2' });
    expect(within(second).queryByText(/rooms? left/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Hotels near London' })).toBeVisible();

    const [call] = api.callsTo('POST', '/api/SearchHotel');
    expect(call!.body).toEqual({
      address: '-0.1276,51.5072',
      checkIn: '20270105',
      checkOut: '20270107',
      rooms: 1,
      adults: 2,
      children: 0,
      amenities: [],
      stars: [],
      sort: 'recommand',
      page: 1,
      pageSize: 20,
    });
  });

  it('says the stay total with taxes from the reply beside the nightly rate (issue 13 §3)', async () => {
    mockApi({
      'POST /api/SearchHotel': ok(
        searchResult([hotel(1, { nightlyFrom: 14_200, totalFrom: 31_100 })]),
      ),
    });
    renderList();
    const card = (await screen.findByRole('article', { name: 'Thames Court 1' })) as HTMLElement;
    expect(within(card).getByText('$142')).toBeInTheDocument();
    expect(within(card).getByText('per night')).toBeInTheDocument();
    // The reply's total, not nightly × nights worked out in the browser ($284).
    expect(within(card).getByText('$311')).toBeInTheDocument();
    expect(within(card).getByText('total incl. taxes for 2 nights')).toBeInTheDocument();
    expect(within(card).queryByText('$284')).not.toBeInTheDocument();
  });

  it('names the rooms in the total when the stay has more than one', async () => {
    mockApi({ 'POST /api/SearchHotel': ok(searchResult([hotel(1, { totalFrom: 60_000 })])) });
    renderList(
      SEARCH.replace('rooms=1', 'rooms=2').replace('checkout=20270107', 'checkout=20270106'),
    );
    const card = (await screen.findByRole('article', { name: 'Thames Court 1' })) as HTMLElement;
    expect(within(card).getByText('$600')).toBeInTheDocument();
    expect(within(card).getByText('total incl. taxes for 2 rooms, 1 night')).toBeInTheDocument();
  });

  it('keeps filters, sort and page in the URL and sends them with the search', async () => {
    const api = mockApi({
      'POST /api/SearchHotel': (call) => {
        const body = call.body as { page: number };
        const all = Array.from({ length: 45 }, (_, i) => hotel(i + 1));
        return ok(
          searchResult(all.slice((body.page - 1) * 20, body.page * 20), {
            total: 45,
            page: body.page,
            priceRange: { min: 13_000, max: 17_500 },
          }),
        );
      },
    });
    const { user, router } = renderList(`${SEARCH}&sort=rating`);
    await screen.findByRole('article', { name: 'Thames Court 1' });
    expect(screen.getByLabelText('Sort by')).toHaveValue('rating');
    expect(screen.getByText('1–20 of 45 hotels')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Free parking' }));
    await waitFor(() => expect(urlOf(router).get('amenities')).toBe('freeParking'));
    await user.click(screen.getByRole('checkbox', { name: '5 stars' }));
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Lowest price');
    await waitFor(() => expect(urlOf(router).get('sort')).toBe('lowestPrice'));
    expect(urlOf(router).get('stars')).toBe('5');
    expect(urlOf(router).get('address')).toBe('-0.1276,51.5072');

    await user.click(await screen.findByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(urlOf(router).get('page')).toBe('3'));
    expect(await screen.findByText('41–45 of 45 hotels')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/SearchHotel').at(-1)!.body).toMatchObject({
      amenities: ['freeParking'],
      stars: [5],
      sort: 'lowestPrice',
      page: 3,
    });

    // A filter change starts again from the first page.
    await user.click(screen.getByRole('checkbox', { name: 'Free Wi-Fi' }));
    await waitFor(() => expect(urlOf(router).get('amenities')).toBe('wifi,freeParking'));
    expect(urlOf(router).has('page')).toBe(false);
  }, 30_000);

  it('filters on free cancellation and review score, sorts by distance, and keeps them through paging (issue 13 §3)', async () => {
    const api = mockApi({
      'POST /api/SearchHotel': (call) => {
        const body = call.body as { page: number };
        const all = Array.from({ length: 45 }, (_, i) => hotel(i + 1));
        return ok(
          searchResult(all.slice((body.page - 1) * 20, body.page * 20), {
            total: 45,
            page: body.page,
          }),
        );
      },
    });
    const { user, router } = renderList();
    await screen.findByRole('article', { name: 'Thames Court 1' });
    await user.click(screen.getByRole('checkbox', { name: 'Hotels with a refundable rate' }));
    await waitFor(() => expect(urlOf(router).get('freeCancellation')).toBe('1'));
    const scores = screen.getByRole('group', { name: 'Review score' });
    expect(within(scores).getByRole('radio', { name: 'Any score' })).toBeChecked();
    // The thresholds carry the words the cards and the hotel page use for those scores.
    expect([...scores.querySelectorAll('label')].map((label) => label.textContent?.trim())).toEqual(
      ['Any score', 'Excellent: 4.5+', 'Very good: 4.0+', 'Good: 3.5+'],
    );
    await user.click(within(scores).getByRole('radio', { name: 'Very good: 4.0+' }));
    await waitFor(() => expect(urlOf(router).get('minRating')).toBe('4'));
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Distance from the place searched');
    await waitFor(() => expect(urlOf(router).get('sort')).toBe('distance'));
    // The card says how far each hotel is, in km, from the city's centre.
    expect(
      within(screen.getByRole('article', { name: 'Thames Court 6' })).getByText(
        /(1\.0 km|1 km) from the centre/,
      ),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(urlOf(router).get('page')).toBe('2'));
    expect(urlOf(router).get('freeCancellation')).toBe('1');
    expect(api.callsTo('POST', '/api/SearchHotel').at(-1)!.body).toMatchObject({
      freeCancellation: true,
      minRating: 4,
      sort: 'distance',
      page: 2,
    });
  }, 30_000);

  it('measures the cards’ distances from the airport an airport search named (issue 13 §3)', async () => {
    const result = searchResult([hotel(1)]);
    mockApi({
      'POST /api/SearchHotel': ok({
        ...result,
        center: { ...result.center, airport: { code: 'LHR', name: 'London Heathrow Airport' } },
      }),
    });
    renderList(
      '/hotels?airportCode=LHR&checkin=20270105&checkout=20270107&rooms=1&adults=2&label=Heathrow',
    );
    const card = await screen.findByRole('article', { name: 'Thames Court 1' });
    expect(card).toHaveTextContent('500 m from London Heathrow Airport');
    expect(card).not.toHaveTextContent('from the centre');
  });

  it('reads the filters of a reloaded URL', async () => {
    const api = mockApi({ 'POST /api/SearchHotel': ok(searchResult([hotel(1)])) });
    renderList(`${SEARCH}&amenities=petsAllowed&stars=3,4&maxPrice=20000&page=2`);
    await screen.findByRole('article', { name: 'Thames Court 1' });
    expect(screen.getByRole('checkbox', { name: 'Pets allowed' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '3 stars' })).toBeChecked();
    expect(api.callsTo('POST', '/api/SearchHotel')[0]!.body).toMatchObject({
      amenities: ['petsAllowed'],
      stars: [3, 4],
      maxPrice: 20_000,
      page: 2,
    });
  });

  it('says when nothing is found, with the search-error toast', async () => {
    mockApi({ 'POST /api/SearchHotel': ok(searchResult([])) });
    renderList();
    expect(await screen.findByRole('heading', { name: 'No hotels found' })).toBeVisible();
    expect(await screen.findByText('Search error / No search result!')).toBeInTheDocument();
  });

  it('shows a failed search in place with a retry', async () => {
    const api = mockApi({
      'POST /api/SearchHotel': fail(400, 'invalidHotelSearch', 'invalid hotel search'),
    });
    const { user } = renderList();
    expect(await screen.findByText(/Some search details are not valid/)).toBeInTheDocument();
    expect(await screen.findByText('Search error / No search result!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/SearchHotel')).toHaveLength(2));
  });

  it('says dates that break a rule instead of searching other ones (issue 13)', async () => {
    const api = mockApi({});
    renderList(SEARCH.replace('checkout=20270107', 'checkout=20270221'));
    expect(await screen.findByText('Check the dates of your stay')).toBeInTheDocument();
    expect(
      screen.getByText('A stay can be at most 30 nights. Choose other dates above.'),
    ).toBeInTheDocument();
    // The form is open on the dates as given, with the same words.
    expect(await screen.findByRole('alert')).toHaveTextContent('A stay can be at most 30 nights');
    expect(api.callsTo('POST', '/api/SearchHotel')).toHaveLength(0);
  });

  it('says a check-out before check-in, and searches nothing', async () => {
    const api = mockApi({});
    renderList(SEARCH.replace('checkout=20270107', 'checkout=20270102'));
    expect(
      await screen.findByText('Check-out must be after check-in. Choose other dates above.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/SearchHotel')).toHaveLength(0);
  });

  it('asks for a search when the URL names no destination, and calls nothing', async () => {
    const api = mockApi({});
    renderList('/hotels?checkin=20270105');
    expect(await screen.findByRole('heading', { name: 'Start a hotel search' })).toBeVisible();
    expect(await screen.findByRole('form', { name: 'Hotel search' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/SearchHotel')).toHaveLength(0);
  });

  it('switches to map mode with the same query', async () => {
    mockApi({ 'POST /api/SearchHotel': ok(searchResult([hotel(1)])) });
    renderList(`${SEARCH}&stars=4&page=2`);
    const views = await screen.findByRole('group', { name: 'View' });
    expect(within(views).getByRole('link', { name: 'List' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const map = within(views).getByRole('link', { name: 'Map' });
    const href = new URL(map.getAttribute('href')!, 'http://x');
    expect(href.pathname).toBe('/hotels/map');
    expect(href.searchParams.get('stars')).toBe('4');
    expect(href.searchParams.has('page')).toBe(false);
  });
});
