import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { BalanceMovement, BalanceStatement } from '@travel/contracts/balance';
import { BalancePage } from './balance-page';
import { fail, mockApi, ok, type RecordedCall } from '../../../test/mock-api';
import { renderPage } from '../../../test/render';

afterEach(() => vi.unstubAllGlobals());

const movement = (overrides: Partial<BalanceMovement>): BalanceMovement => ({
  id: crypto.randomUUID(),
  createdAt: '2030-05-01T10:00:00.000Z',
  kind: 'payment',
  amount: -24_000,
  orderNo: 'TO2030000001',
  product: 'flight',
  description: 'order TO2030000001',
  balanceAfter: 976_000,
  ...overrides,
});

const statement = (items: BalanceMovement[], total = items.length): BalanceStatement => ({
  balance: 1_000_000,
  currency: 'USD',
  items,
  total,
  page: 1,
  pageSize: 20,
});

describe('balance page', { timeout: 20_000 }, () => {
  it('shows the balance and each movement with its order and the balance after it', async () => {
    mockApi({
      'GET /api/Balance/Statement': ok(
        statement([
          movement({ kind: 'refund', amount: 24_000, balanceAfter: 1_000_000 }),
          movement({}),
          movement({
            kind: 'topUp',
            amount: 1_000_000,
            orderNo: null,
            product: null,
            description: 'Opening balance',
            balanceAfter: 1_000_000,
          }),
        ]),
      ),
    });
    renderPage(<BalancePage />);
    const table = await screen.findByRole('table', { name: 'Balance movements' });
    expect(screen.getByText('Available now').parentElement).toHaveTextContent('$10,000.00');
    expect(table).toBeInTheDocument();
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent('Refund');
    expect(rows[1]).toHaveTextContent('$240.00');
    expect(within(rows[2]!).getByRole('link', { name: 'TO2030000001' })).toHaveAttribute(
      'href',
      '/order-flight/TO2030000001',
    );
    expect(rows[2]).toHaveTextContent('-$240.00');
    expect(rows[3]).toHaveTextContent('Top-up');
    expect(rows[3]).toHaveTextContent('Opening balance');
  });

  it('pages through a long statement', async () => {
    const api = mockApi({
      'GET /api/Balance/Statement': (call: RecordedCall) =>
        ok({ ...statement([movement({})], 45), page: Number(call.query.get('page')) }),
    });
    const { user } = renderPage(<BalancePage />);
    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(
        api.callsTo('GET', '/api/Balance/Statement').map((c) => c.query.get('page')),
      ).toContain('2'),
    );
  });

  it('says when there is nothing yet', async () => {
    mockApi({ 'GET /api/Balance/Statement': ok(statement([])) });
    renderPage(<BalancePage />);
    expect(await screen.findByText('No movements yet')).toBeInTheDocument();
  });

  it('refuses a customer without a retry button', async () => {
    mockApi({
      'GET /api/Balance/Statement': fail(
        403,
        'noPermission',
        'You do not have permission to access this data.',
      ),
    });
    renderPage(<BalancePage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You do not have permission to access this data.');
    expect(within(alert).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
