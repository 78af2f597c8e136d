import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { CheckoutLookup } from '@travel/contracts/checkout';
import { mockApi, ok } from '../../../test/mock-api';
import { renderPage } from '../../../test/render';
import { CheckoutCompletePage } from './checkout-complete-page';

const CSID = `cs_test_${'a1B2c3D4e5'.repeat(3)}`;

const lookup = (product: 'tour' | 'cruise'): CheckoutLookup => ({
  id: CSID,
  object: 'checkout.session',
  url: null,
  status: 'complete',
  payment_status: 'paid',
  amount_total: 390_000,
  currency: 'usd',
  created: 1_906_000_000,
  expires_at: 1_906_001_800,
  payment_method_types: ['card'],
  metadata: { orderNo: 'TO20300601A1' },
  OrderID: '{"orderNo":"TO20300601A1"}',
  // Paid and waiting for the operator: no ticket comes, the return page must not wait for one.
  order: { orderNo: 'TO20300601A1', product, status: 'paid', payment: 'paid' },
});

afterEach(() => vi.unstubAllGlobals());

describe('the hosted checkout return page hands a tour or cruise to its own result page', () => {
  it.each([
    ['tour', '/tour/book/complete'],
    ['cruise', '/Cruise/book/complete'],
  ] as const)('%s → %s with the session id', async (product, path) => {
    mockApi({ 'GET /api/SearchCS': ok(lookup(product)) });
    renderPage(<CheckoutCompletePage />, {
      path: '/checkout/complete',
      url: `/checkout/complete?session_id=${CSID}&cancelled=1`,
    });
    expect(await screen.findByTestId('location')).toHaveTextContent(
      `${path}?session_id=${CSID}&cancelled=1`,
    );
  });
});
