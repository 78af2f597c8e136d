import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { readBookingDraft } from '../../../products/flight/booking-draft';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { renderPage } from '../../../test/render';
import { SEARCH_URL, prebookResult, testLink, testOffer } from '../../../test/flight-share-offer';
import { FlightSharePage } from './flight-share-page';

afterEach(() => vi.unstubAllGlobals());

const LINK_PATH = '/api/ShortLinks/Ab23cd45';
const open = () =>
  renderPage(<FlightSharePage />, { path: '/flight-share/:code', url: '/flight-share/Ab23cd45' });
const location = () => screen.getByTestId('location').textContent;

describe('flight share page', () => {
  it('shows the itinerary with local times, airports, airlines and the cheapest price', async () => {
    mockApi({ [`GET ${LINK_PATH}`]: ok(testLink()) });
    open();
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'Outbound: Los Angeles (LAX) → San Francisco (SFO)',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', {
        level: 2,
        name: 'Return: San Francisco (SFO) → Los Angeles (LAX)',
      }),
    ).toBeInTheDocument();
    // Local wall-clock times as the airports show them, whatever the browser's zone.
    for (const time of ['08:05', '09:35', '21:10', '22:40']) {
      expect(screen.getByText(time, { exact: false })).toBeInTheDocument();
    }
    expect(screen.getByText('Layover 1h 20m in San Diego (SAN)')).toBeInTheDocument();
    expect(screen.getByText('Total 5h 35m')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'United Airlines' })).toHaveLength(3);
    expect(screen.getAllByText(/Los Angeles International Airport/).length).toBeGreaterThan(0);

    expect(
      screen.getByText('Round trip: Los Angeles to San Francisco and back · 1 traveller'),
    ).toBeInTheDocument();
    const panel = screen.getByRole('complementary', { name: 'Price and booking' });
    expect(within(panel).getByText('Total for 1 traveller')).toBeInTheDocument();
    expect(within(panel).getByText('$130.50')).toBeInTheDocument();
    expect(within(panel).getByText('Basic Economy fare, taxes included')).toBeInTheDocument();
    expect(document.title).toBe('Shared itinerary | Travel Outlet');
  });

  it('Book prices the cheapest brand again, saves the booking draft and opens /book', async () => {
    const offer = testOffer();
    const api = mockApi({
      [`GET ${LINK_PATH}`]: ok(testLink(offer)),
      'POST /api/Prebooking': ok(prebookResult(offer)),
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Book' }));
    await waitFor(() => expect(location()).toBe('/book'));
    expect(api.callsTo('POST', '/api/Prebooking')[0]?.body).toEqual({
      offerId: 'offer-token-1',
      brandId: 'basic',
    });
    expect(readBookingDraft()).toMatchObject({
      tripType: 'roundtrip',
      brandId: 'basic',
      adults: 1,
      children: 0,
      searchUrl: SEARCH_URL,
      invoice: false,
      offer: { offerId: 'offer-token-1' },
    });
  });

  it('asks before booking at a changed price, then books at the new one', async () => {
    const offer = testOffer();
    mockApi({
      [`GET ${LINK_PATH}`]: ok(testLink(offer)),
      'POST /api/Prebooking': ok(prebookResult(offer, 14_200)),
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Book' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The price has changed');
    expect(within(alert).getByText('$142.00')).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Search again' })).toHaveAttribute(
      'href',
      SEARCH_URL,
    );
    expect(screen.queryByTestId('location')).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Continue at the new price' }));
    await waitFor(() => expect(location()).toBe('/book'));
    expect(readBookingDraft()?.offer.offerId).toBe('offer-token-2');
  });

  it('offers to search again, without calling Prebooking, when the fare has expired', async () => {
    const api = mockApi({
      [`GET ${LINK_PATH}`]: ok(
        testLink(testOffer({ expiresAt: new Date(Date.now() - 1000).toISOString() })),
      ),
    });
    const { user } = open();
    expect(await screen.findByText('This fare has expired')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book' })).toBeNull();
    // The itinerary stays readable.
    expect(screen.getByText('08:05', { exact: false })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Search again' }));
    await waitFor(() => expect(location()).toBe(SEARCH_URL));
    expect(api.callsTo('POST', '/api/Prebooking')).toHaveLength(0);
    expect(readBookingDraft()).toBeNull();
  });

  it('turns to "expired" at the expiry instant while the page is open', async () => {
    mockApi({
      [`GET ${LINK_PATH}`]: ok(
        // Long enough for the first render on a loaded CI machine, so Book is seen before it.
        testLink(testOffer({ expiresAt: new Date(Date.now() + 2500).toISOString() })),
      ),
    });
    open();
    expect(await screen.findByRole('button', { name: 'Book' })).toBeInTheDocument();
    expect(
      await screen.findByText('This fare has expired', {}, { timeout: 6000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book' })).toBeNull();
  }, 15_000);

  it.each([
    [410, 1201, 'data expired, search again', 'This fare has expired'],
    [409, 1050, 'selected price no longer available', 'This fare is no longer available'],
    [409, 1059, 'itinerary price changed', 'This fare is no longer available'],
  ])('Prebooking %s %s shows "%s" and Search again', async (status, code, msg, title) => {
    mockApi({
      [`GET ${LINK_PATH}`]: ok(testLink()),
      'POST /api/Prebooking': fail(status, code, msg),
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Book' }));
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search again' })).toHaveAttribute('href', SEARCH_URL);
    expect(readBookingDraft()).toBeNull();
  });

  it('shows other Prebooking failures with a retry', async () => {
    let calls = 0;
    const offer = testOffer();
    mockApi({
      [`GET ${LINK_PATH}`]: ok(testLink(offer)),
      'POST /api/Prebooking': () =>
        (calls += 1) === 1 ? fail(503, 'systemBusy', 'System busy') : ok(prebookResult(offer)),
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Book' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('System busy');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(location()).toBe('/book'));
  });

  it('says when the link does not exist or has expired', async () => {
    mockApi({
      [`GET ${LINK_PATH}`]: fail(404, 'notFound', 'This link does not exist or has expired'),
    });
    open();
    expect(
      await screen.findByRole('heading', { name: 'This link does not exist or has expired' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search flights' })).toHaveAttribute('href', '/');
  });

  it('shows a failed load with a retry', async () => {
    let calls = 0;
    mockApi({
      [`GET ${LINK_PATH}`]: () =>
        (calls += 1) === 1 ? fail(503, 'systemBusy', 'System busy') : ok(testLink()),
    });
    const { user } = open();
    expect(await screen.findByRole('alert')).toHaveTextContent('System busy');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Book' })).toBeInTheDocument();
  });

  it('never links off the site, whatever the stored search URL says', async () => {
    mockApi({
      [`GET ${LINK_PATH}`]: ok(
        testLink(
          testOffer({ expiresAt: new Date(Date.now() - 1000).toISOString() }),
          '//evil.example/flights',
        ),
      ),
    });
    open();
    expect(await screen.findByRole('link', { name: 'Search again' })).toHaveAttribute('href', '/');
  });

  it('marks an invoice search so /book collects invoice details', async () => {
    const offer = testOffer();
    const invoiceUrl = SEARCH_URL.replace('/flights?', '/flights-invoice?');
    mockApi({
      [`GET ${LINK_PATH}`]: ok(testLink(offer, invoiceUrl)),
      'POST /api/Prebooking': ok(prebookResult(offer)),
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Book' }));
    await waitFor(() => expect(location()).toBe('/book'));
    expect(readBookingDraft()).toMatchObject({ invoice: true, searchUrl: invoiceUrl });
  });
});
