import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { OrdersPage } from './orders-page';
import { fail, loginData, mockApi, ok } from '../../../test/mock-api';
import { renderPage } from '../../../test/render';
import { startSession } from '../../../lib/session';
import { summary } from '../test/orders';

afterEach(() => vi.unstubAllGlobals());

const page = (items: unknown[], total = items.length) =>
  ok({ items, total, page: 1, pageSize: 10 });

/** The card of one order in the list named "Your orders". */
const cardOf = (list: HTMLElement, orderNo: string): HTMLElement => {
  const card = within(list)
    .getAllByRole('listitem')
    .find((item) => within(item).queryByRole('link', { name: orderNo }));
  if (!card) throw new Error(`no card for ${orderNo}`);
  return card;
};

describe('/orders', { timeout: 30_000 }, () => {
  it('opens on upcoming trips as cards with dates, places, travellers, status and total', async () => {
    startSession(loginData());
    const api = mockApi({
      'GET /api/Orders': page([summary(), summary({ orderNo: 'TO2', status: 'awaitingPayment' })]),
    });
    renderPage(<OrdersPage />, { path: '/orders' });
    expect(await screen.findByRole('tab', { name: 'Upcoming', selected: true })).toBeVisible();
    expect(api.callsTo('GET', '/api/Orders')[0]!.query.get('trip')).toBe('upcoming');
    // Trips are the list: no filter form until All orders.
    expect(screen.queryByRole('search', { name: 'Filter orders' })).toBeNull();
    const list = await screen.findByRole('list', { name: 'Your orders' });
    const row = cardOf(list, 'TO2');
    expect(row).toHaveTextContent('Mon, Jun 10');
    expect(row).toHaveTextContent('Ada Lovelace, Alan Turing');
    expect(row).toHaveTextContent('Awaiting payment');
    expect(row).toHaveTextContent('LAX → SFO → LAX');
    expect(row).toHaveTextContent('$240.00');
    expect(within(row).getByRole('link', { name: 'TO2' })).toHaveAttribute(
      'href',
      '/order-flight/TO2',
    );
    expect(screen.getByRole('status')).toHaveTextContent('2 trips');
  });

  it('keeps the tab in the URL, moves between tabs by keyboard and says when a tab is empty', async () => {
    startSession(loginData());
    const api = mockApi({ 'GET /api/Orders': page([]) });
    const { user } = renderPage(<OrdersPage />, { path: '/orders', url: '/orders?tab=past' });
    // A reload of /orders?tab=past opens Past.
    expect(await screen.findByRole('tab', { name: 'Past', selected: true })).toBeVisible();
    expect(await screen.findByText('No past trips')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/Orders')[0]!.query.get('trip')).toBe('past');

    await user.click(screen.getByRole('tab', { name: 'Past' }));
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('tab', { name: 'Cancelled', selected: true })).toHaveFocus();
    expect(await screen.findByText('No cancelled trips')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/Orders').at(-1)!.query.get('trip')).toBe('cancelled'),
    );

    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(await screen.findByRole('tab', { name: 'Upcoming', selected: true })).toHaveFocus();
    expect(await screen.findByText('No upcoming trips')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search flights' })).toHaveAttribute(
      'href',
      '/?tab=flight',
    );
  });

  it('pages within a tab', async () => {
    startSession(loginData());
    const api = mockApi({
      'GET /api/Orders': ok({ items: [summary()], total: 25, page: 1, pageSize: 10 }),
    });
    const { user } = renderPage(<OrdersPage />, { path: '/orders', url: '/orders?tab=past' });
    await screen.findByRole('list', { name: 'Your orders' });
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(api.callsTo('GET', '/api/Orders')).toHaveLength(2));
    const query = api.callsTo('GET', '/api/Orders')[1]!.query;
    expect(query.get('trip')).toBe('past');
    expect(query.get('page')).toBe('3');
    expect(screen.getByRole('tab', { name: 'Past', selected: true })).toBeVisible();
  });

  it('lists hotel orders beside flights, each opening its own hotel order page', async () => {
    startSession(loginData());
    const api = mockApi({
      'GET /api/Orders': page([
        summary(),
        summary({
          orderNo: 'TO9',
          product: 'hotel',
          title: 'Grand Thames Hotel, London',
          departureTime: '2030-06-10T15:00',
          flightCodes: [],
          passengerNames: ['Ada Lovelace'],
        }),
      ]),
    });
    const { user } = renderPage(<OrdersPage />, { path: '/orders', url: '/orders?tab=all' });
    const list = await screen.findByRole('list', { name: 'Your orders' });
    const row = cardOf(list, 'TO9');
    expect(row).toHaveTextContent('Grand Thames Hotel, London');
    expect(row).toHaveTextContent('Check-in Mon, Jun 10');
    expect(row).toHaveTextContent('Hotel stay');
    // Issue 11: a hotel's status words are its own everywhere, My orders included (a hotel
    // confirms, it issues no ticket); the flight beside it still reads Issued.
    expect(within(row).getByText('Confirmed')).toBeInTheDocument();
    expect(within(row).queryByText('Issued')).toBeNull();
    expect(within(cardOf(list, 'TO1')).getByText('Issued')).toBeInTheDocument();
    expect(within(row).getByRole('img', { name: 'Hotel' })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'TO9' })).toHaveAttribute(
      'href',
      '/order-hotel/TO9',
    );
    // Both products by default; the product filter narrows the query.
    expect(api.callsTo('GET', '/api/Orders')[0]!.query.get('product')).toBeNull();
    await user.click(screen.getByLabelText(/^Product/, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Hotels' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.callsTo('GET', '/api/Orders')).toHaveLength(2));
    expect(api.callsTo('GET', '/api/Orders')[1]!.query.get('product')).toBe('hotel');
  });

  it('offers Cancel only on the orders that may be cancelled now, a paid one with its refund', async () => {
    startSession(loginData());
    const api = mockApi({
      'GET /api/Orders': page([
        summary({ canCancel: true }),
        summary({ orderNo: 'TO2', status: 'refunded' }),
      ]),
      'GET /api/Orders/RefundQuote': ok({
        orderNo: 'TO1',
        cancellable: true,
        reason: null,
        currency: 'USD',
        lines: [],
        paid: 24_000,
        refund: 24_000,
        kept: 0,
        destinations: [{ method: 'card', amount: 24_000 }],
        validUntil: null,
        quoteId: 'q-1',
        summary: 'Free cancellation within 24 hours of booking: everything you paid is returned.',
      }),
    });
    const { user } = renderPage(<OrdersPage />, { path: '/orders' });
    const list = await screen.findByRole('list', { name: 'Your orders' });
    const refunded = cardOf(list, 'TO2');
    expect(refunded).toHaveTextContent('Refunded');
    expect(within(refunded).queryByRole('button')).toBeNull();
    await user.click(within(list).getByRole('button', { name: 'Cancel booking TO1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(await within(dialog).findByTestId('refund-total')).toHaveTextContent('$240.00');
    expect(api.callsTo('GET', '/api/Orders/RefundQuote')[0]!.query.get('orderNo')).toBe('TO1');
    expect(within(dialog).getByRole('button', { name: 'Cancel and refund $240.00' })).toBeVisible();
  });

  it('keeps the spec filter form on All orders, sending the filters in the API form', async () => {
    startSession(loginData());
    const api = mockApi({ 'GET /api/Orders': page([]) });
    const { user } = renderPage(<OrdersPage />, { path: '/orders' });
    expect(await screen.findByText('No upcoming trips')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'All orders' }));
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Filter orders' })).toBeVisible();
    expect(api.callsTo('GET', '/api/Orders')[1]!.query.get('trip')).toBeNull();

    await user.click(screen.getByLabelText(/^Status/, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Awaiting payment' }));
    await user.type(screen.getByLabelText('Last name'), 'Lovelace');
    await user.type(screen.getByLabelText('Flight code'), 'ua 100');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(api.callsTo('GET', '/api/Orders')).toHaveLength(3));
    const query = api.callsTo('GET', '/api/Orders')[2]!.query;
    expect(query.get('trip')).toBeNull();
    expect(query.get('status')).toBe('unPay');
    expect(query.get('lastName')).toBe('Lovelace');
    expect(query.get('flightCode')).toBe('UA100');
    expect(query.get('page')).toBe('1');
    expect(await screen.findByText('No orders match these filters')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All orders', selected: true })).toBeVisible();
  });

  it('lets an agent narrow to a sub-agent account code', async () => {
    startSession(loginData({ role: 1, userType: 1, accountCode: 'AG0001' }));
    const api = mockApi({
      'GET /api/Orders': page([summary({ accountCode: 'AG0002', bookedByName: 'Sam Sub' })]),
      'GET /api/Subusers': ok([
        {
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
        },
      ]),
    });
    // The sub-agents page links here with the account code: All orders, narrowed.
    const { user } = renderPage(<OrdersPage />, {
      path: '/orders',
      url: '/orders?accountCode=AG0001',
    });
    expect(await screen.findByRole('tab', { name: 'All orders', selected: true })).toBeVisible();
    expect(api.callsTo('GET', '/api/Orders')[0]!.query.get('accountCode')).toBe('AG0001');
    const list = await screen.findByRole('list', { name: 'Your orders' });
    expect(list).toHaveTextContent('Account: AG0002 · Sam Sub');
    await user.click(screen.getByLabelText('Account code', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Sam Sub (AG0002)' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/Orders').at(-1)?.query.get('accountCode')).toBe('AG0002'),
    );
  });

  it('shows the error with a retry', async () => {
    startSession(loginData());
    mockApi({ 'GET /api/Orders': fail(503, 'systemBusy', 'System busy') });
    renderPage(<OrdersPage />, { path: '/orders' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('System busy');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
