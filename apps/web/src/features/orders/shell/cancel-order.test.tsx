import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { RefundQuote } from '@travel/contracts/refunds';
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
        <CancelOrder orderNo={order.orderNo} orderRef={ref} visitor paid={false} ns="hotel" />,
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
          paid={false}
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

    it('a paid order shows its refund quote and cancels on exactly that quote', async () => {
      const api = mockApi({
        'GET /api/Orders/RefundQuote': ok(quote()),
        'POST /api/Cancel': ok({ orderNo: order.orderNo, status: 'refunded' }),
      });
      const { user } = renderOwnersPaidOrder();
      await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
      const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
      const table = await within(dialog).findByRole('table', { name: 'Refund details' });
      expect(within(table).getByText('Deluxe King, 2 nights × 1 room')).toBeVisible();
      expect(within(table).getByText('Free until 12 Mar')).toBeVisible();
      expect(within(dialog).getByTestId('refund-total')).toHaveTextContent('You get back$300.00');
      expect(within(dialog).getByText('Back to the card you paid with')).toBeVisible();
      expect(within(dialog).getByText(/This refund holds until/)).toBeVisible();

      await user.click(within(dialog).getByRole('button', { name: 'Cancel and refund $300.00' }));
      expect(
        await screen.findByText(
          `Order ${order.orderNo} is cancelled. $300.00 is on its way back to you.`,
        ),
      ).toBeVisible();
      const [sent] = api.callsTo('POST', '/api/Cancel');
      expect(sent?.body).toEqual({ orderNo: order.orderNo, quoteId: 'q-1' });
      expect(sent?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('a quote that changed meanwhile replaces the one shown, and the next confirm uses it', async () => {
      let cancels = 0;
      const api = mockApi({
        'GET /api/Orders/RefundQuote': ok(quote()),
        'POST /api/Cancel': () =>
          ++cancels === 1
            ? {
                status: 409,
                body: {
                  code: 'refundQuoteChanged',
                  msg: 'changed',
                  data: quote({ quoteId: 'q-2', refund: 0, kept: 30000, summary: 'Too late' }),
                },
              }
            : ok({ orderNo: order.orderNo, status: 'cancelled' }),
      });
      const { user } = renderOwnersPaidOrder();
      await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
      const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
      await user.click(
        await within(dialog).findByRole('button', { name: 'Cancel and refund $300.00' }),
      );
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'The refund changed while you were deciding.',
      );
      expect(within(dialog).getByText('Too late')).toBeVisible();
      expect(within(dialog).getByText('Not refunded')).toBeVisible();
      await user.click(within(dialog).getByRole('button', { name: 'Cancel without a refund' }));
      expect(await screen.findByText(`Order ${order.orderNo} is cancelled.`)).toBeVisible();
      const sent = api.callsTo('POST', '/api/Cancel');
      expect(sent.map((call) => (call.body as { quoteId: string }).quoteId)).toEqual([
        'q-1',
        'q-2',
      ]);
      // Another quote is another request: the server refuses a key reused with another body.
      expect(sent[1]?.headers.get('Idempotency-Key')).not.toBe(
        sent[0]?.headers.get('Idempotency-Key'),
      );
    });

    it('an order past cancelling online says why and offers no confirm', async () => {
      mockApi({
        'GET /api/Orders/RefundQuote': ok(
          quote({ cancellable: false, reason: 'The stay has begun.', lines: [], refund: 0 }),
        ),
      });
      const { user } = renderOwnersPaidOrder();
      await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
      const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
      expect(await within(dialog).findByText('The stay has begun.')).toBeVisible();
      expect(
        within(dialog)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(expect.not.arrayContaining([expect.stringMatching(/^Cancel (and|without)/)]));
    });
  },
);

/** The signed-in owner's paid hotel order: Cancel goes through its refund quote. */
const renderOwnersPaidOrder = () =>
  renderPage(
    <CancelOrder
      orderNo={order.orderNo}
      orderRef={{ orderNo: order.orderNo, email: null }}
      visitor={false}
      paid
      ns="hotel"
    />,
  );

function quote(overrides: Partial<RefundQuote> = {}): RefundQuote {
  return {
    orderNo: order.orderNo,
    cancellable: true,
    reason: null,
    currency: 'USD',
    lines: [
      {
        kind: 'stay',
        description: 'Deluxe King, 2 nights × 1 room',
        travellerIndex: null,
        paid: 30000,
        refund: 30000,
        rule: 'Free until 12 Mar',
      },
    ],
    paid: 30000,
    refund: 30000,
    kept: 0,
    destinations: [{ method: 'card', amount: 30000 }],
    validUntil: '2030-03-12T18:00:00.000Z',
    quoteId: 'q-1',
    summary: 'Free cancellation: everything you paid is returned.',
    ...overrides,
  };
}
