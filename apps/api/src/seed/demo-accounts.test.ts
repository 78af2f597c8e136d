import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { partnerLinks, partnerUsers, users } from '@travel/db';
import { loadEnv } from '../plugins/env';
import { createTestApp, type TestApp } from '../test/test-app';
import { DEMO_ACCOUNTS, DEMO_PARTNER_KEY, DEMO_PASSWORD, seedDemoAccounts } from './demo-accounts';
import { runSeeds } from './index';

const emails = DEMO_ACCOUNTS.map((account) => account.email);

describe('demo-account seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const demoUsers = () => t.ctx.db.select().from(users).where(inArray(users.email, emails));

  it('is never run in production', async () => {
    await runSeeds({
      ...t.ctx,
      env: loadEnv({ NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40) }),
    });
    expect(await demoUsers()).toHaveLength(0);
    expect(await t.ctx.db.select().from(partnerLinks)).toHaveLength(0);
  });

  it('seeds one account per role, sub-agents under the agent, and the partner link', async () => {
    await seedDemoAccounts(t.ctx);
    const rows = await demoUsers();
    expect(rows.map((row) => [row.email, row.role]).sort()).toEqual([
      ['admin@example.com', 3],
      ['agent@example.com', 1],
      ['customer@example.com', 0],
      ['subagent2@example.com', 2],
      ['subagent@example.com', 2],
      ['super@example.com', 9],
    ]);
    const agent = rows.find((row) => row.email === 'agent@example.com');
    expect(agent).toMatchObject({ accountCode: 'AG10001', accountType: 'agent' });
    expect(agent?.balanceCents).toBeGreaterThan(0);
    const subagents = rows.filter((row) => row.role === 2);
    expect(subagents.every((row) => row.parentAgentId === agent?.id)).toBe(true);
    expect(new Set(subagents.map((row) => row.accountCode)).size).toBe(2);
    expect(await t.ctx.db.select().from(partnerLinks)).toHaveLength(1);
  });

  it('is idempotent: a second run adds nothing and keeps changes', async () => {
    await t.ctx.db
      .update(users)
      .set({ firstName: 'Emmy' })
      .where(eq(users.email, 'customer@example.com'));
    const before = await demoUsers();
    await seedDemoAccounts(t.ctx);
    await seedDemoAccounts(t.ctx);
    const after = await demoUsers();
    expect(after).toEqual(before);
    expect(await t.ctx.db.select().from(partnerUsers)).toHaveLength(1);
    expect(await t.ctx.db.select().from(partnerLinks)).toHaveLength(1);
  });

  it.each(DEMO_ACCOUNTS.map((account) => [account.email, account.role] as const))(
    '%s signs in with the demo password as role %i',
    async (email, role) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/Account/Login',
        payload: { Username: email, Password: DEMO_PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.role).toBe(role);
    },
  );

  it('signs in the partner agent with the documented key', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Account/PartnerLogin',
      payload: { key: DEMO_PARTNER_KEY },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ role: 1, accountCode: 'BM20001', name: 'Mei Chen' });
  });
});
