import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { checkoutSessions, orders } from '@travel/db';
import { BOOKING_TEST_NOW, bookOrder } from '../../lib/orders/test-booking';
import { createTestApp, type TestApp } from '../../test/test-app';
import { FLIGHT_EMAIL, openSession } from './checkout.test-helpers';
import { ensureShortNumber, SHORT_NUMBER_PATTERN } from './short-number';

/**
 * The WeChat flow's short number (spec part 2 §3): made with an order's first WeChat Pay
 * session whatever the product (here flights; the tour order page's is in
 * tours/tour-orders.short-number.test.ts), named on the payment, kept across sessions, shown by
 * OrderPayInfo; never made by a card checkout; unique among orders.
 */
describe('the WeChat short number', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ORDER_SWEEP_INTERVAL_SECONDS: '0' });
    t.clock.set(BOOKING_TEST_NOW);
  });
  afterAll(async () => t.close());

  const book = async () => (await bookOrder(t)).orderNo;
  const orderRow = async (orderNo: string) =>
    (await t.ctx.db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0]!;
  const payInfo = async (orderNo: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/OrderPayInfo?orderNo=${orderNo}&email=${FLIGHT_EMAIL}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return JSON.parse(res.json().data.orderinfo as string) as Record<string, unknown>;
  };

  it('a WeChat Pay checkout gives the order one, named on the payment and in its pay info', async () => {
    const orderNo = await book();
    expect(await payInfo(orderNo)).toMatchObject({ shortNumber: null });
    const first = await openSession(t, orderNo, FLIGHT_EMAIL, 'WX');
    const { shortNumber } = await orderRow(orderNo);
    expect(shortNumber).toMatch(SHORT_NUMBER_PATTERN);
    expect(await payInfo(orderNo)).toMatchObject({ orderNo, shortNumber });
    // The hosted page shows what the WeChat payment record will say.
    const page = await t.app.inject({ method: 'GET', url: `/sandbox-checkout/${first.id}` });
    expect(page.body).toContain(`WeChat ref ${shortNumber!}`);
    // The return page's lookup names it too.
    const found = await t.app.inject({ method: 'GET', url: `/api/SearchCS?csid=${first.id}` });
    expect(found.json().data.order).toMatchObject({ orderNo, shortNumber });

    // A second WeChat session (the first one ended): a new session, the same number.
    await t.ctx.db
      .update(checkoutSessions)
      .set({ status: 'expired' })
      .where(eq(checkoutSessions.id, first.id));
    const second = await openSession(t, orderNo, FLIGHT_EMAIL, 'WX');
    expect(second.id).not.toBe(first.id);
    expect((await orderRow(orderNo)).shortNumber).toBe(shortNumber);

    // Paid in WeChat: still the same.
    const paid = await t.app.inject({
      method: 'POST',
      url: `/sandbox-checkout/${second.id}/wechat`,
    });
    expect(paid.statusCode).toBe(303);
    const after = await orderRow(orderNo);
    expect(after.status).toBe('issued');
    expect(after.shortNumber).toBe(shortNumber);
    expect(await payInfo(orderNo)).toMatchObject({ shortNumber });
  });

  it('a card checkout gives none', async () => {
    const orderNo = await book();
    const session = await openSession(t, orderNo, FLIGHT_EMAIL, 'Stripe');
    expect((await orderRow(orderNo)).shortNumber).toBeNull();
    expect(await payInfo(orderNo)).toMatchObject({ shortNumber: null });
    const page = await t.app.inject({ method: 'GET', url: `/sandbox-checkout/${session.id}` });
    expect(page.body).not.toContain('WeChat ref');
    const found = await t.app.inject({ method: 'GET', url: `/api/SearchCS?csid=${session.id}` });
    expect(found.json().data.order).toMatchObject({ orderNo, shortNumber: null });
  });

  it('is unique: a number another order holds is drawn again', async () => {
    const a = await orderRow(await book());
    const b = await orderRow(await book());
    expect(await ensureShortNumber(t.ctx.db, a.id, () => '12345678')).toBe('12345678');
    const draws = ['12345678', '12345678', '87654321'];
    expect(await ensureShortNumber(t.ctx.db, b.id, () => draws.shift()!)).toBe('87654321');
    expect(draws).toEqual([]);
    // Kept: asked again, the order answers its own without drawing.
    expect(
      await ensureShortNumber(t.ctx.db, b.id, () => {
        throw new Error('drew again');
      }),
    ).toBe('87654321');
    // The database holds to it too: no duplicate, no leading zero.
    const set = (shortNumber: string) =>
      t.ctx.db.update(orders).set({ shortNumber }).where(eq(orders.id, b.id));
    await expect(set('12345678')).rejects.toThrow();
    await expect(set('01234567')).rejects.toThrow();
    expect((await orderRow(b.orderNo)).shortNumber).toBe('87654321');
  });

  it('gives up after repeated collisions rather than loop', async () => {
    const a = await orderRow(await book());
    await expect(ensureShortNumber(t.ctx.db, a.id, () => '12345678')).rejects.toThrow(
      /no free short number/,
    );
    expect((await orderRow(a.orderNo)).shortNumber).toBeNull();
  });
});
