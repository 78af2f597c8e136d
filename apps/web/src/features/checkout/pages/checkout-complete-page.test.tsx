import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { CheckoutLookup } from '@travel/contracts/checkout';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { renderPage } from '../../../test/render';
import { CheckoutCompletePage } from './checkout-complete-page';

const CSID = `cs_test_${'a1B2c3D4e5'.repeat(5)}12345678`;

const lookup = (
  order: Partial<CheckoutLookup['order']> = {},
  session: Partial<CheckoutLookup> = {},
): CheckoutLookup => ({
  id: CSID,
  object: 'checkout.session',
  url: `http://localhost/sandbox-checkout/${CSID}`,
  status: 'open',
  payment_status: 'unpaid',
  amount_total: 7168,
  currency: 'usd',
  created: 1_803_913_200,
  expires_at: 1_803_915_060,
  payment_method_types: ['card'],
  metadata: { orderNo: 'TO7Q2K9M4X' },
  OrderID: '{"orderNo":"TO7Q2K9M4X"}',
  order: {
    orderNo: 'TO7Q2K9M4X',
    product: 'flight',
    status: 'awaitingPayment',
    payment: null,
    ...order,
  },
  ...session,
});

const page = (query: string) =>
  renderPage(<CheckoutCompletePage />, {
    path: '/checkout/complete',
    url: `/checkout/complete?${query}`,
  });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/checkout/complete', { timeout: 30_000 }, () => {
  it('waits with the progress messages until the order is paid and issued, then links to it', async () => {
    const replies = [
      lookup(),
      lookup({ status: 'paid', payment: 'paid' }, { status: 'complete', payment_status: 'paid' }),
      lookup({ status: 'issued', payment: 'paid' }, { status: 'complete', payment_status: 'paid' }),
    ];
    const api = mockApi({
      'GET /api/SearchCS': () =>
        ok(replies.shift() ?? lookup({ status: 'issued', payment: 'paid' })),
    });
    page(`session_id=${CSID}`);
    expect(await screen.findByText('Paying…')).toBeInTheDocument();
    expect(await screen.findByText('Issuing ticket…', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('Ticket issued', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(/Paid\. Your booking is complete/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find your booking' })).toHaveAttribute(
      'href',
      '/login',
    );
    const asked = api.calls.filter((call) => call.path === '/api/SearchCS');
    expect(asked[0]!.query.get('csid')).toBe(CSID);
    // Settled: no more polling.
    const count = asked.length;
    await new Promise((resolve) => setTimeout(resolve, 1800));
    expect(api.calls.filter((call) => call.path === '/api/SearchCS')).toHaveLength(count);
  });

  it('back from WeChat Pay (/tour/wx-book/complete): the order number and the WeChat reference', async () => {
    const wechat = { payment_method_types: ['wechat_pay' as const] };
    mockApi({
      'GET /api/SearchCS': ok(
        lookup(
          { status: 'issued', payment: 'paid', shortNumber: '48213907' },
          { ...wechat, status: 'complete', payment_status: 'paid' },
        ),
      ),
    });
    renderPage(<CheckoutCompletePage />, {
      path: '/tour/wx-book/complete',
      url: `/tour/wx-book/complete?session_id=${CSID}`,
    });
    expect(await screen.findByText(/Paid\. Your booking is complete/)).toBeInTheDocument();
    expect(screen.getByText('Order number TO7Q2K9M4X')).toBeInTheDocument();
    expect(screen.getByTestId('wechat-ref')).toHaveTextContent('WeChat reference 48213907');
  });

  it('an expired page says nothing was charged and offers to pay again', async () => {
    mockApi({ 'GET /api/SearchCS': ok(lookup({}, { status: 'expired', url: null })) });
    page(`session_id=${CSID}`);
    expect(await screen.findByText('The payment page has expired')).toBeInTheDocument();
    expect(screen.getByText(/Nothing was charged/)).toBeInTheDocument();
    // A card payment: no WeChat reference.
    expect(screen.queryByTestId('wechat-ref')).not.toBeInTheDocument();
  });

  it('back from "Cancel and go back": payment cancelled', async () => {
    mockApi({ 'GET /api/SearchCS': ok(lookup()) });
    page(`session_id=${CSID}&cancelled=1`);
    expect(await screen.findByText('Payment cancelled')).toBeInTheDocument();
  });

  it('a payment that came after the hold ended reads refunded', async () => {
    mockApi({
      'GET /api/SearchCS': ok(
        lookup(
          { status: 'refunded', payment: 'refunded' },
          { status: 'complete', payment_status: 'paid' },
        ),
      ),
    });
    page(`session_id=${CSID}`);
    expect(await screen.findByText('Your payment was refunded')).toBeInTheDocument();
  });

  it('a malformed or unknown session id', async () => {
    page('session_id=nope');
    expect(await screen.findByText('We could not find this payment')).toBeInTheDocument();
    mockApi({ 'GET /api/SearchCS': fail(404, 'noData', 'no checkout session with this id') });
    page(`session_id=${CSID}`);
    expect(
      await screen.findByText(/no checkout session with this id|No data|not found/i),
    ).toBeInTheDocument();
  });
});
