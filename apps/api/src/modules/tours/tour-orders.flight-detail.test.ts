import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderDetailReplySchema } from '@travel/contracts/orders';
import { BOOKING_TEST_NOW, bookOrder } from '../../lib/orders/test-booking';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * `GET /api/OrderDetail` is shared with flight orders (issue 14 §2): adding tour and cruise
 * orders to its reply union must leave a flight order's reply exactly as the flight contract
 * lays it out, key for key, in the common envelope.
 */
describe('GET /api/OrderDetail still answers flight orders as before', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(BOOKING_TEST_NOW);
  });
  afterAll(async () => t.close());

  it('a flight order: the flight contract’s reply, byte for byte', async () => {
    const { orderNo } = await bookOrder(t);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/OrderDetail?orderNo=${orderNo}&email=alex.contact@example.test`,
    });
    expect(res.statusCode, res.body).toBe(200);
    // Parsed with the flight-only schema (no tour keys, the flight key order) and written again.
    const flightOnly = OrderDetailReplySchema.parse(res.json());
    expect(res.body).toBe(JSON.stringify(flightOnly));
    expect(flightOnly).toMatchObject({ code: 0, msg: 'success', data: { product: 'flight' } });
  });
});
