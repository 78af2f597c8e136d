import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ANONYMOUS_USER_ID,
  DEFAULT_COMPANY_CODE,
  ROLE,
  TOURIST_USER_TYPE,
  isAgentType,
  type Role,
} from '@travel/contracts';
import { users } from '@travel/db';
import type { AppContext } from '../app-context';
import { signAccessToken } from '../lib/auth/access-token';
import { revokeSignIns } from '../lib/auth/revoke-sign-ins';
import { createTestApp, type TestApp } from '../test/test-app';
import { createTestUser, type TestUser } from '../test/users';
import { registerAuth, requireRole, type Identity } from './auth';
import { registerErrorHandling } from './errors';

const now = new Date('2026-11-21T10:00:00Z');
let t: TestApp;
let ctx: AppContext;
let user: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(now);
  ctx = { ...t.ctx, now: () => now };
  user = await createTestUser(t);
});
afterAll(async () => t.close());

async function identityApp(context: AppContext = ctx) {
  const app = Fastify();
  registerErrorHandling(app);
  registerAuth(app, context);
  app.get('/who', async (request) => request.identity);
  app.get('/agents-only', { preHandler: requireRole(isAgentType) }, async () => 'ok');
  await app.ready();
  return app;
}

/** A token of the test user's real sign-in, carrying whatever role and code a case needs. */
const tokenFor = (role: Role, accountCode: string | null, at = now, who: TestUser = user) =>
  signAccessToken(
    { sub: who.id, role, email: 'someone@example.com', accountCode, sid: who.sessionId },
    t.ctx.env.JWT_SECRET,
    at,
  );

describe('request identity (spec part 1 §6)', () => {
  it('is a tourist with the all-zero id and the default company code when anonymous', async () => {
    // Issue 9: a request without a token never reads the database (this one has none to read).
    const noDatabase = new Proxy({} as AppContext['db'], {
      get: () => {
        throw new Error('a signed-out request must not touch the database');
      },
    });
    const app = await identityApp({ ...ctx, db: noDatabase });
    const who = (await app.inject('/who')).json<Identity>();
    expect(who).toEqual({
      signedIn: false,
      userId: ANONYMOUS_USER_ID,
      email: null,
      role: null,
      userType: TOURIST_USER_TYPE,
      accountCode: DEFAULT_COMPANY_CODE,
      sessionId: null,
    });
    expect(ANONYMOUS_USER_ID).toBe('00000000-0000-0000-0000-000000000000');
    expect(TOURIST_USER_TYPE).toBe(3);
  });

  it("carries an agent's own account code and the default code for everyone else", async () => {
    const app = await identityApp();
    const as = async (role: Role, code: string | null) =>
      (
        await app.inject({
          url: '/who',
          headers: { authorization: `Bearer ${await tokenFor(role, code)}` },
        })
      ).json<Identity>();
    expect(await as(ROLE.agent, 'AG10001')).toMatchObject({
      signedIn: true,
      userType: ROLE.agent,
      accountCode: 'AG10001',
    });
    expect(await as(ROLE.subagent, 'AGT10011')).toMatchObject({ accountCode: 'AGT10011' });
    expect(await as(ROLE.customer, 'AG10001')).toMatchObject({
      userType: ROLE.customer,
      accountCode: DEFAULT_COMPANY_CODE,
    });
  });

  it('treats an expired or forged token as anonymous, and guards answer 401 / 403', async () => {
    const app = await identityApp();
    const expired = await tokenFor(ROLE.agent, 'AG1', new Date(now.getTime() - 16 * 60_000));
    const forged = `${(await tokenFor(ROLE.agent, 'AG1')).slice(0, -4)}AAAA`;
    for (const token of [expired, forged]) {
      const who = await app.inject({ url: '/who', headers: { authorization: `Bearer ${token}` } });
      expect(who.json<Identity>().signedIn).toBe(false);
      const guarded = await app.inject({
        url: '/agents-only',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(guarded.statusCode).toBe(401);
    }
    const customer = await app.inject({
      url: '/agents-only',
      headers: { authorization: `Bearer ${await tokenFor(ROLE.customer, null)}` },
    });
    expect(customer.statusCode).toBe(403);
    expect(customer.json()).toMatchObject({
      code: 'noPermission',
      msg: 'You do not have permission to access this data.',
    });
  });

  // Issue 9: the sign-in behind a valid token is checked on every request that carries one.
  it('makes a revoked sign-in anonymous on the next request', async () => {
    const app = await identityApp();
    const other = await createTestUser(t, { role: ROLE.agent, accountCode: 'AG7' });
    const token = await tokenFor(ROLE.agent, 'AG7', now, other);
    const ask = () =>
      app.inject({ url: '/agents-only', headers: { authorization: `Bearer ${token}` } });
    expect((await ask()).statusCode).toBe(200);
    await revokeSignIns(t.ctx.db, { familyId: other.sessionId }, now);
    const refused = await ask();
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'tokenInvalid' });
  });

  it('refuses a token whose sign-in is unknown or belongs to someone else', async () => {
    const app = await identityApp();
    const other = await createTestUser(t);
    for (const sid of ['00000000-0000-4000-8000-000000000000', other.sessionId, 'family-1']) {
      const token = await signAccessToken(
        { sub: user.id, role: ROLE.customer, email: user.email, accountCode: null, sid },
        t.ctx.env.JWT_SECRET,
        now,
      );
      const who = await app.inject({ url: '/who', headers: { authorization: `Bearer ${token}` } });
      expect(who.json<Identity>().signedIn).toBe(false);
    }
  });

  it('answers 403 accountDisabled to a disabled user whose sign-in still stands', async () => {
    const app = await identityApp();
    const other = await createTestUser(t, { role: ROLE.agent, accountCode: 'AG8' });
    const token = await tokenFor(ROLE.agent, 'AG8', now, other);
    await t.ctx.db.update(users).set({ disabled: true }).where(eq(users.id, other.id));
    const who = await app.inject({ url: '/who', headers: { authorization: `Bearer ${token}` } });
    expect(who.json<Identity>().signedIn).toBe(false);
    const guarded = await app.inject({
      url: '/agents-only',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(guarded.statusCode).toBe(403);
    expect(guarded.json()).toMatchObject({ code: 'accountDisabled' });
  });
});
