import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { setClientView } from '../../../lib/client-view';
import { resetSessionForTests, startSession } from '../../../lib/session';
import { loginData, mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render';
import { hotelAmountDue } from '../../../products/hotel/order-facts';
import { HotelOrderView } from '../../../products/hotel/order/hotel-order-view';
import { hotelOrder } from '../test/hotel-fixtures';

afterEach(() => {
  act(() => setClientView(false));
  resetSessionForTests();
  vi.unstubAllGlobals();
});

// An agent's paid order: $345.00 with taxes, $15.00 commission, $330.00 paid.
const agentOrder = hotelOrder({
  commission: 1_500,
  paidNow: 33_000,
  money: { paid: 33_000, refunded: 0, net: 33_000 },
});

describe('an agent’s hotel order (issue 13 §4)', { timeout: 30_000 }, () => {
  it('shows the commission and what the agency paid; in client view the client’s price alone', async () => {
    mockApi({});
    startSession(loginData({ role: 1, userType: 1, accountCode: 'AG0001' }));
    const net = renderPage(<HotelOrderView order={agentOrder} />);
    const price = await screen.findByRole('region', { name: 'Price details' });
    expect(price).toHaveTextContent('Commission-$15.00');
    expect(price).toHaveTextContent('You pay$330.00');
    expect(price).toHaveTextContent('Paid$330.00');
    net.unmount();
    act(() => setClientView(true));
    renderPage(<HotelOrderView order={agentOrder} />);
    const gross = await screen.findByRole('region', { name: 'Price details' });
    expect(gross).toHaveTextContent('Total$345.00');
    expect(gross).not.toHaveTextContent(/Commission|You pay|Paid|Due at the hotel/);
  });

  it('paying an agent’s order later charges the stay after commission', () => {
    const unpaid = hotelOrder({ status: 'awaitingPayment', commission: 1_500, paidNow: 0 });
    expect(hotelAmountDue(unpaid)).toEqual({ amount: 33_000, currency: 'USD' });
    expect(hotelAmountDue(hotelOrder({ status: 'awaitingPayment', paidNow: 0 })).amount).toBe(
      34_500,
    );
  });
});
