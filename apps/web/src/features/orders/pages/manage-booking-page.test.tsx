import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { ManageBookingPage } from './manage-booking-page';
import { fail, loginData, mockApi, ok } from '../../../test/mock-api';
import { renderPage } from '../../../test/render';
import { endSession, startSession } from '../../../lib/session';
import { orderEmail } from '../../../lib/order-access';
import { orderDetail } from '../../../test/flight-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  endSession();
});

const PATH = '/manage-booking/:product/:id';
const ORDER = 'TO2030000001';
const TOKEN = 'eyJvIjoiVE8yMDMwMDAwMDAxIn0.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
const link = (token = TOKEN) => `/manage-booking/flight/${ORDER}#t=${token}`;

describe('/manage-booking/{product}/{orderNo}', { timeout: 30_000 }, () => {
  it('opens the order for a visitor with the booking email the API confirmed, token out of the URL', async () => {
    const api = mockApi({
      'POST /api/Mails/ManageBooking': ok({
        orderNo: ORDER,
        product: 'flight',
        access: 'visitor',
        email: 'ada@example.test',
      }),
      'GET /api/OrderDetail': ok(orderDetail()),
    });
    const { router } = renderPage(<ManageBookingPage />, { path: PATH, url: link() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order details' })).toBeVisible();
    expect(await screen.findByText(ORDER, { exact: false })).toBeInTheDocument();
    // The token went in the body, never in a URL; the address bar lost the fragment.
    const opened = api.calls.find((c) => c.path === '/api/Mails/ManageBooking')!;
    expect(opened.body).toEqual({ token: TOKEN });
    expect(opened.query.toString()).toBe('');
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    // The order is read as a visitor, with the email kept for this tab.
    const detail = api.calls.find((c) => c.path === '/api/OrderDetail')!;
    expect(detail.query.get('email')).toBe('ada@example.test');
    expect(orderEmail(ORDER)).toBe('ada@example.test');
    expect(api.calls.every((c) => !c.query.toString().includes(TOKEN))).toBe(true);
  });

  it('sends the signed-in owner to the order page of their account', async () => {
    startSession(loginData());
    mockApi({
      'POST /api/Mails/ManageBooking': ok({
        orderNo: ORDER,
        product: 'flight',
        access: 'owner',
        email: null,
      }),
    });
    renderPage(<ManageBookingPage />, { path: PATH, url: link() });
    expect(await screen.findByTestId('location')).toHaveTextContent(`/order-flight/${ORDER}`);
    expect(orderEmail(ORDER)).toBeNull();
  });

  it('says when the link has expired, and how to find the booking', async () => {
    mockApi({
      'POST /api/Mails/ManageBooking': fail(
        410,
        'manageLinkExpired',
        'This booking link has expired. Find your booking with its order number and email',
      ),
    });
    renderPage(<ManageBookingPage />, { path: PATH, url: link() });
    expect(
      await screen.findByRole('heading', { name: 'This booking link has expired' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Find your booking' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('says when the link does not work', async () => {
    mockApi({
      'POST /api/Mails/ManageBooking': fail(
        403,
        'manageLinkInvalid',
        'This booking link is not valid',
      ),
    });
    renderPage(<ManageBookingPage />, { path: PATH, url: link('tampered') });
    expect(
      await screen.findByRole('heading', { name: 'This booking link does not work' }),
    ).toBeVisible();
  });

  it('without a token, asks for the link from the mail (nothing is called)', async () => {
    const api = mockApi({});
    renderPage(<ManageBookingPage />, { path: PATH, url: `/manage-booking/flight/${ORDER}` });
    expect(
      await screen.findByRole('heading', { name: 'Open the link from your mail' }),
    ).toBeVisible();
    expect(api.calls).toHaveLength(0);
  });
});
