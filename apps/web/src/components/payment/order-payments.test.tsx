import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderPage } from '../../test/render';
import { OrderPayments } from './order-payments';

const charge = {
  method: 'card' as const,
  kind: 'charge' as const,
  status: 'succeeded' as const,
  amount: 42000,
  cardBrand: 'VI',
  cardLast4: '4242',
  createdAt: '2030-03-01T10:00:00.000Z',
};

describe('an order’s payments and refunds (issue 12)', () => {
  it('lists a refund as its own row, where it went, and paid − refunded = net', async () => {
    renderPage(
      <OrderPayments
        payments={[
          charge,
          { ...charge, kind: 'refund', status: 'pending', amount: -30000 },
          { ...charge, method: 'checkout', cardBrand: null, cardLast4: null, amount: 1000 },
        ]}
        money={{ paid: 43000, refunded: 30000, net: 13000 }}
      />,
    );
    const table = await screen.findByRole('table', { name: 'Payments and refunds' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent(/Visa ending 4242.*Paid.*\$420\.00/);
    expect(rows[1]).toHaveTextContent(/Refund to Visa ending 4242.*On its way.*-\$300\.00/);
    expect(rows[2]).toHaveTextContent(/Secure payment page.*\$10\.00/);
    expect(screen.getByTestId('order-money')).toHaveTextContent(
      'Paid$430.00Refunded$300.00Net paid$130.00',
    );
  });

  it('shows only what was paid when nothing came back, and says when nothing was paid', async () => {
    const { unmount } = renderPage(
      <OrderPayments
        payments={[{ ...charge, method: 'balance', cardBrand: null, cardLast4: null }]}
        money={{ paid: 42000, refunded: 0, net: 42000 }}
      />,
    );
    expect(await screen.findByText('Agent balance')).toBeVisible();
    expect(screen.getByTestId('order-money')).toHaveTextContent(/^Paid\$420\.00$/);
    unmount();
    renderPage(<OrderPayments payments={[]} money={{ paid: 0, refunded: 0, net: 0 }} />);
    expect(await screen.findByText('No payments yet.')).toBeVisible();
  });
});
