import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HotelBookPage } from './hotel-book-page';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { renderPage } from '../../../test/render';
import { COUNTRIES } from '../../../test/flight-fixtures';
import { orderEmail } from '../../../lib/order-access';
import { HOTEL_ID, hotelRule, rate } from '../test/hotel-fixtures';
import { acceptTerms, fillCard, fillGuestAndContact } from '../test/fill';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const URL = `/hotel/${HOTEL_ID}/book?checkin=20300610&checkout=20300612&rooms=1&adults=1&room=DK-R`;
const base = {
  'POST /api/SearchHotelRuleNew': ok(hotelRule()),
  'GET /api/WorldCities/GetCountries': ok(COUNTRIES),
};
const saved = (orderNo: string) =>
  ok({
    orderNo,
    status: 'issued',
    confirmationNumber: 'GT-1',
    total: 34_500,
    paidNow: 34_500,
    currency: 'USD',
  });
const render = () => renderPage(<HotelBookPage />, { path: '/hotel/:id/book', url: URL });
const book = () => fireEvent.click(screen.getByRole('button', { name: 'Book now' }));

async function fillAll() {
  await screen.findByRole('heading', { name: 'Grand Thames Hotel' });
  fillGuestAndContact();
  await fillCard();
  acceptTerms();
}

describe('/hotel/{id}/book', { timeout: 60_000 }, () => {
  it('prices the room, shows the breakdown and books with one key per attempt', async () => {
    const api = mockApi({ ...base, 'POST /api/SaveOrderNew': saved('TO2030000042') });
    render();
    await fillAll();
    expect(api.callsTo('POST', '/api/SearchHotelRuleNew')[0]!.body).toMatchObject({
      hotelId: HOTEL_ID,
      roomCode: 'DK-R',
      checkIn: '20300610',
      checkOut: '20300612',
      rooms: 1,
      adults: 1,
    });
    const breakdown = screen.getByRole('region', { name: 'Price details' });
    expect(breakdown).toHaveTextContent('$140.00');
    expect(breakdown).toHaveTextContent('$160.00');
    expect(breakdown).toHaveTextContent('Taxes and fees$45.00');
    expect(breakdown).toHaveTextContent('Total$345.00');
    book();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/hotel/book-detail?orderNo=TO2030000042',
      ),
    );
    const call = api.callsTo('POST', '/api/SaveOrderNew')[0]!;
    expect(call.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(call.body).toMatchObject({
      hotelId: HOTEL_ID,
      roomCode: 'DK-R',
      guests: [{ firstName: 'Ada', lastName: 'Lovelace' }],
      contact: { name: 'Ada Lovelace', email: 'ada@example.com' },
      expectedTotal: 34_500,
      payment: { method: 'card', card: { cardType: 'VI', cardNumber: '4242424242424242' } },
      acceptTerms: true,
    });
    // A visitor reads the result with the booking email this tab keeps.
    expect(orderEmail('TO2030000042')).toBe('ada@example.com');
  });

  it('stops at the rules before sending anything when the form is incomplete', async () => {
    const api = mockApi(base);
    render();
    await screen.findByRole('heading', { name: 'Grand Thames Hotel' });
    book();
    expect(await screen.findByText('Check the guest information')).toBeVisible();
    expect(screen.getByText('Check the payment information')).toBeVisible();
    expect(api.callsTo('POST', '/api/SaveOrderNew')).toHaveLength(0);
  });

  it('asks about a new price (1059) and books at it when accepted', async () => {
    const moved = hotelRule({ rate: rate({ total: 36_000 }) });
    let calls = 0;
    const api = mockApi({
      ...base,
      'POST /api/SaveOrderNew': () => {
        calls += 1;
        return calls === 1
          ? {
              status: 409,
              body: { code: 1059, msg: 'itinerary price changed', data: moved },
            }
          : saved('TO2030000043');
      },
    });
    render();
    await fillAll();
    book();
    expect(await screen.findByRole('dialog', { name: 'The price has changed' })).toHaveTextContent(
      '$360.00',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Book at the new price' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/SaveOrderNew')).toHaveLength(2));
    const [first, second] = api.callsTo('POST', '/api/SaveOrderNew');
    expect((second!.body as { expectedTotal: number }).expectedTotal).toBe(36_000);
    expect(second!.headers.get('Idempotency-Key')).not.toBe(first!.headers.get('Idempotency-Key'));
  });

  it('explains a sold-out room and links back to the hotel', async () => {
    mockApi({ ...base, 'POST /api/SaveOrderNew': fail(409, 1050, 'sold out') });
    render();
    await fillAll();
    book();
    expect(await screen.findByText('This room is sold out for your dates')).toBeVisible();
    expect(screen.getByRole('link', { name: 'See the other rooms' })).toHaveAttribute(
      'href',
      `/hotel/${HOTEL_ID}?checkin=20300610&checkout=20300612&rooms=1&adults=1#rooms`,
    );
  });

  it('keeps the form after a refused card and pays the held order with /api/Payment', async () => {
    const api = mockApi({
      ...base,
      'POST /api/SaveOrderNew': () => ({
        status: 402,
        body: {
          code: 'invalidCraditCard',
          msg: 'invalid credit card',
          data: { orderNo: 'TO2030000044', deadlineAt: '2099-01-01T00:30:00Z' },
        },
      }),
      'POST /api/Payment': ok({ orderNo: 'TO2030000044', status: 'issued', ticketNumbers: [] }),
    });
    render();
    await fillAll();
    book();
    expect(await screen.findByTestId('payment-error')).toBeVisible();
    expect(screen.getByText(/held under order TO2030000044/)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Pay and confirm' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('orderNo=TO2030000044'),
    );
    expect(api.callsTo('POST', '/api/SaveOrderNew')).toHaveLength(1);
    expect(api.callsTo('POST', '/api/Payment')[0]!.body).toMatchObject({
      orderNo: 'TO2030000044',
      email: 'ada@example.com',
      method: 'card',
    });
  });

  it('says so when the room is already sold out before the form', async () => {
    mockApi({ ...base, 'POST /api/SearchHotelRuleNew': fail(409, 1050, 'sold out') });
    render();
    expect(await screen.findByText('This room is sold out for your dates')).toBeVisible();
  });
});
