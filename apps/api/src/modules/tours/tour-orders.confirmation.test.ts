import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { SANDBOX_CARDS } from '@travel/contracts/payments';
import type { TourOrderDetail } from '@travel/contracts/tour-orders';
import { mailOutbox, orders, payments, tourConfirmations } from '@travel/db';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createSecondApp } from '../../test/second-app';
import { createTestUser } from '../../test/users';
import { ROLE } from '@travel/contracts';
import { orderHoldReleasers } from '../../lib/orders/releasers';
import { sweepOrders } from '../../lib/orders/sweep';
import { runTourConfirmations } from './tour-confirmation.job';
import { seedTourCatalogue } from './tour-catalogue.seed';
import { TOUR_TEST_NOW } from './tours.test-helpers';
import {
  TOURIST_EMAIL,
  booked,
  openCheckout,
  payOnSandboxPage,
  placesLeft,
  setDeparture,
  tourBooking,
} from './tour-orders.test-helpers';

const DELAY_SECONDS = 600;
const HOUR = 3_600_000;

/**
 * Payment through the hosted checkout and the operator's 48-hour confirmation (issue 14 §4):
 * paid is not confirmed; the job confirms (issued, mail) or declines (refunded in full, places
 * back, mail), and a decision survives a restart.
 */
