import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HotelBookResultPage } from './hotel-book-result-page';
import { HotelOrderPage } from '../order/hotel-order-page';
import { loginData, mockApi, ok } from '../../../test/mock-api';
import { renderPage } from '../../../test/render';
import { rememberOrderEmail } from '../../../lib/order-access';
import { startSession } from '../../../lib/session';
import { hotelOrder } from '../test/hotel-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('/hotel/book-detail', { timeout: 30_000 }, () => {
  it('shows a visitor the confirmed stay, read with the booking email kept by this tab', async () => {
    rememberOrderEmail('TO2030000042', 'ada@example.com');
    const api = mockApi({ 'GET /api/SearchHotelOrder': ok(hotelOrder()) });
    renderPage(<HotelBookResultPage />, {
      path: '/hotel/book-detail',
      url: '/hotel/book-detail?orderNo=TO2030000042',
    });
    expect(await screen.findByRole('heading', { name: 'Your stay is confirmed' })).toBeVisible();
    expect(screen.getByTestId('order-no')).toHaveTextContent('TO2030000042');
    expect(screen.getByTestId('confirmation-number')).toHaveTextContent('GT-7781234');
    expect(screen.getAllByText('Confirmed').length).toBeGreaterThan(0);
    expect(screen.getByTestId('cancellation')).toHaveTextContent(/Jun 8.*18:00/);
    expect(screen.getByRole('row', { name: /Ada Lovelace/ })).toBeInTheDocument();
    const query = api.callsTo('GET', '/api/SearchHotelOrder')[0]!.query;
    expect(query.get('orderNo')).toBe('TO2030000042');
    expect(query.get('email')).toBe('ada@example.com');
    // Visitors have no My orders; home is always there.
    expect(screen.queryByRole('link', { name: 'My orders' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
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
      'POST /api/Cancel': () => {
        cancelled = true;
        return ok({});
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
