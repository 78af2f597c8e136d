import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { mockApi, ok } from '../../../test/mock-api';
import { renderPage } from '../../../test/render';
import { CancelOrder } from './cancel-order';

afterEach(() => {
  vi.unstubAllGlobals();
});

// A hotel order awaiting payment: the words are the hotel product's (`shell.*` in `hotel`).
const order = { orderNo: 'TO2030000042' };

describe(
  'cancelling an order (issue 9, one dialog for every product since issue 11)',
  { timeout: 30_000 },
  () => {
    it('a visitor confirms, types the code e-mailed to the booking email, and cancels', async () => {
      const api = mockApi({
        'POST /api/Orders/ChangeCode': ok({
          sentTo: 'g***@example.com',
          expiresIn: 600,
          resendAfter: 60,
        }),
        'POST /api/Cancel': ok({ orderNo: order.orderNo, status: 'cancelled' }),
      });
      const ref = { orderNo: order.orderNo, email: 'guest@example.com' };
      const { user } = renderPage(
        <CancelOrder orderNo={order.orderNo} orderRef={ref} visitor ns="hotel" />,
      );
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
        'POST /api/Cancel': ok({ orderNo: order.orderNo, status: 'cancelled' }),
      });
      const { user } = renderPage(
        <CancelOrder
          orderNo={order.orderNo}
          orderRef={{ orderNo: order.orderNo, email: null }}
          visitor={false}
          ns="hotel"
        />,
      );
      await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
      const confirm = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
      await user.click(within(confirm).getByRole('button', { name: 'Cancel booking' }));
      expect(await screen.findByText(`Order ${order.orderNo} is cancelled.`)).toBeVisible();
      expect(api.callsTo('POST', '/api/Orders/ChangeCode')).toHaveLength(0);
      expect(api.callsTo('POST', '/api/Cancel')[0]?.body).toEqual({ orderNo: order.orderNo });
    });
  },
);
