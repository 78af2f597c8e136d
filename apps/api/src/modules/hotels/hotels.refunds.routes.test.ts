import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HotelOrderDetailSchema } from '@travel/contracts/hotel-orders';
import { RefundQuoteSchema, type RefundQuote } from '@travel/contracts/refunds';
import { orderCancellations, payments } from '@travel/db';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestUser, signInAgain, type TestUser } from '../../test/users';
import {
  HOTEL_TEST_NOW,
  chooseRoom,
  findOrderRow,
  freshOrderBody,
  orderHeaders,
  roomsSoldFirstNight,
  saveOrder,
  type RoomChoiceFixture,
} from './hotels.test-helpers';

/**
 * Cancelling paid hotel bookings (issue 12): a refundable rate before and after its deadline, a
 * deposit rate and a non-refundable one. Every cancellation frees the room-nights and tells the
 * hotel; the money follows the rate.
 */
describe('refunds: cancelling a paid hotel booking', () => {
  let t: TestApp;
  let guest: TestUser;

  const quoteOf = async (orderNo: string, user: TestUser): Promise<RefundQuote> => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/Orders/RefundQuote?orderNo=${orderNo}`,
      headers: user.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return RefundQuoteSchema.parse(res.json().data);
  };
  const cancel = async (orderNo: string, quoteId: string, user: TestUser) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Cancel',
      payload: { orderNo, quoteId },
      headers: { ...user.headers, 'idempotency-key': randomUUID() },
    });
    return { status: res.statusCode, body: res.json() };
  };
  const book = async (policy: 'refundable' | 'deposit' | 'notRefundable') => {
    const choice = await chooseRoom(t, { policy });
    const res = await saveOrder(t, await freshOrderBody(t, choice), orderHeaders(guest.headers));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const row = await findOrderRow(t, res.body.data.orderNo);
    expect(row.status).toBe('issued');
    return { orderNo: row.orderNo, row, choice };
  };
  const cancellationOf = async (orderId: string) =>
    (
      await t.ctx.db
        .select()
        .from(orderCancellations)
        .where(eq(orderCancellations.orderId, orderId))
    )[0];
  const soldFirstNight = (choice: RoomChoiceFixture) => roomsSoldFirstNight(t, choice);

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(HOTEL_TEST_NOW);
    guest = await createTestUser(t);
  });
  afterAll(async () => t.close());

  it('a refundable rate before its deadline: everything back, rooms freed, the hotel told', async () => {
    const { orderNo, row, choice } = await book('refundable');
    const soldBefore = await soldFirstNight(choice);
    const quote = await quoteOf(orderNo, guest);
    expect(quote).toMatchObject({
      cancellable: true,
      paid: row.dueNowCents,
      refund: row.dueNowCents,
      kept: 0,
    });
    expect(quote.validUntil).toBe(choice.rule.rate.cancellationDeadline);
    const res = await cancel(orderNo, quote.quoteId, guest);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const detail = HotelOrderDetailSchema.parse(res.body.data);
    expect(detail.status).toBe('refunded');
    expect(detail.money).toEqual({ paid: row.dueNowCents, refunded: row.dueNowCents, net: 0 });
    expect(detail.canCancel).toBe(false);
    expect(await soldFirstNight(choice)).toBe((soldBefore ?? 0) - 1);
    const cancellation = await cancellationOf(row.id);
    expect(cancellation).toMatchObject({ supplierStatus: 'done' });
    expect(cancellation!.supplierRef).toMatch(/^CX/);
  });

  it('a refundable rate after its deadline keeps the money but still frees the rooms', async () => {
    const { orderNo, row, choice } = await book('refundable');
    const deadline = new Date(choice.rule.rate.cancellationDeadline!);
    t.clock.set(new Date(deadline.getTime() + 60_000));
    try {
      const later = await signInAgain(t, guest);
      const soldBefore = await soldFirstNight(choice);
      const quote = await quoteOf(orderNo, later);
      expect(quote).toMatchObject({ cancellable: true, refund: 0, kept: row.dueNowCents });
      const res = await cancel(orderNo, quote.quoteId, later);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data.status).toBe('cancelled');
      expect(await soldFirstNight(choice)).toBe((soldBefore ?? 0) - 1);
      const refunds = (
        await t.ctx.db.select().from(payments).where(eq(payments.orderId, row.id))
      ).filter((p) => p.kind === 'refund');
      expect(refunds).toHaveLength(0);
    } finally {
      t.clock.set(HOTEL_TEST_NOW);
    }
  });

  it('a deposit rate keeps the deposit; a non-refundable rate returns nothing', async () => {
    for (const policy of ['deposit', 'notRefundable'] as const) {
      const { orderNo, row } = await book(policy);
      const quote = await quoteOf(orderNo, guest);
      expect(quote, policy).toMatchObject({ cancellable: true, refund: 0, paid: row.dueNowCents });
      const res = await cancel(orderNo, quote.quoteId, guest);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data.status).toBe('cancelled');
    }
  });

  it('once the stay has begun the booking is not cancelled here', async () => {
    const { orderNo, row } = await book('refundable');
    t.clock.set(new Date('2027-04-16T12:00:00Z'));
    try {
      const later = await signInAgain(t, guest);
      const quote = await quoteOf(orderNo, later);
      expect(quote.cancellable).toBe(false);
      expect(quote.reason).toMatch(/stay has begun/);
      const res = await cancel(orderNo, quote.quoteId, later);
      expect(res.status).toBe(422);
      expect(res.body.code).toBe('orderCancelFailed');
      expect((await findOrderRow(t, orderNo)).status).toBe(row.status);
    } finally {
      t.clock.set(HOTEL_TEST_NOW);
    }
  });
});
