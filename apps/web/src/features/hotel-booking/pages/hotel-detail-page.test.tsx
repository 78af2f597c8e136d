import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { firstRenderReady, HotelDetailPage } from './hotel-detail-page';
import { HotelHeadingSample } from '../lib/hotel-heading-sample';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { renderPage } from '../../../test/render';
import { HOTEL_ID, hotelDetail } from '../test/hotel-fixtures';

afterEach(() => vi.unstubAllGlobals());

const url = (hash = '') =>
  `/hotel/${HOTEL_ID}?checkin=20300610&checkout=20300612&rooms=1&adults=2${hash}`;

describe('/hotel/{id}', { timeout: 30_000 }, () => {
  it('shows the hotel and asks for its rooms for the stay in the URL', async () => {
    const api = mockApi({ 'GET /api/HotelDetail': ok(hotelDetail()) });
    renderPage(<HotelDetailPage />, { path: '/hotel/:id', url: url() });
    expect(await screen.findByRole('heading', { name: 'Grand Thames Hotel' })).toBeVisible();
    expect(screen.getByRole('img', { name: '4 star hotel' })).toBeInTheDocument();
    expect(screen.getByText('4.3/5')).toBeInTheDocument();
    expect(screen.getByText('812 reviews')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    const query = api.callsTo('GET', '/api/HotelDetail')[0]!.query;
    expect(Object.fromEntries(query)).toMatchObject({
      id: HOTEL_ID,
      checkIn: '20300610',
      checkOut: '20300612',
      rooms: '1',
      adults: '2',
      children: '0',
    });
  });

  it('lists rooms with rates, deadline in hotel time and Book links; says why a room is out', async () => {
    mockApi({ 'GET /api/HotelDetail': ok(hotelDetail()) });
    renderPage(<HotelDetailPage />, { path: '/hotel/:id', url: url('#rooms') });
    const deluxe = await screen.findByRole('article', { name: 'Deluxe King' });
    expect(deluxe).toHaveTextContent('Refundable');
    expect(deluxe).toHaveTextContent('Breakfast included');
    expect(deluxe).toHaveTextContent('Only 3 rooms left');
    // 17:00 UTC on Jun 8 is 18:00 in London (summer time).
    expect(deluxe).toHaveTextContent(/Free cancellation until .*Jun 8.*18:00/);
    expect(
      within(deluxe).getByRole('link', { name: 'Book Deluxe King, Refundable' }),
    ).toHaveAttribute(
      'href',
      `/hotel/${HOTEL_ID}/book?checkin=20300610&checkout=20300612&rooms=1&adults=2&room=DK-R`,
    );
    const twin = screen.getByRole('article', { name: 'Standard Twin' });
    expect(twin).toHaveTextContent('Sold out for at least one night of your stay.');
    expect(within(twin).queryByRole('link', { name: /Book/ })).toBeNull();
  });

  it('shows the rating summary and says honestly there are no written reviews', async () => {
    mockApi({ 'GET /api/HotelDetail': ok(hotelDetail()) });
    const { user } = renderPage(<HotelDetailPage />, { path: '/hotel/:id', url: url() });
    await user.click(await screen.findByRole('tab', { name: 'Reviews' }));
    expect(await screen.findByText('No written reviews yet')).toBeVisible();
    expect(screen.getByText('Excellent')).toBeInTheDocument();
    expect(screen.getByText('4.8/5')).toBeInTheDocument();
  });

  it('says the hotel does not exist for an unknown id', async () => {
    mockApi({ 'GET /api/HotelDetail': fail(404, 'notFound', 'not found') });
    renderPage(<HotelDetailPage />, { path: '/hotel/:id', url: url() });
    expect(await screen.findByText('We could not find this hotel')).toBeVisible();
    for (const link of screen.getAllByRole('link', { name: 'Search hotels' })) {
      expect(link).toHaveAttribute('href', '/?tab=hotel');
    }
  });

  it('draws the header the build makes a template of while the hotel loads', () => {
    mockApi({ 'GET /api/HotelDetail': ok(hotelDetail()) });
    const heading = {
      chainName: 'Qzchain',
      name: 'Qzsample Hotel',
      caption: 'Qzsample Hotel, the entrance',
      score: '2.7/5',
      reviews: '9876 reviews',
      address: '1 Qzstreet, Qzcity, Qzland',
      location: 'Location 1.0000° N, 2.0000° E · local time zone Qz/Zone',
      checkTimes: 'Check-in from 13:57 · check-out until 10:03 (hotel local time)',
      pictureCount: 5,
    };
    renderPage(
      <HotelHeadingSample value={heading}>
        <HotelDetailPage />
      </HotelHeadingSample>,
      { path: '/hotel/:id', url: url() },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Qzsample Hotel' })).toBeVisible();
    for (const text of [heading.chainName, heading.caption, heading.reviews, heading.checkTimes]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
  });

  it('renders the preloaded hotel at once when the server sent its header', async () => {
    const api = mockApi({ 'GET /api/HotelDetail': ok(hotelDetail()) });
    window.history.pushState(null, '', url());
    const link = document.createElement('link');
    link.setAttribute('rel', 'preload');
    link.setAttribute('as', 'fetch');
    link.setAttribute('href', `/api/HotelDetail?id=${HOTEL_ID}`);
    document.head.append(link);
    try {
      await firstRenderReady();
      renderPage(<HotelDetailPage />, { path: '/hotel/:id', url: url() });
      // The first render has the hotel (fetched before it): no skeleton in between.
      expect(screen.getByRole('heading', { level: 1, name: 'Grand Thames Hotel' })).toBeVisible();
      expect(screen.queryByRole('status')).toBeNull();
      expect(api.callsTo('GET', '/api/HotelDetail').length).toBeGreaterThan(0);
    } finally {
      link.remove();
      window.history.pushState(null, '', '/');
    }
  });
});
