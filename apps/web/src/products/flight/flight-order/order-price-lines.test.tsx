import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import type { OrderLine } from '@travel/contracts/orders';
import { OrderPriceLines } from './order-price-lines';
import { loginData } from '../../../test/mock-api';
import { renderPage } from '../../../test/render';
import { resetClientViewForTests, setClientView } from '../../../lib/client-view';
import { resetSessionForTests, startSession } from '../../../lib/session';
import { STORAGE_KEYS } from '../../../lib/storage';

afterEach(() => {
  act(() => setClientView(false));
  resetClientViewForTests();
  resetSessionForTests();
  localStorage.clear();
});

const LINES = [
  { kind: 'fare', description: '', count: 1, each: 30_000, amount: 30_000 },
  { kind: 'tax', description: '', count: 1, each: 5_000, amount: 5_000 },
  { kind: 'commission', description: '', count: 1, each: -2_000, amount: -2_000 },
] as unknown as OrderLine[];

const shownTotal = () =>
  within(screen.getByText('Total').parentElement as HTMLElement).getByText(/\$/).textContent;

describe('client view', () => {
  it('hides the commission and shows the client’s total, and is kept on the device', () => {
    startSession(loginData({ role: 1, userType: 1, accountCode: 'AG0001' }));
    renderPage(<OrderPriceLines lines={LINES} total={33_000} />);
    expect(screen.getByText(/Agent commission/)).toBeInTheDocument();
    expect(shownTotal()).toBe('$330.00');

    act(() => setClientView(true));
    expect(screen.queryByText(/Agent commission/)).not.toBeInTheDocument();
    expect(shownTotal()).toBe('$350.00');
    expect(localStorage.getItem(STORAGE_KEYS.clientView)).toBe('on');
    // A new page load reads it back from storage.
    resetClientViewForTests();
    expect(localStorage.getItem(STORAGE_KEYS.clientView)).toBe('on');
  });

  it('always shows what the agency is charged on a payment step', () => {
    startSession(loginData({ role: 2, userType: 1, accountCode: 'AG0002' }));
    act(() => setClientView(true));
    renderPage(<OrderPriceLines lines={LINES} total={33_000} charged />);
    expect(screen.getByText(/Agent commission/)).toBeInTheDocument();
    expect(shownTotal()).toBe('$330.00');
  });
});
