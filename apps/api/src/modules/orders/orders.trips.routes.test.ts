import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrdersPageSchema } from '@travel/contracts/orders';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestUser, signInAgain, type TestUser } from '../../test/users';
import { BOOKING_TEST_NOW, bookOrder, card, postPayment } from '../../lib/orders/test-booking';

/**
 * My orders as trips (issue 13 §5): `GET /api/Orders?trip=upcoming|past|cancelled` splits at
 * now on when each product starts (a flight's first departure), sorts upcoming soonest first
 * and past most recent first, and pages within the view.
 */
describe('GET /api/Orders?trip=', () => {
  let t: TestApp;
  let customer: TestUser;
  // Booked in this order; departures April 15 (soon), June 20 (later), May 10 (cancelled).
  const made = {} as Record<'soon' | 'later' | 'cancelled' | 'middle', string>;

  const get = async (url: string, user: TestUser) => {
    const res = await t.app.inject({ method: 'GET', url, headers: user.headers });
    return { status: res.statusCode, body: res.json() };
  };
  const trips = async (query: string) => {
    const res = await get(`/api/Orders?${query}`, customer);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const page = OrdersPageSchema.parse(res.body.data);
    return { ...page, orderNos: page.items.map((o) => o.orderNo) };
  };
  const paid = async (q: { date: string; from?: string; to?: string }) => {
    const { orderNo } = await bookOrder(t, { headers: customer.headers, ...q });
    const res = await postPayment(t, { orderNo, method: 'card', card: card() }, customer.headers);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return orderNo;
  };

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(BOOKING_TEST_NOW);
    customer = await createTestUser(t);
    made.later = await paid({ date: '06/20/2027' });
    made.soon = await paid({ date: '04/15/2027' });
    made.middle = await paid({ date: '05/01/2027', from: 'JFK', to: 'LAX' });
    made.cancelled = (
      await bookOrder(t, { headers: customer.headers, date: '05/10/2027', from: 'SFO', to: 'LAX' })
    ).orderNo;
    const cancel = await t.app.inject({
      method: 'POST',
      url: '/api/Cancel',
      headers: customer.headers,
      payload: { orderNo: made.cancelled },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
  });
  afterAll(async () => t.close());

  it('lists upcoming trips soonest first, cancelled apart, nothing past yet', async () => {
    expect((await trips('trip=upcoming')).orderNos).toEqual([made.soon, made.middle, made.later]);
    expect((await trips('trip=past')).total).toBe(0);
    expect((await trips('trip=cancelled')).orderNos).toEqual([made.cancelled]);
    // Without a view: every order, latest booking first, as before.
    expect((await trips('')).total).toBe(4);
  });

  it('moves a trip to past once it has started, most recent first, and pages each view', async () => {
    t.clock.set(new Date('2027-05-15T00:00:00Z'));
    const before = customer;
    customer = await signInAgain(t, customer);
    try {
      expect((await trips('trip=upcoming')).orderNos).toEqual([made.later]);
      expect((await trips('trip=past')).orderNos).toEqual([made.middle, made.soon]);
      // A cancelled trip stays cancelled after its date, never past.
      expect((await trips('trip=cancelled')).orderNos).toEqual([made.cancelled]);
      const second = await trips('trip=past&pageSize=1&page=2');
      expect(second).toMatchObject({ total: 2, page: 2, pageSize: 1 });
      expect(second.orderNos).toEqual([made.soon]);
      // The spec's filters still apply within a view.
      expect((await trips('trip=past&status=canceled')).total).toBe(0);
    } finally {
      t.clock.set(BOOKING_TEST_NOW);
      customer = before;
    }
  });

  it('answers an unknown view with 400 {code, msg}', async () => {
    const res = await get('/api/Orders?trip=soon', customer);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: expect.anything(), msg: expect.any(String) });
  });
});
