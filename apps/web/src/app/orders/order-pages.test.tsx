import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FlightOrderPage, GuestFlightOrderPage, HotelOrderPage } from './order-pages';
import { fail, loginData, mockApi, ok } from '../../test/mock-api';
import { renderPage } from '../../test/render';
import { startSession } from '../../lib/session';
import { rememberOrderEmail } from '../../lib/order-access';
import { orderDetail } from '../../test/flight-fixtures';
import { hotelOrder } from '../../features/hotel-booking/test/hotel-fixtures';
import { webProduct } from '../../products';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const awaiting = (deadlineAt: string) =>
  orderDetail({
    status: 'awaitingPayment',
    deadlineAt,
    paidAt: null,
    issuedAt: null,
    canPay: true,
    canCancel: true,
    canExchange: false,
    travellers: orderDetail().travellers.map((t) => ({ ...t, ticketNumbers: [] })),
  });

describe('/order-flight/{id}', { timeout: 30_000 }, () => {
  it('shows the order: status, itinerary, travellers with tickets, contact and price', async () => {
    startSession(loginData());
    mockApi({ 'GET /api/OrderDetail': ok(orderDetail()) });
    renderPage(<FlightOrderPage />, {
      path: '/order-flight/:id',
      url: '/order-flight/TO2030000001',
    });
    expect(await screen.findByTestId('order-no')).toHaveTextContent('TO2030000001');
    expect(screen.getByText('Issued')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: /Outbound: Los Angeles \(LAX\) → San Francisco/ }),
    ).toBeVisible();
    const travellers = screen.getByRole('table', { name: 'Travellers and tickets' });
    expect(within(travellers).getByRole('row', { name: /Ada Lovelace/ })).toHaveTextContent(
      '016-1234567890',
    );
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Refresh ticket status' })).toBeInTheDocument();
    // Issued with a changeable fare (canExchange, the API's own rule): Change flight.
    expect(screen.getByRole('link', { name: 'Change flight' })).toHaveAttribute(
      'href',
      '/exchange/init?orderNo=TO2030000001',
    );
  });

  it('cancels after a confirmation and shows the order cancelled', async () => {
    startSession(loginData());
    const api = mockApi({
      'GET /api/OrderDetail': ok(awaiting('2099-01-01T00:00:00Z')),
      'POST /api/Cancel': ok(
        orderDetail({
          status: 'cancelled',
          canPay: false,
          canCancel: false,
          cancelledAt: '2030-05-01T10:05:00Z',
        }),
      ),
    });
    const { user } = renderPage(<FlightOrderPage />, {
      path: '/order-flight/:id',
      url: '/order-flight/TO2030000001',
    });
    expect(
      await screen.findByText('Awaiting payment', { selector: '.mantine-Badge-label' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay now' })).toHaveAttribute(
      'href',
      '/order/pay/TO2030000001',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(
      await screen.findByText('Cancelled', { selector: '.mantine-Badge-label' }),
    ).toBeInTheDocument();
    const [cancel] = api.callsTo('POST', '/api/Cancel');
    expect(cancel!.body).toEqual({ orderNo: 'TO2030000001' });
    expect(cancel!.headers.get('idempotency-key')).toBeTruthy();
  });

  it('counts down to the deadline and shows the order cancelled at zero', async () => {
    startSession(loginData());
    let reads = 0;
    mockApi({
      'GET /api/OrderDetail': () => {
        reads += 1;
        return reads === 1
          ? ok(awaiting(new Date(Date.now() + 1500).toISOString()))
          : ok(orderDetail({ status: 'cancelled', canPay: false }));
      },
    });
    renderPage(<FlightOrderPage />, {
      path: '/order-flight/:id',
      url: '/order-flight/TO2030000001',
    });
    expect(await screen.findByRole('timer')).toHaveTextContent(/00:0[12] left/);
    expect(
      await screen.findByText('Cancelled', { selector: '.mantine-Badge-label' }, { timeout: 6000 }),
    ).toBeInTheDocument();
  });

  it.each([
    [1404, 'Order not found'],
    [1503, 'This order belongs to another account'],
  ])('explains error %s', async (code, heading) => {
    startSession(loginData());
    mockApi({ 'GET /api/OrderDetail': fail(code === 1503 ? 403 : 404, code, 'x') });
    renderPage(<FlightOrderPage />, { path: '/order-flight/:id', url: '/order-flight/TO9' });
    expect(await screen.findByRole('heading', { name: heading })).toBeVisible();
    for (const link of screen.getAllByRole('link', { name: 'My orders' })) {
      expect(link).toHaveAttribute('href', '/orders');
    }
  });

  it('e-mails the itinerary and says where it went', async () => {
    startSession(loginData());
    mockApi({
      'GET /api/OrderDetail': ok(orderDetail()),
      'POST /api/Mails/SendItinerary': ok({ sentTo: 'a***@example.com' }),
    });
    const { user } = renderPage(<FlightOrderPage />, {
      path: '/order-flight/:id',
      url: '/order-flight/TO2030000001',
    });
    await user.click(await screen.findByRole('button', { name: 'Email itinerary' }));
    expect(
      await screen.findByText('The itinerary was sent to a***@example.com.'),
    ).toBeInTheDocument();
  });
});

describe('/find-your-flight/{id}', { timeout: 30_000 }, () => {
  it('opens a visitor order with the remembered booking email, read-only apart from paying and cancelling', async () => {
    rememberOrderEmail('TO2030000001', 'ada@example.com');
    const api = mockApi({ 'GET /api/OrderDetail': ok(awaiting('2099-01-01T00:00:00Z')) });
    renderPage(<GuestFlightOrderPage />, {
      path: '/find-your-flight/:id',
      url: '/find-your-flight/TO2030000001',
    });
    expect(await screen.findByTestId('order-no')).toHaveTextContent('TO2030000001');
    expect(api.callsTo('GET', '/api/OrderDetail')[0]!.query.get('email')).toBe('ada@example.com');
    expect(screen.getByRole('link', { name: 'Pay now' })).toHaveAttribute(
      'href',
      '/find-your-flight/TO2030000001/pay',
    );
    // Issue 9: a visitor may cancel, with the code e-mailed to the booking email.
    expect(screen.getByRole('button', { name: 'Cancel booking' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Email itinerary' })).toBeNull();
    await waitFor(() => expect(screen.getByRole('timer')).toBeInTheDocument());
  });

  it('cancels a visitor order with the code e-mailed to the booking email', async () => {
    rememberOrderEmail('TO2030000001', 'ada@example.com');
    const api = mockApi({
      'GET /api/OrderDetail': ok(awaiting('2099-01-01T00:00:00Z')),
      'POST /api/Orders/ChangeCode': ok({
        sentTo: 'a***@example.com',
        expiresIn: 600,
        resendAfter: 60,
      }),
      'POST /api/Cancel': ok(
        orderDetail({
          status: 'cancelled',
          canPay: false,
          canCancel: false,
          cancelledAt: '2030-05-01T10:05:00Z',
        }),
      ),
    });
    const { user } = renderPage(<GuestFlightOrderPage />, {
      path: '/find-your-flight/:id',
      url: '/find-your-flight/TO2030000001',
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel booking' }));
    expect(api.callsTo('POST', '/api/Cancel')).toHaveLength(0);
    await waitFor(() => expect(api.callsTo('POST', '/api/Orders/ChangeCode')).toHaveLength(1));
    const codeDialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    await user.type(within(codeDialog).getByLabelText(/Code from the email/), '123456');
    await user.click(within(codeDialog).getByRole('button', { name: 'Cancel booking' }));
    expect(
      await screen.findByText('Cancelled', { selector: '.mantine-Badge-label' }),
    ).toBeInTheDocument();
    const [cancel] = api.callsTo('POST', '/api/Cancel');
    expect(cancel!.body).toEqual({
      orderNo: 'TO2030000001',
      email: 'ada@example.com',
      code: '123456',
    });
  });
});

describe('/order-hotel/{id}', { timeout: 60_000 }, () => {
  it('counts down while awaiting payment and cancels after a confirmation', async () => {
    startSession(loginData());
    let cancelled = false;
    const api = mockApi({
      'GET /api/SearchHotelOrder': () =>
        ok(
          cancelled
            ? hotelOrder({ status: 'cancelled', canCancel: false, canPay: false })
            : hotelOrder({
                status: 'awaitingPayment',
                deadlineAt: new Date(Date.now() + 29 * 60_000).toISOString(),
                confirmationNumber: null,
                paidNow: 0,
                payments: [],
                canPay: true,
                canCancel: true,
              }),
        ),
      // The reply is the order as its own detail call shows it (issue 11: the shell shows it).
      'POST /api/Cancel': () => {
        cancelled = true;
        return ok(hotelOrder({ status: 'cancelled', canCancel: false, canPay: false }));
      },
    });
    renderPage(<HotelOrderPage />, { path: '/order-hotel/:id', url: '/order-hotel/TO2030000042' });
    expect(await screen.findByRole('timer')).toHaveTextContent(/^2[89]:\d\d left$/);
    expect(screen.getByRole('group', { name: 'Card details' })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/Cancel')).toHaveLength(1));
    expect(await screen.findAllByText('Cancelled')).not.toHaveLength(0);
    expect(api.callsTo('POST', '/api/Cancel')[0]!.headers.get('Idempotency-Key')).toBeTruthy();
  });
});

describe('the order shell for a hotel (issue 11)', { timeout: 60_000 }, () => {
  it('e-mails the confirmation, like a flight order, and says where it went', async () => {
    startSession(loginData());
    const api = mockApi({
      'GET /api/SearchHotelOrder': ok(hotelOrder()),
      'POST /api/Mails/SendItinerary': ok({ sentTo: 'a***@example.com' }),
    });
    const { user } = renderPage(<HotelOrderPage />, {
      path: '/order-hotel/:id',
      url: '/order-hotel/TO2030000042',
    });
    expect(await screen.findByRole('heading', { name: 'Hotel booking' })).toBeVisible();
    expect(await screen.findByTestId('order-no')).toHaveTextContent('TO2030000042');
    await user.click(await screen.findByRole('button', { name: 'Email confirmation' }));
    expect(await screen.findByText('The confirmation was sent to a***@example.com.')).toBeVisible();
    expect(api.callsTo('POST', '/api/Mails/SendItinerary')[0]?.body).toEqual({
      orderNo: 'TO2030000042',
    });
  });
});

describe("each product's order entry (issue 11)", () => {
  it('a flight is paid on its own pay page, its whole price', () => {
    const flight = webProduct('flight');
    expect(flight.payPage?.('TO1', true)).toBe('/order/pay/TO1');
    expect(flight.payPage?.('TO1', false)).toBe('/find-your-flight/TO1/pay');
    expect(flight.amountDue(orderDetail({ totalPrice: 24_000, currency: 'USD' }))).toEqual({
      amount: 24_000,
      currency: 'USD',
    });
  });

  it('a hotel is paid in the order shell, less what is due at the hotel', () => {
    const hotel = webProduct('hotel');
    expect(hotel.payPage).toBeNull();
    const order = hotelOrder({ total: 34_500, paidNow: 0, dueAtHotel: 4_500 });
    expect(hotel.amountDue(order)).toEqual({ amount: 30_000, currency: 'USD' });
  });

  it('reads each product through its own detail call', async () => {
    const api = mockApi({
      'GET /api/OrderDetail': ok(orderDetail()),
      'GET /api/SearchHotelOrder': ok(hotelOrder()),
    });
    const ref = { orderNo: 'TO2030000042', email: 'ada@example.com' };
    expect((await webProduct('flight').loadOrder(ref)).product).toBe('flight');
    expect((await webProduct('hotel').loadOrder(ref)).product).toBe('hotel');
    expect(api.callsTo('GET', '/api/SearchHotelOrder')[0]?.query.get('email')).toBe(
      'ada@example.com',
    );
  });
});
