import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ROLE } from '@travel/contracts';
import { users } from '@travel/db';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/users';
import { ONE_WAY_LAX_SFO, TEST_NOW, searchOk } from './flights.test-helpers';

/**
 * Issue 10: the database at most once on a new search's hot path besides storing its quotes.
 * A signed-in search reads the sign-in (the session joined to its user, the limits with it) and
 * nothing else; an anonymous one reads nothing. Each stores its quotes in one insert.
 */
describe('database calls of a new search', () => {
  let t: TestApp;
  let agent: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(TEST_NOW);
    agent = await createTestUser(t, { role: ROLE.agent, accountCode: 'AG7101' });
    // The seats' first read (then kept until inventory changes) is not part of a search.
    await searchOk(t, ONE_WAY_LAX_SFO);
  });
  afterAll(async () => t.close());

  const counted = async (run: () => Promise<unknown>) => {
    const select = vi.spyOn(t.ctx.db, 'select');
    const insert = vi.spyOn(t.ctx.db, 'insert');
    try {
      await run();
      return { selects: select.mock.calls.length, inserts: insert.mock.calls.length };
    } finally {
      select.mockRestore();
      insert.mockRestore();
    }
  };

  it('anonymous: one insert, no read', async () => {
    const calls = await counted(() =>
      searchOk(t, { ...ONE_WAY_LAX_SFO, departureDate: '04/16/2027' }),
    );
    expect(calls).toEqual({ selects: 0, inserts: 1 });
  });

  it('signed in: the sign-in check (with the limits) and one insert', async () => {
    const calls = await counted(() =>
      searchOk(t, { ...ONE_WAY_LAX_SFO, departureDate: '04/17/2027' }, agent.headers),
    );
    expect(calls).toEqual({ selects: 1, inserts: 1 });
  });

  it('still prices with the limits the account has now', async () => {
    await t.ctx.db.update(users).set({ limitCabin: 3 }).where(eq(users.id, agent.id));
    const result = await searchOk(
      t,
      { ...ONE_WAY_LAX_SFO, departureDate: '04/18/2027' },
      agent.headers,
    );
    expect(result.offers.length).toBeGreaterThan(0);
    // LimitCabin 3 (index into A, E, P, B, F): business only.
    expect(new Set(result.offers.map((offer) => offer.cabin))).toEqual(new Set(['B']));
  });
});
