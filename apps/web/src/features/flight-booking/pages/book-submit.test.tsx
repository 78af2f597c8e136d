import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { SANDBOX_CARDS } from '@travel/contracts/flight-booking';
import { BookPage } from './book-page';
import { fail, mockApi, ok, type RecordedCall } from '../../../test/mock-api';
import { renderPage } from '../../../test/render';
import { offer, orderDetail, storeDraft } from '../../../test/flight-fixtures';
import {
  seatMapFixture,
  servicesFixture,
} from '../../../products/flight/seat-picker/test/seat-fixtures';
import { baseApi, booked, fillEverything, prebookOk, submitButton } from '../test/book-setup';
import { fillCard } from '../test/fill';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const unpaid = (orderNo: string, extra: Parameters<typeof orderDetail>[0] = {}) =>
  orderDetail({
    orderNo,
    status: 'awaitingPayment',
    deadlineAt: '2099-01-01T00:30:00Z',
    paidAt: null,
    issuedAt: null,
    canPay: true,
    canCancel: true,
    canExchange: false,
    ...extra,
  });

const oneFlightMap = () => {
  const map = seatMapFixture();
  return { ...map, SeatMapResponses: map.SeatMapResponses.slice(0, 1) };
};

/** /book from the Book button on: booking, seats and extras, payment, progress and result. */
describe('/book: booking and paying', { timeout: 60_000 }, () => {
  it('books, offers seats and extras (skipped), then pays with the progress messages in order', async () => {
    storeDraft();
    const api = mockApi({
      ...baseApi,
      'POST /api/Book': booked('TO1'),
      'GET /api/OrderDetail': ok(unpaid('TO1')),
      'GET /api/Seatmap/order': ok(oneFlightMap()),
      'GET /api/Services': ok(servicesFixture()),
      'POST /api/Payment': () => ok({ orderNo: 'TO1', status: 'issued', ticketNumbers: ['016-1'] }),
    });
    const { user } = renderPage(<BookPage />, { path: '/book' });
    await screen.findByRole('group', { name: /^Adult 1/ });
    await fillEverything(user);
    await fillCard(user);
    await user.click(submitButton());

    // Booked, not paid yet: seats and extras come first, priced into the order.
    expect(await screen.findByRole('heading', { name: 'Seats and extras' })).toBeVisible();
    expect(api.callsTo('POST', '/api/Payment')).toHaveLength(0);
    expect(sessionStorage.getItem('orderAccess')).toContain('TO1');
    await user.click(screen.getByRole('button', { name: 'Skip seats and extras' }));
    expect(await screen.findByRole('heading', { name: 'Review and pay' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: /^Pay\s\$240\.00$/ }));

    expect((await screen.findAllByText('Ticket issued')).length).toBeGreaterThan(0);
    const shown = [...document.querySelectorAll('[data-step]')].map((el) => el.textContent);
    expect(shown).toEqual([
      'Creating order…',
      'Booking succeeded',
      'Paying…',
      'Issuing ticket…',
      'Ticket issued',
    ]);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/book/result/TO1'),
    );
    expect(api.callsTo('POST', '/api/ReserveSeats')).toHaveLength(0);
    expect(api.callsTo('POST', '/api/ReserveServices')).toHaveLength(0);

    const [bookCall] = api.callsTo('POST', '/api/Book');
    expect(bookCall!.headers.get('x-api-key')).toBeTruthy();
    expect(bookCall!.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(bookCall!.body).toMatchObject({
      offerId: 'offer-1',
      brandId: 'basic',
      timing: 'now',
      acceptTerms: true,
      passengers: [
        {
          firstName: 'Ada',
          lastName: 'Lovelace',
          birthday: '1990-12-10',
          gender: 'Female',
          nationality: 'GB',
          cardType: 'P',
          frequentlyUser: -1,
        },
        { firstName: 'Alan', lastName: 'Turing' },
      ],
      contact: { name: 'Ada Lovelace', email: 'ada@example.com' },
    });
    const [payCall] = api.callsTo('POST', '/api/Payment');
    expect(payCall!.query.toString()).toBe('');
    expect(payCall!.body).toMatchObject({
      orderNo: 'TO1',
      method: 'card',
      card: {
        cardType: 'VI',
        cardNumber: SANDBOX_CARDS.visaSuccess,
        cvv: '123',
        relationship: 'Self',
      },
    });
    // The order exists: the draft is gone so /book cannot book it twice.
    expect(localStorage.getItem('booking')).toBeNull();
    expect(JSON.parse(sessionStorage.getItem('orderAccess') ?? '{}')).toEqual({
      TO1: 'ada@example.com',
    });
  });

  it('saves a chosen seat before paying and shows it in the price lines', async () => {
    storeDraft();
    let seatSaved = false;
    const api = mockApi({
      ...baseApi,
      'POST /api/Book': booked('TO4'),
      'GET /api/OrderDetail': () =>
        ok(
          seatSaved
            ? unpaid('TO4', {
                totalPrice: 26_500,
                lines: [
                  ...unpaid('TO4').lines,
                  { kind: 'seat', description: '1A', travellerIndex: 0, amount: 2_500 },
                ],
              })
            : unpaid('TO4'),
        ),
      'GET /api/Seatmap/order': ok(oneFlightMap()),
      'GET /api/Services': ok(servicesFixture()),
      'POST /api/ReserveSeats': () => {
        seatSaved = true;
        return ok({ orderNo: 'TO4', totalPrice: 26_500, seats: [] });
      },
      'POST /api/ReserveServices': ok({ orderNo: 'TO4', totalPrice: 26_500, services: [] }),
      'POST /api/Payment': () => ok({ orderNo: 'TO4', status: 'issued', ticketNumbers: ['016-1'] }),
    });
    const { user } = renderPage(<BookPage />, { path: '/book' });
    await screen.findByRole('group', { name: /^Adult 1/ });
    await fillEverything(user);
    await fillCard(user);
    await user.click(submitButton());

    await user.click(await screen.findByRole('button', { name: 'Seat 1A, window, $25' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await screen.findByRole('heading', { name: 'Review and pay' });
    const price = within(screen.getByRole('region', { name: 'Price details' }));
    expect(await price.findByText('Seat · 1A')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /^Pay\s\$265\.00$/ }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/book/result/TO4'),
    );
    const order = (call: RecordedCall) => api.calls.indexOf(call);
    const [seats] = api.callsTo('POST', '/api/ReserveSeats');
    const [pay] = api.callsTo('POST', '/api/Payment');
    expect(order(seats!)).toBeLessThan(order(pay!));
  });

  it('reserves without paying', async () => {
    storeDraft();
    const api = mockApi({ ...baseApi, 'POST /api/Book': booked('TO2') });
    const { user } = renderPage(<BookPage />, { path: '/book' });
    await screen.findByRole('group', { name: /^Adult 1/ });
    await fillEverything(user);
    await user.click(screen.getByRole('radio', { name: /Reserve and pay later/ }));
    expect(screen.queryByRole('group', { name: 'Card details' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Reserve now, pay later' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/book/result/TO2'),
    );
    expect(api.callsTo('POST', '/api/Book')[0]!.body).toMatchObject({ timing: 'reserve' });
    expect(api.callsTo('POST', '/api/Payment')).toHaveLength(0);
  });

  it('keeps a booked order payable when the card is declined', async () => {
    storeDraft();
    mockApi({
      ...baseApi,
      'POST /api/Book': booked('TO3'),
      'GET /api/OrderDetail': ok(unpaid('TO3')),
      'GET /api/Seatmap/order': ok(oneFlightMap()),
      'GET /api/Services': ok(servicesFixture()),
      'POST /api/Payment': fail(402, 'invalidCraditCard', 'invalid credit card'),
    });
    const { user } = renderPage(<BookPage />, { path: '/book' });
    await screen.findByRole('group', { name: /^Adult 1/ });
    await fillEverything(user);
    await fillCard(user, SANDBOX_CARDS.visaDeclined);
    await user.click(submitButton());
    await user.click(await screen.findByRole('button', { name: 'Skip seats and extras' }));
    await user.click(await screen.findByRole('button', { name: /^Pay\s\$240\.00$/ }));
    expect(await screen.findByTestId('payment-error')).toHaveTextContent(
      'Your card was declined (not authorised). Try another card.',
    );
    expect(screen.getByRole('link', { name: 'Pay for this booking' })).toHaveAttribute(
      'href',
      '/find-your-flight/TO3/pay',
    );
  });

  it('shows the new price a 1059 reply carries and asks before booking again', async () => {
    storeDraft();
    const api = mockApi({
      ...baseApi,
      // The re-price a moment later still quotes the offer unchanged: the 1059 totals decide.
      'POST /api/Prebooking': prebookOk,
      'POST /api/Book': {
        status: 409,
        body: {
          code: 1059,
          msg: 'itinerary price changed',
          data: { previousTotal: 24_000, total: 25_000 },
        },
      },
    });
    const { user } = renderPage(<BookPage />, { path: '/book' });
    await screen.findByRole('group', { name: /^Adult 1/ });
    await fillEverything(user);
    await user.click(screen.getByRole('radio', { name: /Reserve and pay later/ }));
    await user.click(screen.getByRole('button', { name: 'Reserve now, pay later' }));
    const dialog = await screen.findByRole('dialog', { name: 'The price has changed' });
    expect(dialog).toHaveTextContent('$240.00');
    expect(dialog).toHaveTextContent('$250.00');
    await user.click(within(dialog).getByRole('button', { name: 'Continue at the new price' }));
    await user.click(screen.getByRole('button', { name: 'Reserve now, pay later' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/Book')).toHaveLength(2));
  });

  it('re-prices and asks when booking answers 1059, and reuses the key for the same retry', async () => {
    storeDraft();
    let prebooks = 0;
    const api = mockApi({
      ...baseApi,
      'POST /api/Prebooking': (call) => {
        prebooks += 1;
        if (prebooks === 1) return prebookOk(call);
        const o = offer({ offerId: 'offer-3' });
        o.brands[0] = { ...o.brands[0]!, totalPrice: 25_000 };
        return ok({
          offer: o,
          brandId: 'basic',
          priceChanged: true,
          previousTotal: 24_000,
          total: 25_000,
        });
      },
      'POST /api/Book': fail(409, 1059, 'itinerary price changed'),
    });
    const { user } = renderPage(<BookPage />, { path: '/book' });
    await screen.findByRole('group', { name: /^Adult 1/ });
    await fillEverything(user);
    await user.click(screen.getByRole('radio', { name: /Reserve and pay later/ }));
    await user.click(screen.getByRole('button', { name: 'Reserve now, pay later' }));
    const dialog = await screen.findByRole('dialog', { name: 'The price has changed' });
    expect(dialog).toHaveTextContent('$250.00');
    await user.click(within(dialog).getByRole('button', { name: 'Continue at the new price' }));
    await user.click(screen.getByRole('button', { name: 'Reserve now, pay later' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/Book')).toHaveLength(2));
    const [first, second] = api.callsTo('POST', '/api/Book');
    expect((second!.body as { offerId: string }).offerId).toBe('offer-3');
    // A new body is a new attempt: a new key.
    expect(second!.headers.get('idempotency-key')).not.toBe(first!.headers.get('idempotency-key'));
  });
});
