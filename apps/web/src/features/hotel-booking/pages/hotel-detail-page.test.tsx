import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { firstRenderReady, HotelDetailPage } from './hotel-detail-page';
import { HotelHeadingSample } from '../lib/hotel-heading-sample';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { renderPage } from '../../../test/render';
import type { HotelReview } from '@travel/contracts/hotels';
import { HOTEL_ID, hotelDetail, room } from '../test/hotel-fixtures';

afterEach(() => vi.unstubAllGlobals());

const url = (hash = '') =>
  `/hotel/${HOTEL_ID}?checkin=20300610&checkout=20300612&rooms=1&adults=2${hash}`;

describe('/hotel/{id}', { timeout: 30_000 }, () => {
  it('shows the hotel and asks for its rooms for the stay in the URL', async () => {
    const api = mockApi({ 'GET /api/HotelDetail': ok(hotelDetail()) });
    renderPage(<HotelDetailPage />, { path: '/hotel/:id', url: url() });
    expect(await screen.findByRole('heading', { name: 'Grand Thames Hotel' })).toBeVisible();
    expect(screen.getByRole('img', { name: '4 star hotel' })).toBeInTheDocument();
    expect(screen.getByText('4.3/5 · Very good')).toBeInTheDocument();
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

  it('shows the best rate with Reserve at the top, and the small map (issue 13 §3)', async () => {
    mockApi({ 'GET /api/HotelDetail': ok(hotelDetail()) });
    const { user } = renderPage(<HotelDetailPage />, { path: '/hotel/:id', url: url() });
    const best = await screen.findByRole('region', { name: 'Lowest price for your stay' });
    expect(best).toHaveTextContent('Deluxe King');
    expect(best).toHaveTextContent('$150.00 per night');
    expect(best).toHaveTextContent('$345.00 for 2 nights, taxes included');
    expect(best).toHaveTextContent(/Free cancellation until .*Jun 8.*18:00/);
    expect(
      within(best).getByRole('link', { name: 'Reserve the Deluxe King at the lowest price' }),
    ).toHaveAttribute(
      'href',
      `/hotel/${HOTEL_ID}/book?checkin=20300610&checkout=20300612&rooms=1&adults=2&room=DK-R`,
    );
    expect(
      await screen.findByRole('region', { name: 'Map of where Grand Thames Hotel is' }),
    ).toBeInTheDocument();
    // "See all rooms" opens the rooms tab.
    await user.click(within(best).getByRole('link', { name: 'See all rooms' }));
    expect(await screen.findByRole('tab', { name: 'Rooms' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('says so where the best rate would be when nothing is bookable for the stay', async () => {
    const soldOut = hotelDetail({
      rooms: [room({ rates: [], unavailable: 'soldOut' })],
      nightlyFrom: 0,
      totalFrom: 0,
      roomCodeFrom: '',
    });
    mockApi({ 'GET /api/HotelDetail': ok(soldOut) });
    renderPage(<HotelDetailPage />, { path: '/hotel/:id', url: url() });
    const best = await screen.findByRole('region', { name: 'Lowest price for your stay' });
    expect(best).toHaveTextContent('No rooms left for your stay');
    expect(within(best).queryByRole('link', { name: /Reserve/ })).toBeNull();
  });

  it('reviews tab: the summary in score words, then written reviews five at a time', async () => {
    const review = (index: number): HotelReview => ({
      id: `LON042-R${index}`,
      score: index === 1 ? 4.6 : 3.7,
      word: index === 1 ? 'excellent' : 'good',
      title: `Review title ${index}`,
      text: `The room was spotless and the staff were kind (review ${index}).`,
      traveller: index === 1 ? 'couple' : 'business',
      stayMonth: '2030-04',
      nights: index === 1 ? 3 : 1,
      room: 'Deluxe King',
      reviewer: { name: 'Anna', country: 'Germany' },
    });
    const api = mockApi({
      'GET /api/HotelDetail': ok(hotelDetail()),
      'GET /api/HotelReviews': (call) => {
        const page = Number(call.query.get('page'));
        const reviews = page === 1 ? [1, 2, 3, 4, 5].map(review) : [review(6)];
        return ok({ hotelId: HOTEL_ID, total: 6, page, pageSize: 5, reviews });
      },
    });
    const { user } = renderPage(<HotelDetailPage />, {
      path: '/hotel/:id',
      url: url('#reviews'),
    });
    const summary = await screen.findByText('Based on 812 ratings');
    expect(summary).toBeVisible();
    for (const word of ['Excellent', 'Very good', 'Good', 'Fair', 'Poor']) {
      expect(screen.getAllByText(word).length).toBeGreaterThan(0);
    }
    const first = await screen.findByRole('article', { name: 'Review title 1' });
    expect(first).toHaveTextContent('Anna, Germany · Couple · 3 nights in April 2030');
    expect(first).toHaveTextContent('Rated 4.6 out of 5: Excellent');
    expect(first).toHaveTextContent('The room was spotless');
    expect(screen.getByText('6 written reviews')).toBeInTheDocument();
    expect(screen.getByText('Showing 5 of 6')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/HotelReviews')[0]!.query.get('id')).toBe(HOTEL_ID);

    await user.click(screen.getByRole('button', { name: 'Show more reviews' }));
    expect(await screen.findByRole('article', { name: 'Review title 6' })).toHaveTextContent(
      'Business traveller · 1 night in April 2030',
    );
    expect(screen.getByText('Showing 6 of 6')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).toBeNull();
  });

  it('reviews tab: none written yet, or a failure with a retry', async () => {
    let failing = true;
    mockApi({
      'GET /api/HotelDetail': ok(hotelDetail()),
      'GET /api/HotelReviews': () =>
        failing
          ? fail(500, 'internal', 'Something went wrong')
          : ok({ hotelId: HOTEL_ID, total: 0, page: 1, pageSize: 5, reviews: [] }),
    });
    const { user } = renderPage(<HotelDetailPage />, {
      path: '/hotel/:id',
      url: url('#reviews'),
    });
    const alert = await screen.findByRole('alert');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: /Try again|Retry/ }));
    expect(await screen.findByText('No written reviews yet')).toBeVisible();
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
      score: '2.7/5 · Fair',
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
