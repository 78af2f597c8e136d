import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderChangeCode } from '../../lib/orders/test-order-code';
import { ROLE } from '@travel/contracts';
import { SANDBOX_CARDS } from '@travel/contracts/flight-booking';
import { inventoryHolds, orders, payments } from '@travel/db';
import { orderHoldReleasers } from '../../lib/orders/releasers';
import { sweepOrders } from '../../lib/orders/sweep';
import { card, postPayment } from '../../lib/orders/test-booking';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestUser } from '../../test/users';
import {
  GUEST_EMAIL,
  HOTEL_TEST_NOW,
  chooseRoom,
  findOrderRow,
  freshOrderBody,
  inject,
  lookupHotelOrder,
  orderHeaders,
  roomsSoldFirstNight,
  saveOrder,
  type RoomChoiceFixture,
} from './hotels.test-helpers';

describe('hotel orders: balance, guarantee, cancellation and deadline', () => {
  let t: TestApp;
  let choice: RoomChoiceFixture;
  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(HOTEL_TEST_NOW);
    choice = await chooseRoom(t, { policy: 'refundable' });
  });
  afterAll(async () => t.close());

  const orderRow = (orderNo: string) => findOrderRow(t, orderNo);
  const soldFirstNight = (c: RoomChoiceFixture = choice) => roomsSoldFirstNight(t, c);
  const lookup = (orderNo: string, email?: string, headers: Record<string, string> = {}) =>
    lookupHotelOrder(t, orderNo, email, headers);

  it('agents pay from their balance (1510 when short, order kept); owners see it, others get 1503', async () => {
    const agent = await createTestUser(t, {
      role: ROLE.agent,
      accountCode: 'AGH1',
      balanceCents: 10_000_000,
    });
    const booked = await saveOrder(
      t,
      await freshOrderBody(t, choice, { payment: { method: 'balance' } }),
      orderHeaders(agent.headers),
    );
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    expect(booked.body.data.status).toBe('issued');
    const order = await orderRow(booked.body.data.orderNo);
    expect(order).toMatchObject({ userId: agent.id, agentId: agent.id, accountCode: 'AGH1' });

    const poor = await createTestUser(t, {
      role: ROLE.agent,
      accountCode: 'AGH2',
      balanceCents: 100,
    });
    const short = await saveOrder(
      t,
      await freshOrderBody(t, choice, { payment: { method: 'balance' } }),
      orderHeaders(poor.headers),
    );
    expect(short).toMatchObject({ status: 422, body: { code: 1510 } });
    expect((await orderRow(short.body.data.orderNo)).status).toBe('awaitingPayment');

    const customer = await createTestUser(t);
    const refused = await saveOrder(
      t,
      await freshOrderBody(t, choice, { payment: { method: 'balance' } }),
      orderHeaders(customer.headers),
    );
    expect(refused).toMatchObject({ status: 422, body: { code: 1505 } });

    const mine = await lookup(booked.body.data.orderNo, undefined, agent.headers);
    expect(mine.status).toBe(200);
    const notMine = await lookup(booked.body.data.orderNo, undefined, customer.headers);
    expect(notMine).toMatchObject({ status: 403, body: { code: 1503 } });

    const list = await inject(
      t,
      'GET',
      '/api/Orders?product=hotel&lastName=guest1',
      undefined,
      agent.headers,
    );
    expect(list.status).toBe(200);
    expect(list.body.data.items[0]).toMatchObject({
      orderNo: booked.body.data.orderNo,
      product: 'hotel',
      title: `${choice.rule.hotel.name}, ${choice.rule.hotel.city}`,
      passengerNames: ['Robin Guest1'],
      flightCodes: [],
    });
    expect(list.body.data.items[0].departureTime).toMatch(/^2027-04-15T/);
  });

  it('a rate paid at the hotel (guarantee) checks the card for 0 and confirms', async () => {
    const guarantee = await chooseRoom(t, { policy: 'guarantee' });
    expect(guarantee.rule.dueNow).toBe(0);
    const res = await saveOrder(t, await freshOrderBody(t, guarantee));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'issued', paidNow: 0 });
    const order = await orderRow(res.body.data.orderNo);
    const [payment] = await t.ctx.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment).toMatchObject({ status: 'succeeded', amountCents: 0 });
    const declined = await saveOrder(
      t,
      await freshOrderBody(t, guarantee, {
        payment: { method: 'card', card: card(SANDBOX_CARDS.visaDeclined) },
      }),
    );
    expect(declined).toMatchObject({ status: 402, body: { code: 'invalidCraditCard' } });
  });

  it('cancelling an unpaid order returns its room-nights; so does the deadline', async () => {
    const declined = { method: 'card' as const, card: card(SANDBOX_CARDS.visaDeclined) };
    const sold = (await soldFirstNight()) ?? 0;
    // Rooms other unpaid orders of this file hold (the short balance): the sweep frees them too.
    const unpaid = await t.ctx.db
      .select({ quantity: inventoryHolds.quantity })
      .from(inventoryHolds)
      .innerJoin(orders, eq(orders.id, inventoryHolds.orderId))
      .where(
        and(
          eq(orders.status, 'awaitingPayment'),
          isNull(inventoryHolds.releasedAt),
          eq(
            inventoryHolds.resourceKey,
            `${choice.hotelId.split('-')[0]}|${choice.roomCode.split('-')[0]}|${choice.rule.stay.checkIn}`,
          ),
        ),
      );
    const othersHeld = unpaid.reduce((sum, h) => sum + h.quantity, 0);
    expect(othersHeld).toBeGreaterThanOrEqual(1);
    const a = await saveOrder(t, await freshOrderBody(t, choice, { payment: declined }));
    const b = await saveOrder(t, await freshOrderBody(t, choice, { payment: declined }));
    expect(await soldFirstNight()).toBe(sold + 2);

    // Issue 9 (deliberate change): a visitor's cancel needs the code e-mailed to the booking email.
    const code = await orderChangeCode(t, a.body.data.orderNo, GUEST_EMAIL);
    const cancelled = await inject(t, 'POST', '/api/Cancel', {
      orderNo: a.body.data.orderNo,
      email: GUEST_EMAIL,
      code,
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.data).toMatchObject({ product: 'hotel', status: 'cancelled' });
    expect(await soldFirstNight()).toBe(sold + 1);

    // Past the deadline the sweep cancels it and the rooms return.
    t.clock.set(new Date(HOTEL_TEST_NOW.getTime() + 31 * 60_000));
    try {
      const swept = await sweepOrders(t.ctx, orderHoldReleasers(t.ctx));
      expect(swept.cancelled).toBeGreaterThanOrEqual(1);
      const late = await lookup(b.body.data.orderNo, GUEST_EMAIL);
      expect(late.body.data).toMatchObject({ status: 'cancelled', canPay: false });
      const paying = await postPayment(t, {
        orderNo: b.body.data.orderNo,
        email: GUEST_EMAIL,
        method: 'card',
        card: card(),
      });
      expect(paying).toMatchObject({ status: 422, body: { code: 1506 } });
      expect(await soldFirstNight()).toBe(sold - othersHeld);
      const open = await t.ctx.db
        .select({ n: count() })
        .from(inventoryHolds)
        .where(
          and(
            eq(inventoryHolds.orderId, (await orderRow(b.body.data.orderNo)).id),
            isNull(inventoryHolds.releasedAt),
          ),
        );
      expect(open[0]!.n).toBe(0);
    } finally {
      t.clock.set(HOTEL_TEST_NOW);
    }
  });
});
