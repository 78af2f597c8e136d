import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CardPaymentSchema, SANDBOX_CARDS } from '@travel/contracts/flight-booking';
import { mailOutbox, orderTravellers, orders, payments, processorCharges } from '@travel/db';
import { createSecondApp, type SecondApp } from '../../test/second-app';
import { createTestApp, type TestApp } from '../../test/test-app';
import { beginOrderPayment, collectOrderPayment } from '../payments/pay-order';
import {
  paymentProcessor,
  replacePaymentProcessor,
  withPaymentProcessor,
} from '../payments/payment-processor';
import type { PaymentProcessor } from '../payments/port';
import { amountDueNow } from './fulfilment';
import { reconcileOrders } from './reconcile';
import { orderHoldReleasers } from './releasers';
import { sweepOrders } from './sweep';
import { BOOKING_TEST_NOW, bookOrder, card, postPayment } from './test-booking';

const EMAIL = 'alex.contact@example.test';
/** A card as the Payment route hands it on (parsed). */
const parsedCard = (number?: string) => CardPaymentSchema.parse(card(number));
const LEASE_SECONDS = 20;
const PAST_LEASE = (LEASE_SECONDS + 1) * 1000;

/**
 * What a process that dies half-way leaves behind, and the reconciler finishing it: exactly once,
 * also with two API processes (two apps on one database) reconciling at the same time.
 */
