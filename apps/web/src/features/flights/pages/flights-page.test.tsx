import { expandSearchResult } from '@travel/contracts/flight-search-reply';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FlightOffer } from '@travel/contracts/flights';
import { readBookingDraft } from '../../../products/flight/booking-draft';
import { fail, loginData, mockApi, ok, type RecordedCall } from '../../../test/mock-api';
import { resetSessionForTests, startSession } from '../../../lib/session';
import { setClientView } from '../../../lib/client-view';
import { act } from '@testing-library/react';
import { renderPage } from '../../../test/render';
import { brand, offer, oneStopTrip, searchResult, segment, trip } from '../test/offers';
import { FlightsInvoicePage, FlightsPage } from './flights-page';
import classes from '../components/results.module.css';

afterEach(() => {
  vi.unstubAllGlobals();
});

const URL_RT =
  '/flights?tripType=roundtrip&departureAirport=LAX&destinationAirport=SFO&departureDate=06/10/2026&returnDate=06/17/2026&adults=2&children=0&cabin=A';
/** United's 08:00 outbound (its trip key): the return stage of URL_RT for it. */
const UNITED_OUT = 'UA100-20260610.0800';

const returnTrip = () =>
  trip([
    segment({
      departureAirportCode: 'SFO',
      arrivalAirportCode: 'LAX',
      departureTime: '2026-06-17T18:00',
      arrivalTime: '2026-06-17T19:25',
      flightId: 'UA101-20260617',
      flightNumber: '101',
    }),
  ]);

const nonstop = offer({
  tripType: 'roundtrip',
  adults: 2,
  trips: [trip([segment()]), returnTrip()],
  brands: [
    brand({ totalPrice: 30_000, adultCommission: 1_500 }),
    brand({ brandId: 'flex', name: 'Flex', type: 'Flex', totalPrice: 50_000 }),
  ],
  seatsRemaining: 3,
});
const oneStop = offer({
  tripType: 'roundtrip',
  adults: 2,
  trips: [oneStopTrip('DL', 'Delta Air Lines'), returnTrip()],
  brands: [brand({ totalPrice: 20_000 })],
});
const redEye = offer({
  tripType: 'roundtrip',
  adults: 2,
  trips: [
    trip([
      segment({
        airlineCode: 'AA',
        airlineName: 'American Airlines',
        departureTime: '2026-06-10T23:10',
        arrivalTime: '2026-06-11T00:40',
        flightId: 'AA7-20260610',
      }),
    ]),
    returnTrip(),
  ],
  brands: [brand({ totalPrice: 40_000 })],
});

const calendar = (call: RecordedCall) => {
  const [m, d, y] = (call.query.get('departureDate') ?? '').split('/').map(Number) as number[];
  return ok(
    [-3, -2, -1, 0, 1, 2, 3].map((offset) => {
      const date = new Date(Date.UTC(y!, m! - 1, d! + offset));
      const mmddyyyy = `${String(date.getUTCMonth() + 1).padStart(2, '0')}/${String(date.getUTCDate()).padStart(2, '0')}/${date.getUTCFullYear()}`;
      return { date: mmddyyyy, lowestPrice: offset === -3 ? null : 10_000 + offset * 500 };
    }),
  );
};

function api(offers: FlightOffer[] = [nonstop, oneStop, redEye], extra = {}) {
  return mockApi({
    'GET /api/AirTickets': ok(searchResult(offers)),
    'GET /api/AirTickets/calendar': calendar,
    ...extra,
  });
}

const cards = () => screen.getAllByRole('article');
const cardNames = () => cards().map((card) => card.getAttribute('aria-label'));
/** The card of the airline's offer, wherever the sort put it. */
const cardOf = (airline: string) =>
  cards().find((card) => card.getAttribute('aria-label')?.startsWith(airline))!;

type User = ReturnType<typeof renderPage>['user'];

