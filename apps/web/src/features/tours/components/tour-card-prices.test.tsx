import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { setClientView } from '../../../lib/client-view';
import { resetSessionForTests, startSession } from '../../../lib/session';
import { loginData, mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render';
import { tourCards } from '../test/tour-fixtures';
import { TourCard } from './tour-card';

afterEach(() => {
  act(() => setClientView(false));
  resetSessionForTests();
  vi.unstubAllGlobals();
});

// The API's card for an agent: the selling price, the agent's commission and net.
const agentCard = { ...tourCards[0]!, Selling: 140_900, TourComm: 11_272, agentSelling: 129_628 };

describe('a tour card’s prices (spec part 2 §6)', { timeout: 30_000 }, () => {
  it('an agent sees the selling price, the commission and what the agency pays', async () => {
    mockApi({});
    startSession(loginData({ role: 1, userType: 1, accountCode: 'AG0001' }));
    renderPage(<TourCard tour={agentCard} href="/tour/detail/x" />);
    expect(await screen.findByText('$1,409')).toBeVisible();
    expect(screen.getByTestId('tour-commission')).toHaveTextContent('Commission $112.72');
    expect(screen.getByTestId('tour-net-price')).toHaveTextContent('You pay $1,296.28');
  });

  it('in client view, and for travellers, the card shows the selling price alone', async () => {
    mockApi({});
    startSession(loginData({ role: 1, userType: 1, accountCode: 'AG0001' }));
    act(() => setClientView(true));
    renderPage(<TourCard tour={agentCard} href="/tour/detail/x" />);
    expect(await screen.findByText('$1,409')).toBeVisible();
    expect(screen.queryByText(/Commission|You pay/)).not.toBeInTheDocument();
  });
});
