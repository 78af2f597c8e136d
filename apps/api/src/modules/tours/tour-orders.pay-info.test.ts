import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderPayInfoOrderSchema, type OrderPayInfo } from '@travel/contracts/checkout';
import type { TestApp } from '../../test/test-app';
import { depositTestApp, type DepositFixtures } from './pay-balance.test-helpers';
import { TOURIST_EMAIL, booked, tourBooking } from './tour-orders.test-helpers';

/**
 * `GET /api/OrderPayInfo` of tour and cruise orders: orderinfo names the tour (spec part 2 §3,
 * "orderinfo (JSON string with tourid)"), through the product's own orderinfo facts. A flight's
 * orderinfo has no tourid: checkout.pay-info.test.ts.
 */
describe('OrderPayInfo: the tourid of tour and cruise orders', () => {
  let t: TestApp;
  let f!: DepositFixtures;
  let cruiseId: string;
  beforeAll(async () => {
    const app = await depositTestApp();
    ({ t, f } = app);
    cruiseId = app.cruise.TourID;
  });
  afterAll(async () => t.close());

  const orderInfo = async (orderNo: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/OrderPayInfo?orderNo=${orderNo}&email=${TOURIST_EMAIL}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as OrderPayInfo;
    return OrderPayInfoOrderSchema.parse(JSON.parse(data.orderinfo));
  };

  it('a tour order: the tour it books', async () => {
    const { body } = await tourBooking(t, 't-lon-escorted', [
      { key: 'r1', adults: 2, children: 0 },
    ]);
    const { orderNumber } = await booked(t, body);
    expect(await orderInfo(orderNumber)).toMatchObject({
      orderNo: orderNumber,
      product: 'tour',
      tourid: 't-lon-escorted',
    });
  });

  it('a cruise order: the cruise it books', async () => {
    const orderNo = await f.bookUnpaid();
    expect(await orderInfo(orderNo)).toMatchObject({ product: 'cruise', tourid: cruiseId });
  });
});
