import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '@travel/contracts';
import { BOOKING_TEST_NOW, bookOrder } from '../../lib/orders/test-booking';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestUser } from '../../test/users';
import { findSeat, isFreeFor, seatMapOk, seatSelection } from './seat-services.test-calls';

/**
 * Issue 9: seats bought with an unpaid order change it, so an account's order takes them only
 * from that account: the booking email alone reads it and pays it, but gets 1503 here.
 */
describe("seats on an account's order", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(BOOKING_TEST_NOW);
  });
  afterAll(async () => t.close());

  it('refuses the booking email alone (1503) and takes them from the account', async () => {
    const owner = await createTestUser(t, { role: ROLE.customer });
    const { orderNo, body } = await bookOrder(t, { date: '05/06/2027', headers: owner.headers });
    const map = await seatMapOk(t, orderNo, { headers: owner.headers });
    const seat = findSeat(map, 0, (s) => isFreeFor(s, 'PAX1'));
    const seats = [seatSelection(map, 0, seat, 'PAX1')];
    const reserve = (payload: object, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: '/api/ReserveSeats', payload, headers });

    const byEmail = await reserve({ orderNo, email: body.contact.email, seats });
    expect(byEmail.statusCode, byEmail.body).toBe(403);
    expect(byEmail.json().code).toBe(1503);
    const byOwner = await reserve({ orderNo, seats }, owner.headers);
    expect(byOwner.statusCode, byOwner.body).toBe(200);
  });
});
