import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { CheckoutLookup } from '@travel/contracts/checkout';
import { mockApi, ok } from '../../../test/mock-api';
import { renderPage } from '../../../test/render';
import { CheckoutCompletePage } from './checkout-complete-page';

const CSID = `cs_test_${'b1C2d3E4f5'.repeat(3)}`;

/** A balance session (the rest of a deposit) of a tour or cruise already paid and confirmed. */
const lookup = (
  product: 'tour' | 'cruise',
  order: Partial<CheckoutLookup['order']> = {},
  session: Partial<CheckoutLookup> = {},
): CheckoutLookup => ({
  id: CSID,
  object: 'checkout.session',
  url: null,
  status: 'complete',
  payment_status: 'paid',
  amount_total: 340_000,
  currency: 'usd',
  created: 1_906_000_000,
  expires_at: 1_906_001_800,
  payment_method_types: ['card'],
  metadata: { orderNo: 'TO20300601A1', purpose: 'balance' },
  OrderID: '{"orderNo":"TO20300601A1"}',
  order: { orderNo: 'TO20300601A1', product, status: 'issued', payment: 'paid', ...order },
  ...session,
});

const page = (query: string) =>
  renderPage(<CheckoutCompletePage />, {
    path: '/checkout/complete',
    url: `/checkout/complete?${query}`,
  });

afterEach(() => vi.unstubAllGlobals());

describe('the return page of a balance paid on the secure page', { timeout: 30_000 }, () => {
  it.each([
    ['tour', '/order-tour/TO20300601A1'],
    ['cruise', '/order-cruise/TO20300601A1'],
  ] as const)('a paid %s balance goes back to its order page (%s)', async (product, path) => {
    mockApi({ 'GET /api/SearchCS': ok(lookup(product)) });
    page(`session_id=${CSID}`);
    expect(await screen.findByTestId('location')).toHaveTextContent(path);
    expect(screen.getByTestId('location')).not.toHaveTextContent('/book/complete');
  });

  it('waits while the payment is not reported, then goes to the order', async () => {
    const replies = [
      lookup('tour', { payment: null }, { status: 'open', payment_status: 'unpaid' }),
    ];
    mockApi({ 'GET /api/SearchCS': () => ok(replies.shift() ?? lookup('tour')) });
    page(`session_id=${CSID}`);
    expect(await screen.findByText('Paying…')).toBeInTheDocument();
    expect(await screen.findByTestId('location', {}, { timeout: 5000 })).toHaveTextContent(
      '/order-tour/TO20300601A1',
    );
  });

  it('back from "Cancel and go back": the order page, where the balance is still due', async () => {
    mockApi({
      'GET /api/SearchCS': ok(
        lookup('cruise', { payment: null }, { status: 'open', payment_status: 'unpaid' }),
      ),
    });
    page(`session_id=${CSID}&cancelled=1`);
    expect(await screen.findByTestId('location')).toHaveTextContent('/order-cruise/TO20300601A1');
  });

  it('a balance paid another way first reads refunded', async () => {
    mockApi({ 'GET /api/SearchCS': ok(lookup('tour', { payment: 'refunded' })) });
    page(`session_id=${CSID}`);
    expect(await screen.findByText('Your payment was refunded')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });
});
