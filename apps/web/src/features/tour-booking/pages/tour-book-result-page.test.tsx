import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { CheckoutLookup } from '@travel/contracts/checkout';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render';
import { rememberOrderEmail } from '../../../lib/order-access';
import { resetSessionForTests } from '../../../lib/session';
import { tourOrder } from '../../../products/tour/order/test/tour-order-fixture';
import { checkoutSession, tourOk } from '../test/tour-fixtures';
import { TourBookResultPage } from './tour-book-result-page';

const assign = vi.fn();

afterEach(() => {
  resetSessionForTests();
  vi.unstubAllGlobals();
  assign.mockReset();
  sessionStorage.clear();
});

const ORDER = 'TO20300601A1';
const lookup = (
  payment: CheckoutLookup['order']['payment'],
  status: 'paid' | 'awaitingPayment',
): CheckoutLookup => ({
  ...checkoutSession(),
  status: payment === 'paid' ? 'complete' : 'open',
  payment_status: payment === 'paid' ? 'paid' : 'unpaid',
  order: { orderNo: ORDER, product: 'tour', status, payment },
});

describe('the tour booking result pages (spec part 2 §2, §3)', { timeout: 60_000 }, () => {
  it('book/complete?session_id=: paid, the result fields and the 48-hour confirmation', async () => {
    rememberOrderEmail(ORDER, 'ada@example.com');
    const api = mockApi({
      'GET /api/SearchCS': {
        status: 200,
        body: { code: 0, msg: 'success', data: lookup('paid', 'paid') },
      },
      'GET /api/OrderDetail': tourOk(tourOrder()),
    });
    renderPage(<TourBookResultPage />, {
      path: '/tour/book/complete',
      url: `/tour/book/complete?session_id=${checkoutSession().id}`,
    });
    expect(await screen.findByText('Payment received')).toBeInTheDocument();
    expect(screen.getByText(/confirms your booking within 48 hours/)).toBeInTheDocument();
    for (const text of ['Geneva', '+33 612345678', 'ada@example.com', '3']) {
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(screen.getByText('Order date')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View order' })).toHaveAttribute(
      'href',
      `/order-tour/${ORDER}`,
    );
    // A visitor's order is read with the booking email this tab kept.
    expect(api.callsTo('GET', '/api/OrderDetail')[0]?.query.get('email')).toBe('ada@example.com');
    // Paid by card: no WeChat reference.
    expect(screen.queryByTestId('wechat-ref')).not.toBeInTheDocument();
  });

  it('handed over by the WeChat return page: the WeChat reference, as the order page words it', async () => {
    rememberOrderEmail(ORDER, 'ada@example.com');
    mockApi({
      'GET /api/SearchCS': {
        status: 200,
        body: {
          code: 0,
          msg: 'success',
          data: {
            ...lookup('paid', 'paid'),
            order: { ...lookup('paid', 'paid').order, shortNumber: '12345678' },
          },
        },
      },
      // The order read before the number reached it: the lookup's number is shown.
      'GET /api/OrderDetail': tourOk(tourOrder({ shortNumber: null })),
    });
    renderPage(<TourBookResultPage />, {
      path: '/tour/book/complete',
      url: `/tour/book/complete?session_id=${checkoutSession().id}`,
    });
    expect(await screen.findByTestId('wechat-ref')).toHaveTextContent('WeChat reference 12345678');
  });

  it('book/complete?orderNo=: the order’s own WeChat reference', async () => {
    mockApi({ 'GET /api/OrderDetail': tourOk(tourOrder({ shortNumber: '87654321' })) });
    renderPage(<TourBookResultPage />, {
      path: '/tour/book/complete',
      url: `/tour/book/complete?orderNo=${ORDER}`,
    });
    expect(await screen.findByTestId('wechat-ref')).toHaveTextContent('WeChat reference 87654321');
  });

  it('book/fail: nothing charged, pay again opens the hosted checkout', async () => {
    vi.stubGlobal('location', { ...window.location, assign });
    rememberOrderEmail(ORDER, 'ada@example.com');
    mockApi({
      'GET /api/OrderDetail': tourOk(
        tourOrder({
          status: 'awaitingPayment',
          canPay: true,
          paidAt: null,
          payments: [],
          deadlineAt: '2030-06-01T09:30:00Z',
          confirmation: { state: 'notPaid', deadline: null, decidedAt: null, reason: null },
        }),
      ),
      'POST /api/PayStripe': {
        status: 200,
        body: { code: 0, msg: 'success', data: checkoutSession() },
      },
    });
    renderPage(<TourBookResultPage />, {
      path: '/tour/book/fail',
      url: `/tour/book/fail?orderNo=${ORDER}`,
    });
    expect(await screen.findByText('Payment not completed')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Pay again' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(checkoutSession().url));
  });

  it('a failed payment start says tourBookResult.bookFail', async () => {
    mockApi({
      'GET /api/OrderDetail': tourOk(
        tourOrder({ status: 'awaitingPayment', canPay: true, payments: [] }),
      ),
      'POST /api/PayStripe': {
        status: 422,
        body: { code: 1406, msg: 'payment time limit exceeded', data: null },
      },
    });
    renderPage(<TourBookResultPage />, {
      path: '/tour/book/:id/complete',
      url: `/tour/book/alpine-lakes-8/complete?orderNo=${ORDER}`,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Pay now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment could not be started.');
  });
});
