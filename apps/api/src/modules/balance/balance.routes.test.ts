import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgentBalanceSchema, BalanceStatementSchema } from '@travel/contracts/balance';
import { balanceLedger, users } from '@travel/db';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestAgent, createTestUser, type TestUser } from '../../test/users';
import { BOOKING_TEST_NOW, bookOrder, postPayment } from '../../lib/orders/test-booking';

/** The agent balance statement: payments, refunds and top-ups with the running balance. */
describe('GET /api/Balance/Statement', () => {
  let t: TestApp;
  let agent: TestUser;
  let sub: TestUser;
  let otherSub: TestUser;

  const statement = async (user: TestUser, query = '') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/Balance/Statement${query}`,
      headers: user.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return BalanceStatementSchema.parse(res.json().data);
  };
  const payFromBalance = async (user: TestUser) => {
    const { orderNo, totalPrice } = await bookOrder(t, { headers: user.headers });
    const paid = await postPayment(t, { orderNo, method: 'balance' }, user.headers);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    // Movements a second apart, as real ones are: the statement orders them by time.
    t.clock.advance(1000);
    return { orderNo, totalPrice };
  };

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(BOOKING_TEST_NOW);
    const team = await createTestAgent(t, 2);
    agent = team.agent;
    sub = team.subagents[0]!;
    otherSub = team.subagents[1]!;
    await t.ctx.db.update(users).set({ balanceCents: 1_000_000 }).where(eq(users.id, agent.id));
    await t.ctx.db.insert(balanceLedger).values({
      agentId: agent.id,
      amountCents: 1_000_000,
      reason: 'Top-up',
      createdAt: new Date(BOOKING_TEST_NOW.getTime() - 60_000),
    });
  });
  afterAll(async () => t.close());

  it('lists payments, a refund and the top-up, newest first, with the balance after each', async () => {
    const own = await payFromBalance(agent);
    const bySub = await payFromBalance(sub);
    await payFromBalance(otherSub);
    // Cancel the agent's own order within 24 hours: the fare comes back to the balance.
    const quote = await t.app.inject({
      method: 'GET',
      url: `/api/Orders/RefundQuote?orderNo=${own.orderNo}`,
      headers: agent.headers,
    });
    const cancelled = await t.app.inject({
      method: 'POST',
      url: '/api/Cancel',
      payload: { orderNo: own.orderNo, quoteId: quote.json().data.quoteId },
      headers: { ...agent.headers, 'idempotency-key': randomUUID() },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const all = await statement(agent);
    expect(all.total).toBe(5);
    expect(all.items.map((m) => m.kind)).toEqual([
      'refund',
      'payment',
      'payment',
      'payment',
      'topUp',
    ]);
    expect(all.items[0]).toMatchObject({ orderNo: own.orderNo, amount: own.totalPrice });
    expect(all.items[0]!.balanceAfter).toBe(all.balance);
    // Each row's balance is the next (older) row's plus its own movement.
    for (let i = 0; i < all.items.length - 1; i += 1) {
      expect(all.items[i]!.balanceAfter).toBe(
        all.items[i + 1]!.balanceAfter! + all.items[i]!.amount,
      );
    }
    expect(all.items.at(-1)!.balanceAfter).toBe(1_000_000);

    // Pages keep the running balance.
    const second = await statement(agent, '?page=2&pageSize=2');
    expect(second.items.map((m) => m.id)).toEqual(all.items.slice(2, 4).map((m) => m.id));
    expect(second.items.map((m) => m.balanceAfter)).toEqual(
      all.items.slice(2, 4).map((m) => m.balanceAfter),
    );

    // A sub-agent sees its agency's balance and its own orders only, without a running balance.
    const mine = await statement(sub);
    expect(mine.balance).toBe(all.balance);
    expect(mine.items).toHaveLength(1);
    expect(mine.items[0]).toMatchObject({
      orderNo: bySub.orderNo,
      kind: 'payment',
      balanceAfter: null,
    });
  });

  it('is for agents: customers 403, signed-out 401, bad paging 400', async () => {
    const customer = await createTestUser(t);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/Balance/Statement',
      headers: customer.headers,
    });
    expect(refused.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/Balance/Statement' })).statusCode).toBe(
      401,
    );
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/Balance/Statement?pageSize=1000',
      headers: agent.headers,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('GET /api/Balance: what the agency can spend now, the same for its sub-agents', async () => {
    const now = async (user: TestUser) => {
      const res = await t.app.inject({ method: 'GET', url: '/api/Balance', headers: user.headers });
      expect(res.statusCode, res.body).toBe(200);
      return AgentBalanceSchema.parse(res.json().data);
    };
    const { balance } = await statement(agent);
    expect(await now(agent)).toEqual({ balance, currency: 'USD' });
    expect(await now(sub)).toEqual({ balance, currency: 'USD' });
    const customer = await createTestUser(t);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/Balance',
      headers: customer.headers,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'noPermission' });
    expect((await t.app.inject({ method: 'GET', url: '/api/Balance' })).statusCode).toBe(401);
  });
});
