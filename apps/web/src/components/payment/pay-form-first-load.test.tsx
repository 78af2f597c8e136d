import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { mockApi } from '../../test/mock-api';
import { renderPage } from '../../test/render';

// Records when the contract's payment schemas (and zod with them) are first imported: the pay
// form paints without them and loads them when it is first used (issue 11 §3).
const imported = vi.hoisted(() => ({ contracts: false }));
vi.mock('@travel/contracts/payments', async (original) => {
  imported.contracts = true;
  return original();
});

describe('pay form first load', () => {
  it('loads the card schema on the first focus, and words a blank card at the submit', async () => {
    const { PayForm } = await import('./pay-form');
    mockApi({});
    const onPay = vi.fn(() => Promise.resolve());
    const { user } = renderPage(
      <PayForm
        orderNo="A1"
        amount={12_300}
        currency="USD"
        isAgent={false}
        ns="orders"
        onPay={onPay}
      />,
      { path: '/' },
    );
    expect(await screen.findByLabelText(/^Card number/)).toBeInTheDocument();
    expect(imported.contracts).toBe(false);

    await user.click(screen.getByLabelText(/^Card number/));
    await vi.waitFor(() => expect(imported.contracts).toBe(true));
    await user.click(screen.getByRole('button', { name: /^Pay/ }));
    expect(await screen.findByText('Please fill in Card number')).toBeInTheDocument();
    expect(onPay).not.toHaveBeenCalled();
  });
});