/** A round trip's outbound (by airline), then its first return: the fare chooser opens. */
async function chooseRoundTrip(user: User, airline?: string) {
  await screen.findByRole('heading', { name: 'Choose your outbound flight' });
  const outbound = airline ? cardOf(airline) : cards()[0]!;
  await user.click(within(outbound).getByRole('button', { name: 'Select' }));
  await screen.findByRole('heading', { name: 'Choose your return flight' });
  await user.click(within(cards()[0]!).getByRole('button', { name: 'Select' }));
  return screen.findByRole('dialog', { name: 'Choose your fare' });
}

describe('/flights results', { timeout: 20_000 }, () => {
  it('keeps the results’ place from the first paint: cards with a row per trip, shown after 0.3 s', async () => {
    // Neither call answers: the page stays in its searching state.
    const never = () => new Promise<never>(() => undefined);
    mockApi({ 'GET /api/AirTickets': never, 'GET /api/AirTickets/calendar': never });
    const { container } = renderPage(<FlightsPage />, { path: '/flights', url: URL_RT });

    // Laid out at once but invisible (no skeleton flash for a fast answer)…
    const reserved = container.querySelector<HTMLElement>('[data-reserved="flight-results"]');
    expect(reserved).not.toBeNull();
    expect(reserved).toHaveStyle({ visibility: 'hidden' });
    expect(screen.queryByText('Searching flights…')).not.toBeInTheDocument();
    // …in the frame of the results: cards built from FlightCard's classes, one trip each (a
    // round trip lists its outbounds first).
    const skeletonCards = reserved!.querySelectorAll(`.${classes.card}`);
    expect(skeletonCards).toHaveLength(4);
    for (const card of skeletonCards) {
      expect(card.querySelector(`.${classes.cardBody}`)).not.toBeNull();
      expect(card.querySelectorAll(`.${classes.trip}`)).toHaveLength(1);
      expect(card.querySelector(`.${classes.price}`)).not.toBeNull();
    }
    // The date strip's placeholder shows its seven days before their fares arrive.
    for (const day of ['Sun, Jun 7', 'Wed, Jun 10', 'Sat, Jun 13']) {
      expect(screen.getByText(day)).toBeInTheDocument();
    }

    await waitFor(() => expect(reserved).not.toHaveStyle({ visibility: 'hidden' }));
    expect(screen.getByText('Searching flights…')).toBeInTheDocument();
  });

  it('keeps one trip row per card for a one-way search', () => {
    const never = () => new Promise<never>(() => undefined);
    mockApi({ 'GET /api/AirTickets': never, 'GET /api/AirTickets/calendar': never });
    const { container } = renderPage(<FlightsPage />, {
      path: '/flights',
      url: URL_RT.replace('roundtrip', 'oneway').replace('&returnDate=06/17/2026', ''),
    });
    const card = container.querySelector(`[data-reserved="flight-results"] .${classes.card}`);
    expect(card!.querySelectorAll(`.${classes.trip}`)).toHaveLength(1);
  });

  it('searches with the API parameters and shows a card per outbound, Best first', async () => {
    const calls = api();
    const { user } = renderPage(<FlightsPage />, { path: '/flights', url: URL_RT });
    expect(await screen.findByText('3 of 3 flights')).toBeInTheDocument();
    const [search] = calls.callsTo('GET', '/api/AirTickets');
    expect(Object.fromEntries(search!.query)).toEqual({
      tripType: 'roundtrip',
      departureAirport: 'LAX',
      destinationAirport: 'SFO',
      departureDate: '06/10/2026',
      returnDate: '06/17/2026',
      adult: '2',
      child: '0',
    });
    // Best, of the outbounds (their own times, round-trip prices): the nonstop United ($300,
    // 1h 30m), the nonstop American ($400), then the cheaper one-stop Delta ($200, 6h).
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('best');
    expect(cardNames()).toEqual([
      'United Airlines, LAX to SFO at 08:00',
      'American Airlines, LAX to SFO at 23:10',
      'Delta Air Lines, LAX to SFO at 13:00',
    ]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Cheapest');
    expect(cardNames()).toEqual([
      'Delta Air Lines, LAX to SFO at 13:00',
      'United Airlines, LAX to SFO at 08:00',
      'American Airlines, LAX to SFO at 23:10',
    ]);
    expect(screen.getByRole('heading', { name: 'Choose your outbound flight' })).toBeVisible();
    const united = cardOf('United');
    // The outbound alone, priced as its cheapest round trip.
    expect(within(united).getByText('Outbound')).toBeInTheDocument();
    expect(within(united).queryByText('Return')).not.toBeInTheDocument();
    expect(within(united).getByText('Round trip from, per adult')).toBeInTheDocument();
    expect(within(united).getByText('Only 3 seats left')).toBeInTheDocument();
    // A visitor sees the price before any commission, and no commission (issue 13 §4).
    expect(within(united).queryByText('Your commission')).not.toBeInTheDocument();
    expect(within(united).getByText('$330.00')).toBeInTheDocument();
    expect(within(united).getByText('$165.00')).toBeInTheDocument();
    expect(within(cardOf('Delta')).getByText(/1 stop · DEN/)).toBeInTheDocument();
    expect(
      within(cardOf('Delta')).getByRole('img', { name: 'Layover in DEN: 1h 15m' }),
    ).toBeVisible();
    expect(within(cardOf('American')).getByText('arrives 1 day later')).toBeInTheDocument();
    expect(within(cardOf('Delta')).queryByText(/seats? left/)).not.toBeInTheDocument();
  });

  it('filters by stops and airline and sorts by duration and departure', async () => {
    api();
    const { user } = renderPage(<FlightsPage />, { path: '/flights', url: URL_RT });
    await user.click(await screen.findByRole('checkbox', { name: 'Nonstop (2)' }));
    expect(screen.getByText('2 of 3 flights')).toBeInTheDocument();
    expect(cardNames()).not.toContain('Delta Air Lines, LAX to SFO at 13:00');
    await user.click(screen.getByRole('checkbox', { name: 'American Airlines (1)' }));
    expect(cardNames()).toEqual(['American Airlines, LAX to SFO at 23:10']);
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));

    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    await user.selectOptions(sort, 'Earliest');
    expect(cardNames()[0]).toBe('United Airlines, LAX to SFO at 08:00');
    await user.selectOptions(sort, 'Shortest');
    expect(cardNames()[2]).toBe('Delta Air Lines, LAX to SFO at 13:00');

    const departure = screen.getByRole('group', { name: 'Departure time' });
    await user.click(within(departure).getByRole('checkbox', { name: 'Evening (18:00–23:59)' }));
    expect(cardNames()).toEqual(['American Airlines, LAX to SFO at 23:10']);
  });

  it('keeps the sort chosen on an earlier visit', async () => {
    api();
    const first = renderPage(<FlightsPage />, { path: '/flights', url: URL_RT });
    await first.user.selectOptions(
      await screen.findByRole('combobox', { name: 'Sort by' }),
      'Earliest',
    );
    first.unmount();

    api();
    renderPage(<FlightsPage />, { path: '/flights', url: URL_RT });
    expect(await screen.findByRole('combobox', { name: 'Sort by' })).toHaveValue('departure');
    expect(cardNames()[0]).toBe('United Airlines, LAX to SFO at 08:00');
  });

  it('caps the total price with the range, applied when it is let go', async () => {
    api();
    const { user } = renderPage(<FlightsPage />, { path: '/flights', url: URL_RT });
    await screen.findByText('3 of 3 flights');
    const range = screen.getByLabelText('Highest total price');
    expect(range).toHaveValue('50');
    // Halfway between $200 and $400: the $300 United fare stays, the $400 American one goes.
    fireEvent.change(range, { target: { value: '25' } });
    expect(screen.getByText('3 of 3 flights')).toBeInTheDocument();
    fireEvent.keyUp(range, { key: 'ArrowLeft' });
    expect(screen.getByText('2 of 3 flights')).toBeInTheDocument();
    expect(cardNames()).not.toContain('American Airlines, LAX to SFO at 23:10');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByText('3 of 3 flights')).toBeInTheDocument();
  });

  it('searches again from the ±3-day strip, keeping the trip length', async () => {
    const calls = api();
    const { user } = renderPage(<FlightsPage />, { path: '/flights', url: URL_RT });
    const strip = await screen.findByRole('navigation', { name: 'Cheapest fare on nearby dates' });
    const days = await within(strip).findAllByRole('button');
    expect(days).toHaveLength(7);
    expect(days[0]).toBeDisabled();
    expect(days[3]).toHaveAttribute('aria-current', 'date');
    await user.click(days[4]!);
    await waitFor(() => expect(calls.callsTo('GET', '/api/AirTickets')).toHaveLength(2));
    expect(calls.callsTo('GET', '/api/AirTickets')[1]!.query.get('departureDate')).toBe(
      '06/11/2026',
    );
    expect(calls.callsTo('GET', '/api/AirTickets')[1]!.query.get('returnDate')).toBe('06/18/2026');
  });

  it('keeps the filters on another day of the strip, and counts airlines under the others', async () => {
    const calls = api();
    const { user } = renderPage(<FlightsPage />, { path: '/flights', url: URL_RT });
    await user.click(await screen.findByRole('checkbox', { name: 'Nonstop (2)' }));
    // Delta flies only with a stop: under Nonstop it has nothing to add.
    expect(screen.getByRole('checkbox', { name: 'Delta Air Lines (0)' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'American Airlines (1)' })).toBeEnabled();
    expect(screen.getByRole('group', { name: 'Connecting airports' })).toBeInTheDocument();
    expect(screen.getByLabelText('Longest layover')).toBeInTheDocument();

    const strip = screen.getByRole('navigation', { name: 'Cheapest fare on nearby dates' });
    await user.click((await within(strip).findAllByRole('button'))[4]!);
    await waitFor(() => expect(calls.callsTo('GET', '/api/AirTickets')).toHaveLength(2));
    expect(await screen.findByText('2 of 3 flights')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Nonstop (2)' })).toBeChecked();
  });

  it('opens the Detail with fee rules, bags and the segment pathway', async () => {
    api();
    const { user } = renderPage(<FlightsPage />, { path: '/flights', url: URL_RT });
    await screen.findByText('3 of 3 flights');
    const united = cardOf('United');
    const toggle = within(united).getByRole('button', { name: 'Detail' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The Detail's code loads on the first opening.
    await within(united).findByRole('rowheader', { name: 'Refund' });
    const row = (name: string) => within(united).getByRole('rowheader', { name }).closest('tr')!;
    expect(row('Refund')).toHaveTextContent('Not allowed');
    expect(row('Change')).toHaveTextContent('Allowed, fee USD 75');
    expect(row('Checked bags')).toHaveTextContent('Not allowed');
    expect(row('Carry-on (LAX–SFO)')).toHaveTextContent('1 piece, up to 7 KG');
    // An outbound's Detail shows its own flights; its returns come on the next stage.
    expect(within(united).getByText('UA 100')).toBeInTheDocument();
    expect(within(united).getAllByText('Boeing 737-800')).toHaveLength(1);
    expect(within(united).queryByText('UA 101')).not.toBeInTheDocument();
    expect(within(united).getAllByText('fare basis KA7NR')).toHaveLength(1);
    expect(within(united).getAllByText(/terminal 7/).length).toBeGreaterThan(0);
    expect(within(united).queryByRole('button', { name: 'Share this itinerary' })).toBeNull();
  });

  it('shares a result from its Detail with the offer and this search', async () => {
    const calls = api(undefined, {
      'POST /api/ShortLinks': ok({
        code: 'abc123',
        url: '/flight-share/abc123',
        expiresAt: '2026-07-10T00:00:00.000Z',
      }),
    });
    const url = `${URL_RT}&outbound=${UNITED_OUT}`;
    const { user } = renderPage(<FlightsPage />, { path: '/flights', url });
    await screen.findByText('1 of 1 return flights');
    const united = cardOf('United');
    await user.click(within(united).getByRole('button', { name: 'Detail' }));
    await user.click(await within(united).findByRole('button', { name: 'Share this itinerary' }));
    expect(await screen.findByRole('textbox', { name: 'Link to this itinerary' })).toHaveValue(
      'http://localhost:3000/flight-share/abc123',
    );
    const [share] = calls.callsTo('POST', '/api/ShortLinks');
    expect(share!.body).toEqual({
      kind: 'flight',
      target: url,
      // As the search reply carried it: a party without children is not quoted child prices.
      data: { offer: expandSearchResult(searchResult([nonstop])).offers[0], searchUrl: url },
    });
  });

  it('shows the empty state and the toast when nothing is found', async () => {
    api([]);
    renderPage(<FlightsPage />, { path: '/flights', url: URL_RT });
    expect(await screen.findByRole('heading', { name: 'No flights found' })).toBeInTheDocument();
    expect(await screen.findByText('Search error / No search result!')).toBeInTheDocument();
  });

  it('shows the error with a retry and the toast when the search fails', async () => {
    const calls = mockApi({
      'GET /api/AirTickets': fail(400, 'invalidFlightQuery', 'invalid flight query'),
      'GET /api/AirTickets/calendar': calendar,
    });
    const { user } = renderPage(<FlightsPage />, { path: '/flights', url: URL_RT });
    expect(
      await screen.findByText(
        'Some search details are not valid. Please check them and search again.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('Search error / No search result!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls.callsTo('GET', '/api/AirTickets')).toHaveLength(2));
  });

  it('does not call the API for a link that is not a search', async () => {
    const calls = api();
    renderPage(<FlightsPage />, { path: '/flights', url: '/flights?tripType=roundtrip' });
    expect(await screen.findByRole('heading', { name: 'Start a flight search' })).toBeVisible();
    expect(calls.calls).toHaveLength(0);
  });

  it('searches multi-city legs without a date strip', async () => {
    const calls = mockApi({
      'GET /api/AirTickets/multicity': ok(
        searchResult([offer({ tripType: 'multicity', trips: [trip([segment()]), returnTrip()] })]),
      ),
    });
    renderPage(<FlightsPage />, {
      path: '/flights',
      url: '/flights?tripType=multicity&trips=LAX,SFO,06/10/2026|SFO,LAX,06/17/2026&adults=1&children=0&cabin=E',
    });
    expect(await screen.findByText('1 of 1 flights')).toBeInTheDocument();
    expect(calls.callsTo('GET', '/api/AirTickets/multicity')[0]!.query.get('trips')).toBe(
      'LAX,SFO,06/10/2026|SFO,LAX,06/17/2026',
    );
    expect(calls.callsTo('GET', '/api/AirTickets/multicity')[0]!.query.get('cabin')).toBe('E');
    expect(within(cards()[0]!).getByText('Flight 2')).toBeInTheDocument();
    expect(calls.callsTo('GET', '/api/AirTickets/calendar')).toHaveLength(0);
  });
});

// Journeys of several steps: room for a busy machine.
describe('a round trip: the outbound, then its returns (issue 13 §1)', { timeout: 20_000 }, () => {
  const middayReturn = () =>
    trip([
      segment({
        departureAirportCode: 'SFO',
        arrivalAirportCode: 'LAX',
        departureTime: '2026-06-17T12:30',
        arrivalTime: '2026-06-17T13:55',
        flightId: 'UA103-20260617',
        flightNumber: '103',
      }),
    ]);
  const middayBack = offer({
    tripType: 'roundtrip',
    adults: 2,
    trips: [trip([segment()]), middayReturn()],
    brands: [brand({ totalPrice: 36_000 })],
  });
  // United's outbound and its 18:00 return in Premium economy too: the same card, more fares.
  const premium = offer({
    tripType: 'roundtrip',
    adults: 2,
    cabin: 'P',
    trips: [trip([segment()]), returnTrip()],
    brands: [brand({ brandId: 'P-STANDARD', name: 'Standard', totalPrice: 70_000 })],
  });
  const offers = [nonstop, middayBack, premium, oneStop, redEye];

  it('lists each outbound once, then the returns of the chosen one at the round-trip total', async () => {
    api(offers);
    const { user, router } = renderPage(<FlightsPage />, { path: '/flights', url: URL_RT });
    expect(await screen.findByText('3 of 3 flights')).toBeInTheDocument();
    expect(within(cardOf('United')).getByText('$330.00')).toBeInTheDocument();

    await user.click(within(cardOf('United')).getByRole('button', { name: 'Select' }));
    const heading = await screen.findByRole('heading', { name: 'Choose your return flight' });
    expect(heading).toHaveFocus();
    // The stage is in the URL: a reload or Back keeps it.
    expect(router.state.location.search).toContain(`outbound=${UNITED_OUT}`);
    const chosen = screen.getByRole('region', { name: 'Your outbound flight' });
    expect(within(chosen).getByText('LAX')).toBeInTheDocument();
    expect(screen.getByText('2 of 2 return flights')).toBeInTheDocument();
    expect(cardNames()).toEqual([
      'United Airlines, SFO to LAX at 18:00',
      'United Airlines, SFO to LAX at 12:30',
    ]);
    const early = cards()[0]!;
    expect(within(early).getByText('Return')).toBeInTheDocument();
    expect(within(early).queryByText('Outbound')).not.toBeInTheDocument();
    expect(within(early).getByText('Round trip from, per adult')).toBeInTheDocument();
    expect(within(early).getByText('$330.00')).toBeInTheDocument();
    expect(within(early).getByText(/3 fares$/)).toBeInTheDocument();
    expect(within(cards()[1]!).getByText('$360.00')).toBeInTheDocument();
    expect(within(cards()[1]!).getByText('Round trip, per adult')).toBeInTheDocument();

    // Its fares, both cabins', under the one card.
    await user.click(within(early).getByRole('button', { name: 'Select' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose your fare' });
    expect(within(dialog).getByRole('region', { name: 'Economy' })).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: 'Premium economy' })).toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', { name: 'Choose Standard, Premium economy' }),
    ).toBeInTheDocument();
    expect(within(dialog).getAllByRole('button', { name: /^Choose / })).toHaveLength(3);
  });

  it('gives each stage its filters, and goes back to the outbounds as they were', async () => {
    api(offers);
    const { user, router } = renderPage(<FlightsPage />, { path: '/flights', url: URL_RT });
    await user.click(await screen.findByRole('checkbox', { name: 'Nonstop (2)' }));
    expect(screen.getByText('2 of 3 flights')).toBeInTheDocument();
    await user.click(within(cardOf('United')).getByRole('button', { name: 'Select' }));
    await screen.findByRole('heading', { name: 'Choose your return flight' });
    // The returns' own filters, judging the returns: both are nonstop.
    expect(screen.getByRole('checkbox', { name: 'Nonstop (2)' })).not.toBeChecked();
    const times = screen.getByRole('group', { name: 'Departure time' });
    await user.click(within(times).getByRole('checkbox', { name: 'Afternoon (12:00–17:59)' }));
    expect(cardNames()).toEqual(['United Airlines, SFO to LAX at 12:30']);

    await user.click(screen.getByRole('button', { name: 'Change outbound flight' }));
    await screen.findByRole('heading', { name: 'Choose your outbound flight' });
    expect(router.state.location.search).not.toContain('outbound=');
    expect(screen.getByRole('checkbox', { name: 'Nonstop (2)' })).toBeChecked();
    expect(
      within(screen.getByRole('group', { name: 'Departure time' })).getByRole('checkbox', {
        name: 'Afternoon (12:00–17:59)',
      }),
    ).not.toBeChecked();
    expect(screen.getByText('2 of 3 flights')).toBeInTheDocument();

    // And the returns' filters are there again for the next outbound chosen.
    await user.click(within(cardOf('United')).getByRole('button', { name: 'Select' }));
    await screen.findByRole('heading', { name: 'Choose your return flight' });
    expect(cardNames()).toEqual(['United Airlines, SFO to LAX at 12:30']);
  });

  it('opens the return stage from its URL, and goes to the outbounds from there', async () => {
    api(offers);
    const { user, router } = renderPage(<FlightsPage />, {
      path: '/flights',
      url: `${URL_RT}&outbound=${UNITED_OUT}`,
    });
    expect(await screen.findByText('2 of 2 return flights')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change outbound flight' }));
    expect(await screen.findByText('3 of 3 flights')).toBeInTheDocument();
    expect(router.state.location.search).not.toContain('outbound=');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual(
      Object.fromEntries(new URLSearchParams(URL_RT.split('?')[1])),
    );
  });

  it('says so when the chosen outbound is no longer offered', async () => {
    api(offers);
    renderPage(<FlightsPage />, { path: '/flights', url: `${URL_RT}&outbound=ZZ1-20260610.0600` });
    expect(
      await screen.findByText(/The outbound flight you chose is no longer offered/),
    ).toBeVisible();
    expect(screen.getByText('3 of 3 flights')).toBeInTheDocument();
  });
});

describe('choosing a fare', { timeout: 20_000 }, () => {
  const prebookReply = (priceChanged: boolean) => (call: RecordedCall) => {
    const body = call.body as { brandId: string };
    return ok({
      offer: { ...nonstop, offerId: 'offer-repriced' },
      brandId: body.brandId,
      priceChanged,
      previousTotal: 50_000,
      total: priceChanged ? 54_000 : 50_000,
    });
  };

  it('pre-books the chosen brand, asks about a new price and saves the draft for /book', async () => {
    const calls = api(undefined, { 'POST /api/Prebooking': prebookReply(true) });
    const { user } = renderPage(<FlightsPage />, { path: '/flights', url: URL_RT });
    const dialog = await chooseRoundTrip(user, 'United');
    expect(within(dialog).getByRole('region', { name: 'Basic' })).toBeInTheDocument();
    expect(within(dialog).getByText(/^LAX 08:00 → SFO 09:30/)).toBeInTheDocument();
    expect(within(dialog).getByText(/^SFO 18:00 → LAX 19:25/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Choose Flex' }));

    const changed = await screen.findByRole('dialog', { name: 'The price has changed' });
    expect(calls.callsTo('POST', '/api/Prebooking')[0]!.body).toEqual({
      offerId: nonstop.offerId,
      brandId: 'flex',
    });
    expect(within(changed).getByText('$500.00')).toBeInTheDocument();
    expect(within(changed).getByText('$540.00')).toBeInTheDocument();
    await user.click(within(changed).getByRole('button', { name: 'Continue at the new price' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/book');
    expect(readBookingDraft()).toMatchObject({
      tripType: 'roundtrip',
      brandId: 'flex',
      adults: 2,
      invoice: false,
      offer: { offerId: 'offer-repriced' },
    });
    // The results of the return stage, to search again from /book.
    const searchUrl = new URL(readBookingDraft()!.searchUrl, 'http://localhost');
    expect(searchUrl.searchParams.get('outbound')).toBe(UNITED_OUT);
    expect(searchUrl.searchParams.get('departureDate')).toBe('06/10/2026');
  });

  it('offers a new search when the offer expired (1201)', async () => {
    const calls = api(undefined, {
      'POST /api/Prebooking': fail(410, 1201, 'data expired, search again'),
    });
    const { user } = renderPage(<FlightsPage />, { path: '/flights', url: URL_RT });
    await chooseRoundTrip(user);
    await user.click(await screen.findByRole('button', { name: 'Choose Basic' }));
    expect(await screen.findByText(/These fares have expired/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search again' }));
    await waitFor(() => expect(calls.callsTo('GET', '/api/AirTickets')).toHaveLength(2));
    expect(readBookingDraft()).toBeNull();
  });

  it('says so and refreshes the results when the price is gone (1050)', async () => {
    const calls = api(undefined, {
      'POST /api/Prebooking': fail(409, 1050, 'selected price no longer available, search again'),
    });
    const { user } = renderPage(<FlightsPage />, { path: '/flights', url: URL_RT });
    await chooseRoundTrip(user);
    await user.click(await screen.findByRole('button', { name: 'Choose Basic' }));
    expect(
      await screen.findByText(
        'The selected price is no longer available. The results have been refreshed.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(calls.callsTo('GET', '/api/AirTickets')).toHaveLength(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('/flights-invoice', () => {
  it('says so in the first render, above the strip and the results, not after a chunk', () => {
    const never = () => new Promise<never>(() => undefined);
    mockApi({ 'GET /api/AirTickets': never, 'GET /api/AirTickets/calendar': never });
    renderPage(<FlightsInvoicePage />, {
      path: '/flights-invoice',
      url: URL_RT.replace('/flights', '/flights-invoice'),
    });
    const notice = screen.getByRole('note', { name: 'Fares with an invoice' });
    expect(notice).toHaveTextContent(/Only fares that can be invoiced are shown/);
  });

  it('asks for invoiceable fares, says so, and marks the draft for invoice details', async () => {
    const calls = api(undefined, {
      'POST /api/Prebooking': (call: RecordedCall) =>
        ok({
          offer: nonstop,
          brandId: (call.body as { brandId: string }).brandId,
          priceChanged: false,
          previousTotal: 30_000,
          total: 30_000,
        }),
    });
    const { user } = renderPage(<FlightsInvoicePage />, {
      path: '/flights-invoice',
      url: URL_RT.replace('/flights', '/flights-invoice'),
    });
    expect(await screen.findByText(/Only fares that can be invoiced are shown/)).toBeVisible();
    await screen.findByText('3 of 3 flights');
    expect(calls.callsTo('GET', '/api/AirTickets')[0]!.query.get('invoice')).toBe('1');
    await chooseRoundTrip(user, 'United');
    await user.click(await screen.findByRole('button', { name: 'Choose Basic' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/book');
    expect(readBookingDraft()).toMatchObject({ invoice: true, brandId: 'basic' });
  });
});

describe('an agent’s prices, and client view (issue 13 §4)', { timeout: 20_000 }, () => {
  afterEach(() => {
    act(() => setClientView(false));
    resetSessionForTests();
  });

  it('shows net prices with the commission, or in client view the client’s, never both', async () => {
    startSession(loginData({ role: 1, userType: 1, accountCode: 'AG0001' }));
    api();
    renderPage(<FlightsPage />, { path: '/flights', url: URL_RT });
    expect(await screen.findByText('3 of 3 flights')).toBeInTheDocument();
    const united = cardOf('United');
    expect(within(united).getByText('Your commission')).toBeInTheDocument();
    expect(within(united).getByText('$150.00')).toBeInTheDocument();
    expect(within(united).getByText('$300.00')).toBeInTheDocument();

    act(() => setClientView(true));
    expect(within(united).queryByText('Your commission')).not.toBeInTheDocument();
    expect(within(united).getByText('$165.00')).toBeInTheDocument();
    expect(within(united).getByText('$330.00')).toBeInTheDocument();
  });
});
