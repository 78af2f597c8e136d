import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TourOrderDetail } from '@travel/contracts/tour-orders';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedTourCatalogue } from './tour-catalogue.seed';
import { TOUR_TEST_NOW } from './tours.test-helpers';
import { TOURIST_EMAIL, booked, openCheckout, tourBooking } from './tour-orders.test-helpers';

/**
 * A tour or cruise order paid through the WeChat flow shows its short number (spec part 2 §3)
 * in `GET /api/OrderDetail`; one paid by card has none (null). How the number is made and kept
 * unique: modules/checkout/checkout.short-number.test.ts.
 */
describe('tour and cruise orders: the WeChat short number in OrderDetail', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ORDER_SWEEP_INTERVAL_SECONDS: '0' });
    t.clock.set(TOUR_TEST_NOW);
    await seedTourCatalogue(t.ctx);
  });
  afterAll(async () => t.close());

  const detail = async (orderNo: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/OrderDetail?orderNo=${orderNo}&email=${TOURIST_EMAIL}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as TourOrderDetail;
  };
  const bookTour = async () => {
    const { body } = await tourBooking(t, 't-lon-escorted', [
      { key: 'r1', adults: 2, children: 0 },
    ]);
    return (await booked(t, body)).orderNumber;
  };

  it('after a WeChat Pay checkout: the 8-digit number, kept when the checkout is opened again', async () => {
    const orderNo = await bookTour();
    expect((await detail(orderNo)).shortNumber).toBeNull();
    await openCheckout(t, orderNo, TOURIST_EMAIL, 'WX');
    const { shortNumber } = await detail(orderNo);
    expect(shortNumber).toMatch(/^[1-9]\d{7}$/);
    // The card page opened afterwards changes nothing.
    await openCheckout(t, orderNo, TOURIST_EMAIL, 'Stripe');
    await openCheckout(t, orderNo, TOURIST_EMAIL, 'WX');
    expect((await detail(orderNo)).shortNumber).toBe(shortNumber);
  });

  it('after a card checkout: none', async () => {
    const orderNo = await bookTour();
    await openCheckout(t, orderNo, TOURIST_EMAIL, 'Stripe');
    expect((await detail(orderNo)).shortNumber).toBeNull();
  });
});
