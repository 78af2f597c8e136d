import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@travel/contracts';
import { bookOrder } from './lib/orders/test-booking';
import { ORDER_PRODUCTS } from './products';
import { createTestApp, type TestApp } from './test/test-app';
import {
  GUEST_EMAIL,
  HOTEL_TEST_NOW,
  chooseRoom,
  freshOrderBody,
  lookupHotelOrder,
  orderHeaders,
  saveOrder,
} from './modules/hotels/hotels.test-helpers';

// Issue 11: seat maps, extra services, exchange and the hotel's own lookup decide which orders
// are theirs from the registry (capabilities, the module's own entry), not from a product name.
// Kept at src/ like products.test.ts: it books through two products' modules.
describe('calls that belong to one product refuse the other product’s orders', () => {
  let t: TestApp;
  let hotelOrderNo: string;
  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(HOTEL_TEST_NOW);
    const choice = await chooseRoom(t, { policy: 'refundable' });
    const booked = await saveOrder(t, await freshOrderBody(t, choice), orderHeaders());
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    hotelOrderNo = booked.body.data.orderNo;
  });
  afterAll(async () => t.close());

  it('the registry says hotels have neither seats nor exchange, flights both', () => {
    expect(ORDER_PRODUCTS.hotel.capabilities).toMatchObject({
      seatsAndServices: false,
      exchange: false,
    });
    expect(ORDER_PRODUCTS.flight.capabilities).toMatchObject({
      seatsAndServices: true,
      exchange: true,
    });
  });

  it('seat maps and extra services answer 1404 for a hotel order', async () => {
    const query = new URLSearchParams({ orderNo: hotelOrderNo, email: GUEST_EMAIL });
    for (const url of [`/api/Seatmap/order?${query}`, `/api/Services?${query}`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code, url).toBe(ERRORS.orderDoesNotExist.code);
    }
  });

  it('the exchange refuses a hotel order as not changeable online', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Exchange/Search',
      payload: {
        orderNo: hotelOrderNo,
        email: GUEST_EMAIL,
        trips: [{ departureDate: '04/21/2027' }],
      },
    });
    expect(res.statusCode, res.body).toBe(ERRORS.exchangeFailed.status);
    expect(res.json().code).toBe(ERRORS.exchangeFailed.code);
  });

  it('the hotel order lookup answers 1404 for a flight order', async () => {
    const { orderNo, body } = await bookOrder(t);
    const res = await lookupHotelOrder(t, orderNo, body.contact.email);
    expect(res.status, JSON.stringify(res.body)).toBe(404);
    expect(res.body.code).toBe(ERRORS.orderDoesNotExist.code);
  });
});
