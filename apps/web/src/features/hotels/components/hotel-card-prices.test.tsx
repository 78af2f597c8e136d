import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { setClientView } from '../../../lib/client-view';
import { resetSessionForTests, startSession } from '../../../lib/session';
import { loginData, mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render';
import { hotel } from '../test/hotel-fixtures';
import { HotelCard } from './hotel-card';

afterEach(() => {
  act(() => setClientView(false));
  resetSessionForTests();
  vi.unstubAllGlobals();
});

const stay = { checkIn: '20300610', checkOut: '20300612', rooms: 1, adults: 2, children: 0 };
const agentHotel = hotel(1, { totalFrom: 28_600, commissionFrom: 1_300 });

describe('a hotel card’s prices (issue 13 §4)', { timeout: 30_000 }, () => {
  it('an agent sees the gross total, the commission and what the agency pays', async () => {
    mockApi({});
    startSession(loginData({ role: 1, userType: 1, accountCode: 'AG0001' }));
    renderPage(<HotelCard hotel={agentHotel} stay={stay} />);
    expect(await screen.findByText(/total incl\. taxes for 2 nights/)).toHaveTextContent('$286');
    expect(screen.getByTestId('hotel-commission')).toHaveTextContent('Commission $13.00');
    expect(screen.getByTestId('hotel-net-price')).toHaveTextContent('You pay $273.00');
  });

  it('in client view the card shows the gross price alone', async () => {
    mockApi({});
    startSession(loginData({ role: 2, userType: 2, accountCode: 'AG0001-1' }));
    act(() => setClientView(true));
    renderPage(<HotelCard hotel={agentHotel} stay={stay} />);
    expect(await screen.findByText(/total incl\. taxes for 2 nights/)).toHaveTextContent('$286');
    expect(screen.queryByText(/Commission|You pay/)).not.toBeInTheDocument();
  });
});
