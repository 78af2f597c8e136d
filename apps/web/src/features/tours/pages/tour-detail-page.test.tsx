import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { TourInfo } from '@travel/contracts/tours-detail';
import type { PriceTour } from '@travel/contracts/tours-price';
import { mockApi, type RecordedCall } from '../../../test/mock-api';
import { renderPage } from '../../../test/render';
import { tourOk, world } from '../../../products/tour/search/test/world-fixtures';
import { cruiseInfo, cruiseQuote, tourInfo } from '../test/tour-fixtures';
import { TourDetailPage } from './tour-detail-page';

// Whole pages with many controls: generous on a shared, slow machine (not a timing check).
const SLOW = { timeout: 20_000 };

afterEach(() => {
  vi.unstubAllGlobals();
});

/** PriceTour as the server answers it for 2 adults in a twin room (other parties: the unit x count). */
function priceOf(call: RecordedCall, info: TourInfo): PriceTour {
  const body = call.body as { packageID: string; rooms: { adults: number; children: number }[] };
  const departure = info.departures.find((d) => d.id === body.packageID)!;
  const twin = departure.options.find((o) => o.Code === '2')!;
  const people = body.rooms.reduce((n, r) => n + r.adults + r.children, 0);
  const lines = body.rooms.map((room, index) => ({
    room: `r${index + 1}`,
    Code: '2',
    Name: 'Twin share',
    count: room.adults,
    unit: twin.Selling,
    total: twin.Selling * room.adults,
  }));
  const total = lines.reduce((n, l) => n + l.total, 0);
  return {
    roomlist: JSON.stringify(lines),
    lines,
    people,
    charges: 0,
    totalprice: total,
    TourComm: 0,
    agentSelling: total,
    currency: 'USD',
    error: '',
  };
}

function detailApi(info: TourInfo = tourInfo) {
  return mockApi({
    'GET /api/list': tourOk({ world }),
    'POST /api/tourdetail': tourOk(info),
    'GET /api/CustomizeCruiseDetail': tourOk(info),
    'POST /api/PriceTour': (call) => tourOk(priceOf(call, info)),
    'POST /api/PriceCruiseDetail': (call) =>
      tourOk({
        ...cruiseQuote,
        guarantee: (call.body as { guarantee: boolean }).guarantee,
      }),
  });
}

