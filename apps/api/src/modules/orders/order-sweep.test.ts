import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '@travel/db';
import { createTestApp } from '../../test/test-app';
import { BOOKING_TEST_NOW, bookOrder } from '../../lib/orders/test-booking';

describe('the order sweep of a running app', () => {
  it('cancels an unpaid order once its deadline passes, and stops when the app closes', async () => {
    const t = await createTestApp({ ORDER_SWEEP_INTERVAL_SECONDS: '1' });
    try {
      t.clock.set(BOOKING_TEST_NOW);
      const { orderNo } = await bookOrder(t);
      const status = async () =>
        (await t.ctx.db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0]!.status;
      await sleep(1_300);
      expect(await status()).toBe('awaitingPayment');
      t.clock.advance(30 * 60_000);
      let now = await status();
      for (let i = 0; i < 30 && now !== 'cancelled'; i += 1) {
        await sleep(100);
        now = await status();
      }
      expect(now).toBe('cancelled');
    } finally {
      // Close waits for a pass in flight and clears the timer (a leak would keep the worker up).
      await t.close();
    }
  });
});
