import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotelInventory } from '@travel/db';
import { ROLE } from '@travel/contracts';
import { SANDBOX_CARDS } from '@travel/contracts/flight-booking';
import { orderHoldReleasers } from '../../lib/orders/releasers';
import { sweepOrders } from '../../lib/orders/sweep';
import { card } from '../../lib/orders/test-booking';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestUser } from '../../test/users';
import {
  HOTEL_TEST_NOW,
  chooseRoom,
  findOrderRow,
  freshOrderBody,
  orderHeaders,
  roomsSoldFirstNight,
  type RoomChoiceFixture,
} from './hotels.test-helpers';

/**
 * Issue 9: a refused card on SaveOrderNew no longer holds a visitor's rooms for 30 minutes
 * (5, to retry the card), and one booker's unpaid rooms of one room-type night are limited to a
 * share of them.
 */
describe('hotel unpaid holds', () => {
  let t: TestApp;
  let choice: RoomChoiceFixture;
  beforeAll(async () => {
    t = await createTestApp({ HOLD_MAX_SHARE_PERCENT: '20', HOLD_MAX_SHARE_PERCENT_ACCOUNT: '50' });
    t.clock.set(HOTEL_TEST_NOW);
    choice = await chooseRoom(t, { policy: 'refundable' });
  });
  afterAll(async () => t.close());

  const declined = { method: 'card' as const, card: card(SANDBOX_CARDS.visaDeclined) };
  const save = async (body: unknown, ip: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/SaveOrderNew',
      headers: orderHeaders(headers),
      payload: body as object,
      remoteAddress: ip,
    });
    return { status: res.statusCode, body: res.json() };
  };

  it("a visitor's refused card holds the rooms for 5 minutes; the sweep then frees them", async () => {
    const res = await save(await freshOrderBody(t, choice, { payment: declined }), '198.51.100.60');
    expect(res.status).toBe(402);
    const { orderNo, deadlineAt } = res.body.data;
    expect(new Date(deadlineAt).getTime() - HOTEL_TEST_NOW.getTime()).toBe(5 * 60_000);
    expect((await findOrderRow(t, orderNo)).deadlineAt?.toISOString()).toBe(deadlineAt);
    const sold = (await roomsSoldFirstNight(t, choice)) ?? 0;

    t.clock.set(new Date(HOTEL_TEST_NOW.getTime() + 6 * 60_000));
    try {
      await sweepOrders(t.ctx, orderHoldReleasers(t.ctx));
      expect((await findOrderRow(t, orderNo)).status).toBe('cancelled');
      expect(await roomsSoldFirstNight(t, choice)).toBe(sold - 1);
    } finally {
      t.clock.set(HOTEL_TEST_NOW);
    }
  });

  it("a signed-in booker's refused card keeps the 30 minutes (the order stays payable)", async () => {
    const user = await createTestUser(t, { role: ROLE.customer });
    const res = await save(
      await freshOrderBody(t, choice, { payment: declined }),
      '198.51.100.61',
      user.headers,
    );
    expect(res.status).toBe(402);
    expect(new Date(res.body.data.deadlineAt).getTime() - HOTEL_TEST_NOW.getTime()).toBe(
      30 * 60_000,
    );
  });

  it('one visitor holds at most 20% of a room type on a night, a first booking always', async () => {
    const other = await chooseRoom(t, { policy: 'refundable', city: 'Paris' });
    const ip = '198.51.100.62';
    const first = await save(await freshOrderBody(t, other, { payment: declined }), ip);
    expect(first.status).toBe(402);
    const [night] = await t.ctx.db
      .select({ capacity: hotelInventory.capacity })
      .from(hotelInventory)
      .where(
        and(
          eq(hotelInventory.propertyCode, other.hotelId.split('-')[0]!),
          eq(hotelInventory.roomType, other.roomCode.split('-')[0]!),
          eq(hotelInventory.night, other.rule.stay.checkIn),
        ),
      );
    const limit = Math.floor((night!.capacity * 20) / 100);
    for (let i = 1; i < limit; i += 1) {
      const res = await save(await freshOrderBody(t, other, { payment: declined }), ip);
      expect(res.status, JSON.stringify(res.body)).toBe(402);
    }
    const refused = await save(await freshOrderBody(t, other, { payment: declined }), ip);
    expect(refused.status, JSON.stringify(refused.body)).toBe(422);
    expect(refused.body).toMatchObject({
      code: 'holdShareExceeded',
      data: {
        resourceKind: 'hotel-night',
        limit,
        percent: 20,
        capacity: night!.capacity,
        held: Math.max(1, limit),
      },
    });
  });
});
