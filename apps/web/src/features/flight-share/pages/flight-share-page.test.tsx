import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { readBookingDraft } from '../../../lib/booking-draft';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { renderPage } from '../../../test/render';
import { SEARCH_URL, prebookResult, testLink, testOffer } from '../test/offer';
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
    const outbound = await screen.findByRole('region', {
      name: 'Outbound: Los Angeles → San Francisco',
    });
    expect(within(outbound).getByText('Nonstop · 1h 30m in total')).toBeInTheDocument();
    expect(within(outbound).getByText('08:05')).toBeInTheDocument();
    expect(within(outbound).getByText('09:35')).toBeInTheDocument();
    expect(
      within(outbound).getByText('Los Angeles International Airport, terminal 7'),
    ).toBeInTheDocument();
    expect(within(outbound).getByText('United Airlines')).toBeInTheDocument();
    expect(within(outbound).getByText('Flight UA 1234')).toBeInTheDocument();
    expect(within(outbound).getByText(/Mon, Mar 15/)).toBeInTheDocument();

    const back = screen.getByRole('region', { name: 'Return: San Francisco → Los Angeles' });
    expect(within(back).getByText('1 stop · 5h 35m in total')).toBeInTheDocument();
    expect(within(back).getByText('Layover 1h 20m in San Diego (SAN)')).toBeInTheDocument();
    // A number that already carries its airline is not prefixed twice.
    expect(within(back).getByText('Flight UA 890')).toBeInTheDocument();
    // The last flight leaves after midnight: its times say so.
    expect(within(back).getAllByText('+1 day (Tue, Mar 23)')).toHaveLength(2);
    // An airport without a terminal shows just its name.
    expect(within(back).getAllByText('Los Angeles International Airport')).toHaveLength(1);

    expect(
      screen.getByText('Round trip: Los Angeles to San Francisco and back · 1 traveller'),
    ).toBeInTheDocument();
    const panel = screen.getByRole('complementary', { name: 'Price and booking' });
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
    expect(screen.getByText('Flight UA 1234')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Search again' }));
    await waitFor(() => expect(location()).toBe(SEARCH_URL));
    expect(api.callsTo('POST', '/api/Prebooking')).toHaveLength(0);
    expect(readBookingDraft()).toBeNull();
  });

  it('turns to "expired" at the expiry instant while the page is open', async () => {
    mockApi({
      [`GET ${LINK_PATH}`]: ok(
        testLink(testOffer({ expiresAt: new Date(Date.now() + 400).toISOString() })),
      ),
    });
    open();
    expect(await screen.findByRole('button', { name: 'Book' })).toBeInTheDocument();
    expect(await screen.findByText('This fare has expired')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book' })).toBeNull();
  });

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
