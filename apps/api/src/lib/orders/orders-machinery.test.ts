import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventoryHolds, orders, payments } from '@travel/db';
import { createTestApp, type TestApp } from '../../test/test-app';
import { cancelOrder } from './cancel';
import { expireIfOverdue } from './deadline';
import { ORDER_NUMBER_PATTERN, newOrderNumber, normaliseOrderNumber } from './order-number';
import { canTransition, transitionOrder } from './status';
import { sweepOrders } from './sweep';
import { insertTestOrder, recordingReleasers } from './test-orders';

const MINUTE = 60_000;

describe('order numbers', () => {
  it('are TO plus 8 unambiguous characters, and differ', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i += 1) {
      const no = newOrderNumber();
      expect(no).toMatch(ORDER_NUMBER_PATTERN);
      seen.add(no);
    }
    expect(seen.size).toBe(2000);
    expect(normaliseOrderNumber(' to7k-3m9q 2x ')).toBe('TO7K3M9Q2X');
  });
});

describe('status machine', () => {
  it('allows only the life-cycle moves', () => {
    expect(canTransition('awaitingPayment', 'processing')).toBe(true);
    expect(canTransition('processing', 'awaitingPayment')).toBe(true);
    expect(canTransition('paid', 'issued')).toBe(true);
    // Issue 12: an issued order cancels with a refund; mid-fulfilment it cannot.
    expect(canTransition('issued', 'refunded')).toBe(true);
    expect(canTransition('issued', 'awaitingPayment')).toBe(false);
    expect(canTransition('paid', 'cancelled')).toBe(false);
    expect(canTransition('cancelled', 'awaitingPayment')).toBe(false);
    // A late payment for a cancelled order is given back; nothing leaves `refunded`.
    expect(canTransition('cancelled', 'refunded')).toBe(true);
    expect(canTransition('refunded', 'issued')).toBe(false);
  });
});

describe('order machinery on a database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('a guarded transition lets one of two racers through', async () => {
    const order = await insertTestOrder(t.ctx.db, { now: t.ctx.now() });
    const [a, b] = await Promise.all([
      transitionOrder(t.ctx.db, order.id, 'awaitingPayment', 'processing', t.ctx.now()),
      transitionOrder(t.ctx.db, order.id, 'awaitingPayment', 'processing', t.ctx.now()),
    ]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
    await expect(
      transitionOrder(t.ctx.db, order.id, 'issued', 'paid', t.ctx.now()),
    ).rejects.toThrow(/cannot become/);
  });

  it('cancelling releases the holds exactly once, even when two cancellations race', async () => {
    const { releasers, released } = recordingReleasers();
    const order = await insertTestOrder(t.ctx.db, {
      now: t.ctx.now(),
      holds: [
        { resourceKey: 'UA1-20300101|E', quantity: 2 },
        { resourceKey: 'UA2-20300101|E', quantity: 2 },
      ],
    });
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        t.ctx.db.transaction((tx) => cancelOrder(t.ctx, tx, order.id, 'customer', releasers)),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(released).toHaveLength(2);
    const holds = await t.ctx.db
      .select()
      .from(inventoryHolds)
      .where(eq(inventoryHolds.orderId, order.id));
    expect(holds.every((h) => h.releasedAt !== null)).toBe(true);
    const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'cancelled', cancelReason: 'customer' });
  });

  it('does not cancel a paid order', async () => {
    const { releasers, released } = recordingReleasers();
    const order = await insertTestOrder(t.ctx.db, {
      now: t.ctx.now(),
      status: 'paid',
      holds: [{ resourceKey: 'k', quantity: 1 }],
    });
    expect(
      await t.ctx.db.transaction((tx) => cancelOrder(t.ctx, tx, order.id, 'customer', releasers)),
    ).toBeNull();
    expect(released).toHaveLength(0);
  });

  it('a release failure rolls the cancellation back', async () => {
    const order = await insertTestOrder(t.ctx.db, {
      now: t.ctx.now(),
      holds: [{ resourceKey: 'k', quantity: 1 }],
    });
    await expect(
      t.ctx.db.transaction((tx) => cancelOrder(t.ctx, tx, order.id, 'customer', {})),
    ).rejects.toThrow(/no releaser/);
    const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe('awaitingPayment');
  });

  it('expireIfOverdue cancels an unpaid order at its deadline and leaves others alone', async () => {
    const { releasers, released } = recordingReleasers();
    const now = t.ctx.now();
    const order = await insertTestOrder(t.ctx.db, {
      now,
      deadlineAt: new Date(now.getTime() + 30 * MINUTE),
      holds: [{ resourceKey: 'k1', quantity: 1 }],
    });
    expect((await expireIfOverdue(t.ctx, order, releasers)).status).toBe('awaitingPayment');
    const late = { ...t.ctx, now: () => new Date(now.getTime() + 30 * MINUTE) };
    const expired = await expireIfOverdue(late, order, releasers);
    expect(expired).toMatchObject({ status: 'cancelled', cancelReason: 'deadline' });
    expect(released).toEqual([{ resourceKey: 'k1', quantity: 1 }]);
    // A stale copy read before the cancellation: nothing more happens.
    expect((await expireIfOverdue(late, order, releasers)).status).toBe('cancelled');
    expect(released).toHaveLength(1);
  });

  it('the sweep cancels overdue orders and recovers payments cut off mid-way', async () => {
    const { releasers, released } = recordingReleasers();
    const base = new Date(t.ctx.now().getTime() + 365 * 24 * 60 * MINUTE);
    const at = (ms: number) => ({ ...t.ctx, now: () => new Date(base.getTime() + ms) });
    const due = await insertTestOrder(t.ctx.db, {
      now: base,
      holds: [{ resourceKey: 'due', quantity: 3 }],
    });
    const notYet = await insertTestOrder(t.ctx.db, {
      now: new Date(base.getTime() + 20 * MINUTE),
      holds: [{ resourceKey: 'later', quantity: 1 }],
    });
    const stuck = await insertTestOrder(t.ctx.db, { now: base, status: 'processing' });
    const charged = await insertTestOrder(t.ctx.db, { now: base, status: 'processing' });
    await t.ctx.db.insert(payments).values({
      orderId: charged.id,
      method: 'card',
      status: 'succeeded',
      amountCents: 10_000,
      createdAt: base,
    });

    const result = await sweepOrders(at(31 * MINUTE), releasers);
    expect(result.cancelled).toBeGreaterThanOrEqual(1);
    // Earlier tests' unpaid orders are overdue by then too; the one not yet due stays held.
    expect(released).toContainEqual({ resourceKey: 'due', quantity: 3 });
    expect(released.map((h) => h.resourceKey)).not.toContain('later');
    const status = async (id: string) =>
      (await t.ctx.db.select().from(orders).where(eq(orders.id, id)))[0]?.status;
    expect(await status(due.id)).toBe('cancelled');
    expect(await status(notYet.id)).toBe('awaitingPayment');
    expect(await status(stuck.id)).toBe('awaitingPayment');
    // Money was taken: it stays for the payment flow (or support) to finish.
    expect(await status(charged.id)).toBe('processing');
  });
});
