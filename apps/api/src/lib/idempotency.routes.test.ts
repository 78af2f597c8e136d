import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@travel/contracts';
import { idempotencyKeys, orders, payments, processorCharges } from '@travel/db';
import { createTestApp, type TestApp } from '../test/test-app';
import {
  HOTEL_TEST_NOW,
  chooseRoom,
  freshOrderBody,
  orderHeaders,
  saveOrder,
} from '../modules/hotels/hotels.test-helpers';
import { reconcileOrders } from './orders/reconcile';
import { orderChangeCode } from './orders/test-order-code';
import {
  BOOKING_TEST_NOW,
  bookBody,
  bookHeaders,
  bookOrder,
  card,
  findOffer,
  postPayment,
} from './orders/test-booking';
import { replacePaymentProcessor } from './payments/payment-processor';
import { idempotencyScope, runIdempotent } from './idempotency';
import { OrdersService } from '../modules/orders/orders.service';
import { ANONYMOUS_IDENTITY } from '../plugins/auth';

const EMAIL = 'alex.contact@example.test';

/** Idempotency-Key through the routes that use it, as crashes and retries meet them. */
describe('Idempotency-Key on the booking and payment routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ORDER_RECOVERY_LEASE_SECONDS: '20', IDEMPOTENCY_LOCK_SECONDS: '5' });
    t.clock.set(BOOKING_TEST_NOW);
  });
  afterAll(async () => t.close());

  const orderRow = async (orderNo: string) =>
    (await t.ctx.db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0]!;

  it('a payment cut by a crash: a retry with its key gets the original success, once charged', async () => {
    const { orderNo } = await bookOrder(t);
    const key = randomUUID();
    const body = { orderNo, email: EMAIL, method: 'card', card: card() };
    // The charge goes through and then the process is gone (no answer, processor unreachable).
    const inner = replacePaymentProcessor(t.ctx, (real) => ({
      refund: (request) => real.refund(request),
      charge: async (request) => {
        await real.charge(request);
        throw new Error('process killed');
      },
      retrieve: async () => {
        throw new Error('process killed');
      },
    }));
    let cut;
    try {
      cut = await postPayment(t, body, { 'idempotency-key': key });
    } finally {
      replacePaymentProcessor(t.ctx, () => inner);
    }
    expect(cut.status).toBe(500);
    // As a dead process leaves it: the claim still held until its lease runs out.
    await t.ctx.db
      .update(idempotencyKeys)
      .set({ lockedUntil: new Date(t.clock.now().getTime() + 5_000), owner: 'dead' })
      .where(eq(idempotencyKeys.key, key));
    // Seconds later the claim is dead and the reconciler has finished the order.
    t.clock.advance(21_000);
    await reconcileOrders(t.ctx);
    const retries = await Promise.all([
      postPayment(t, body, { 'idempotency-key': key }),
      postPayment(t, body, { 'idempotency-key': key }),
    ]);
    for (const retry of retries) {
      expect(retry.status, JSON.stringify(retry.body)).toBe(200);
      expect(retry.body.data).toMatchObject({ orderNo, status: 'issued' });
      expect(retry.body.data.ticketNumbers).toHaveLength(1);
    }
    const order = await orderRow(orderNo);
    expect(
      await t.ctx.db.select().from(payments).where(eq(payments.orderId, order.id)),
    ).toHaveLength(1);
    expect(
      await t.ctx.db.select().from(processorCharges).where(eq(processorCharges.reference, orderNo)),
    ).toHaveLength(1);
  });

  it('concurrent replays of a hotel booking all get the final reply, never awaitingPayment', async () => {
    t.clock.set(HOTEL_TEST_NOW);
    const choice = await chooseRoom(t, { policy: 'refundable' });
    const body = await freshOrderBody(t, choice);
    const headers = orderHeaders();
    // A processor that takes a moment, as a real one does: replays arrive mid-payment.
    const inner = replacePaymentProcessor(t.ctx, (real) => ({
      refund: (request) => real.refund(request),
      charge: async (request) => {
        await sleep(300);
        return real.charge(request);
      },
      retrieve: (key) => real.retrieve(key),
    }));
    let replies;
    try {
      replies = await Promise.all(
        Array.from({ length: 10 }, (_, i) => sleep(i * 40).then(() => saveOrder(t, body, headers))),
      );
    } finally {
      replacePaymentProcessor(t.ctx, () => inner);
    }
    const orderNos = new Set(replies.map((r) => r.body.data?.orderNo));
    expect(orderNos.size).toBe(1);
    for (const reply of replies) {
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      expect(reply.body.data.status).toBe('issued');
    }
    t.clock.set(BOOKING_TEST_NOW);
  });

  it("visitors' keys are their own: the same key from another visitor never replays the first one's reply", async () => {
    const { offer, brandId } = await findOffer(t, { date: '04/18/2027' });
    const body = bookBody(offer, brandId);
    const key = randomUUID();
    const post = async (remoteAddress: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/Book',
        headers: bookHeaders({}, key),
        payload: body,
        remoteAddress,
      });
      return { status: res.statusCode, body: res.json() };
    };
    const first = await post('198.51.100.7');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    // The same visitor retrying: the same order.
    expect((await post('198.51.100.7')).body.data.orderNo).toBe(first.body.data.orderNo);
    // Someone else who learnt the key (and the body): not the first visitor's order.
    const other = await post('203.0.113.9');
    expect(other.body.data?.orderNo).not.toBe(first.body.data.orderNo);
  });

  it('a cancellation cut after it committed: the retry gets the cancelled order, not "order status abnormal"', async () => {
    t.clock.set(BOOKING_TEST_NOW);
    const email = 'cancel.crash@example.test';
    const { orderNo } = await bookOrder(
      t,
      {},
      {
        contact: { name: 'Alex Contact', email, mobile: '+1 415 555 0100' },
      },
    );
    const code = await orderChangeCode(t, orderNo, email);
    const body = { orderNo, email, code };
    const key = randomUUID();
    const scope = idempotencyScope(t.ctx, 'cancel', ANONYMOUS_IDENTITY, { ip: '127.0.0.1', body });
    const caller = { ...ANONYMOUS_IDENTITY, clientAddress: '127.0.0.1' };
    await expect(
      runIdempotent(t.ctx, { scope, key, body }, async (claim) => {
        await new OrdersService(t.ctx).cancel(caller, body, claim);
        throw new Error('process killed after the commit');
      }),
    ).rejects.toThrow(/killed/);
    const retry = await t.app.inject({
      method: 'POST',
      url: '/api/Cancel',
      headers: { 'idempotency-key': key },
      payload: body,
    });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().data).toMatchObject({ orderNo, status: 'cancelled' });
  });

  it('a hotel booking cut during its payment: after recovery the retry gets the confirmed booking', async () => {
    t.clock.set(HOTEL_TEST_NOW);
    const choice = await chooseRoom(t, { policy: 'refundable' });
    const body = await freshOrderBody(t, choice);
    const headers = orderHeaders();
    const inner = replacePaymentProcessor(t.ctx, (real) => ({
      refund: (request) => real.refund(request),
      charge: async (request) => {
        await real.charge(request);
        throw new Error('process killed');
      },
      retrieve: async () => {
        throw new Error('process killed');
      },
    }));
    let cut;
    try {
      cut = await saveOrder(t, body, headers);
    } finally {
      replacePaymentProcessor(t.ctx, () => inner);
    }
    expect(cut.status).toBe(500);
    // Until the reconciler has finished the payment, the outcome is not known yet.
    const early = await saveOrder(t, body, headers);
    expect(early.body.code).toBe(ERRORS.requestInProgress.code);
    t.clock.advance(21_000);
    await reconcileOrders(t.ctx);
    const retry = await saveOrder(t, body, headers);
    expect(retry.status, JSON.stringify(retry.body)).toBe(200);
    expect(retry.body.data).toMatchObject({ status: 'issued' });
    expect(retry.body.data.confirmationNumber).toBeTruthy();
    t.clock.set(BOOKING_TEST_NOW);
  });
});
