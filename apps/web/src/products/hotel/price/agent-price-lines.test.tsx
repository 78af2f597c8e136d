import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { AgentPriceLines } from './agent-price-lines';
import { setClientView } from '../../../lib/client-view';
import { resetSessionForTests, startSession } from '../../../lib/session';
import { loginData, mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render';
import { PriceBreakdown } from '../order/price-breakdown';

afterEach(() => {
  act(() => setClientView(false));
  resetSessionForTests();
  vi.unstubAllGlobals();
});

const asAgent = () => startSession(loginData({ role: 1, userType: 1, accountCode: 'AG0001' }));

describe('hotel prices for agents (issue 13 §4)', { timeout: 30_000 }, () => {
  it('shows an agent the commission and what the agency pays under the gross price', async () => {
    mockApi({});
    asAgent();
    renderPage(<AgentPriceLines total={28_600} commission={1_300} />);
    expect(await screen.findByTestId('hotel-commission')).toHaveTextContent('Commission $13.00');
    expect(screen.getByTestId('hotel-net-price')).toHaveTextContent('You pay $273.00');
  });

  it('shows nothing in client view, to a customer, or without a commission', async () => {
    mockApi({});
    asAgent();
    act(() => setClientView(true));
    const clientView = renderPage(
      <>
        <span>gross</span>
        <AgentPriceLines total={28_600} commission={1_300} />
      </>,
    );
    expect(await screen.findByText('gross')).toBeInTheDocument();
    expect(screen.queryByText(/Commission|You pay/)).not.toBeInTheDocument();
    clientView.unmount();
    act(() => setClientView(false));
    const none = renderPage(
      <>
        <span>gross</span>
        <AgentPriceLines total={28_600} commission={undefined} />
      </>,
    );
    expect(await screen.findByText('gross')).toBeInTheDocument();
    expect(screen.queryByText(/Commission|You pay/)).not.toBeInTheDocument();
    none.unmount();
    resetSessionForTests();
    startSession(loginData());
    renderPage(
      <>
        <span>gross</span>
        <AgentPriceLines total={28_600} commission={1_300} />
      </>,
    );
    expect(await screen.findByText('gross')).toBeInTheDocument();
    expect(screen.queryByText(/Commission|You pay/)).not.toBeInTheDocument();
  });

  it('the price summary deducts the commission and can leave the agency’s payments out', async () => {
    mockApi({});
    const data = {
      nights: [
        { date: '20300610', price: 13_000 },
        { date: '20300611', price: 13_000 },
      ],
      rooms: 1,
      subtotal: 26_000,
      taxes: 2_600,
      total: 28_600,
      commission: 1_300,
      dueNow: 27_300,
      dueAtHotel: 0,
    };
    const withNet = renderPage(<PriceBreakdown data={data} />);
    const youPay = await screen.findByText('You pay');
    expect(youPay.parentElement).toHaveTextContent('You pay$273.00');
    expect(screen.getByText('Commission').parentElement).toHaveTextContent('-$13.00');
    expect(screen.getByText('Due now')).toBeInTheDocument();
    withNet.unmount();
    renderPage(<PriceBreakdown data={{ ...data, commission: undefined }} showSplit={false} />);
    expect(await screen.findByText('Total')).toBeInTheDocument();
    expect(
      screen.queryByText(/Commission|You pay|Due now|Due at the hotel/),
    ).not.toBeInTheDocument();
  });
});
