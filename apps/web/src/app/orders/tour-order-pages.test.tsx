import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { CruiseOrderPage, TourOrderPage } from './order-pages';
import { resetSessionForTests, startSession } from '../../lib/session';
import { loginData, mockApi } from '../../test/mock-api';
import { renderPage } from '../../test/render';
import { cruiseOrder, tourOk, tourOrder } from '../../products/tour/order/test/tour-order-fixture';

afterEach(() => {
  resetSessionForTests();
  sessionStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a tour order page (/order-tour/{id})', { timeout: 60_000 }, () => {
  it('paid: the trip, travellers, flights, price and the countdown to the operator', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-06-01T10:10:00Z') });
    const api = mockApi({ 'GET /api/OrderDetail': tourOk(tourOrder()) });
    startSession(loginData());
    renderPage(<TourOrderPage />, { path: '/order-tour/:id', url: '/order-tour/TO20300601A1' });

    const status = await screen.findByTestId('tour-confirmation');
    expect(status).toHaveTextContent('Waiting for the operator to confirm');
    expect(status).toHaveTextContent('ada@example.com');
    // 47 hours left of the 48 (paid 09:10, now 10:10).
    expect(within(status).getByRole('timer')).toHaveTextContent('47:00:00 left');
    expect(screen.getByText('Paid, awaiting confirmation')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Alpine Lakes and Villages' })).toBeInTheDocument();
    expect(screen.getByText('Guaranteed to run')).toBeInTheDocument();
    const travellers = screen.getByRole('table', { name: 'Travellers' });
    expect(within(travellers).getAllByRole('row')).toHaveLength(4);
    expect(travellers).toHaveTextContent('Grace Lovelace');
    expect(travellers).toHaveTextContent('Child');
    expect(screen.getByText('Arrival flight').parentElement).toHaveTextContent('AF123 · CDG');
    expect(screen.getByText('Bought myself')).toBeInTheDocument();
    const price = screen.getByRole('region', { name: 'Price' });
    expect(price).toHaveTextContent('Room 1 · Triple share × 2$3,000.00');
    expect(price).toHaveTextContent('Selling price$3,900.00');
    expect(price).not.toHaveTextContent('Commission');
    expect(api.callsTo('GET', '/api/OrderDetail')[0]?.query.get('orderNo')).toBe('TO20300601A1');
  });

  it('confirmed: says so, with no countdown', async () => {
    mockApi({
      'GET /api/OrderDetail': tourOk(
        tourOrder({
          status: 'issued',
          confirmation: {
            state: 'confirmed',
            deadline: '2030-06-03T09:10:00Z',
            decidedAt: '2030-06-02T08:00:00Z',
            reason: null,
          },
        }),
      ),
    });
    startSession(loginData());
    renderPage(<TourOrderPage />, { path: '/order-tour/:id', url: '/order-tour/TO20300601A1' });
    const status = await screen.findByTestId('tour-confirmation');
    expect(status).toHaveTextContent('Confirmed');
    expect(status).toHaveTextContent('The operator confirmed your booking on');
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('declined: refunded in full, with the reason', async () => {
    mockApi({
      'GET /api/OrderDetail': tourOk(
        tourOrder({
          status: 'refunded',
          canCancel: false,
          confirmation: {
            state: 'declined',
            deadline: '2030-06-03T09:10:00Z',
            decidedAt: '2030-06-02T08:00:00Z',
            reason: 'The hotel in Zermatt is closed',
          },
        }),
      ),
    });
    startSession(loginData());
    renderPage(<TourOrderPage />, { path: '/order-tour/:id', url: '/order-tour/TO20300601A1' });
    const status = await screen.findByTestId('tour-confirmation');
    expect(status).toHaveTextContent('Declined and refunded');
    expect(status).toHaveTextContent('refunded in full');
    expect(status).toHaveTextContent('The hotel in Zermatt is closed');
  });

  it("an agent's order shows the commission and the net price", async () => {
    mockApi({
      'GET /api/OrderDetail': tourOk(tourOrder({ commission: 39_000, payable: 351_000 })),
    });
    startSession(loginData({ role: 1, userType: 1, accountCode: 'AG0001' }));
    renderPage(<TourOrderPage />, { path: '/order-tour/:id', url: '/order-tour/TO20300601A1' });
    const price = await screen.findByRole('region', { name: 'Price' });
    expect(price).toHaveTextContent('Commission-$390.00');
    expect(price).toHaveTextContent('Net price (you pay)$3,510.00');
  });

  it('a cruise number on /order-tour is no order of that page', async () => {
    mockApi({ 'GET /api/OrderDetail': tourOk(cruiseOrder()) });
    startSession(loginData());
    renderPage(<TourOrderPage />, { path: '/order-tour/:id', url: '/order-tour/TO20300601A1' });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByTestId('tour-confirmation')).not.toBeInTheDocument();
  });

  it('a cruise order shows its ship, cabin and charges', async () => {
    mockApi({ 'GET /api/OrderDetail': tourOk(cruiseOrder()) });
    startSession(loginData());
    renderPage(<CruiseOrderPage />, {
      path: '/order-cruise/:id',
      url: '/order-cruise/TO20300601A1',
    });
    expect(await screen.findByText('Aurora Meridian')).toBeInTheDocument();
    expect(screen.getByText('Balcony stateroom')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Price' })).toHaveTextContent(
      'Port charges and gratuities$360.00',
    );
    expect(screen.getByText('Cabin 1: 2 adults, 1 children')).toBeInTheDocument();
  });

  it('a visitor gives the booking email, then sees the order (read with it)', async () => {
    const api = mockApi({ 'GET /api/OrderDetail': tourOk(tourOrder()) });
    renderPage(<TourOrderPage />, { path: '/order-tour/:id', url: '/order-tour/TO20300601A1' });
    const email = await screen.findByRole('textbox', { name: 'Booking email' });
    fireEvent.click(screen.getByRole('button', { name: 'Open the order' }));
    expect(await screen.findByText('Please fill in Booking email')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/OrderDetail')).toHaveLength(0);
    fireEvent.change(email, { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open the order' }));
    expect(await screen.findByTestId('tour-confirmation')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/OrderDetail')[0]?.query.get('email')).toBe('ada@example.com');
  });
});
