import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '@travel/contracts';
import { HotelOrderDetailSchema } from '@travel/contracts/hotel-orders';
import {
  HotelDetailReplySchema,
  HotelRuleReplySchema,
  HotelSearchReplySchema,
} from '@travel/contracts/hotels';
import { RefundQuoteSchema } from '@travel/contracts/refunds';
import { orderLines, payments } from '@travel/db';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/users';
import {
  HOTEL_TEST_NOW,
  STAY,
  chooseRoom,
  cityAddress,
  findOrderRow,
  freshOrderBody,
  inject,
  lookupHotelOrder,
  orderHeaders,
  saveOrder,
} from './hotels.test-helpers';

/**
 * Agents' commission on hotels (issue 13 §4): 5 % for agents, 3 % for sub-agents, on the rooms'
 * price before taxes; the list, the hotel page and the rule show it, the booking charges the
 * stay after it (card or balance), and a refund claws it back in proportion.
 */
describe('hotel prices for agents and sub-agents', () => {
  let t: TestApp;
  let agent: TestUser;
  let subagent: TestUser;
  let customer: TestUser;
  let london: string;
  const pct = (cents: number, percent: number) => Math.round((cents * percent) / 100);

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(HOTEL_TEST_NOW);
    agent = await createTestUser(t, {
      role: ROLE.agent,
      accountCode: 'AGC100',
      balanceCents: 5_000_000,
    });
    subagent = await createTestUser(t, {
      role: ROLE.subagent,
      accountCode: 'AGC100-1',
      parentAgentId: agent.id,
    });
    customer = await createTestUser(t);
    london = await cityAddress(t, 'London');
  });
  afterAll(async () => t.close());

  const as = (who: TestUser | null) => (who ? who.headers : {});
  const search = async (who: TestUser | null) => {
    const res = await inject(
      t,
      'POST',
      '/api/SearchHotel',
      { ...STAY, address: london, pageSize: 6 },
      as(who),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return HotelSearchReplySchema.parse(res.body).data.hotels;
  };
  const detail = async (id: string, who: TestUser | null, extra: Record<string, string> = {}) => {
    const query = new URLSearchParams({ id, ...STAY, ...extra });
    const res = await inject(t, 'GET', `/api/HotelDetail?${query}`, undefined, as(who));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return HotelDetailReplySchema.parse(res.body).data;
  };

  it('the list: commission on the "from" stay for agents only, never leaked by the cache', async () => {
    // The visitor's search fills the availability cache; the agent's reads it, and so on.
    const visitor = await search(null);
    const asAgent = await search(agent);
    const asSub = await search(subagent);
    const asCustomer = await search(customer);
    const again = await search(null);
    expect(asAgent.map((h) => h.id)).toEqual(visitor.map((h) => h.id));
    for (const hotels of [visitor, asCustomer, again]) {
      for (const hotel of hotels) expect(hotel).not.toHaveProperty('commissionFrom');
    }
    for (const [i, hotel] of visitor.entries()) {
      const rates = (await detail(hotel.id, null)).rooms.flatMap((room) => room.rates);
      const from = rates.find((rate) => rate.roomCode === hotel.roomCodeFrom)!;
      // Gross prices are everyone's; only the commission differs.
      expect(asAgent[i]).toMatchObject({
        totalFrom: hotel.totalFrom,
        nightlyFrom: hotel.nightlyFrom,
      });
      expect(asAgent[i]!.commissionFrom).toBe(pct(from.subtotal, 5));
      expect(asSub[i]!.commissionFrom).toBe(pct(from.subtotal, 3));
    }
  });

  it('the hotel page and the rule: every rate with its commission, due now after it', async () => {
    const [hotel] = await search(null);
    const visitor = await detail(hotel!.id, null);
    const asAgent = await detail(hotel!.id, agent);
    const asSub = await detail(hotel!.id, subagent);
    for (const rate of visitor.rooms.flatMap((room) => room.rates)) {
      expect(rate).not.toHaveProperty('commission');
    }
    expect(visitor).not.toHaveProperty('commissionFrom');
    // `buyer=agent` only keeps an agent's URL apart from the page's preload: it prices nothing.
    expect(await detail(hotel!.id, null, { buyer: 'agent' })).toEqual(visitor);
    const agentRates = asAgent.rooms.flatMap((room) => room.rates);
    const subRates = asSub.rooms.flatMap((room) => room.rates);
    for (const [i, rate] of visitor.rooms.flatMap((room) => room.rates).entries()) {
      expect(agentRates[i]).toEqual({ ...rate, commission: pct(rate.subtotal, 5) });
      expect(subRates[i]).toEqual({ ...rate, commission: pct(rate.subtotal, 3) });
    }
    const fromRate = visitor.rooms
      .flatMap((room) => room.rates)
      .find((r) => r.roomCode === visitor.roomCodeFrom)!;
    expect(asAgent.commissionFrom).toBe(pct(fromRate.subtotal, 5));

    const rule = async (who: TestUser | null, roomCode: string) => {
      const res = await inject(
        t,
        'POST',
        '/api/SearchHotelRuleNew',
        { ...STAY, hotelId: hotel!.id, roomCode },
        as(who),
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return HotelRuleReplySchema.parse(res.body).data;
    };
    const prepaid = agentRates.find(
      (r) => r.policy === 'refundable' || r.policy === 'notRefundable',
    );
    if (prepaid) {
      const gross = await rule(null, prepaid.roomCode);
      const net = await rule(agent, prepaid.roomCode);
      expect(gross.rate).not.toHaveProperty('commission');
      expect(gross.dueNow).toBe(gross.rate.total);
      expect(net.rate.commission).toBe(pct(net.rate.subtotal, 5));
      expect(net.dueNow).toBe(net.rate.total - net.rate.commission!);
      expect(net.dueAtHotel).toBe(0);
    }
  });

  it('an agent’s card booking stores the commission and charges the stay after it', async () => {
    const choice = await chooseRoom(t, { policy: 'refundable' });
    const body = await freshOrderBody(t, choice);
    const gross = body.expectedTotal;
    const commission = pct(choice.rule.rate.subtotal, 5);
    const res = await saveOrder(t, body, orderHeaders(agent.headers));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'issued',
      total: gross,
      commission,
      paidNow: gross - commission,
    });
    const row = await findOrderRow(t, res.body.data.orderNo);
    expect(row).toMatchObject({ totalCents: gross - commission, dueNowCents: gross - commission });
    const lines = await t.ctx.db.select().from(orderLines).where(eq(orderLines.orderId, row.id));
    expect(lines.find((l) => l.kind === 'commission')?.amountCents).toBe(-commission);
    expect(lines.reduce((sum, l) => sum + l.amountCents, 0)).toBe(gross - commission);
    const [charge] = await t.ctx.db.select().from(payments).where(eq(payments.orderId, row.id));
    expect(charge).toMatchObject({ status: 'succeeded', amountCents: gross - commission });

    const seen = await lookupHotelOrder(t, row.orderNo, undefined, agent.headers);
    expect(HotelOrderDetailSchema.parse(seen.body.data)).toMatchObject({
      total: gross,
      commission,
      paidNow: gross - commission,
      dueAtHotel: 0,
    });
  });

  it('a visitor’s booking is as before: no commission anywhere', async () => {
    const choice = await chooseRoom(t, { policy: 'refundable' });
    const body = await freshOrderBody(t, choice);
    const res = await saveOrder(t, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).not.toHaveProperty('commission');
    expect(res.body.data.paidNow).toBe(body.expectedTotal);
    const row = await findOrderRow(t, res.body.data.orderNo);
    const lines = await t.ctx.db.select().from(orderLines).where(eq(orderLines.orderId, row.id));
    expect(lines.map((l) => l.kind)).toEqual(['fare', 'tax']);
  });

  it('the agency balance pays the stay after commission (a sub-agent’s 3 %)', async () => {
    const balance = async () =>
      (await inject(t, 'GET', '/api/Balance', undefined, agent.headers)).body.data
        .balance as number;
    const before = await balance();
    const choice = await chooseRoom(t, { policy: 'notRefundable' });
    const body = await freshOrderBody(t, choice, { payment: { method: 'balance' } });
    const res = await saveOrder(t, body, orderHeaders(subagent.headers));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const commission = pct(choice.rule.rate.subtotal, 3);
    expect(res.body.data).toMatchObject({ commission, paidNow: body.expectedTotal - commission });
    expect(await balance()).toBe(before - (body.expectedTotal - commission));
  });

  it('cancelling in time returns what was paid and claws the commission back', async () => {
    const choice = await chooseRoom(t, { policy: 'refundable' });
    const body = await freshOrderBody(t, choice, { payment: { method: 'balance' } });
    const booked = await saveOrder(t, body, orderHeaders(agent.headers));
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const { orderNo, commission } = booked.body.data as { orderNo: string; commission: number };
    const net = body.expectedTotal - commission;
    const quoted = await t.app.inject({
      method: 'GET',
      url: `/api/Orders/RefundQuote?orderNo=${orderNo}`,
      headers: agent.headers,
    });
    expect(quoted.statusCode, quoted.body).toBe(200);
    const quote = RefundQuoteSchema.parse(quoted.json().data);
    expect(quote).toMatchObject({ cancellable: true, paid: net, refund: net, kept: 0 });
    expect(quote.lines.find((line) => line.kind === 'stay')).toMatchObject({
      paid: body.expectedTotal,
      refund: body.expectedTotal,
    });
    expect(quote.lines.find((line) => line.kind === 'commission')).toMatchObject({
      paid: -commission,
      refund: -commission,
    });
    const before = (await inject(t, 'GET', '/api/Balance', undefined, agent.headers)).body.data
      .balance as number;
    const cancelled = await t.app.inject({
      method: 'POST',
      url: '/api/Cancel',
      payload: { orderNo, quoteId: quote.quoteId },
      headers: { ...agent.headers, 'idempotency-key': randomUUID() },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.money).toEqual({ paid: net, refunded: net, net: 0 });
    const after = (await inject(t, 'GET', '/api/Balance', undefined, agent.headers)).body.data
      .balance as number;
    expect(after - before).toBe(net);
  });

  it('a guarantee charges nothing now: the hotel’s bill is after commission', async () => {
    const choice = await chooseRoom(t, { policy: 'guarantee' });
    const body = await freshOrderBody(t, choice);
    const res = await saveOrder(t, body, orderHeaders(agent.headers));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const commission = pct(choice.rule.rate.subtotal, 5);
    expect(res.body.data).toMatchObject({ commission, paidNow: 0 });
    const seen = await lookupHotelOrder(t, res.body.data.orderNo, undefined, agent.headers);
    expect(seen.body.data).toMatchObject({
      commission,
      paidNow: 0,
      dueAtHotel: body.expectedTotal - commission,
    });
  });
});
