import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderDetailSchema, OrdersPageSchema } from '@travel/contracts/orders';
import { RefundQuoteSchema, type RefundQuote } from '@travel/contracts/refunds';
import {
  balanceLedger,
  flightInventory,
  inventoryHolds,
  mailOutbox,
  orderCancellations,
  orders,
  payments,
  users,
} from '@travel/db';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestAgent, createTestUser, signInAgain, type TestUser } from '../../test/users';
import { BOOKING_TEST_NOW, bookOrder, card, postPayment } from '../../lib/orders/test-booking';
import { sweepOrders } from '../../lib/orders/sweep';
import { orderHoldReleasers } from '../../lib/orders/releasers';
import { cancelPaidOrder } from '../../lib/orders/cancel-paid';
import { AppError } from '../../lib/app-error';

const HOUR = 60 * 60 * 1000;

/**
 * Cancelling paid flight orders (issue 12) through the real HTTP layer: the refund quote, the
 * 24-hour void, the fare's rule after it, refunds to card and to the agent balance, a changed
 * quote, two cancels at once and a cancel racing a payment. Every order here must balance when
 * the app closes (test-app.ts runs the ledger check).
 */
describe('refunds: cancelling a paid flight order', () => {
  let t: TestApp;
  let customer: TestUser;
  let agent: TestUser;

  const get = async (url: string, user?: TestUser) => {
    const res = await t.app.inject({ method: 'GET', url, headers: user?.headers ?? {} });
    return { status: res.statusCode, body: res.json() };
  };
  const cancel = async (body: object, user?: TestUser, key: string = randomUUID()) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Cancel',
      payload: body,
      headers: { ...user?.headers, 'idempotency-key': key },
    });
    return { status: res.statusCode, body: res.json() };
  };
  const quoteOf = async (orderNo: string, user?: TestUser): Promise<RefundQuote> => {
    const res = await get(`/api/Orders/RefundQuote?orderNo=${orderNo}`, user);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return RefundQuoteSchema.parse(res.body.data);
  };
  const issuedOrder = async (
    user: TestUser,
    payment: object = { method: 'card', card: card() },
  ) => {
    const { orderNo, totalPrice } = await bookOrder(t, { headers: user.headers });
    const paid = await postPayment(t, { orderNo, ...payment }, user.headers);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data.status).toBe('issued');
    return { orderNo, totalPrice };
  };
  const orderRow = async (orderNo: string) =>
    (await t.ctx.db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0]!;
  const paymentRows = async (orderNo: string) =>
    t.ctx.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, (await orderRow(orderNo)).id));
  const heldSeats = async (orderNo: string) =>
    (
      await t.ctx.db
        .select()
        .from(inventoryHolds)
        .where(eq(inventoryHolds.orderId, (await orderRow(orderNo)).id))
    ).filter((hold) => hold.releasedAt === null).length;

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(BOOKING_TEST_NOW);
    customer = await createTestUser(t);
    agent = (await createTestAgent(t, 0)).agent;
    await t.ctx.db.update(users).set({ balanceCents: 5_000_000 }).where(eq(users.id, agent.id));
  });
  afterAll(async () => t.close());

  it('voids within 24 hours of booking: the quote returns everything, the order reads refunded', async () => {
    const { orderNo, totalPrice } = await issuedOrder(customer);
    const quote = await quoteOf(orderNo, customer);
    expect(quote).toMatchObject({
      cancellable: true,
      paid: totalPrice,
      refund: totalPrice,
      kept: 0,
    });
    expect(quote.destinations).toEqual([{ method: 'card', amount: totalPrice }]);
    expect(quote.lines.every((line) => line.refund === line.paid)).toBe(true);
    expect(new Date(quote.validUntil!).getTime()).toBe(
      (await orderRow(orderNo)).createdAt.getTime() + 24 * HOUR,
    );
    const inventoryBefore = await t.ctx.db.select().from(flightInventory);
    expect(await heldSeats(orderNo)).toBeGreaterThan(0);
    // My orders offers the cancel where the detail does, and stops once it is cancelled.
    const listed = async () =>
      OrdersPageSchema.parse((await get('/api/Orders?pageSize=50', customer)).body.data).items.find(
        (item) => item.orderNo === orderNo,
      );
    expect(await listed()).toMatchObject({ status: 'issued', canCancel: true });

    const res = await cancel({ orderNo, quoteId: quote.quoteId }, customer);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const detail = OrderDetailSchema.parse(res.body.data);
    expect(detail.status).toBe('refunded');
    expect(detail.money).toEqual({ paid: totalPrice, refunded: totalPrice, net: 0 });
    expect(detail.canCancel).toBe(false);
    expect(await listed()).toMatchObject({ status: 'refunded', canCancel: false });
    const refund = detail.payments.find((p) => p.kind === 'refund');
    expect(refund).toMatchObject({
      method: 'card',
      status: 'succeeded',
      amount: -totalPrice,
      cardLast4: '4242',
    });

    // The seats are back on sale and the airline voided the tickets.
    expect(await heldSeats(orderNo)).toBe(0);
    const inventoryAfter = await t.ctx.db.select().from(flightInventory);
    const sold = (rows: typeof inventoryAfter) => rows.reduce((sum, row) => sum + row.sold, 0);
    expect(sold(inventoryAfter)).toBeLessThan(sold(inventoryBefore));
    const [cancellation] = await t.ctx.db
      .select()
      .from(orderCancellations)
      .where(eq(orderCancellations.orderId, (await orderRow(orderNo)).id));
    expect(cancellation).toMatchObject({ supplierStatus: 'done', refundCents: totalPrice });
    expect(cancellation!.supplierRef).toMatch(/^VD/);
    // The traveller is told.
    const mail = (await t.ctx.db.select().from(mailOutbox)).filter(
      (m) => m.kind === 'cancellation',
    );
    expect(mail.some((m) => m.subject.includes(orderNo) && m.subject.includes('refunded'))).toBe(
      true,
    );
  });

  it('after 24 hours the fare rule decides, taxes come back, and the quote equals the refund', async () => {
    const { orderNo, totalPrice } = await issuedOrder(customer);
    t.clock.advance(25 * HOUR);
    const later = await signInAgain(t, customer);
    try {
      const quote = await quoteOf(orderNo, later);
      expect(quote.cancellable).toBe(true);
      const taxes = quote.lines.filter((l) => l.kind === 'tax').reduce((s, l) => s + l.paid, 0);
      expect(taxes).toBeGreaterThan(0);
      expect(quote.refund).toBeGreaterThanOrEqual(taxes);
      expect(quote.refund).toBeLessThanOrEqual(totalPrice);
      expect(quote.refund).toBe(quote.lines.reduce((s, l) => s + l.refund, 0));
      const res = await cancel({ orderNo, quoteId: quote.quoteId }, later);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const rows = await paymentRows(orderNo);
      const refunded = -rows
        .filter((r) => r.kind === 'refund')
        .reduce((s, r) => s + r.amountCents, 0);
      expect(refunded).toBe(quote.refund);
      expect(res.body.data.status).toBe(
        quote.refund === totalPrice ? 'refunded' : 'partiallyRefunded',
      );
      const [cancellation] = await t.ctx.db
        .select()
        .from(orderCancellations)
        .where(eq(orderCancellations.orderId, (await orderRow(orderNo)).id));
      expect(cancellation!.supplierRef).toMatch(/^RF/);
    } finally {
      t.clock.set(BOOKING_TEST_NOW);
    }
  });

  it('refuses a quote that changed (the void window passed): 409 with the new quote, nothing cancelled', async () => {
    const { orderNo } = await issuedOrder(customer);
    const before = await quoteOf(orderNo, customer);
    t.clock.advance(24 * HOUR + 1000);
    const later = await signInAgain(t, customer);
    try {
      const res = await cancel({ orderNo, quoteId: before.quoteId }, later);
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('refundQuoteChanged');
      const fresh = RefundQuoteSchema.parse(res.body.data);
      expect(fresh.quoteId).not.toBe(before.quoteId);
      expect((await orderRow(orderNo)).status).toBe('issued');
      expect((await paymentRows(orderNo)).filter((r) => r.kind === 'refund')).toHaveLength(0);
      // Without a quote id the answer is the same: the traveller must have seen what comes back.
      const bare = await cancel({ orderNo }, later);
      expect(bare.status).toBe(409);
    } finally {
      t.clock.set(BOOKING_TEST_NOW);
    }
  });

  it('refunds an agent balance payment to the balance, in the ledger', async () => {
    const balance = async () =>
      (await t.ctx.db.select().from(users).where(eq(users.id, agent.id)))[0]!.balanceCents;
    const start = await balance();
    const { orderNo, totalPrice } = await issuedOrder(agent, { method: 'balance' });
    expect(await balance()).toBe(start - totalPrice);
    const quote = await quoteOf(orderNo, agent);
    expect(quote.destinations).toEqual([{ method: 'balance', amount: totalPrice }]);
    const res = await cancel({ orderNo, quoteId: quote.quoteId }, agent);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await balance()).toBe(start);
    const ledger = await t.ctx.db
      .select()
      .from(balanceLedger)
      .where(eq(balanceLedger.orderId, (await orderRow(orderNo)).id));
    expect(ledger.map((row) => row.amountCents).sort((a, b) => a - b)).toEqual([
      -totalPrice,
      totalPrice,
    ]);
  });

  it('two cancels at once refund once; a retried Idempotency-Key answers the first reply', async () => {
    const { orderNo, totalPrice } = await issuedOrder(customer);
    const quote = await quoteOf(orderNo, customer);
    const key = randomUUID();
    const [a, b] = await Promise.all([
      cancel({ orderNo, quoteId: quote.quoteId }, customer),
      cancel({ orderNo, quoteId: quote.quoteId }, customer),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    // The loser hears what holds now: already cancelled (read after the winner committed), or a
    // quote that no longer cancels anything (lost inside the transaction).
    const loser = a.status === 409 ? a : b;
    if (loser.body.code === 'refundQuoteChanged') {
      expect(loser.body.data).toMatchObject({ cancellable: false });
    } else {
      expect(loser.body.code).toBe(1405);
    }
    const again = await cancel({ orderNo, quoteId: quote.quoteId }, customer, key);
    expect(again.status).toBe(409);
    const refunds = (await paymentRows(orderNo)).filter((r) => r.kind === 'refund');
    expect(refunds.reduce((s, r) => s + r.amountCents, 0)).toBe(-totalPrice);
    // The same key twice: the stored reply, not a second cancellation.
    const { orderNo: second } = await issuedOrder(customer);
    const q2 = await quoteOf(second, customer);
    const k2 = randomUUID();
    const first = await cancel({ orderNo: second, quoteId: q2.quoteId }, customer, k2);
    const replay = await cancel({ orderNo: second, quoteId: q2.quoteId }, customer, k2);
    expect(first.status).toBe(200);
    expect(replay).toEqual(first);
  });

  it('a cancel that read the order before another cancel committed answers with what holds now', async () => {
    const { orderNo } = await issuedOrder(customer);
    const quote = await quoteOf(orderNo, customer);
    const stale = await orderRow(orderNo);
    expect((await cancel({ orderNo, quoteId: quote.quoteId }, customer)).status).toBe(200);
    // The loser of two cancels at once may have read the order before the winner committed.
    const lost = await cancelPaidOrder(t.ctx, stale, {
      quoteId: quote.quoteId,
      releasers: orderHoldReleasers(t.ctx),
    }).catch((error: unknown) => error);
    expect(lost).toBeInstanceOf(AppError);
    expect((lost as AppError).key).toBe('refundQuoteChanged');
    expect((lost as AppError).data).toMatchObject({ cancellable: false });
  });

  it('a cancel racing a payment never loses the charge nor refunds twice', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { orderNo } = await bookOrder(t, { headers: customer.headers });
      const [paid, cancelled] = await Promise.all([
        postPayment(t, { orderNo, method: 'card', card: card() }, customer.headers),
        cancel({ orderNo }, customer),
      ]);
      const row = await orderRow(orderNo);
      const charges = (await paymentRows(orderNo)).filter(
        (r) => r.kind === 'charge' && r.status === 'succeeded',
      );
      if (paid.status === 200) {
        // The payment won: the order is issued and charged once; the cancel asked for a quote or waited.
        expect(row.status).toBe('issued');
        expect(charges).toHaveLength(1);
        expect([409]).toContain(cancelled.status);
      } else {
        expect(cancelled.status).toBe(200);
        expect(row.status).toBe('cancelled');
        expect(charges).toHaveLength(0);
      }
    }
  });

  it('a cancel racing the deadline sweep cancels once and gives the seats back once', async () => {
    const { orderNo } = await bookOrder(t, { headers: customer.headers });
    const deadline = (await orderRow(orderNo)).deadlineAt!;
    t.clock.set(new Date(deadline.getTime() - 1));
    const now = await signInAgain(t, customer);
    t.clock.set(deadline);
    try {
      const [, cancelled] = await Promise.all([
        sweepOrders(t.ctx, orderHoldReleasers(t.ctx)),
        cancel({ orderNo }, now),
      ]);
      expect([200, 409, 422]).toContain(cancelled.status);
      const row = await orderRow(orderNo);
      expect(row.status).toBe('cancelled');
      const holds = await t.ctx.db
        .select()
        .from(inventoryHolds)
        .where(eq(inventoryHolds.orderId, row.id));
      expect(holds.every((hold) => hold.releasedAt !== null)).toBe(true);
      expect((await paymentRows(orderNo)).filter((r) => r.status === 'succeeded')).toHaveLength(0);
    } finally {
      t.clock.set(BOOKING_TEST_NOW);
    }
  });

  it('a refund whose answer was lost is sent again by the sweep, once', async () => {
    const { orderNo, totalPrice } = await issuedOrder(customer);
    const quote = await quoteOf(orderNo, customer);
    const res = await cancel({ orderNo, quoteId: quote.quoteId }, customer);
    expect(res.status).toBe(200);
    // As if the process had died after the commit: the refund row back to pending, lease passed.
    const [refund] = (await paymentRows(orderNo)).filter((r) => r.kind === 'refund');
    await t.ctx.db
      .update(payments)
      .set({ status: 'pending', leaseUntil: new Date(0), settledAt: null })
      .where(eq(payments.id, refund!.id));
    const result = await sweepOrders(t.ctx, orderHoldReleasers(t.ctx));
    expect(result.refunds.refunded).toBe(1);
    const after = (await paymentRows(orderNo)).filter((r) => r.kind === 'refund');
    // The processor answered the same key with the same refund: still one, still the whole amount.
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({
      status: 'succeeded',
      amountCents: -totalPrice,
      processorRef: refund!.processorRef,
    });
  });

  it('answers 404 for an unknown order and 401/403-style refusals for another account', async () => {
    const other = await createTestUser(t);
    const { orderNo } = await issuedOrder(customer);
    expect((await get('/api/Orders/RefundQuote?orderNo=TO0000000000', customer)).status).toBe(404);
    const foreign = await get(`/api/Orders/RefundQuote?orderNo=${orderNo}`, other);
    expect(foreign.status).toBeGreaterThanOrEqual(400);
    expect(foreign.status).toBeLessThan(500);
    const bad = await get('/api/Orders/RefundQuote', customer);
    expect(bad.status).toBe(400);
  });
});
