import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { fail, mockApi, ok } from '../../test/mock-api';
import { renderPage } from '../../test/render';
import { PayForm } from './pay-form';

afterEach(() => vi.unstubAllGlobals());

const form = () =>
  renderPage(
    <PayForm
      orderNo="TO7Q2K9M4X"
      email="alex@example.test"
      amount={7168}
      currency="USD"
      isAgent={false}
      ns="orders"
      onPay={() => Promise.resolve()}
    />,
  );

describe('pay form: the secure payment page (issue 12)', () => {
  it('opens a checkout session for the order and goes to its page', async () => {
    const url = 'http://localhost/sandbox-checkout/cs_test_abc';
    const api = mockApi({ 'POST /api/PayStripe': ok({ id: 'cs_test_abc', url }) });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { user } = form();
    await user.click(
      await screen.findByRole('button', { name: 'Or pay with card on a secure page' }),
    );
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(url));
    const call = api.calls.find((c) => c.path === '/api/PayStripe')!;
    expect(call.body).toEqual({
      orderNo: 'TO7Q2K9M4X',
      email: 'alex@example.test',
      paymentType: 'Stripe',
    });
    expect(call.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('an order that can no longer be paid says why, in the form', async () => {
    mockApi({ 'POST /api/PayStripe': fail(422, 1506, 'payment time limit exceeded') });
    const { user } = form();
    await user.click(
      await screen.findByRole('button', { name: 'Or pay with card on a secure page' }),
    );
    expect(await screen.findByTestId('payment-error')).toBeInTheDocument();
  });
});