describe('tour payment and the 48-hour confirmation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      ORDER_SWEEP_INTERVAL_SECONDS: '0',
      TOUR_OPERATOR_DELAY_SECONDS: String(DELAY_SECONDS),
    });
    t.clock.set(TOUR_TEST_NOW);
    await seedTourCatalogue(t.ctx);
  });
  afterAll(async () => t.close());

  const orderRow = async (orderNo: string) =>
    (await t.ctx.db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0]!;
  const mailsAbout = (orderNo: string) =>
    t.ctx.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.subject, `%${orderNo}%`));
  const detail = async (orderNo: string, app = t.app) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/OrderDetail?orderNo=${orderNo}&email=${TOURIST_EMAIL}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().code).toBe(0);
    return res.json().data as TourOrderDetail;
  };

  /** Books 2 adults on the first open departure of a tour and pays through the sandbox page. */
  async function bookAndPay(tourid: string, card: string = SANDBOX_CARDS.visaSuccess) {
    const rooms = [{ key: 'r1', adults: 2, children: 0 }];
    const { body, departure } = await tourBooking(t, tourid, rooms);
    const result = await booked(t, body);
    const session = await openCheckout(t, result.orderNumber);
    expect(session.amount_total).toBe(result.dueNow);
    const paid = await payOnSandboxPage(t, session.id, card);
    expect(paid.statusCode, paid.body).toBe(303);
    return { result, departure };
  }

  it('paid is not confirmed: stays paid, decision stored, "booking received" mailed', async () => {
    const { result } = await bookAndPay('t-lon-escorted');
    const order = await orderRow(result.orderNumber);
    expect(order.status).toBe('paid');
    const [row] = await t.ctx.db
      .select()
      .from(tourConfirmations)
      .where(eq(tourConfirmations.orderId, order.id));
    expect(row!.decision).toBeNull();
    expect(row!.decideAt.getTime() - order.paidAt!.getTime()).toBe(DELAY_SECONDS * 1000);
    expect(row!.confirmBy.getTime() - order.paidAt!.getTime()).toBe(48 * HOUR);
    const mails = await mailsAbout(result.orderNumber);
    expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/^Booking received: /)]);
    expect(mails[0]!.textBody).toContain('The operator confirms it within 48 hours');
    const view = await detail(result.orderNumber);
    expect(view).toMatchObject({
      product: 'tour',
      status: 'paid',
      confirmation: { state: 'pending', deadline: row!.confirmBy.toISOString(), decidedAt: null },
      canPay: false,
    });
    // Not before its time.
    expect(await runTourConfirmations(t.ctx)).toMatchObject({ confirmed: 0, declined: 0 });
  });

  it('the job confirms a departure that runs: issued with the operator number, and a mail', async () => {
    const { result, departure } = await bookAndPay('t-lon-escorted');
    await setDeparture(t, departure.id, { guaranteed: true });
    t.clock.advance(DELAY_SECONDS * 1000);
    const pass = await runTourConfirmations(t.ctx);
    expect(pass.confirmed).toBeGreaterThanOrEqual(1);
    expect(pass.errors).toEqual([]);
    const view = await detail(result.orderNumber);
    expect(view.status).toBe('issued');
    expect(view.confirmation).toMatchObject({ state: 'confirmed', reason: null });
    expect(view.confirmation.decidedAt).toBe(t.clock.now().toISOString());
    const subjects = (await mailsAbout(result.orderNumber)).map((m) => m.subject);
    expect(subjects).toContain(`Confirmed: ${view.tour.TourName} (${result.orderNumber})`);
    // Decided once: a second pass finds nothing.
    expect(await runTourConfirmations(t.ctx)).toMatchObject({ confirmed: 0, declined: 0 });
  });

  it('declines a departure that will not run: refunded in full, places back, mail', async () => {
    const { result, departure } = await bookAndPay('t-par-escorted');
    const order = await orderRow(result.orderNumber);
    // Only this booking's places sold, and not guaranteed to run.
    const { tourDepartures } = await import('@travel/db');
    const [dep] = await t.ctx.db
      .select()
      .from(tourDepartures)
      .where(eq(tourDepartures.id, departure.id));
    await setDeparture(t, departure.id, { guaranteed: false, placesLeft: dep!.capacity - 2 });
    t.clock.advance(DELAY_SECONDS * 1000);
    const pass = await runTourConfirmations(t.ctx);
    expect(pass.declined).toBeGreaterThanOrEqual(1);
    const view = await detail(result.orderNumber);
    expect(view.status).toBe('refunded');
    expect(view.confirmation).toMatchObject({
      state: 'declined',
      reason: 'This departure does not have enough travellers to run.',
    });
    expect(view.money).toEqual({ paid: result.dueNow, refunded: result.dueNow, net: 0 });
    expect(await placesLeft(t, departure.id)).toBe(dep!.capacity);
    const refunds = await t.ctx.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(refunds.filter((p) => p.kind === 'refund')).toMatchObject([
      { amountCents: -result.dueNow, status: 'succeeded' },
    ]);
    const subjects = (await mailsAbout(result.orderNumber)).map((m) => m.subject);
    expect(subjects).toContain(
      `Not confirmed, refunded: ${view.tour.TourName} (${result.orderNumber})`,
    );
  });

  it('the sandbox "fulfilment fails" card makes the operator decline', async () => {
    const { result, departure } = await bookAndPay('t-lon-escorted', SANDBOX_CARDS.visaIssueFails);
    await setDeparture(t, departure.id, { guaranteed: true });
    expect((await orderRow(result.orderNumber)).status).toBe('paid');
    t.clock.advance(DELAY_SECONDS * 1000);
    await runTourConfirmations(t.ctx);
    const view = await detail(result.orderNumber);
    expect(view.status).toBe('refunded');
    expect(view.confirmation.reason).toBe('The operator could not take this booking.');
  });

  it('a confirmed tour is cancelled on its refund quote: places back, the rules decide the refund', async () => {
    const customer = await createTestUser(t, { role: ROLE.customer });
    const rooms = [{ key: 'r1', adults: 2, children: 0 }];
    const { body, departure } = await tourBooking(t, 't-lon-escorted', rooms, customer.headers);
    await setDeparture(t, departure.id, { guaranteed: true });
    const result = await booked(t, body, customer.headers);
    const session = await openCheckout(t, result.orderNumber);
    await payOnSandboxPage(t, session.id, SANDBOX_CARDS.visaSuccess);
    t.clock.advance(DELAY_SECONDS * 1000);
    await runTourConfirmations(t.ctx);
    const left = await placesLeft(t, departure.id);
    const quote = await t.app.inject({
      method: 'GET',
      url: `/api/Orders/RefundQuote?orderNo=${result.orderNumber}`,
      headers: customer.headers,
    });
    expect(quote.statusCode, quote.body).toBe(200);
    // The first departure leaves within 7 days: nothing back under the tour rules.
    expect(quote.json().data).toMatchObject({ cancellable: true, refund: 0 });
    const cancel = await t.app.inject({
      method: 'POST',
      url: '/api/Cancel',
      headers: customer.headers,
      payload: { orderNo: result.orderNumber, quoteId: quote.json().data.quoteId },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().data).toMatchObject({ product: 'tour', status: 'cancelled' });
    expect(await placesLeft(t, departure.id)).toBe(left + 2);
  });

  it('two processes running the job at once decide an order once (leased rows)', async () => {
    const { result, departure } = await bookAndPay('t-lon-escorted');
    await setDeparture(t, departure.id, { guaranteed: true });
    t.clock.advance(DELAY_SECONDS * 1000);
    const second = await createSecondApp(t, { ORDER_SWEEP_INTERVAL_SECONDS: '0' });
    try {
      const passes = await Promise.all([
        runTourConfirmations(t.ctx),
        runTourConfirmations(second.ctx),
      ]);
      expect(passes.reduce((n, p) => n + p.confirmed, 0)).toBe(1);
    } finally {
      await second.close();
    }
    const confirmed = (await mailsAbout(result.orderNumber)).filter((m) =>
      m.subject.startsWith('Confirmed:'),
    );
    expect(confirmed).toHaveLength(1);
  });

  it('the reconciler leaves a paid tour to the operator, and decides it once the 48 hours are up', async () => {
    const { result, departure } = await bookAndPay('t-lon-escorted');
    await setDeparture(t, departure.id, { guaranteed: true });
    const before = await orderRow(result.orderNumber);
    // Past the reconciler's lease but before the decision time: nothing happens to the order.
    t.clock.advance(5 * 60_000);
    await sweepOrders(t.ctx, orderHoldReleasers(t.ctx));
    const during = await orderRow(result.orderNumber);
    expect(during.status).toBe('paid');
    expect(during.recoveryAttempts).toBe(before.recoveryAttempts);
    expect(await mailsAbout(result.orderNumber)).toHaveLength(1);
    // The job never ran (switched off): at the promised deadline the reconciler decides.
    t.clock.advance(48 * HOUR);
    await sweepOrders(t.ctx, orderHoldReleasers(t.ctx));
    expect((await orderRow(result.orderNumber)).status).toBe('issued');
  });

  it('survives a restart: paid, app closed, a new app on the same database decides', async () => {
    const { result, departure } = await bookAndPay('t-lon-escorted');
    await setDeparture(t, departure.id, { guaranteed: true });
    await t.app.close();
    t.clock.advance(DELAY_SECONDS * 1000 + HOUR);
    const second = await createSecondApp(t, {
      ORDER_SWEEP_INTERVAL_SECONDS: '0',
      TOUR_OPERATOR_DELAY_SECONDS: String(DELAY_SECONDS),
    });
    try {
      const pass = await runTourConfirmations(second.ctx);
      expect(pass.confirmed).toBeGreaterThanOrEqual(1);
      const view = await detail(result.orderNumber, second.app);
      expect(view.status).toBe('issued');
      expect(view.confirmation.state).toBe('confirmed');
    } finally {
      await second.close();
    }
  });
});
