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
import { enter, fillCard } from '../test/fill';

const watchers: MutationObserver[] = [];

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  for (const watcher of watchers.splice(0)) watcher.disconnect();
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

/**
 * The progress dialog's steps as last drawn, kept after the dialog closes: on a busy machine a
 * query made once the last step shows can already find the dialog gone (the page moves on a
 * moment after it), so the steps are watched as they change rather than read afterwards.
 */
function watchProgressSteps(): () => (string | null)[] {
  let last: (string | null)[] = [];
  const read = () => {
    const steps = [...document.querySelectorAll('[data-step]')].map((el) => el.textContent);
    if (steps.length > 0) last = steps;
  };
  const observer = new MutationObserver(read);
  watchers.push(observer);
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  read();
  return () => {
    read();
    return last;
  };
}

/** /book from the Book button on: booking, seats and extras, payment, progress and result. */
describe('/book: booking and paying', { timeout: 120_000 }, () => {
  it('books (its number shown at once), offers seats and extras (skipped), then pays on the payment step', async () => {
    storeDraft();
    const api = mockApi({
      ...baseApi,
      'POST /api/Book': booked('TO1'),
      'GET /api/OrderDetail': ok(unpaid('TO1')),
      'GET /api/Seatmap/order': ok(oneFlightMap()),
      'GET /api/Services': ok(servicesFixture()),
      'POST /api/Payment': () => ok({ orderNo: 'TO1', status: 'issued', ticketNumbers: ['016-1'] }),
    });
    const { user, router } = renderPage(<BookPage />, { path: '/book' });
    await screen.findByRole('group', { name: /^Adult 1/ });
    // The card is asked on the payment step, not with the travellers.
    expect(screen.queryByRole('group', { name: 'Card details' })).toBeNull();
    await fillEverything(user);
    const bookingSteps = watchProgressSteps();
    await user.click(submitButton());
    await waitFor(() => expect(bookingSteps()).toEqual(['Creating order…', 'Booking succeeded']));

    // Booked, not paid yet: the order's own step, its number shown, resumable from the URL.
    expect(await screen.findByRole('heading', { name: 'Seats and extras' })).toBeVisible();
    expect(await screen.findByTestId('order-no')).toHaveTextContent('TO1');
    expect(router.state.location.search).toBe('?order=TO1');
    expect(JSON.parse(localStorage.getItem('booking') ?? '{}').order).toEqual({
      orderNo: 'TO1',
      step: 'extras',
    });
    expect(api.callsTo('POST', '/api/Payment')).toHaveLength(0);
    expect(sessionStorage.getItem('orderAccess')).toContain('TO1');
    await user.click(screen.getByRole('button', { name: 'Skip seats and extras' }));

    expect(await screen.findByRole('heading', { name: 'Payment' })).toBeVisible();
    expect(router.state.location.search).toBe('?order=TO1&step=pay');
    // The total to pay stands by the Pay button.
    const pay = screen.getByRole('button', { name: 'Pay' });
    expect(pay.closest('div')?.parentElement).toHaveTextContent('Total to pay$240.00');
    await fillCard(user);
    const payingSteps = watchProgressSteps();
    await user.click(pay);

    await waitFor(() =>
      expect(payingSteps()).toEqual(['Paying…', 'Issuing ticket…', 'Ticket issued']),
    );
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
    expect(bookCall!.body).not.toHaveProperty('card');
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
    // Paid: /book has nothing left to resume, and booked only once.
    expect(localStorage.getItem('booking')).toBeNull();
    expect(api.callsTo('POST', '/api/Book')).toHaveLength(1);
    expect(JSON.parse(sessionStorage.getItem('orderAccess') ?? '{}')).toEqual({
      TO1: 'ada@example.com',
    });
  });

  it('resumes a reload from the order at its step: no re-price, no second booking', async () => {
    storeDraft({ order: { orderNo: 'TO5', step: 'pay' } });
    sessionStorage.setItem('orderAccess', JSON.stringify({ TO5: 'ada@example.com' }));
    const api = mockApi({ ...baseApi, 'GET /api/OrderDetail': ok(unpaid('TO5')) });
    const { router } = renderPage(<BookPage />, { path: '/book' });
    expect(await screen.findByRole('heading', { name: 'Payment' })).toBeVisible();
    expect(screen.getByTestId('order-no')).toHaveTextContent('TO5');
    expect(router.state.location.search).toBe('?order=TO5&step=pay');
    expect(screen.getByRole('list', { name: 'Booking steps' })).toHaveTextContent(
      /Travellers and contact.*Seats and extras.*Payment/,
    );
    expect(api.callsTo('POST', '/api/Prebooking')).toHaveLength(0);
    expect(api.callsTo('POST', '/api/Book')).toHaveLength(0);
    expect(api.callsTo('GET', '/api/OrderDetail')[0]!.query.get('email')).toBe('ada@example.com');
  });

  it('asks a visitor whose tab is gone for the booking email, then goes on', async () => {
    const api = mockApi({
      ...baseApi,
      'GET /api/OrderDetail': (call) =>
        call.query.get('email') === 'ada@example.com'
          ? ok(unpaid('TO6'))
          : fail(404, 1404, 'order does not exist'),
      'GET /api/Seatmap/order': ok(oneFlightMap()),
      'GET /api/Services': ok(servicesFixture()),
    });
    const { user } = renderPage(<BookPage />, { path: '/book', url: '/book?order=TO6' });
    expect(await screen.findByRole('heading', { name: 'Continue booking TO6' })).toBeVisible();
    expect(api.callsTo('GET', '/api/OrderDetail')).toHaveLength(0);
    const email = screen.getByRole('textbox', { name: /^Email/ });
    await user.type(email, 'bob@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not find this booking with that email address.',
    );
    await user.clear(email);
    await user.type(email, 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Seats and extras' })).toBeVisible();
    expect(screen.getByTestId('order-no')).toHaveTextContent('TO6');
    expect(JSON.parse(sessionStorage.getItem('orderAccess') ?? '{}')).toEqual({
      TO6: 'ada@example.com',
    });
  });

  it('opens the result page for an order that is no longer awaiting payment', async () => {
    storeDraft({ order: { orderNo: 'TO8', step: 'pay' } });
    sessionStorage.setItem('orderAccess', JSON.stringify({ TO8: 'ada@example.com' }));
    mockApi({ ...baseApi, 'GET /api/OrderDetail': ok(orderDetail({ orderNo: 'TO8' })) });
    renderPage(<BookPage />, { path: '/book' });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/book/result/TO8'),
    );
  });

  it('says so when there is nothing to book, with a way to search', async () => {
    const api = mockApi(baseApi);
    renderPage(<BookPage />, { path: '/book' });
    expect(await screen.findByRole('heading', { name: 'Nothing to book yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Search flights' })).toHaveAttribute(
      'href',
      '/?tab=flight',
    );
    expect(api.calls).toHaveLength(0);
  });

  it('a refused card keeps what was typed but the number and code, focuses the number, and pays the same order again', async () => {
    sessionStorage.setItem('orderAccess', JSON.stringify({ TO3: 'ada@example.com' }));
    let attempts = 0;
    const api = mockApi({
      ...baseApi,
      'GET /api/OrderDetail': ok(unpaid('TO3')),
      'POST /api/Payment': () => {
        attempts += 1;
        return attempts === 1
          ? fail(402, 'invalidCraditCard', 'invalid credit card')
          : ok({ orderNo: 'TO3', status: 'issued', ticketNumbers: ['016-1'] });
      },
    });
    const { user } = renderPage(<BookPage />, {
      path: '/book',
      url: '/book?order=TO3&step=pay',
    });
    await fillCard(user, SANDBOX_CARDS.visaDeclined);
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByTestId('payment-error')).toHaveTextContent(
      'Your card was declined (not authorised). Try another card.',
    );
    expect(screen.getByTestId('payment-error').closest('[role="alert"]')).toHaveTextContent(
      'Your booking TO3 is kept until the deadline.',
    );
    const card = within(screen.getByRole('group', { name: 'Card details' }));
    const number = card.getByLabelText(/^Card number/, { selector: 'input' });
    await waitFor(() => expect(document.activeElement).toBe(number));
    expect(number).toHaveValue('');
    expect(card.getByLabelText(/^Security code/, { selector: 'input' })).toHaveValue('');
    expect(card.getByLabelText(/^Name on card/, { selector: 'input' })).toHaveValue('Ada Lovelace');
    expect(card.getByLabelText(/^Post code/, { selector: 'input' })).toHaveValue('N1 9GU');
    expect(card.getByLabelText(/^Expiry month/, { selector: 'input' })).toHaveValue('12');

    await enter(user, card, /^Card number/, SANDBOX_CARDS.visaSuccess);
    await enter(user, card, /^Security code/, '123');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/book/result/TO3'),
    );
    const pays = api.callsTo('POST', '/api/Payment');
    expect(pays.map((call) => (call.body as { orderNo: string }).orderNo)).toEqual(['TO3', 'TO3']);
    expect((pays[1]!.body as { card: { cardNumber: string } }).card.cardNumber).toBe(
      SANDBOX_CARDS.visaSuccess,
    );
    // Paying again never walks the seat map again.
    expect(api.callsTo('GET', '/api/Seatmap/order')).toHaveLength(0);
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
    await user.click(submitButton());

    await user.click(await screen.findByRole('button', { name: 'Seat 1A, window, $25' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await screen.findByRole('heading', { name: 'Payment' });
    const price = within(screen.getByRole('region', { name: 'Price details' }));
    expect(await price.findByText('Seat · 1A')).toBeInTheDocument();
    expect(price.getByText('$265.00')).toBeInTheDocument();
    await fillCard(user);
    await user.click(await screen.findByRole('button', { name: 'Pay' }));
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
