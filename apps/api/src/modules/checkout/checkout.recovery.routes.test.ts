import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CardPaymentSchema } from '@travel/contracts/payments';
import {
  checkoutSessions,
  orders,
  sandboxCheckoutSessions,
  sandboxWebhookOutbox,
  webhookEvents,
} from '@travel/db';
import { createTestApp, type TestApp } from '../../test/test-app';
import { BOOKING_TEST_NOW, bookOrder, card } from '../../lib/orders/test-booking';
import { loadConfig } from '../../plugins/env';
import { paySandboxSession } from '../../lib/payments/checkout/sandbox-payments';
import { deliverSandboxEvents, retryDelayMs } from '../../lib/payments/checkout/sandbox-outbox';
import { SandboxCardProcessor } from '../../lib/payments/sandbox-processor';
import { cardDetailsOf } from '../../lib/payments/pay-order';
import { sweepCheckout } from './checkout-sweep';
import { webhookDelivery } from './sandbox-page.routes';
import {
  FLIGHT_EMAIL,
  openSession,
  orderOf,
  outboxEventsOf,
  paymentsOf,
  postWebhook,
  searchCs,
  signSandbox,
} from './checkout.test-helpers';

/**
 * The hosted checkout when things go wrong between the systems: the webhook unreachable, a
 * card payment of the same order in flight, a process dying after the charge, a session left
 * behind by a changed order, a wallet refusing later, events we do not handle.
 */

const testCard = () => cardDetailsOf(CardPaymentSchema.parse(card()));

