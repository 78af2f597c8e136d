import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExchangeSearchResultSchema, type ExchangeOffer } from '@travel/contracts/exchange';
import {
  chargeIntents,
  flightInventory,
  inventoryHolds,
  orderLines,
  orders,
  payments,
  processorCharges,
  processorRefunds,
} from '@travel/db';
import { reconcileChargeIntents } from '../../lib/payments/charge-intents';
import { withPaymentProcessor } from '../../lib/payments/payment-processor';
import type { PaymentProcessor } from '../../lib/payments/port';
import type { OrderRow } from '../../lib/orders/status';
import { createSecondApp, type SecondApp } from '../../test/second-app';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/users';
import { EXCHANGE_TEST_CARD, insertIssuedOrder, TEST_NOW } from './exchange.test-orders';

const CARD = EXCHANGE_TEST_CARD;
const LEASE_SECONDS = 20;
const PAST_LEASE = (LEASE_SECONDS + 1) * 1000;
let keyCounter = 0;

/**
 * Issue 9: an exchange's card charge goes to the processor with an idempotency key recorded
 * before it, outside the exchange's transaction; whatever cuts the exchange after the charge
 * (a race in the transaction, a lost answer, a dead process), the money is either kept with the
 * exchange applied or given back exactly once, also with two processes recovering at once.
 */
