import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceLedger, users } from '@travel/db';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestAgent } from '../../test/users';
import { debitAgentBalance } from './agent-balance';

describe('debitAgentBalance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const balanceOf = async (id: string) =>
    (await t.ctx.db.select({ b: users.balanceCents }).from(users).where(eq(users.id, id)))[0]?.b;

  it('debits and records the movement, and refuses more than the balance', async () => {
    const { agent } = await createTestAgent(t, 0);
    await t.ctx.db.update(users).set({ balanceCents: 10_000 }).where(eq(users.id, agent.id));
    const orderId = randomUUID();
    const input = { agentId: agent.id, orderId, reason: 'order TO1', now: t.ctx.now() };
    expect(
      await t.ctx.db.transaction((tx) => debitAgentBalance(tx, { ...input, amountCents: 7_500 })),
    ).toBe(true);
    expect(await balanceOf(agent.id)).toBe(2_500);
    expect(
      await t.ctx.db.transaction((tx) => debitAgentBalance(tx, { ...input, amountCents: 2_501 })),
    ).toBe(false);
    expect(
      await t.ctx.db.transaction((tx) => debitAgentBalance(tx, { ...input, amountCents: 0 })),
    ).toBe(false);
    expect(await balanceOf(agent.id)).toBe(2_500);
    const ledger = await t.ctx.db
      .select()
      .from(balanceLedger)
      .where(eq(balanceLedger.agentId, agent.id));
    expect(ledger.map((r) => r.amountCents)).toEqual([-7_500]);
  });

  it('simultaneous debits never take the balance below zero', async () => {
    const { agent } = await createTestAgent(t, 0);
    await t.ctx.db.update(users).set({ balanceCents: 3_000 }).where(eq(users.id, agent.id));
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.ctx.db.transaction((tx) =>
          debitAgentBalance(tx, {
            agentId: agent.id,
            amountCents: 1_000,
            orderId: randomUUID(),
            reason: 'race',
            now: t.ctx.now(),
          }),
        ),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(3);
    expect(await balanceOf(agent.id)).toBe(0);
  });
});
