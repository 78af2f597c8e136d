import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROLE } from '@travel/contracts';
import { orders } from '@travel/db';
import type { TestApp } from '../../test/test-app';
import { createTestUser } from '../../test/users';
import { orderHoldReleasers } from '../../lib/orders/releasers';
import { sweepOrders } from '../../lib/orders/sweep';
import { createTourTestApp } from './tours.test-helpers';
import {
  booked,
  contact,
  placesLeft,
  saveOrder,
  setDeparture,
  tourBooking,
} from './tour-orders.test-helpers';

/**
 * Places of a departure (issue 14 §1): held at booking, never oversold, given back at the
 * payment deadline and on cancel.
 */
describe('tour places: holds, deadline, cancel', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTourTestApp();
  });
  afterAll(async () => t.close());

  it('20 simultaneous bookings for the last 3 places: exactly 3 orders', async () => {
    const rooms = [{ key: 'r1', adults: 1, children: 0 }];
    const { body, departure } = await tourBooking(t, 't-rom-escorted', rooms);
    await setDeparture(t, departure.id, { placesLeft: 3 });
    const before = (await t.ctx.db.select().from(orders)).length;
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        saveOrder(t, {
          ...body,
          contact: contact(departure.date, `racer${i}@example.test`),
        }),
      ),
    );
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(17);
    expect(
      replies.filter((r) => r.status === 409).every((r) => r.body.code === 'tourSoldOut'),
    ).toBe(true);
    expect(await placesLeft(t, departure.id)).toBe(0);
    expect((await t.ctx.db.select().from(orders)).length).toBe(before + 3);
  });

  it('places go back at the payment deadline (the sweep cancels the order)', async () => {
    const rooms = [{ key: 'r1', adults: 2, children: 0 }];
    const { body, departure } = await tourBooking(t, 't-lon-escorted', rooms);
    const before = await placesLeft(t, departure.id);
    const result = await booked(t, body);
    expect(await placesLeft(t, departure.id)).toBe(before - 2);
    t.clock.advance(29 * 60_000);
    await sweepOrders(t.ctx, orderHoldReleasers(t.ctx));
    expect(await placesLeft(t, departure.id)).toBe(before - 2);
    t.clock.advance(2 * 60_000);
    const swept = await sweepOrders(t.ctx, orderHoldReleasers(t.ctx));
    expect(swept.cancelled).toBeGreaterThanOrEqual(1);
    expect(await placesLeft(t, departure.id)).toBe(before);
    const [row] = await t.ctx.db
      .select()
      .from(orders)
      .where(eq(orders.orderNo, result.orderNumber));
    expect(row).toMatchObject({ status: 'cancelled', cancelReason: 'deadline' });
  });

  it('places go back when the booker cancels (POST /api/Cancel)', async () => {
    // Signed in now: the clock of the earlier tests has moved past older tokens.
    const customer = await createTestUser(t, { role: ROLE.customer });
    const rooms = [{ key: 'r1', adults: 2, children: 1, childBed: false }];
    const { body, departure } = await tourBooking(t, 't-lon-escorted', rooms, customer.headers);
    const before = await placesLeft(t, departure.id);
    const result = await booked(t, body, customer.headers);
    expect(await placesLeft(t, departure.id)).toBe(before - 3);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Cancel',
      headers: customer.headers,
      payload: { orderNo: result.orderNumber },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ product: 'tour', status: 'cancelled' });
    expect(await placesLeft(t, departure.id)).toBe(before);
  });
});