describe('exchange charges when something breaks', () => {
  let t: TestApp;
  let second: SecondApp;
  let owner: TestUser;
  beforeAll(async () => {
    const env = { ORDER_RECOVERY_LEASE_SECONDS: String(LEASE_SECONDS) };
    t = await createTestApp(env);
    second = await createSecondApp(t, env);
    t.clock.set(TEST_NOW);
    owner = await createTestUser(t);
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  async function changeOffer(order: OrderRow, date: string): Promise<ExchangeOffer> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Exchange/Search',
      payload: { orderNo: order.orderNo, trips: [{ departureDate: date }] },
      headers: owner.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const offer = ExchangeSearchResultSchema.parse(res.json().data).offers[0];
    if (!offer) throw new Error('no change offer');
    expect(offer.brands[0]?.totalToPay).toBeGreaterThan(0);
    return offer;
  }

  const confirm = (order: OrderRow, offer: ExchangeOffer) =>
    t.app.inject({
      method: 'POST',
      url: '/api/Exchange/Order',
      payload: {
        orderNo: order.orderNo,
        offerId: offer.offerId,
        payment: { method: 'card', card: CARD },
        acceptTerms: true,
      },
      headers: { ...owner.headers, 'idempotency-key': `charge-recovery-${(keyCounter += 1)}` },
    });

  const withProcessor = <T>(
    make: (inner: PaymentProcessor) => PaymentProcessor,
    work: () => Promise<T>,
  ) => withPaymentProcessor(t.ctx, make, work);

  /** What the traveller's order and card look like: order, lines, payments, open holds. */
  async function state(order: OrderRow) {
    const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, order.id));
    const lines = await t.ctx.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    const paid = await t.ctx.db.select().from(payments).where(eq(payments.orderId, order.id));
    const holds = await t.ctx.db
      .select()
      .from(inventoryHolds)
      .where(eq(inventoryHolds.orderId, order.id));
    const intents = await t.ctx.db
      .select()
      .from(chargeIntents)
      .where(eq(chargeIntents.orderId, order.id));
    const charges = await t.ctx.db
      .select()
      .from(processorCharges)
      .where(like(processorCharges.idempotencyKey, `exchange:${order.id}:%`));
    const refunds = await t.ctx.db
      .select()
      .from(processorRefunds)
      .where(like(processorRefunds.chargeKey, `exchange:${order.id}:%`));
    return { order: row, lines, paid, holds, intents, charges, refunds };
  }

  const recoverEverywhere = async () => {
    const results = await Promise.all([
      reconcileChargeIntents(t.ctx),
      reconcileChargeIntents(second.ctx),
    ]);
    return {
      refunded: results.reduce((n, r) => n + r.refunded, 0),
      abandoned: results.reduce((n, r) => n + r.abandoned, 0),
    };
  };

  it('the seats go to someone else while the card is charged: the charge is refunded, nothing changes', async () => {
    const order = await insertIssuedOrder(t, { brand: 'STANDARD', userId: owner.id });
    const offer = await changeOffer(order, '05/03/2027');
    const newFlights = offer.trips.flatMap((trip) => trip.segments.map((s) => s.flightId));
    const before = await state(order);
    const res = await withProcessor(
      (inner) => ({
        refund: (request) => inner.refund(request),
        retrieve: (key) => inner.retrieve(key),
        charge: async (request) => {
          const result = await inner.charge(request);
          // Another traveller takes the last seats between the charge and the transaction.
          for (const flightId of newFlights) {
            await t.ctx.db
              .insert(flightInventory)
              .values({ flightId, cabin: 'E', capacity: 1, sold: 1 })
              .onConflictDoUpdate({
                target: [flightInventory.flightId, flightInventory.cabin],
                set: { sold: sql`${flightInventory.capacity}` },
              });
          }
          return result;
        },
      }),
      () => confirm(order, offer),
    );
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().code).toBe(1050);
    const after = await state(order);
    expect(after.order).toEqual(before.order);
    expect(after.lines).toEqual(before.lines);
    expect(after.paid).toEqual(before.paid);
    expect(after.holds).toEqual(before.holds);
    expect(after.charges).toHaveLength(1);
    expect(after.refunds).toMatchObject([
      { amountCents: after.charges[0]?.amountCents, outcome: { kind: 'refunded' } },
    ]);
    expect(after.intents).toMatchObject([{ status: 'refunded' }]);
    // Nothing is left for the reconciler.
    t.clock.advance(PAST_LEASE);
    expect(await recoverEverywhere()).toEqual({ refunded: 0, abandoned: 0 });
  });

  it('a lost answer after the charge: the processor is asked and the exchange goes through once', async () => {
    const order = await insertIssuedOrder(t, { brand: 'STANDARD', userId: owner.id });
    const offer = await changeOffer(order, '05/04/2027');
    const res = await withProcessor(
      (inner) => ({
        refund: (request) => inner.refund(request),
        retrieve: (key) => inner.retrieve(key),
        charge: async (request) => {
          await inner.charge(request);
          throw new Error('connection reset after the charge');
        },
      }),
      () => confirm(order, offer),
    );
    expect(res.statusCode, res.body).toBe(200);
    const after = await state(order);
    expect(after.charges).toHaveLength(1);
    expect(after.refunds).toHaveLength(0);
    expect(after.paid).toMatchObject([
      { method: 'card', amountCents: after.charges[0]?.amountCents, status: 'succeeded' },
    ]);
    expect(after.intents).toMatchObject([{ status: 'applied' }]);
    expect((after.order?.details as { exchanges: unknown[] }).exchanges).toHaveLength(1);
  });

  it('a process that died after the charge: after the lease one reconciler refunds it once, and the order can change again', async () => {
    const order = await insertIssuedOrder(t, { brand: 'STANDARD', userId: owner.id });
    const offer = await changeOffer(order, '05/05/2027');
    const before = await state(order);
    const res = await withProcessor(
      (inner) => ({
        refund: async () => {
          throw new Error('process killed');
        },
        retrieve: async () => {
          throw new Error('process killed');
        },
        charge: async (request) => {
          await inner.charge(request);
          throw new Error('process killed');
        },
      }),
      () => confirm(order, offer),
    );
    expect(res.statusCode).toBe(500);
    const cut = await state(order);
    expect(cut.order).toEqual(before.order);
    expect(cut.paid).toEqual(before.paid);
    expect(cut.intents).toMatchObject([{ status: 'charging' }]);
    expect(cut.charges).toHaveLength(1);

    // The open intent keeps a second change of the order waiting, not charging again.
    const meanwhile = await confirm(order, offer);
    expect(meanwhile.statusCode, meanwhile.body).toBe(409);
    expect(meanwhile.json().code).toBe('requestInProgress');

    // Within the lease the request may still be working: nothing is touched.
    expect(await recoverEverywhere()).toEqual({ refunded: 0, abandoned: 0 });
    t.clock.advance(PAST_LEASE);
    expect(await recoverEverywhere()).toEqual({ refunded: 1, abandoned: 0 });
    const recovered = await state(order);
    expect(recovered.intents).toMatchObject([{ status: 'refunded' }]);
    expect(recovered.refunds).toHaveLength(1);
    expect(recovered.charges).toHaveLength(1);
    expect(recovered.order).toEqual(before.order);
    t.clock.advance(PAST_LEASE);
    expect(await recoverEverywhere()).toEqual({ refunded: 0, abandoned: 0 });

    const again = await confirm(order, await changeOffer(order, '05/05/2027'));
    expect(again.statusCode, again.body).toBe(200);
    const changed = await state(order);
    expect(changed.charges).toHaveLength(2);
    expect(changed.refunds).toHaveLength(1);
    expect(changed.intents.map((i) => i.status).sort()).toEqual(['applied', 'refunded']);
  });

  it('a process that died before the charge reached the processor: the intent is abandoned, nothing refunded', async () => {
    const order = await insertIssuedOrder(t, { brand: 'STANDARD', userId: owner.id });
    const offer = await changeOffer(order, '05/06/2027');
    const res = await withProcessor(
      () => ({
        refund: async () => {
          throw new Error('process killed');
        },
        retrieve: async () => {
          throw new Error('process killed');
        },
        charge: async () => {
          throw new Error('process killed');
        },
      }),
      () => confirm(order, offer),
    );
    expect(res.statusCode).toBe(500);
    t.clock.advance(PAST_LEASE);
    expect(await recoverEverywhere()).toEqual({ refunded: 0, abandoned: 1 });
    const after = await state(order);
    expect(after.intents).toMatchObject([{ status: 'abandoned' }]);
    expect(after.charges).toHaveLength(0);
    expect(after.refunds).toHaveLength(0);
    const open = await t.ctx.db
      .select()
      .from(chargeIntents)
      .where(and(eq(chargeIntents.orderId, order.id), eq(chargeIntents.status, 'charging')));
    expect(open).toHaveLength(0);
  });
});
