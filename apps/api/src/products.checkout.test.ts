import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '@travel/contracts/payments';
import { BOOKING_TEST_NOW, bookOrder, card } from './lib/orders/test-booking';
import { createTestApp, type TestApp } from './test/test-app';
import {
  GUEST_EMAIL,
  chooseRoom,
  freshOrderBody,
  saveOrder,
} from './modules/hotels/hotels.test-helpers';
import {
  FLIGHT_EMAIL,
  openSession,
  orderOf,
  paymentsOf,
  postCardForm,
} from './modules/checkout/checkout.test-helpers';

// Issue 12: the hosted checkout pays an order of any product (PayStripe reads only the order's
// amount due and hold; fulfilment goes through the product's OrderProduct). Kept at src/ like
// products.capabilities.test.ts: it books through two products' modules.
describe('the hosted checkout pays flight and hotel orders alike', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ORDER_SWEEP_INTERVAL_SECONDS: '0' });
  });
  afterAll(async () => t.close());

  async function payOnPage(sessionId: string, number: string) {
    const res = await postCardForm(t, sessionId, number);
    expect(res.statusCode, res.body).toBe(303);
  }

  it('a reserved flight: the session asks its total; paid, the order is issued', async () => {
    t.clock.set(BOOKING_TEST_NOW);
    const { orderNo } = await bookOrder(t);
    const session = await openSession(t, orderNo, FLIGHT_EMAIL);
    const order = await orderOf(t, orderNo);
    expect(session.amount_total).toBe(order.totalCents);
    await payOnPage(session.id, SANDBOX_CARDS.visaSuccess);
    expect((await orderOf(t, orderNo)).status).toBe('issued');
  });

  it('a hotel order left payable by a refused card: the session asks what is due now and extends the 5-minute visitor hold', async () => {
    t.clock.set(BOOKING_TEST_NOW);
    const choice = await chooseRoom(t, { policy: 'refundable' });
    const body = await freshOrderBody(t, choice, {
      payment: { method: 'card', card: card(SANDBOX_CARDS.visaDeclined) },
    });
    const refused = await saveOrder(t, body);
    expect(refused.status).toBe(402);
    const { orderNo } = refused.body.data;
    const session = await openSession(t, orderNo, GUEST_EMAIL);
    const order = await orderOf(t, orderNo);
    expect(session.amount_total).toBe(order.dueNowCents);
    const nowSeconds = Math.floor(BOOKING_TEST_NOW.getTime() / 1000);
    expect(session.expires_at - nowSeconds).toBe(31 * 60);
    expect(Math.floor(order.deadlineAt!.getTime() / 1000)).toBe(session.expires_at);
    await payOnPage(session.id, SANDBOX_CARDS.mastercardSuccess);
    expect((await orderOf(t, orderNo)).status).toBe('issued');
    expect(await paymentsOf(t, orderNo)).toMatchObject([
      { method: 'card', status: 'failed' },
      { method: 'checkout', status: 'succeeded', amountCents: order.dueNowCents },
    ]);
  });
});
