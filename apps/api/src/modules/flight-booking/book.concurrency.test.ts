import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readSearchResult } from '../../test/read-search-result';
import { flightInventory, inventoryHolds, orders } from '@travel/db';
import { createTestApp, type TestApp } from '../../test/test-app';
import { orderHoldReleasers } from '../../lib/orders/releasers';
import { sweepOrders } from '../../lib/orders/sweep';
import {
  BOOKING_TEST_NOW,
  bookBody,
  bookHeaders,
  findOffer,
  passenger,
  postBook,
} from '../../lib/orders/test-booking';

/**
 * Issue 3 §8: with N seats left, 5N simultaneous one-traveller bookings hold exactly N and the
 * inventory never goes negative; ten simultaneous bookings with one Idempotency-Key make one
 * order; the deadline sweep returns the seats. PostgreSQL is the real race (TEST_DB=postgres);
 * on PGlite the same assertions hold with the requests interleaved on one connection.
 */
describe('booking under concurrency', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(BOOKING_TEST_NOW);
  });
  afterAll(async () => t.close());

  const seats = async (flightId: string) =>
    (
      await t.ctx.db.select().from(flightInventory).where(eq(flightInventory.flightId, flightId))
    )[0]!;

  it('5N simultaneous bookings of the last N seats hold exactly N; the sweep gives them back', async () => {
    const N = 4;
    const probe = await findOffer(t, { from: 'LAX', to: 'SEA', date: '05/03/2027' });
    const flightId = probe.offer.trips[0]!.segments[0]!.flightId;
    const cabin = probe.offer.cabin;
    // N seats left, all in the last fare class, so every racer is quoted the same price.
    await t.ctx.db
      .insert(flightInventory)
      .values({ flightId, cabin, capacity: 100, sold: 100 - N })
      .onConflictDoUpdate({
        target: [flightInventory.flightId, flightInventory.cabin],
        set: { capacity: 100, sold: 100 - N },
      });
    // Searches read seats from an in-process copy that a write made with plain SQL reaches by
    // its NOTIFY, a moment after the commit (decisions: "Flight search reads seats from an
    // in-process index"); bookings lock the rows themselves either way.
    const same = await vi.waitFor(
      async () => {
        const search = await t.app.inject({
          method: 'GET',
          url: `/api/AirTickets?tripType=oneway&departureAirport=LAX&destinationAirport=SEA&departureDate=05/03/2027&adult=1&cabin=${cabin}`,
        });
        const offer = readSearchResult(search.json().data).offers.find(
          (o) =>
            o.trips[0]!.segments.length === 1 && o.trips[0]!.segments[0]!.flightId === flightId,
        )!;
        expect(offer.seatsRemaining).toBe(N);
        return offer;
      },
      { timeout: 5_000, interval: 50 },
    );
    const brandId = same.brands[0]!.brandId;

    const replies = await Promise.all(
      Array.from({ length: 5 * N }, () =>
        postBook(t, bookBody(same, brandId, { passengers: [passenger()] }), bookHeaders()),
      ),
    );
    const won = replies.filter((r) => r.status === 200);
    expect(won).toHaveLength(N);
    for (const r of replies.filter((x) => x.status !== 200)) {
      expect(r.body.code, JSON.stringify(r.body)).toBe(1050);
    }
    const after = await seats(flightId);
    expect(after.sold).toBe(100);
    const holds = await t.ctx.db
      .select()
      .from(inventoryHolds)
      .where(
        and(
          eq(inventoryHolds.resourceKey, `${flightId}|${cabin}`),
          isNull(inventoryHolds.releasedAt),
        ),
      );
    expect(holds.reduce((sum, h) => sum + h.quantity, 0)).toBe(N);

    // Nobody pays: at the deadline the sweep cancels them all and the seats return, once.
    const late = { ...t.ctx, now: () => new Date(BOOKING_TEST_NOW.getTime() + 31 * 60_000) };
    const [first, second] = await Promise.all([
      sweepOrders(late, orderHoldReleasers(t.ctx)),
      sweepOrders(late, orderHoldReleasers(t.ctx)),
    ]);
    expect(first!.cancelled + second!.cancelled).toBeGreaterThanOrEqual(N);
    expect((await seats(flightId)).sold).toBe(100 - N);
    for (const reply of won) {
      const [order] = await t.ctx.db
        .select()
        .from(orders)
        .where(eq(orders.orderNo, reply.body.data.orderNo));
      expect(order).toMatchObject({ status: 'cancelled', cancelReason: 'deadline' });
    }
  });

  it('ten simultaneous bookings with one Idempotency-Key make one order', async () => {
    const { offer, brandId } = await findOffer(t, { from: 'JFK', to: 'BOS', date: '05/04/2027' });
    const flightId = offer.trips[0]!.segments[0]!.flightId;
    const body = bookBody(offer, brandId);
    const headers = bookHeaders({}, randomUUID());
    const replies = await Promise.all(Array.from({ length: 10 }, () => postBook(t, body, headers)));
    for (const reply of replies) {
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      expect(reply.body).toEqual(replies[0]!.body);
    }
    const made = await t.ctx.db
      .select()
      .from(orders)
      .where(eq(orders.orderNo, replies[0]!.body.data.orderNo));
    expect(made).toHaveLength(1);
    const holds = await t.ctx.db
      .select()
      .from(inventoryHolds)
      .where(eq(inventoryHolds.resourceKey, `${flightId}|${offer.cabin}`));
    expect(holds).toHaveLength(1);
  });
});
