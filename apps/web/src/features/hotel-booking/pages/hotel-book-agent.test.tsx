import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { setClientView } from '../../../lib/client-view';
import { resetSessionForTests, startSession } from '../../../lib/session';
import { COUNTRIES } from '../../../test/flight-fixtures';
import { loginData, mockApi, ok } from '../../../test/mock-api';
import { renderPage } from '../../../test/render';
import { HOTEL_ID, hotelRule, rate } from '../test/hotel-fixtures';
import { HotelBookPage } from './hotel-book-page';

afterEach(() => {
  act(() => setClientView(false));
  resetSessionForTests();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const URL = `/hotel/${HOTEL_ID}/book?checkin=20300610&checkout=20300612&rooms=1&adults=1&room=DK-R`;
// 5 % of the rooms' $300.00 before taxes.
const agentRule = hotelRule({ rate: { ...rate(), commission: 1_500 }, dueNow: 33_000 });

describe('/hotel/{id}/book for an agent (issue 13 §4)', { timeout: 60_000 }, () => {
  it('shows the commission, what the agency pays and the balance left after paying from it', async () => {
    mockApi({
      'POST /api/SearchHotelRuleNew': ok(agentRule),
      'GET /api/WorldCities/GetCountries': ok(COUNTRIES),
      'GET /api/Balance': ok({ balance: 100_000, currency: 'USD' }),
      'GET /api/Subusers': ok([]),
      'GET /api/AgentClients': ok({ items: [], total: 0 }),
    });
    startSession(loginData({ role: 1, userType: 1, accountCode: 'AG0001' }));
    // A payment step: the agency's amounts even in client view.
    act(() => setClientView(true));
    renderPage(<HotelBookPage />, { path: '/hotel/:id/book', url: URL });
    const breakdown = await screen.findByRole('region', { name: 'Price details' });
    expect(breakdown).toHaveTextContent('Total$345.00');
    expect(breakdown).toHaveTextContent('Commission-$15.00');
    expect(breakdown).toHaveTextContent('You pay$330.00');
    expect(breakdown).toHaveTextContent('Due now$330.00');
    const note = await screen.findByTestId('agent-balance-note');
    expect(note).toHaveTextContent('Balance $1,000.00');
    expect(note).not.toHaveTextContent('After this booking');
    fireEvent.click(await screen.findByRole('radio', { name: /Agent account balance/ }));
    expect(
      await within(screen.getByTestId('agent-balance-note')).findByText(/After this booking/),
    ).toHaveTextContent('After this booking $670.00');
  });
});
