import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { orderKeys } from '../../../lib/order-access';
import { getTourOrder } from '../order-detail';
import { TourOrderBody } from './tour-order-body';
import { fillCardWith, changeEventFiller } from '../../../components/payment/test/fill-card';
import { resetSessionForTests, startSession } from '../../../lib/session';
import { fail, loginData, mockApi, ok } from '../../../test/mock-api';
import { renderPage } from '../../../test/render';
import { COUNTRIES } from '../../../test/flight-fixtures';
import { tourOk, tourOrder } from './test/tour-order-fixture';

afterEach(() => {
  resetSessionForTests();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

/** Paid with a deposit of $500 on a $3,900 booking: $3,400 due by 2030-05-10. */
const deposit = tourOrder({
  dueNow: 50_000,
  balanceDue: 340_000,
  finalPaymentDate: '2030-05-10',
  canPayBalance: true,
  payments: [
    {
      method: 'checkout',
      kind: 'charge',
      status: 'succeeded',
      amount: 50_000,
      cardBrand: 'Visa',
      cardLast4: '4242',
      createdAt: '2030-04-01T09:10:00Z',
    },
  ],
  money: { paid: 50_000, refunded: 0, net: 50_000 },
});

const paidInFull = tourOrder({
  ...deposit,
  balanceDue: 0,
  canPayBalance: false,
  payments: [
    ...deposit.payments,
    {
      method: 'card',
      kind: 'charge',
      status: 'succeeded',
      amount: 340_000,
      cardBrand: 'VI',
      cardLast4: '4242',
      createdAt: '2030-04-02T09:10:00Z',
    },
  ],
  money: { paid: 390_000, refunded: 0, net: 390_000 },
});

/** The order body as the order shell gives it (its slots empty), fed by the order query. */
function Harness() {
  const ref = { orderNo: 'TO20300601A1' };
  const order = useQuery({
    queryKey: orderKeys.detail(ref.orderNo),
    queryFn: ({ signal }) => getTourOrder(ref, signal),
  });
  if (!order.data) return null;
  return (
    <TourOrderBody
      order={order.data}
      orderRef={ref}
      signedIn
      readOnly={false}
      slots={{ status: null, actions: null, deadline: null, pay: null }}
    />
  );
}

const page = () => renderPage(<Harness />);

describe('the balance of a tour booked with a deposit', { timeout: 60_000 }, () => {
  it('shows what is due and by when, pays it by card, then the order reads paid in full', async () => {
    let paid = false;
    const api = mockApi({
      'GET /api/OrderDetail': () => tourOk(paid ? paidInFull : deposit),
      'GET /api/WorldCities/GetCountries': ok(COUNTRIES),
      'POST /api/PayBalance': () => {
        paid = true;
        return ok({
          orderNo: deposit.orderNo,
          amountPaid: 340_000,
          paidTotal: 390_000,
          balanceDue: 0,
          currency: 'USD',
          method: 'card',
          cardLast4: '4242',
        });
      },
    });
    startSession(loginData());
    page();
    const section = await screen.findByRole('region', { name: 'Pay the balance' });
    expect(within(section).getByTestId('tour-balance-due')).toHaveTextContent(
      '$3,400.00 is due by',
    );
    // The secure page is offered for the balance too.
    expect(
      within(section).getByRole('button', { name: 'Or pay with card on a secure page' }),
    ).toBeInTheDocument();
    await fillCardWith(changeEventFiller);
    fireEvent.click(within(section).getByRole('button', { name: /^Pay/ }));

    // Read again after the payment: nothing left to pay, the section goes.
    await waitFor(
      () => expect(screen.queryByRole('region', { name: 'Pay the balance' })).toBeNull(),
      { timeout: 5_000 },
    );
    const [call] = api.callsTo('POST', '/api/PayBalance');
    expect(call?.body).toMatchObject({ orderNo: 'TO20300601A1', method: 'card' });
    expect(call?.headers.get('Idempotency-Key')).toBeTruthy();
    const price = screen.getByRole('region', { name: 'Price' });
    expect(price).not.toHaveTextContent('Balance');
    // Both payments are listed: the deposit and the balance.
    const payments = screen.getByRole('region', { name: 'Payments' });
    expect(payments).toHaveTextContent('$500.00');
    expect(payments).toHaveTextContent('$3,400.00');
  });

  it('offers the secure page for the balance: a balance session, then its page', async () => {
    const url = 'http://localhost/sandbox-checkout/cs_test_balance';
    const api = mockApi({
      'GET /api/OrderDetail': tourOk(deposit),
      'GET /api/WorldCities/GetCountries': ok(COUNTRIES),
      'POST /api/PayStripe': ok({ id: 'cs_test_balance', url }),
    });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    startSession(loginData());
    const { user } = page();
    const section = await screen.findByRole('region', { name: 'Pay the balance' });
    await user.click(
      within(section).getByRole('button', { name: 'Or pay with card on a secure page' }),
    );
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(url));
    const [call] = api.callsTo('POST', '/api/PayStripe');
    expect(call?.body).toEqual({
      orderNo: 'TO20300601A1',
      paymentType: 'Stripe',
      purpose: 'balance',
    });
    expect(api.callsTo('POST', '/api/PayBalance')).toHaveLength(0);
  });

  it('a refused card is said, and the balance stays due', async () => {
    mockApi({
      'GET /api/OrderDetail': tourOk(deposit),
      'GET /api/WorldCities/GetCountries': ok(COUNTRIES),
      'POST /api/PayBalance': fail(402, 'invalidCraditCard', 'invalid credit card'),
    });
    startSession(loginData());
    page();
    const section = await screen.findByRole('region', { name: 'Pay the balance' });
    await fillCardWith(changeEventFiller);
    fireEvent.click(within(section).getByRole('button', { name: /^Pay/ }));
    expect(await within(section).findByText('Payment refused')).toBeInTheDocument();
    expect(within(section).getByTestId('tour-balance-due')).toHaveTextContent('$3,400.00');
  });

  it('a cancelled booking shows no balance to pay', async () => {
    mockApi({
      'GET /api/OrderDetail': tourOk({ ...deposit, status: 'cancelled', canPayBalance: false }),
    });
    startSession(loginData());
    page();
    expect(await screen.findByRole('region', { name: 'Price' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pay the balance' })).not.toBeInTheDocument();
  });
});