describe('the order reconciler', () => {
  let t: TestApp;
  let second: SecondApp;
  beforeAll(async () => {
    const env = {
      ORDER_RECOVERY_LEASE_SECONDS: String(LEASE_SECONDS),
      ORDER_RECOVERY_MAX_ATTEMPTS: '2',
    };
    t = await createTestApp(env);
    second = await createSecondApp(t, env);
    t.clock.set(BOOKING_TEST_NOW);
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  const orderRow = async (orderNo: string) =>
    (await t.ctx.db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0]!;
  const paymentsOf = async (orderId: string) =>
    t.ctx.db.select().from(payments).where(eq(payments.orderId, orderId));
  const chargesOf = async (orderNo: string) =>
    t.ctx.db.select().from(processorCharges).where(eq(processorCharges.reference, orderNo));
  const mailsAbout = async (orderNo: string, kind: string) =>
    (await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.kind, kind))).filter((m) =>
      m.textBody.includes(orderNo),
    );
  /** Every process reconciles at once, as their sweeps would. */
  const reconcileEverywhere = async () => {
    const results = await Promise.all([reconcileOrders(t.ctx), reconcileOrders(second.ctx)]);
    return {
      paid: results.reduce((n, r) => n + r.paid, 0),
      reopened: results.reduce((n, r) => n + r.reopened, 0),
      fulfilled: results.reduce((n, r) => n + r.fulfilled, 0),
      failed: results.reduce((n, r) => n + r.failed, 0),
    };
  };
  const withProcessor = <T>(
    make: (inner: PaymentProcessor) => PaymentProcessor,
    work: () => Promise<T>,
  ) => withPaymentProcessor(t.ctx, make, work);

  it('a lost answer after the charge: the request asks the processor and the order is paid once', async () => {
    const { orderNo } = await bookOrder(t);
    const res = await withProcessor(
      (inner) => ({
        refund: (request) => inner.refund(request),
        charge: async (request) => {
          await inner.charge(request);
          throw new Error('connection reset after the charge');
        },
        retrieve: (key) => inner.retrieve(key),
      }),
      () => postPayment(t, { orderNo, email: EMAIL, method: 'card', card: card() }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'issued' });
    const order = await orderRow(orderNo);
    expect(order.status).toBe('issued');
    expect(await paymentsOf(order.id)).toHaveLength(1);
    expect(await chargesOf(orderNo)).toHaveLength(1);
  });

  it('a process that died after the charge: the reconciler asks the processor, pays and tickets once', async () => {
    const { orderNo } = await bookOrder(t);
    // The charge goes through, then the process is gone: no answer, no retrieve, no record.
    const res = await withProcessor(
      (inner) => ({
        refund: (request) => inner.refund(request),
        charge: async (request) => {
          await inner.charge(request);
          throw new Error('process killed');
        },
        retrieve: async () => {
          throw new Error('process killed');
        },
      }),
      () => postPayment(t, { orderNo, email: EMAIL, method: 'card', card: card() }),
    );
    expect(res.status).toBe(500);
    const cut = await orderRow(orderNo);
    expect(cut.status).toBe('processing');
    expect(cut.chargeKey).toBe(`${cut.id}:1`);

    // Within the lease the request may still be working: nothing is touched.
    expect(await reconcileEverywhere()).toMatchObject({ paid: 0, reopened: 0 });
    t.clock.advance(PAST_LEASE);
    expect(await reconcileEverywhere()).toMatchObject({ paid: 1, fulfilled: 1 });
    const order = await orderRow(orderNo);
    expect(order.status).toBe('issued');
    const recorded = await paymentsOf(order.id);
    expect(recorded).toMatchObject([{ status: 'succeeded', amountCents: amountDueNow(order) }]);
    expect(await chargesOf(orderNo)).toHaveLength(1);
    const [traveller] = await t.ctx.db
      .select()
      .from(orderTravellers)
      .where(eq(orderTravellers.orderId, order.id));
    expect(traveller?.ticketNumbers).toHaveLength(1);
    expect(await mailsAbout(orderNo, 'itinerary')).toHaveLength(1);
    // Later passes find nothing more to do.
    t.clock.advance(PAST_LEASE);
    expect(await reconcileEverywhere()).toMatchObject({ paid: 0, fulfilled: 0 });
    expect(await mailsAbout(orderNo, 'itinerary')).toHaveLength(1);
  });

  it('a process that died before the charge: the order is payable again after the lease, not 10 minutes', async () => {
    const { orderNo } = await bookOrder(t);
    await beginOrderPayment(t.ctx, await orderRow(orderNo));
    expect(
      await postPayment(t, { orderNo, email: EMAIL, method: 'card', card: card() }),
    ).toMatchObject({
      status: 409,
    });
    t.clock.advance(PAST_LEASE);
    const swept = await sweepOrders(t.ctx, orderHoldReleasers(t.ctx));
    expect(swept.reconciled).toMatchObject({ reopened: 1, paid: 0 });
    expect((await orderRow(orderNo)).status).toBe('awaitingPayment');
    expect(await chargesOf(orderNo)).toHaveLength(0);
    const paid = await postPayment(t, {
      orderNo,
      email: EMAIL,
      method: 'card',
      card: parsedCard(),
    });
    expect(paid.body.data).toMatchObject({ status: 'issued' });
    // The new attempt carries a new key.
    expect((await orderRow(orderNo)).chargeKey).toMatch(/:2$/);
  });

  it('a crash between payment and ticketing: two reconcilers racing ticket the order exactly once', async () => {
    const { orderNo } = await bookOrder(t, { adults: 2 });
    const started = await beginOrderPayment(t.ctx, await orderRow(orderNo));
    // Paid, and then the process died before fulfilOrder.
    await collectOrderPayment(t.ctx, started, amountDueNow(started), {
      method: 'card',
      card: parsedCard(),
    });
    expect((await orderRow(orderNo)).status).toBe('paid');
    t.clock.advance(PAST_LEASE);
    const result = await reconcileEverywhere();
    expect(result).toMatchObject({ fulfilled: 1, paid: 0, failed: 0 });
    const order = await orderRow(orderNo);
    expect(order.status).toBe('issued');
    const travellers = await t.ctx.db
      .select()
      .from(orderTravellers)
      .where(eq(orderTravellers.orderId, order.id));
    for (const traveller of travellers) expect(traveller.ticketNumbers).toHaveLength(1);
    expect(await mailsAbout(orderNo, 'itinerary')).toHaveLength(1);
    expect(await paymentsOf(order.id)).toHaveLength(1);
  });

  it('the airline refuses on recovery: issueFailed and one delayed mail', async () => {
    const { orderNo } = await bookOrder(t);
    const started = await beginOrderPayment(t.ctx, await orderRow(orderNo));
    await collectOrderPayment(t.ctx, started, amountDueNow(started), {
      method: 'card',
      card: parsedCard(SANDBOX_CARDS.visaIssueFails),
    });
    t.clock.advance(PAST_LEASE);
    await reconcileEverywhere();
    expect((await orderRow(orderNo)).status).toBe('issueFailed');
    const delayed = (
      await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'confirmation'))
    ).filter((m) => m.subject.includes(orderNo));
    expect(delayed).toHaveLength(1);
  });

  it('a fulfilment that keeps breaking before it records anything is retried, then failed and told', async () => {
    const { orderNo } = await bookOrder(t);
    const started = await beginOrderPayment(t.ctx, await orderRow(orderNo));
    await collectOrderPayment(t.ctx, started, amountDueNow(started), {
      method: 'card',
      card: parsedCard(),
    });
    // A snapshot fulfilment cannot read: it throws before the supplier is asked.
    await t.ctx.db
      .update(orders)
      .set({ details: sql`${orders.details} - 'trips'` })
      .where(eq(orders.orderNo, orderNo));
    t.clock.advance(PAST_LEASE);
    const first = await reconcileOrders(t.ctx);
    expect(first).toMatchObject({ retrying: 1, failed: 0 });
    expect((await orderRow(orderNo)).status).toBe('paid');
    // Not again within the new lease.
    expect(await reconcileOrders(t.ctx)).toMatchObject({ retrying: 0 });
    t.clock.advance(PAST_LEASE);
    expect(await reconcileEverywhere()).toMatchObject({ failed: 1 });
    const order = await orderRow(orderNo);
    expect(order).toMatchObject({ status: 'issueFailed', recoveryAttempts: 2 });
    const delayed = (
      await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'confirmation'))
    ).filter((m) => m.subject.includes(orderNo));
    expect(delayed).toHaveLength(1);
  });

  it('the sandbox processor answers one key once, across processes and restarts', async () => {
    const request = {
      amountCents: 5_000,
      currency: 'USD',
      reference: 'TOKEYTEST1',
      now: t.clock.now(),
      idempotencyKey: 'key-test:1',
      card: {
        brand: 'VI' as const,
        number: SANDBOX_CARDS.visaSuccess,
        expiryMonth: 12,
        expiryYear: 2030,
        cvv: '123',
        holderName: 'Test Holder',
      },
    };
    const answers = await Promise.all([
      paymentProcessor(t.ctx).charge(request),
      paymentProcessor(second.ctx).charge(request),
      paymentProcessor(t.ctx).charge(request),
    ]);
    const refs = new Set(answers.map((a) => (a.kind === 'approved' ? a.processorRef : a.kind)));
    expect(refs.size).toBe(1);
    expect(await chargesOf('TOKEYTEST1')).toHaveLength(1);
    expect(await paymentProcessor(second.ctx).retrieve('key-test:1')).toEqual(answers[0]);
    expect(await paymentProcessor(t.ctx).retrieve('key-test:never')).toBeNull();
    const rows = await t.ctx.db
      .select()
      .from(processorCharges)
      .where(and(eq(processorCharges.idempotencyKey, 'key-test:1')));
    expect(JSON.stringify(rows)).not.toContain(SANDBOX_CARDS.visaSuccess);
  });
});

describe('a slow step keeps its order leased', () => {
  it('the reconciler leaves a live payment alone while its charge takes longer than the lease', async () => {
    const t = await createTestApp({ ORDER_RECOVERY_LEASE_SECONDS: '1' });
    try {
      t.clock.set(BOOKING_TEST_NOW);
      const { orderNo } = await bookOrder(t);
      const inner = replacePaymentProcessor(t.ctx, (real) => ({
        refund: (request) => real.refund(request),
        charge: async (request) => {
          await sleep(2_000);
          return real.charge(request);
        },
        retrieve: (key) => real.retrieve(key),
      }));
      try {
        const paying = postPayment(t, { orderNo, email: EMAIL, method: 'card', card: card() });
        await sleep(700);
        // Past the first lease by the clock; the live request renews it every 500 ms.
        t.clock.advance(1_200);
        await sleep(600);
        expect(await reconcileOrders(t.ctx)).toMatchObject({ reopened: 0, paid: 0 });
        const paid = await paying;
        expect(paid.status, JSON.stringify(paid.body)).toBe(200);
        expect(paid.body.data).toMatchObject({ status: 'issued' });
      } finally {
        replacePaymentProcessor(t.ctx, () => inner);
      }
    } finally {
      await t.close();
    }
  });
});
