import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { BookPage } from './book-page';
import { loginData, mockApi, ok } from '../../../test/mock-api';
import { renderPage } from '../../../test/render';
import { startSession } from '../../../lib/session';
import { COUNTRIES, brand, offer, orderDetail, storeDraft } from '../../../test/flight-fixtures';
import {
  seatMapFixture,
  servicesFixture,
} from '../../../products/flight/seat-picker/test/seat-fixtures';
import { acceptTerms, fillContact, fillTraveller } from '../test/fill';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const SUB = {
  id: '1f1f1f1f-1111-4111-8111-111111111111',
  email: 'sam@example.com',
  name: 'Sam Sub',
  firstName: 'Sam',
  lastName: 'Sub',
  accountCode: 'AG0002',
  role: 2,
  disabled: false,
  isSuperUser: false,
  createdAt: '2030-01-01T00:00:00Z',
};

describe('/book for agents', { timeout: 60_000 }, () => {
  it('shows the commission deducted, books for a sub-agent and pays from the balance', async () => {
    startSession(loginData({ role: 1, userType: 1, accountCode: 'AG0001' }));
    // One adult at $100 + $20 tax, $5 commission: $115 to pay.
    const agentOffer = offer({
      adults: 1,
      brands: [brand({ adultCommission: 500, totalPrice: 11_500 })],
    });
    storeDraft({ offer: agentOffer, adults: 1 });
    const api = mockApi({
      'POST /api/Prebooking': ok({
        offer: agentOffer,
        brandId: 'basic',
        priceChanged: false,
        previousTotal: 11_500,
        total: 11_500,
      }),
      'GET /api/WorldCities/GetCountries': ok(COUNTRIES),
      'GET /api/FrequentlyUsers': ok([]),
      'GET /api/Subusers': ok([SUB]),
      'GET /api/Balance': ok({ balance: 2_500_000, currency: 'USD' }),
      'POST /api/Book': ok({
        orderNo: 'TO7',
        status: 'awaitingPayment',
        deadlineAt: '2099-01-01T00:30:00Z',
        totalPrice: 11_500,
        currency: 'USD',
      }),
      'GET /api/OrderDetail': ok(
        orderDetail({
          orderNo: 'TO7',
          status: 'awaitingPayment',
          canPay: true,
          totalPrice: 11_500,
        }),
      ),
      'GET /api/Seatmap/order': ok(seatMapFixture()),
      'GET /api/Services': ok(servicesFixture()),
      'POST /api/Payment': ok({ orderNo: 'TO7', status: 'issued', ticketNumbers: ['1'] }),
    });
    const { user } = renderPage(<BookPage />, { path: '/book' });
    const price = await screen.findByRole('heading', { name: 'Price details' });
    const summary = within(price.closest('div.mantine-Paper-root') as HTMLElement);
    expect(summary.getByText('Agent commission').nextSibling).toHaveTextContent('-$5.00');
    expect(screen.getByTestId('book-total')).toHaveTextContent('$115.00');
    // The agency balance beside the review's price (the method is chosen when paying).
    expect(await screen.findByTestId('agent-balance-note')).toHaveTextContent('Balance $25,000.00');

    // The agents' "book for" choice loads for agents only, after the form.
    await user.click(await screen.findByRole('radio', { name: 'A sub-agent' }));
    await user.click(await screen.findByLabelText(/^Sub-agent/, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Sam Sub (AG0002)' }));
    await fillTraveller(user, /^Adult 1/, {
      first: 'Ada',
      last: 'Lovelace',
      birthday: '1990-12-10',
      gender: 'Female',
    });
    await fillContact(user);
    await acceptTerms(user);
    await user.click(screen.getByRole('button', { name: 'Continue to seats and payment' }));
    await user.click(await screen.findByRole('button', { name: 'Skip seats and extras' }));
    // Agents choose card or balance on the payment step.
    await user.click(await screen.findByRole('radio', { name: /Agent account balance/ }));
    expect(screen.queryByRole('group', { name: 'Card details' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Pay' }));

    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/book/result/TO7'),
    );
    expect(api.callsTo('POST', '/api/Book')[0]!.body).toMatchObject({
      bookFor: { kind: 'subagent', subagentId: SUB.id },
    });
    expect(api.callsTo('POST', '/api/Payment')[0]!.body).toEqual({
      orderNo: 'TO7',
      method: 'balance',
      email: 'ada@example.com',
    });
  });
});