describe('tour detail page', () => {
  it('shows the intro, the itinerary by day and the PDF link when the reply has one', async () => {
    const api = detailApi({ ...tourInfo, TourPDF: `/api/TourPDF/${tourInfo.TourID}.pdf?Lan=EN` });
    renderPage(<TourDetailPage kind="tour" />, {
      path: '/tour/detail/:id',
      url: `/tour/detail/${tourInfo.TourID}`,
    });
    expect(await screen.findByRole('heading', { level: 1, name: tourInfo.TourName })).toBeVisible();
    expect(screen.getByText(`Code ${tourInfo.TourCode}`)).toBeVisible();
    expect(screen.getByText('Departs from Paris')).toBeVisible();
    expect(screen.getByText(tourInfo.highlights[0]!)).toBeVisible();
    expect(screen.getByText(tourInfo.overview)).toBeVisible();
    const itinerary = screen.getByRole('region', { name: 'Itinerary by day' });
    expect(
      within(itinerary).getByRole('heading', {
        name: `Day 1: ${tourInfo.TourBriefItinerary[0]!.title}`,
      }),
    ).toBeVisible();
    expect(
      within(itinerary).getAllByText('Meals included: breakfast, lunch').length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Download the itinerary (PDF)' })).toHaveAttribute(
      'href',
      `/api/TourPDF/${tourInfo.TourID}.pdf?Lan=EN`,
    );
    expect(api.callsTo('POST', '/api/tourdetail')[0]?.body).toEqual({
      tourid: tourInfo.TourID,
      Lan: 'EN',
    });
    expect(document.title).toBe(`${tourInfo.TourName} | Travel Outlet`);
    expect(screen.getByRole('link', { name: 'Tours' })).toHaveAttribute(
      'href',
      '/tour/list?destination=EU-FR',
    );
  });

  it('has no PDF link when the reply names none', async () => {
    detailApi();
    renderPage(<TourDetailPage kind="tour" />, {
      path: '/tour/detail/:id',
      url: `/tour/detail/${tourInfo.TourID}`,
    });
    await screen.findByRole('heading', { level: 1, name: tourInfo.TourName });
    expect(screen.queryByTestId('tour-pdf')).toBeNull();
  });

  it(
    'shows departures month by month, sold-out ones disabled, and prices the chosen one',
    SLOW,
    async () => {
      const soldOut: TourInfo = {
        ...tourInfo,
        departures: tourInfo.departures.map((d, i) => (i === 1 ? { ...d, placesLeft: 0 } : d)),
      };
      const api = detailApi(soldOut);
      const { user } = renderPage(<TourDetailPage kind="tour" />, {
        path: '/tour/detail/:id',
        url: `/tour/detail/${tourInfo.TourID}?departureDate=2027-01`,
      });
      // The list's month opens the calendar on it, on its first departure with places for the
      // default party of 2 (the first has 1 left).
      const january = await screen.findByRole('group', { name: 'Departures in January 2027' });
      const radios = within(january).getAllByRole('radio');
      expect(radios).toHaveLength(2);
      expect(radios[1]).toBeChecked();
      expect(within(january).getByText('1 place left')).toBeVisible();

      await user.click(screen.getByRole('button', { name: 'Previous month' }));
      const december = screen.getByRole('group', { name: 'Departures in December 2026' });
      const [first, second] = within(december).getAllByRole('radio');
      expect(second).toBeDisabled();
      expect(within(december).getByText('Sold out')).toBeVisible();
      expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
      await user.click(first!);

      const price = screen.getByRole('region', { name: 'Your price' });
      expect(await within(price).findByTestId('tour-total')).toHaveTextContent('$3,700.00');
      const sent = api.callsTo('POST', '/api/PriceTour').at(-1)?.body;
      expect(sent).toEqual({
        tourid: tourInfo.TourID,
        packageID: tourInfo.departures[0]!.id,
        cttq: '2026-12-14',
        rooms: [{ key: 'r1', adults: 2, children: 0 }],
        Lan: 'EN',
      });
      expect(within(price).getByRole('link', { name: 'Book' })).toHaveAttribute(
        'href',
        `/tour/book/${tourInfo.TourID}?date=2026-12-14&rooms=2-0`,
      );
    },
  );

  it('applies the room rules: capacity, added rooms and the cheapest mix', SLOW, async () => {
    const api = detailApi();
    const { user } = renderPage(<TourDetailPage kind="tour" />, {
      path: '/tour/detail/:id',
      url: `/tour/detail/${tourInfo.TourID}`,
    });
    const rooms = await screen.findByRole('region', { name: 'Rooms' });
    const room1 = within(rooms).getByRole('group', { name: 'Room 1' });
    // Twin and single rooms only: 2 adults leave no bed for a child.
    expect(within(room1).getByText('No room for children with these adults')).toBeVisible();
    await user.click(within(room1).getByRole('button', { name: 'Fewer adults' }));
    await user.click(within(room1).getByRole('button', { name: 'More children' }));
    expect(within(room1).getByRole('button', { name: 'More children' })).toBeDisabled();
    // Both child prices are offered: the child takes a bed unless the traveller says not.
    const bed = await within(room1).findByRole('checkbox', { name: 'Children take a bed' });
    expect(bed).toBeChecked();
    await user.click(bed);
    const price = screen.getByRole('region', { name: 'Your price' });
    expect(await within(price).findByRole('link', { name: 'Book' })).toHaveAttribute(
      'href',
      expect.stringMatching(/rooms=1-1n$/),
    );
    expect(api.callsTo('POST', '/api/PriceTour').at(-1)?.body).toMatchObject({
      rooms: [{ key: 'r1', adults: 1, children: 1, childBed: false }],
    });
    // Back to 2 adults: the child no longer fits and is reset to 0.
    await user.click(within(room1).getByRole('button', { name: 'More adults' }));
    expect(within(room1).getByText('No room for children with these adults')).toBeVisible();

    await user.click(within(rooms).getByRole('button', { name: 'Add a room' }));
    const room2 = within(rooms).getByRole('group', { name: 'Room 2' });
    await user.click(within(room2).getByRole('button', { name: 'Fewer adults' }));
    // 3 adults in a twin and a single: sharing is not possible with 3, so this is the cheapest.
    expect(await screen.findByTestId('room-mix')).toHaveTextContent(
      'Your rooms are already the cheapest way to room this party.',
    );
    await user.click(within(rooms).getByRole('button', { name: 'Remove Room 2' }));
    expect(within(rooms).queryByRole('group', { name: 'Room 2' })).toBeNull();
  });

  it('proposes the cheaper mix when two adults take single rooms', SLOW, async () => {
    detailApi();
    const { user } = renderPage(<TourDetailPage kind="tour" />, {
      path: '/tour/detail/:id',
      url: `/tour/detail/${tourInfo.TourID}`,
    });
    const rooms = await screen.findByRole('region', { name: 'Rooms' });
    await user.click(
      within(within(rooms).getByRole('group', { name: 'Room 1' })).getByRole('button', {
        name: 'Fewer adults',
      }),
    );
    await user.click(within(rooms).getByRole('button', { name: 'Add a room' }));
    await user.click(
      within(within(rooms).getByRole('group', { name: 'Room 2' })).getByRole('button', {
        name: 'Fewer adults',
      }),
    );
    const hint = await screen.findByTestId('room-mix');
    expect(hint).toHaveTextContent('Room 1: Twin room, 2 adults');
    await user.click(within(hint).getByRole('button', { name: 'Use these rooms' }));
    expect(within(rooms).queryByRole('group', { name: 'Room 2' })).toBeNull();
  });

  it('shows a cruise ship, its cabins and charges, and books the chosen cabin', SLOW, async () => {
    const api = detailApi(cruiseInfo);
    const { user } = renderPage(<TourDetailPage kind="cruise" />, {
      path: '/Cruise/detail/:id',
      url: `/Cruise/detail/${cruiseInfo.TourID}`,
    });
    expect(
      await screen.findByRole('heading', { name: 'The ship: Riverlight Ondine' }),
    ).toBeVisible();
    const cabins = screen.getByRole('table', { name: 'Cabin categories' });
    expect(within(cabins).getByRole('rowheader', { name: /Balcony/ })).toBeVisible();
    expect(within(cabins).getByText('Offered, 5% less')).toBeVisible();
    expect(screen.getByText(/Port charges/)).toBeVisible();
    expect(api.callsTo('GET', '/api/CustomizeCruiseDetail')[0]?.query.get('id')).toBe(
      cruiseInfo.TourID,
    );

    const settings = screen.getByRole('region', { name: 'Cabins' });
    expect(within(settings).getByText('2 adults per cabin')).toBeVisible();
    // The ocean-view category offers a guarantee cabin: it is priced and booked as one.
    await user.click(within(settings).getByRole('checkbox', { name: /Guarantee cabin/ }));
    const price = screen.getByRole('region', { name: 'Your price' });
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/PriceCruiseDetail').at(-1)?.body).toMatchObject({
        cabin: 'OV',
        guarantee: true,
      }),
    );
    expect(await within(price).findByRole('link', { name: 'Book' })).toHaveAttribute(
      'href',
      expect.stringContaining('cabin=OV&guarantee=1'),
    );
    await user.selectOptions(
      within(settings).getByRole('combobox', { name: 'Cabin category' }),
      'BA',
    );
    // The guarantee is of the category it was offered with.
    expect(within(settings).queryByRole('checkbox', { name: /Guarantee cabin/ })).toBeNull();

    await waitFor(() =>
      expect(api.callsTo('POST', '/api/PriceCruiseDetail').at(-1)?.body).toEqual({
        tourid: cruiseInfo.TourID,
        packageID: cruiseInfo.departures[0]!.id,
        cttq: '2027-03-05',
        cabin: 'BA',
        guarantee: false,
        rooms: [{ key: 'r1', adults: 2, children: 0 }],
        Lan: 'EN',
      }),
    );
    expect(await within(price).findByTestId('tour-total')).toHaveTextContent('$4,400.00');
    expect(within(price).getByText('Port charges and gratuities')).toBeVisible();
    expect(within(price).getByText(/Deposit for everyone/)).toHaveTextContent('$1,000.00');
    expect(within(price).getByRole('link', { name: 'Book' })).toHaveAttribute(
      'href',
      `/Cruise/book/${cruiseInfo.TourID}?date=2027-03-05&rooms=2-0&cabin=BA`,
    );
    expect(api.callsTo('POST', '/api/PriceTour')).toHaveLength(0);
  });

  it('says "No tour found" for an unknown tour', async () => {
    mockApi({
      'POST /api/tourdetail': {
        status: 404,
        body: { code: 'noTourFound', msg: 'No tour found', data: null },
      },
    });
    renderPage(<TourDetailPage kind="tour" />, {
      path: '/tour/detail/:id',
      url: '/tour/detail/t-nowhere',
    });
    expect(await screen.findByRole('heading', { name: 'No tour found' })).toBeVisible();
  });
});
