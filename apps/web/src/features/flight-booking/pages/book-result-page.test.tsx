import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { BookResultPage } from './book-result-page';
import { loginData, mockApi, ok } from '../../../test/mock-api';
import { startSession } from '../../../lib/session';
import { renderApp, renderPage } from '../../../test/render';
import { rememberOrderEmail } from '../../../lib/order-access';
import { orderDetail } from '../../../test/flight-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('/book/result/{orderNo}', { timeout: 30_000 }, () => {
  it('shows issued tickets to a visitor, using the booking email kept from the booking', async () => {
    rememberOrderEmail('TO2030000001', 'ada@example.com');
    const api = mockApi({ 'GET /api/OrderDetail': ok(orderDetail()) });
    renderPage(<BookResultPage />, {
      path: '/book/result/:orderNo',
      url: '/book/result/TO2030000001',
    });
    expect(await screen.findByRole('heading', { name: 'Your tickets are issued' })).toBeVisible();
    expect(screen.getByTestId('order-no')).toHaveTextContent('TO2030000001');
    expect(screen.getByRole('table', { name: 'Travellers and tickets' })).toHaveTextContent(
      '016-1234567890',
    );
    expect(api.callsTo('GET', '/api/OrderDetail')[0]!.query.get('email')).toBe('ada@example.com');
    expect(screen.getByRole('link', { name: 'View order details' })).toHaveAttribute(
      'href',
      '/find-your-flight/TO2030000001',
    );
    // No balance for a visitor: it is never asked.
    expect(screen.queryByTestId('agent-balance-note')).toBeNull();
    expect(api.callsTo('GET', '/api/Balance')).toHaveLength(0);
  });

  it("shows an agent the agency's balance after paying", async () => {
    startSession(loginData({ role: 1, userType: 1, accountCode: 'AG0001' }));
    mockApi({
      'GET /api/OrderDetail': ok(orderDetail()),
      'GET /api/Balance': ok({ balance: 2_488_500, currency: 'USD' }),
    });
    renderPage(<BookResultPage />, {
      path: '/book/result/:orderNo',
      url: '/book/result/TO2030000001',
    });
    expect(await screen.findByTestId('agent-balance-note')).toHaveTextContent(
      'Balance now $24,885.00',
    );
  });

  it('shows a reserved order awaiting payment with its countdown and Pay now', async () => {
    rememberOrderEmail('TO2030000001', 'ada@example.com');
    mockApi({
      'GET /api/OrderDetail': ok(
        orderDetail({
          status: 'awaitingPayment',
          deadlineAt: new Date(Date.now() + 29 * 60_000).toISOString(),
          canPay: true,
        }),
      ),
    });
    renderPage(<BookResultPage />, {
      path: '/book/result/:orderNo',
      url: '/book/result/TO2030000001',
    });
    expect(await screen.findByRole('heading', { name: 'Your seats are reserved' })).toBeVisible();
    expect(screen.getByRole('timer')).toHaveTextContent(/^2[89]:\d\d left$/);
    expect(screen.getByRole('link', { name: 'Pay now' })).toHaveAttribute(
      'href',
      '/find-your-flight/TO2030000001/pay?step=pay',
    );
  });
});

describe('/book with nothing to book', { timeout: 30_000 }, () => {
  // Issue 13 §2: no silent redirect home; the page says so and offers a search.
  it('stays on /book and says there is nothing to book', async () => {
    mockApi({});
    const { router } = renderApp('/book');
    expect(
      await screen.findByRole('heading', { name: 'Nothing to book yet' }, { timeout: 15_000 }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/book');
  });
});
