import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { SANDBOX_CARDS } from '@travel/contracts/flight-booking';
import { GuestOrderPayPage, OrderPayPage } from './order-pay-page';
import { fail, loginData, mockApi, ok } from '../../../test/mock-api';
import { renderPage } from '../../../test/render';
import { fillCard } from '../../../components/payment/test/fill-card';
import {
  seatMapFixture,
  servicesFixture,
} from '../../../products/flight/seat-picker/test/seat-fixtures';
import { startSession } from '../../../lib/session';
import { rememberOrderEmail } from '../../../lib/order-access';
import { COUNTRIES, orderDetail } from '../../../test/flight-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const payable = orderDetail({
  status: 'awaitingPayment',
  deadlineAt: '2099-01-01T00:00:00Z',
  canPay: true,
  canCancel: true,
});

describe('/order/pay/{id}', { timeout: 60_000 }, () => {
  it('pays by card with the progress messages, then opens the result page', async () => {
    startSession(loginData());
    const api = mockApi({
      'GET /api/OrderDetail': ok(payable),
      'GET /api/WorldCities/GetCountries': ok(COUNTRIES),
      'GET /api/Seatmap/order': ok(seatMapFixture()),
      'GET /api/Services': ok(servicesFixture()),
      'POST /api/Payment': ok({ orderNo: 'TO2030000001', status: 'issued', ticketNumbers: ['1'] }),
    });
    const { user } = renderPage(<OrderPayPage />, {
      path: '/order/pay/:id',
      url: '/order/pay/TO2030000001',
    });
    // Seats and extras first (priced into the order), skippable; then the card.
    await user.click(await screen.findByRole('button', { name: 'Skip seats and extras' }));
    await screen.findByRole('group', { name: 'Card details' });
    expect(api.callsTo('POST', '/api/ReserveSeats')).toHaveLength(0);
    await fillCard(user, SANDBOX_CARDS.visaSuccess);
    await user.click(screen.getByRole('button', { name: /^Pay/ }));
    // The progress messages take their time on a busy machine (a test file on each core).
    expect(
      (await screen.findAllByText('Ticket issued', undefined, { timeout: 5_000 })).length,
    ).toBeGreaterThan(0);
    await waitFor(
      () => expect(screen.getByTestId('location')).toHaveTextContent('/book/result/TO2030000001'),
      { timeout: 5_000 },
    );
    const [pay] = api.callsTo('POST', '/api/Payment');
    expect(pay!.body).toMatchObject({
      orderNo: 'TO2030000001',
      method: 'card',
      card: { cardNumber: SANDBOX_CARDS.visaSuccess },
    });
    expect(pay!.query.toString()).toBe('');
  });

  it('shows a declined card and keeps the form for another try', async () => {
    rememberOrderEmail('TO2030000001', 'ada@example.com');
    const api = mockApi({
      'GET /api/OrderDetail': ok(payable),
      'GET /api/WorldCities/GetCountries': ok(COUNTRIES),
      'POST /api/Payment': fail(402, 'invalidCraditCard', 'invalid credit card'),
    });
    const { user } = renderPage(<GuestOrderPayPage />, {
      path: '/find-your-flight/:id/pay',
      url: '/find-your-flight/TO2030000001/pay?step=pay',
    });
    await screen.findByRole('group', { name: 'Card details' });
    await fillCard(user, SANDBOX_CARDS.visaDeclined);
    await user.click(screen.getByRole('button', { name: /^Pay/ }));
    expect(await screen.findByTestId('payment-error')).toHaveTextContent(
      'Your card was declined (not authorised). Try another card.',
    );
    expect(screen.getByRole('button', { name: /^Pay/ })).toBeEnabled();
    expect(api.callsTo('POST', '/api/Payment')[0]!.body).toMatchObject({
      email: 'ada@example.com',
    });
  });

  it('says an order that is already paid cannot be paid', async () => {
    startSession(loginData());
    mockApi({ 'GET /api/OrderDetail': ok(orderDetail()) });
    renderPage(<OrderPayPage />, { path: '/order/pay/:id', url: '/order/pay/TO2030000001' });
    expect(await screen.findByText('This order cannot be paid')).toBeInTheDocument();
    expect(screen.getByText('This order is paid and its tickets are issued.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Card details' })).toBeNull();
  });

  it('lets an agent pay from the balance and shows 1510 when it is short', async () => {
    startSession(loginData({ role: 1, userType: 1 }));
    const api = mockApi({
      'GET /api/OrderDetail': ok(payable),
      'GET /api/WorldCities/GetCountries': ok(COUNTRIES),
      'POST /api/Payment': fail(422, 1510, 'insufficient account balance'),
    });
    const { user } = renderPage(<OrderPayPage />, {
      path: '/order/pay/:id',
      url: '/order/pay/TO2030000001?step=pay',
    });
    await user.click(await screen.findByRole('radio', { name: /Agent account balance/ }));
    expect(screen.queryByRole('group', { name: 'Card details' })).toBeNull();
    await user.click(screen.getByRole('button', { name: /^Pay/ }));
    expect(await screen.findByTestId('payment-error')).toHaveTextContent(
      'Your agent account balance is too low',
    );
    expect(api.callsTo('POST', '/api/Payment')[0]!.body).toEqual({
      orderNo: 'TO2030000001',
      method: 'balance',
    });
  });
});
