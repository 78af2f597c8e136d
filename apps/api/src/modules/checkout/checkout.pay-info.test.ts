import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderPayInfoOrderSchema, type OrderPayInfo } from '@travel/contracts/checkout';
import { BOOKING_TEST_NOW, bookOrder } from '../../lib/orders/test-booking';
import { createTestApp, type TestApp } from '../../test/test-app';
import { FLIGHT_EMAIL, openSession, postCardForm } from './checkout.test-helpers';

/**
 * `GET /api/OrderPayInfo` of an order paid at once (a flight): `purpose` full, the order's
 * latest session and what is due now, 0 once paid. A deposit and its balance:
 * tours/pay-balance.pay-info.test.ts; a tour's tourid: tours/tour-orders.pay-info.test.ts.
 */
describe('OrderPayInfo: an order paid in full', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ORDER_SWEEP_INTERVAL_SECONDS: '0' });
    t.clock.set(BOOKING_TEST_NOW);
  });
  afterAll(async () => t.close());

  const payInfo = async (orderNo: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/OrderPayInfo?orderNo=${orderNo}&email=${FLIGHT_EMAIL}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as OrderPayInfo;
    return { ...data, info: OrderPayInfoOrderSchema.parse(JSON.parse(data.orderinfo)) };
  };

  it('full: what is due and its session, then 0 with the session that paid', async () => {
    const { orderNo, totalPrice } = await bookOrder(t);
    expect(await payInfo(orderNo)).toMatchObject({
      paymentid: '',
      paymenttype: null,
      info: { orderNo, product: 'flight', purpose: 'full', amountDueCents: totalPrice },
    });
    // No tour behind a flight: orderinfo has no tourid (tours/tour-orders.pay-info.test.ts).
    expect((await payInfo(orderNo)).info).not.toHaveProperty('tourid');
    const session = await openSession(t, orderNo, FLIGHT_EMAIL);
    expect(await payInfo(orderNo)).toMatchObject({
      paymentid: session.id,
      paymenttype: 'Stripe',
      info: { purpose: 'full', amountDueCents: session.amount_total, shortNumber: null },
    });
    expect((await postCardForm(t, session.id)).statusCode).toBe(303);
    expect(await payInfo(orderNo)).toMatchObject({
      paymentid: session.id,
      info: { purpose: 'full', amountDueCents: 0, status: 'issued' },
    });
  });
});