describe('hosted checkout recovery (sandbox)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ORDER_SWEEP_INTERVAL_SECONDS: '0' });
  });
  beforeEach(() => t.clock.set(BOOKING_TEST_NOW));
  afterAll(async () => t.close());

  const outboxRow = async (eventId: string) => {
    const [row] = await t.ctx.db
      .select()
      .from(sandboxWebhookOutbox)
      .where(eq(sandboxWebhookOutbox.eventId, eventId));
    return row!;
  };

  it('the webhook unreachable: the event stays owed and is delivered by a later sweep, with growing pauses', async () => {
    const { orderNo } = await bookOrder(t);
    const session = await openSession(t, orderNo, FLIGHT_EMAIL);
    const paid = await paySandboxSession(
      t.ctx.db,
      session.id,
      { kind: 'card', card: testCard() },
      t.clock.now(),
      30_000,
    );
    if (paid.kind !== 'paid') throw new Error('not paid');
    const down = async () => 503;
    expect(await deliverSandboxEvents(t.ctx.db, t.clock.now(), down, [paid.eventId])).toEqual({
      delivered: 0,
      failed: 1,
    });
    const first = await outboxRow(paid.eventId);
    expect(first).toMatchObject({ attempts: 1, lastStatus: 503, deliveredAt: null });
    expect(first.nextAttemptAt.getTime() - t.clock.now().getTime()).toBe(retryDelayMs(1));
    // Not due yet: nothing is sent.
    expect(await deliverSandboxEvents(t.ctx.db, t.clock.now(), down)).toEqual({
      delivered: 0,
      failed: 0,
    });
    t.clock.advance(retryDelayMs(1));
    expect(
      await deliverSandboxEvents(t.ctx.db, t.clock.now(), () =>
        Promise.reject(new Error('refused')),
      ),
    ).toEqual({ delivered: 0, failed: 1 });
    expect((await outboxRow(paid.eventId)).attempts).toBe(2);
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));
    expect((await orderOf(t, orderNo)).status).toBe('awaitingPayment');

    t.clock.advance(retryDelayMs(2));
    const swept = await sweepCheckout(t.ctx, webhookDelivery(t.app));
    expect(swept.events.delivered).toBe(1);
    expect((await outboxRow(paid.eventId)).deliveredAt).not.toBeNull();
    expect((await orderOf(t, orderNo)).status).toBe('issued');
    // Delivered events are not sent again.
    expect((await sweepCheckout(t.ctx, webhookDelivery(t.app))).events.delivered).toBe(0);
  });

  it('a card payment of the same order in flight: the event answers 409 and is not recorded; its retry decides', async () => {
    const { orderNo } = await bookOrder(t);
    const session = await openSession(t, orderNo, FLIGHT_EMAIL);
    const paid = await paySandboxSession(
      t.ctx.db,
      session.id,
      { kind: 'card', card: testCard() },
      t.clock.now(),
      30_000,
    );
    if (paid.kind !== 'paid') throw new Error('not paid');
    const order = await orderOf(t, orderNo);
    // The card form's payment has begun (awaiting payment → processing) and not finished.
    await t.ctx.db.update(orders).set({ status: 'processing' }).where(eq(orders.id, order.id));
    const { payload } = await outboxRow(paid.eventId);
    const busy = await postWebhook(t, payload, await signSandbox(t, payload));
    expect(busy.status).toBe(409);
    expect(busy.body.code).toBe(1512);
    expect(
      await t.ctx.db.select().from(webhookEvents).where(eq(webhookEvents.id, paid.eventId)),
    ).toEqual([]);
    expect(await paymentsOf(t, orderNo)).toEqual([]);
    // The card payment was refused: the order is payable again, and the retried event pays it.
    await t.ctx.db.update(orders).set({ status: 'awaitingPayment' }).where(eq(orders.id, order.id));
    const retried = await postWebhook(t, payload, await signSandbox(t, payload));
    expect(retried.status).toBe(200);
    expect((await orderOf(t, orderNo)).status).toBe('issued');
  });

  it('a process that died after the charge: the sweep finds the charge by key and completes the session (or reopens it)', async () => {
    const { orderNo } = await bookOrder(t);
    const session = await openSession(t, orderNo, FLIGHT_EMAIL);
    // As the page's request leaves it when it dies between the claim and the answer: processing,
    // attempt 1 charged at the processor.
    await t.ctx.db
      .update(sandboxCheckoutSessions)
      .set({
        status: 'processing',
        attempts: 1,
        leaseUntil: new Date(t.clock.now().getTime() + 30_000),
      })
      .where(eq(sandboxCheckoutSessions.id, session.id));
    await new SandboxCardProcessor(t.ctx.db).charge({
      amountCents: session.amount_total,
      currency: 'USD',
      card: testCard(),
      reference: orderNo,
      now: t.clock.now(),
      idempotencyKey: `${session.id}:1`,
    });
    const page = await t.app.inject({ method: 'GET', url: `/sandbox-checkout/${session.id}` });
    expect(page.body).toContain('Your payment is being processed');
    // Leased: left alone until the lease has passed.
    expect((await sweepCheckout(t.ctx, webhookDelivery(t.app))).settled).toBe(0);
    t.clock.advance(31_000);
    const swept = await sweepCheckout(t.ctx, webhookDelivery(t.app));
    expect(swept.settled).toBe(1);
    expect(swept.events.delivered).toBe(1);
    expect((await orderOf(t, orderNo)).status).toBe('issued');

    // Died before the charge: the session is payable again.
    const other = await bookOrder(t);
    const second = await openSession(t, other.orderNo, FLIGHT_EMAIL);
    await t.ctx.db
      .update(sandboxCheckoutSessions)
      .set({ status: 'processing', attempts: 1, leaseUntil: t.clock.now() })
      .where(eq(sandboxCheckoutSessions.id, second.id));
    expect((await sweepCheckout(t.ctx, webhookDelivery(t.app))).settled).toBe(1);
    const [row] = await t.ctx.db
      .select()
      .from(sandboxCheckoutSessions)
      .where(eq(sandboxCheckoutSessions.id, second.id));
    expect(row?.status).toBe('open');
  });

  it('an order whose amount changed gets a new session; the old one is ended and a payment of it would go back', async () => {
    const { orderNo } = await bookOrder(t);
    const first = await openSession(t, orderNo, FLIGHT_EMAIL);
    // Seats or bags added after the session was opened.
    await t.ctx.db
      .update(orders)
      .set({
        dueNowCents: sql`${orders.dueNowCents} + 2500`,
        totalCents: sql`${orders.totalCents} + 2500`,
      })
      .where(eq(orders.orderNo, orderNo));
    const second = await openSession(t, orderNo, FLIGHT_EMAIL);
    expect(second.id).not.toBe(first.id);
    expect(second.amount_total).toBe(first.amount_total + 2500);
    expect((await searchCs(t, first.id)).body.data.status).toBe('expired');
    const [oldSandbox] = await t.ctx.db
      .select()
      .from(sandboxCheckoutSessions)
      .where(eq(sandboxCheckoutSessions.id, first.id));
    expect(oldSandbox?.status).toBe('expired');
    // The expiry event reached the webhook too (delivered by the sweep) and changes nothing more.
    await sweepCheckout(t.ctx, webhookDelivery(t.app));
    const [ours] = await t.ctx.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, first.id));
    expect(ours?.status).toBe('expired');
  });

  it('a wallet refusing after completion (async_payment_failed): the session reads failed, the order stays payable', async () => {
    const { orderNo } = await bookOrder(t);
    const session = await openSession(t, orderNo, FLIGHT_EMAIL, 'WX');
    await t.ctx.db
      .update(sandboxCheckoutSessions)
      .set({ status: 'complete' })
      .where(eq(sandboxCheckoutSessions.id, session.id));
    const [row] = await t.ctx.db
      .select()
      .from(sandboxCheckoutSessions)
      .where(eq(sandboxCheckoutSessions.id, session.id));
    const payload = JSON.stringify({
      id: 'evt_asyncfailed000001',
      object: 'event',
      created: Math.floor(t.clock.now().getTime() / 1000),
      type: 'checkout.session.async_payment_failed',
      data: {
        object: {
          id: session.id,
          object: 'checkout.session',
          status: 'complete',
          payment_status: 'unpaid',
          amount_total: row!.amountCents,
          currency: 'usd',
          created: session.created,
          expires_at: session.expires_at,
          payment_method_types: ['wechat_pay'],
          metadata: { orderNo },
          payment_intent: null,
        },
      },
    });
    const res = await postWebhook(t, payload, await signSandbox(t, payload));
    expect(res.status).toBe(200);
    expect((await searchCs(t, session.id)).body.data).toMatchObject({
      status: 'complete',
      payment_status: 'unpaid',
      order: { status: 'awaitingPayment', payment: 'failed' },
    });
    expect(await paymentsOf(t, orderNo)).toEqual([]);
  });

  it('events we do not handle, or for sessions we never made, are acknowledged once and do nothing', async () => {
    const other = JSON.stringify({
      id: 'evt_other000000000001',
      object: 'event',
      type: 'charge.refunded',
      created: 1,
      data: { object: {} },
    });
    expect(await postWebhook(t, other, await signSandbox(t, other))).toMatchObject({
      status: 200,
      body: { data: { duplicate: false } },
    });
    expect(await postWebhook(t, other, await signSandbox(t, other))).toMatchObject({
      status: 200,
      body: { data: { duplicate: true } },
    });
    const [completed] = await outboxEventsOf(t, 'cs_test_');
    const stranger = completed!.payload
      .replace(/cs_test_[A-Za-z0-9]+/g, `cs_test_${'Z'.repeat(58)}`)
      .replace(/"id": "evt_[A-Za-z0-9]+"/, '"id": "evt_stranger0000000001"');
    const res = await postWebhook(t, stranger, await signSandbox(t, stranger));
    expect(res.status).toBe(200);
    const [recorded] = await t.ctx.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.id, 'evt_stranger0000000001'));
    expect(recorded?.outcome).toBe('unknownSession');
    const malformed = JSON.stringify({
      id: 'evt_bad00000000000001',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: 1 } },
    });
    expect((await postWebhook(t, malformed, await signSandbox(t, malformed))).status).toBe(400);
  });

  it('the same payment reported at once by several deliveries and a twin event: paid and fulfilled once', async () => {
    const { orderNo } = await bookOrder(t);
    const session = await openSession(t, orderNo, FLIGHT_EMAIL);
    const paid = await paySandboxSession(
      t.ctx.db,
      session.id,
      { kind: 'card', card: testCard() },
      t.clock.now(),
      30_000,
    );
    if (paid.kind !== 'paid') throw new Error('not paid');
    const { payload } = await outboxRow(paid.eventId);
    const twin = payload.replace(/"id": "evt_[A-Za-z0-9]+"/, '"id": "evt_racingtwin00000001"');
    const replies = await Promise.all(
      [payload, payload, payload, twin, twin].map(async (body) =>
        postWebhook(t, body, await signSandbox(t, body)),
      ),
    );
    // A delivery that lost the race for the order may be told to retry (409); none is a 5xx.
    for (const reply of replies) expect([200, 409]).toContain(reply.status);
    const firsts = replies.filter((reply) => reply.status === 200 && !reply.body.data.duplicate);
    expect(firsts.length).toBeGreaterThanOrEqual(1);
    expect(firsts.length).toBeLessThanOrEqual(2);
    expect(await paymentsOf(t, orderNo)).toHaveLength(1);
    expect((await orderOf(t, orderNo)).status).toBe('issued');
  });

  it('the configuration takes both Stripe variables or neither', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(
      /STRIPE_WEBHOOK_SECRET/,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toThrow(
      /STRIPE_SECRET_KEY/,
    );
    expect(
      loadConfig({
        NODE_ENV: 'test',
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
      }),
    ).toMatchObject({ STRIPE_SECRET_KEY: 'sk_test_x' });
  });
});
