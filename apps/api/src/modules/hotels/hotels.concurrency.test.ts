import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotelInventory, inventoryHolds, orders } from '@travel/db';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  HOTEL_TEST_NOW,
  chooseRoom,
  freshOrderBody,
  orderHeaders,
  saveOrder,
} from './hotels.test-helpers';

/**
 * Issue 4 §4: the last room of a night booked by 20 simultaneous `SaveOrderNew` requests:
 * exactly one succeeds, the others get 409 and the inventory never goes past its capacity or
 * below zero. PostgreSQL is the real race (TEST_DB=postgres runs this file there too); on
 * PGlite the same assertions hold with the requests interleaved on one connection.
 */
describe('hotel booking under concurrency', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(HOTEL_TEST_NOW);
  });
  afterAll(async () => t.close());

  it('20 simultaneous bookings of the last room of a night: exactly one wins', async () => {
    const choice = await chooseRoom(t, { city: 'Paris', policy: 'refundable' });
    const propertyCode = choice.hotelId.split('-')[0]!;
    const roomType = choice.roomCode.split('-')[0]!;
    const night = choice.rule.stay.checkIn;
    const capacity = 12;
    // One room of this type left on the first night of the stay.
    await t.ctx.db
      .insert(hotelInventory)
      .values({ propertyCode, roomType, night, capacity, sold: capacity - 1 })
      .onConflictDoUpdate({
        target: [hotelInventory.propertyCode, hotelInventory.roomType, hotelInventory.night],
        set: { capacity, sold: capacity - 1 },
      });
    const body = await freshOrderBody(t, choice);
    expect(body.rooms).toBe(1);

    const replies = await Promise.all(
      Array.from({ length: 20 }, () => saveOrder(t, body, orderHeaders())),
    );
    const won = replies.filter((r) => r.status === 200);
    expect(won, JSON.stringify(replies.map((r) => r.body.code))).toHaveLength(1);
    expect(won[0]!.body.data.status).toBe('issued');
    for (const lost of replies.filter((r) => r.status !== 200)) {
      expect(lost.status, JSON.stringify(lost.body)).toBe(409);
      expect(lost.body.code).toBe(1050);
    }
    const [row] = await t.ctx.db
      .select()
      .from(hotelInventory)
      .where(
        and(
          eq(hotelInventory.propertyCode, propertyCode),
          eq(hotelInventory.roomType, roomType),
          eq(hotelInventory.night, night),
        ),
      );
    expect(row).toMatchObject({ capacity, sold: capacity });
    const holds = await t.ctx.db
      .select()
      .from(inventoryHolds)
      .where(
        and(
          eq(inventoryHolds.resourceKey, `${propertyCode}|${roomType}|${night}`),
          isNull(inventoryHolds.releasedAt),
        ),
      );
    expect(holds.reduce((sum, h) => sum + h.quantity, 0)).toBe(1);
    const made = await t.ctx.db.select().from(orders).where(eq(orders.product, 'hotel'));
    expect(made).toHaveLength(1);
  });

  it('ten simultaneous bookings with one Idempotency-Key make one order', async () => {
    const choice = await chooseRoom(t, { city: 'Rome' });
    const body = await freshOrderBody(t, choice);
    const headers = orderHeaders({}, randomUUID());
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => saveOrder(t, body, headers)),
    );
    for (const reply of replies) {
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      expect(reply.body.data.orderNo).toBe(replies[0]!.body.data.orderNo);
    }
    const made = await t.ctx.db
      .select()
      .from(orders)
      .where(eq(orders.orderNo, replies[0]!.body.data.orderNo));
    expect(made).toHaveLength(1);
    const holds = await t.ctx.db
      .select()
      .from(inventoryHolds)
      .where(eq(inventoryHolds.orderId, made[0]!.id));
    expect(holds).toHaveLength(choice.rule.stay.nights);
  });
});
