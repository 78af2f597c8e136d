import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { mockApi, ok } from '../../test/mock-api';
import { renderPage } from '../../test/render';
import { PayMethodChoice } from './pay-method';

afterEach(() => vi.unstubAllGlobals());

describe('the agent’s payment choice', () => {
  it('says what the agency can spend now, and when that does not cover the payment', async () => {
    mockApi({ 'GET /api/Balance': ok({ balance: 5_000, currency: 'USD' }) });
    const first = renderPage(<PayMethodChoice value="balance" onChange={() => {}} due={4_000} />);
    expect(await screen.findByText(/Available now:/)).toHaveTextContent('Available now: $50.00');
    expect(screen.queryByText(/not enough/)).not.toBeInTheDocument();
    first.unmount();
    renderPage(<PayMethodChoice value="balance" onChange={() => {}} due={12_000} />);
    expect(await screen.findByText(/not enough for this payment/)).toBeInTheDocument();
  });
});
