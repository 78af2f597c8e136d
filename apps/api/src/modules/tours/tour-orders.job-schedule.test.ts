import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { SANDBOX_CARDS } from '@travel/contracts/payments';
import { orders } from '@travel/db';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedTourCatalogue } from './tour-catalogue.seed';
import { TOUR_TEST_NOW } from './tours.test-helpers';
import {
  booked,
  openCheckout,
  payOnSandboxPage,
  setDeparture,
  tourBooking,
} from './tour-orders.test-helpers';

/**
 * The confirmation job runs by itself while the app is up (every ORDER_SWEEP_INTERVAL_SECONDS)
 * and stops with it: a paid order is confirmed without anyone calling it.
 */
describe('the scheduled confirmation job', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      ORDER_SWEEP_INTERVAL_SECONDS: '1',
      TOUR_OPERATOR_DELAY_SECONDS: '60',
    });
    t.clock.set(TOUR_TEST_NOW);
    await seedTourCatalogue(t.ctx);
  });
  afterAll(async () => t.close());

  it('confirms a paid order once its decision time has come', async () => {
    const rooms = [{ key: 'r1', adults: 2, children: 0 }];
    const { body, departure } = await tourBooking(t, 't-lon-escorted', rooms);
    await setDeparture(t, departure.id, { guaranteed: true });
    const { orderNumber } = await booked(t, body);
    const session = await openCheckout(t, orderNumber);
    await payOnSandboxPage(t, session.id, SANDBOX_CARDS.visaSuccess);
    const status = async () =>
      (await t.ctx.db.select().from(orders).where(eq(orders.orderNo, orderNumber)))[0]!.status;
    expect(await status()).toBe('paid');
    t.clock.advance(61_000);
    await vi.waitFor(async () => expect(await status()).toBe('issued'), {
      timeout: 30_000,
      interval: 250,
    });
  });
});
