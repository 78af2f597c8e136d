import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { resetSessionForTests, startSession } from '../../lib/session';
import { loginData, mockApi, ok } from '../../test/mock-api';
import { renderPage } from '../../test/render';
import { AgentBalanceNote } from './agent-balance-note';

afterEach(() => {
  vi.unstubAllGlobals();
  resetSessionForTests();
});

const balance = (cents: number) => ({
  'GET /api/Balance': ok({ balance: cents, currency: 'USD' }),
});

describe('the agency balance note', () => {
  it('before paying: the balance and what is left after this booking', async () => {
    mockApi(balance(50_000));
    startSession(loginData({ role: 1, userType: 1, accountCode: 'AG0001' }));
    renderPage(<AgentBalanceNote stage="beforePaying" due={12_345} />);
    const note = await screen.findByTestId('agent-balance-note');
    expect(note).toHaveTextContent('Balance $500.00');
    expect(note).toHaveTextContent('After this booking $376.55');
  });

  it('says when the balance does not cover the booking; without an amount, the balance alone', async () => {
    mockApi(balance(5_000));
    startSession(loginData({ role: 2, userType: 2, accountCode: 'AG0001-1' }));
    const short = renderPage(<AgentBalanceNote stage="beforePaying" due={12_000} />);
    expect(await screen.findByRole('status')).toHaveTextContent('Not enough for this booking');
    expect(screen.queryByText(/After this booking/)).not.toBeInTheDocument();
    short.unmount();
    renderPage(<AgentBalanceNote stage="beforePaying" />);
    expect(await screen.findByTestId('agent-balance-note')).toHaveTextContent('Balance $50.00');
    expect(screen.queryByText(/After this booking|Not enough/)).not.toBeInTheDocument();
  });

  it('after paying: the balance now', async () => {
    mockApi(balance(37_655));
    startSession(loginData({ role: 1, userType: 1, accountCode: 'AG0001' }));
    renderPage(<AgentBalanceNote stage="afterPaying" />);
    expect(await screen.findByTestId('agent-balance-note')).toHaveTextContent(
      'Balance now $376.55',
    );
  });

  it('shows nothing to a customer or a visitor, and never asks for a balance', async () => {
    const api = mockApi(balance(50_000));
    startSession(loginData());
    const member = renderPage(<AgentBalanceNote stage="beforePaying" due={100} />);
    member.unmount();
    resetSessionForTests();
    renderPage(<AgentBalanceNote stage="afterPaying" />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('agent-balance-note')).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/Balance')).toHaveLength(0);
  });
});
