import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEFAULT_COMPANY_CODE, REFRESH_REUSE_GRACE_SECONDS, ROLE } from '@travel/contracts';
import { rateLimitBuckets, refreshTokens, users } from '@travel/db';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  call,
  refreshTokensOf,
  registerUser,
  signedIn,
  uniqueEmail,
  type SignedIn,
} from './accounts.test-helpers';

const login = (t: TestApp, Username: string, Password: string) =>
  call(t, { url: '/api/Account/Login', body: { Username, Password } });

describe('sign-in, token refresh and sign-out', () => {
  let t: TestApp;
  let customer: SignedIn & { password: string };
  let storedHash: string;

  beforeAll(async () => {
    t = await createTestApp();
    customer = await registerUser(t, {
      firstName: 'Noah',
      lastName: 'Baker',
      role: 3,
      school: undefined,
    });
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, customer.id));
    storedHash = row?.passwordHash ?? '';
  });
  afterAll(async () => t.close());

  /** Another user with the same password, without paying for another argon2 hash. */
  async function insertUserWithPassword(values: Partial<typeof users.$inferInsert>) {
    const email = uniqueEmail('staff');
    const [row] = await t.ctx.db
      .insert(users)
      .values({ email, passwordHash: storedHash, firstName: 'Grace', lastName: 'Lin', ...values })
      .returning();
    if (!row) throw new Error('insert failed');
    return row;
  }

  describe('POST /api/Account/Login', () => {
    it('signs in with any case of the email and answers the Login data', async () => {
      const res = await login(t, `  ${customer.email.toUpperCase()} `, customer.password);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        id: customer.id,
        name: 'Noah Baker',
        email: customer.email,
        LimitAmount: 0,
        LimitCabin: 0,
        role: ROLE.customer,
        userType: ROLE.customer,
        accountCode: DEFAULT_COMPANY_CODE,
        expiresIn: 900,
      });
      const tokens = await refreshTokensOf(t, customer.id);
      expect(tokens).toHaveLength(2); // registration + this sign-in, each its own family
      expect(new Set(tokens.map((row) => row.familyId)).size).toBe(2);
      expect(tokens.some((row) => row.tokenHash === res.refreshToken)).toBe(false);
      // Issue 9: the refresh token is only in the HttpOnly cookie, never in the JSON body.
      expect(res.body.data).not.toHaveProperty('refreshToken');
      expect(res.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });

    it('answers an agent with its own account code, limits and role', async () => {
      const agent = await insertUserWithPassword({
        role: ROLE.agent,
        accountType: 'agent',
        accountCode: 'AG20417',
        limitAmount: 250_000,
        limitCabin: 2,
      });
      const res = await login(t, agent.email, customer.password);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        role: 1,
        userType: 1,
        accountCode: 'AG20417',
        LimitAmount: 250_000,
        LimitCabin: 2,
        name: 'Grace Lin',
      });
      const me = await call(t, {
        method: 'GET',
        url: '/api/Account/CurrentUser',
        token: res.body.data.accessToken,
      });
      expect(me.body.data).toMatchObject({ accountCode: 'AG20417', accountType: 'agent' });
    });

    it('answers "login wrong account or password" (401) for a wrong password', async () => {
      const res = await login(t, customer.email, 'Not-The-Password-1');
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        code: 'loginWrong',
        msg: 'login wrong account or password',
        data: null,
      });
    });

    it('answers "Email not registered" (404) for an unknown email', async () => {
      const res = await login(t, uniqueEmail('nobody'), 'Whatever-123');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        code: 'emailNotRegistered',
        msg: 'Email not registered',
        data: null,
      });
    });

    it('refuses a disabled account with 403 and issues no token', async () => {
      const disabled = await insertUserWithPassword({ disabled: true });
      const res = await login(t, disabled.email, customer.password);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('accountDisabled');
      expect(await refreshTokensOf(t, disabled.id)).toHaveLength(0);
    });

    it('refuses a partner account that has no password with loginWrong', async () => {
      const partner = await insertUserWithPassword({ passwordHash: null, accountType: 'kiv' });
      const res = await login(t, partner.email, customer.password);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('loginWrong');
    });

    it.each([
      ['no password', { Username: 'a@example.test' }],
      ['an empty password', { Username: 'a@example.test', Password: '' }],
      ['a user name that is not an email', { Username: 'alice', Password: 'Secret-123' }],
      ['lower-case field names', { username: 'a@example.test', password: 'Secret-123' }],
    ])('answers 400 for %s and counts nothing', async (_label, body) => {
      const before = await t.ctx.db.select().from(rateLimitBuckets);
      const res = await call(t, { url: '/api/Account/Login', body });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(1401);
      expect(await t.ctx.db.select().from(rateLimitBuckets)).toEqual(before);
    });
  });

  describe('POST /api/Account/Refresh', () => {
    it('rotates: the old token is spent, the new one joins the same sign-in', async () => {
      const signIn = signedIn(await login(t, customer.email, customer.password));
      const res = await call(t, {
        url: '/api/Account/Refresh',
        cookie: signIn.refreshToken,
      });
      expect(res.status).toBe(200);
      const next = res.body.data;
      // Issue 9: the new refresh token is in the cookie only.
      expect(Object.keys(next).sort()).toEqual(['accessToken', 'expiresIn']);
      expect(next.expiresIn).toBe(900);
      expect(res.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(res.refreshToken).not.toBe(signIn.refreshToken);

      const rows = await refreshTokensOf(t, customer.id);
      const spent = rows.filter((row) => row.usedAt !== null);
      expect(spent).toHaveLength(1);
      const sameFamily = rows.filter((row) => row.familyId === spent[0]?.familyId);
      expect(sameFamily).toHaveLength(2);

      const me = await call(t, {
        method: 'GET',
        url: '/api/Account/CurrentUser',
        token: next.accessToken,
      });
      expect(me.status).toBe(200);
    });

    it('treats a reused token as theft: 401 and every token of that sign-in is revoked', async () => {
      const signIn = signedIn(await login(t, customer.email, customer.password));
      const first = await call(t, {
        url: '/api/Account/Refresh',
        cookie: signIn.refreshToken,
      });
      expect(first.status).toBe(200);

      // Issue 9: a replay inside the grace period is two tabs refreshing; later it is reuse.
      t.clock.advance(REFRESH_REUSE_GRACE_SECONDS * 1000 + 1000);
      const replay = await call(t, {
        url: '/api/Account/Refresh',
        cookie: signIn.refreshToken,
      });
      expect(replay.status).toBe(401);
      expect(replay.body).toEqual({
        code: 'refreshTokenFailed',
        msg: 'refresh token failed!',
        data: null,
      });

      // The legitimate holder's newer token is gone too.
      const newer = await call(t, {
        url: '/api/Account/Refresh',
        cookie: first.refreshToken ?? '',
      });
      expect(newer.status).toBe(401);
      expect(newer.body.code).toBe('refreshTokenFailed');
    });

    it('leaves other sign-ins alone when one family is revoked', async () => {
      const a = signedIn(await login(t, customer.email, customer.password));
      const b = signedIn(await login(t, customer.email, customer.password));
      await call(t, { url: '/api/Account/Refresh', cookie: a.refreshToken });
      t.clock.advance(REFRESH_REUSE_GRACE_SECONDS * 1000 + 1000);
      await call(t, { url: '/api/Account/Refresh', cookie: a.refreshToken });
      const other = await call(t, {
        url: '/api/Account/Refresh',
        cookie: b.refreshToken,
      });
      expect(other.status).toBe(200);
    });

    it('answers 401 for an unknown token and for a missing cookie', async () => {
      const unknown = await call(t, {
        url: '/api/Account/Refresh',
        cookie: 'x'.repeat(43),
      });
      expect(unknown.status).toBe(401);
      expect(unknown.body.code).toBe('refreshTokenFailed');
      // Issue 9: the token comes from the cookie, so a missing one is a failed refresh (was 400).
      const missing = await call(t, {
        url: '/api/Account/Refresh',
        headers: { 'x-requested-with': 'XMLHttpRequest' },
      });
      expect(missing.status).toBe(401);
      expect(missing.body.code).toBe('refreshTokenFailed');
    });

    it('refuses a disabled user and ends that sign-in', async () => {
      const user = await insertUserWithPassword({});
      const signIn = signedIn(await login(t, user.email, customer.password));
      await t.ctx.db.update(users).set({ disabled: true }).where(eq(users.id, user.id));
      const res = await call(t, {
        url: '/api/Account/Refresh',
        cookie: signIn.refreshToken,
      });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('accountDisabled');
      const rows = await refreshTokensOf(t, user.id);
      expect(rows.every((row) => row.revokedAt !== null)).toBe(true);
    });
  });

  describe('POST /api/Account/Logout', () => {
    it('ends the sign-in of the refresh token', async () => {
      const signIn = signedIn(await login(t, customer.email, customer.password));
      const res = await call(t, {
        url: '/api/Account/Logout',
        body: { refreshToken: signIn.refreshToken },
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ code: 0, msg: 'success', data: null });
      const again = await call(t, {
        url: '/api/Account/Refresh',
        cookie: signIn.refreshToken,
      });
      expect(again.status).toBe(401);
    });

    it('ends the sign-in of the bearer when no refresh token is sent', async () => {
      const signIn = signedIn(await login(t, customer.email, customer.password));
      const res = await call(t, { url: '/api/Account/Logout', token: signIn.accessToken });
      expect(res.status).toBe(200);
      const rows = await t.ctx.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.userId, customer.id));
      const mine = rows.filter((row) => row.revokedAt !== null);
      expect(mine.length).toBeGreaterThan(0);
      const again = await call(t, {
        url: '/api/Account/Refresh',
        cookie: signIn.refreshToken,
      });
      expect(again.status).toBe(401);
    });

    it('always succeeds: no body, no bearer, or an unknown token', async () => {
      expect((await call(t, { url: '/api/Account/Logout' })).body).toEqual({
        code: 0,
        msg: 'success',
        data: null,
      });
      const unknown = await call(t, { url: '/api/Account/Logout', body: { refreshToken: 'nope' } });
      expect(unknown.status).toBe(200);
    });

    it('answers 400 for a refresh token that is not a string', async () => {
      const res = await call(t, { url: '/api/Account/Logout', body: { refreshToken: 42 } });
      expect(res.status).toBe(400);
    });
  });

  describe('token lifetimes', () => {
    it('access tokens stop working after 15 minutes; refresh gives a working one', async () => {
      const signIn = signedIn(await login(t, customer.email, customer.password));
      const me = () =>
        call(t, { method: 'GET', url: '/api/Account/CurrentUser', token: signIn.accessToken });
      t.clock.advance(14 * 60 * 1000);
      expect((await me()).status).toBe(200);
      t.clock.advance(60 * 1000 + 1000);
      const expired = await me();
      expect(expired.status).toBe(401);
      expect(expired.body.code).toBe('tokenInvalid');

      const res = await call(t, {
        url: '/api/Account/Refresh',
        cookie: signIn.refreshToken,
      });
      expect(res.status).toBe(200);
      const fresh = await call(t, {
        method: 'GET',
        url: '/api/Account/CurrentUser',
        token: res.body.data.accessToken,
      });
      expect(fresh.status).toBe(200);
    });

    it('refresh tokens expire after 30 days', async () => {
      const signIn = signedIn(await login(t, customer.email, customer.password));
      t.clock.advance(30 * 24 * 60 * 60 * 1000 + 1000);
      const res = await call(t, {
        url: '/api/Account/Refresh',
        cookie: signIn.refreshToken,
      });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('refreshTokenFailed');
    });
  });
});
