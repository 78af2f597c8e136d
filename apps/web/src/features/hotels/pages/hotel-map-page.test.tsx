import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, ok } from '../../../test/mock-api';
import { renderPage } from '../../../test/render';
import { hotel, searchResult } from '../test/hotel-fixtures';
import { HotelMapPage } from './results-pages';
import { mediaQueryList } from '../../../test/media-query';
import classes from '../components/hotels.module.css';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Mantine's media queries answer as on a phone (the setup's stub answers as a desktop). */
function asPhone() {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    mediaQueryList(query, query.includes('max-width')),
  );
}

const SEARCH =
  '/hotels/map?airportCode=LHR&checkin=20270105&checkout=20270107&rooms=1&adults=1&stars=4';

/** The map's marker buttons carry the hotel id; the cards do too. */
const marker = (id: string) =>
  document.querySelector<HTMLElement>(`.hotel-map-marker[data-hotel-id="${id}"]`);

describe('/hotels/map', () => {
  it('keeps the map’s frame while the search runs, so the map takes its place', () => {
    mockApi({ 'POST /api/SearchHotel': () => new Promise<never>(() => undefined) });
    const { container } = renderPage(<HotelMapPage />, { path: '/hotels/map', url: SEARCH });
    const reserved = container.querySelector('[data-reserved="hotel-map"]');
    expect(reserved).toHaveAttribute('aria-busy', 'true');
    expect(reserved!.querySelector(`.${classes.mapLayout} > .${classes.mapFrame}`)).not.toBeNull();
    expect(screen.getByText('Searching hotels…')).toBeInTheDocument();
  });

  it('asks every matching hotel up to the map limit, with the filters', async () => {
    const api = mockApi({
      'POST /api/SearchHotel': ok(searchResult([hotel(1), hotel(2)])),
    });
    renderPage(<HotelMapPage />, { path: '/hotels/map', url: SEARCH });
    await screen.findByRole('article', { name: 'Thames Court 1' });
    expect(api.callsTo('POST', '/api/SearchHotel')[0]!.body).toMatchObject({
      airportCode: 'LHR',
      stars: [4],
      page: 1,
      pageSize: 300,
    });
  });

  it('draws a named, focusable price pill per hotel, in sync with the side list', async () => {
    mockApi({ 'POST /api/SearchHotel': ok(searchResult([hotel(1), hotel(2)])) });
    const { user } = renderPage(<HotelMapPage />, { path: '/hotels/map', url: SEARCH });
    expect(await screen.findByRole('region', { name: 'Map of hotels near LHR' })).toBeVisible();
    const first = hotel(1).id;
    const second = hotel(2).id;
    await waitFor(() => expect(marker(first)).not.toBeNull());
    const pill = marker(first)!;
    expect(pill).toHaveAttribute('aria-label', 'Thames Court 1, from $130 per night');
    expect(pill).toHaveAttribute('tabindex', '0');
    expect(pill).toHaveTextContent('$130');

    // A pill chosen on the map marks its card.
    fireEvent.click(pill);
    const card = screen.getByRole('article', { name: 'Thames Court 1' });
    await waitFor(() =>
      expect(
        within(card).getByRole('button', { name: 'Show on map: Thames Court 1' }),
      ).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(pill).toHaveAttribute('aria-pressed', 'true');

    // A card's "Show on map" marks its pill.
    await user.click(screen.getByRole('button', { name: 'Show on map: Thames Court 2' }));
    await waitFor(() => expect(marker(second)).toHaveAttribute('aria-pressed', 'true'));
    expect(marker(first)).toHaveAttribute('aria-pressed', 'false');
  });

  it('says so when more hotels match than the map shows', async () => {
    mockApi({
      'POST /api/SearchHotel': ok(searchResult([hotel(1)], { total: 420, pageSize: 300 })),
    });
    renderPage(<HotelMapPage />, { path: '/hotels/map', url: SEARCH });
    expect(
      await screen.findByText(
        'The map shows the first hotel of 420. Narrow the filters to see the rest.',
      ),
    ).toBeInTheDocument();
  });

  it('on a phone shows the map alone, with no second List / Map switch, and the chosen hotel as a card', async () => {
    asPhone();
    mockApi({ 'POST /api/SearchHotel': ok(searchResult([hotel(1), hotel(2)])) });
    const { user } = renderPage(<HotelMapPage />, { path: '/hotels/map', url: SEARCH });
    expect(await screen.findByRole('region', { name: 'Map of hotels near LHR' })).toBeVisible();
    // The summary's switch is the only one; the side list is List mode's job on a phone.
    expect(screen.getAllByRole('link', { name: 'List' })).toHaveLength(1);
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Hotels' })).not.toBeInTheDocument();

    const second = hotel(2).id;
    await waitFor(() => expect(marker(second)).not.toBeNull());
    expect(screen.queryByTestId('map-selected-hotel')).not.toBeInTheDocument();
    fireEvent.click(marker(second)!);
    const card = await screen.findByRole('article', { name: 'Thames Court 2' });
    expect(
      within(card).getByRole('link', { name: 'View rooms at Thames Court 2' }),
    ).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^/hotel/${second}\\?.*checkin=20270105`)),
    );
    expect(within(card).getByRole('img', { name: '4-star hotel' })).toBeInTheDocument();
    expect(card).toHaveTextContent('$131');
    // Issue 13 §3: the reply's stay total with taxes as well (fixture: 2 nights, 10 % taxes).
    expect(card).toHaveTextContent('$288.20 total incl. taxes for 2 nights');
    expect(marker(second)).toHaveAttribute('aria-pressed', 'true');
    expect(marker(second)).toHaveTextContent('$131');

    await user.click(within(card).getByRole('button', { name: 'Close the hotel card' }));
    expect(screen.queryByRole('article', { name: 'Thames Court 2' })).not.toBeInTheDocument();
    expect(marker(second)).toHaveAttribute('aria-pressed', 'false');
  });
});
