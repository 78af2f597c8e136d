import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { mockApi, ok } from '../../../test/mock-api';
import { renderPage } from '../../../test/render';
import { hotelOrder } from '../test/hotel-fixtures';
import { HotelOrderActions } from './hotel-order-actions';

afterEach(() => {
  vi.unstubAllGlobals();
});

const order = hotelOrder({ status: 'awaitingPayment', canCancel: true });

describe('hotel order cancel (issue 9)', { timeout: 30_000 }, () => {
  it('a visitor confirms, types the code e-mailed to the booking email, and cancels', async () => {
    const api = mockApi({
      'POST /api/Orders/ChangeCode': ok({
        sentTo: 'g***@example.com',
        expiresIn: 600,
        resendAfter: 60,
      }),
      'POST /api/Cancel': ok({ ...order, status: 'cancelled', canCancel: false }),
      'GET /api/SearchHotelOrder': ok({ ...order, status: 'cancelled', canCancel: false }),
    });
    const ref = { orderNo: order.orderNo, email: 'guest@example.com' };
    const { user } = renderPage(<HotelOrderActions order={order} orderRef={ref} />);
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel booking' }));
    expect(api.callsTo('POST', '/api/Cancel')).toHaveLength(0);

    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(
      await within(dialog).findByText(/We sent a 6-digit code to g\*\*\*@example.com/),
    ).toBeVisible();
    await user.type(within(dialog).getByLabelText(/Code from the email/), '246810');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText(`Order ${order.orderNo} is cancelled.`)).toBeVisible();
    expect(api.callsTo('POST', '/api/Cancel')[0]?.body).toEqual({
      orderNo: order.orderNo,
      email: 'guest@example.com',
      code: '246810',
    });
  });

  it('the signed-in owner cancels without a code', async () => {
    const api = mockApi({
      'POST /api/Cancel': ok({ ...order, status: 'cancelled', canCancel: false }),
      'GET /api/SearchHotelOrder': ok({ ...order, status: 'cancelled', canCancel: false }),
    });
    const { user } = renderPage(
      <HotelOrderActions order={order} orderRef={{ orderNo: order.orderNo, email: null }} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText(`Order ${order.orderNo} is cancelled.`)).toBeVisible();
    expect(api.callsTo('POST', '/api/Orders/ChangeCode')).toHaveLength(0);
    expect(api.callsTo('POST', '/api/Cancel')[0]?.body).toEqual({ orderNo: order.orderNo });
  });
});
