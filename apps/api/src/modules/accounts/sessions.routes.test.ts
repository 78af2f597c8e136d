import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  REFRESH_COOKIE_NAME,
  REFRESH_PATH,
  REFRESH_REUSE_GRACE_SECONDS,
  REFRESH_TOKEN_TTL_DAYS,
} from '@travel/contracts';
import { signInSessions } from '@travel/db';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  call,
  refreshTokensOf,
  registerUser,
  setCookiesOf,
  signedIn,
  type SignedIn,
} from './accounts.test-helpers';

/**
 * Issue 9, "sessions that end when they should": revocation takes effect on the next request,
 * two tabs refreshing at once share one rotation, and the refresh token lives in an HttpOnly
 * cookie that only a same-origin call with the CSRF header can spend.
 */
describe('sign-in sessions (issue 9)', () => {
  let t: TestApp;
  let customer: SignedIn & { password: string };

  beforeAll(async () => {
    t = await createTestApp();
    customer = await registerUser(t, { role: 3, school: undefined });
  });
  afterAll(async () => t.close());

  const login = async () =>
    signedIn(
      await call(t, {
        url: '/api/Account/Login',
        body: { Username: customer.email, Password: customer.password },
      }),
    );
  const me = (token: string) => call(t, { method: 'GET', url: '/api/Account/CurrentUser', token });
  const refresh = (token: string, headers: Record<string, string> = {}) =>
    call(t, { url: REFRESH_PATH, cookie: token, headers });
  const refreshCookieLine = (headers: Record<string, unknown>) =>
    setCookiesOf(headers).find((line) => line.startsWith(`${REFRESH_COOKIE_NAME}=`)) ?? '';

  describe('revocation on the next request', () => {
    it('refuses the access token right after sign-out', async () => {
      const session = await login();
      expect((await me(session.accessToken)).status).toBe(200);
      const out = await call(t, { url: '/api/Account/Logout', token: session.accessToken });
      expect(out.status).toBe(200);
      const after = await me(session.accessToken);
      expect(after.status).toBe(401);
      expect(after.body.code).toBe('tokenInvalid');
      const [row] = await t.ctx.db
        .select()
        .from(signInSessions)
        .where(eq(signInSessions.id, sessionIdOf(session.accessToken)));
      expect(row?.revokedAt).not.toBeNull();
    });

    it('refuses the access tokens of a sign-in whose refresh token was reused', async () => {
      const session = await login();
      const rotated = await refresh(session.refreshToken);
      expect(rotated.status).toBe(200);
      t.clock.advance(REFRESH_REUSE_GRACE_SECONDS * 1000 + 1000);
      const reuse = await refresh(session.refreshToken);
      expect(reuse.status).toBe(401);
      expect((await me(session.accessToken)).status).toBe(401);
      expect((await me(rotated.body.data.accessToken)).status).toBe(401);
    });

    it('ends the sign-in of an expired access token too (an idle tab signing out)', async () => {
      const session = await login();
      t.clock.advance(16 * 60 * 1000);
      expect((await me(session.accessToken)).status).toBe(401);
      await call(t, { url: '/api/Account/Logout', token: session.accessToken });
      expect((await refresh(session.refreshToken)).status).toBe(401);
      // A forged one ends nothing.
      const other = await login();
      const forged = `${other.accessToken.slice(0, -4)}AAAA`;
      await call(t, { url: '/api/Account/Logout', token: forged });
      expect((await me(other.accessToken)).status).toBe(200);
    });

    it('keeps other sign-ins of the same user working', async () => {
      const a = await login();
      const b = await login();
      await call(t, { url: '/api/Account/Logout', token: a.accessToken });
      expect((await me(a.accessToken)).status).toBe(401);
      expect((await me(b.accessToken)).status).toBe(200);
    });
  });

  describe('two tabs refreshing at once', () => {
    it('answers the same pair to a second refresh inside the grace period', async () => {
      const session = await login();
      const first = await refresh(session.refreshToken);
      t.clock.advance((REFRESH_REUSE_GRACE_SECONDS - 1) * 1000);
      const second = await refresh(session.refreshToken);
      expect(first.status).toBe(200);
      expect(second.status).toBe(200);
      expect(second.body.data.accessToken).toBe(first.body.data.accessToken);
      expect(second.refreshToken).toBe(first.refreshToken);
      // The family goes on: the shared successor rotates once more, and the sign-in works.
      expect((await me(second.body.data.accessToken)).status).toBe(200);
      const next = await refresh(second.refreshToken ?? '');
      expect(next.status).toBe(200);
      expect(next.refreshToken).not.toBe(second.refreshToken);
    });

    it('gives simultaneous refreshes with one token the same new pair', async () => {
      for (let round = 0; round < 3; round += 1) {
        const session = await login();
        const replies = await Promise.all(
          Array.from({ length: 4 }, () => refresh(session.refreshToken)),
        );
        expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200]);
        const [a] = replies;
        for (const reply of replies) {
          expect(reply.body.data.accessToken).toBe(a!.body.data.accessToken);
          expect(reply.refreshToken).toBe(a!.refreshToken);
        }
        const rows = await refreshTokensOf(t, customer.id);
        const family = rows.filter((row) => row.familyId === sessionIdOf(session.accessToken));
        expect(family).toHaveLength(2); // the presented token and ONE successor
        expect(family.every((row) => row.revokedAt === null)).toBe(true);
        expect((await me(a!.body.data.accessToken)).status).toBe(200);
      }
    });

    it('still ends the sign-in when the spent token comes back after the grace period', async () => {
      const session = await login();
      const first = await refresh(session.refreshToken);
      t.clock.advance(REFRESH_REUSE_GRACE_SECONDS * 1000 + 1);
      const late = await refresh(session.refreshToken);
      expect(late.status).toBe(401);
      expect(late.body.code).toBe('refreshTokenFailed');
      expect(late.refreshToken).toBe(''); // the dead cookie is cleared
      const successor = await refresh(first.refreshToken ?? '');
      expect(successor.status).toBe(401);
    });
  });

  describe('the refresh cookie', () => {
    it('is set by Login with HttpOnly, SameSite=Strict, the refresh path and no Secure on loopback http', async () => {
      const res = await call(t, {
        url: '/api/Account/Login',
        body: { Username: customer.email, Password: customer.password },
      });
      expect(res.body.data).not.toHaveProperty('refreshToken');
      const line = refreshCookieLine(res.headers);
      expect(line).toMatch(/; HttpOnly/);
      expect(line).toMatch(/; SameSite=Strict/);
      expect(line).toContain(`; Path=${REFRESH_PATH}`);
      expect(line).toContain(`; Max-Age=${REFRESH_TOKEN_TTL_DAYS * 24 * 60 * 60}`);
      expect(line).not.toMatch(/; Secure/);
    });

    it('is Secure everywhere but loopback', async () => {
      for (const host of ['shop.example.com', '192.168.1.20:3000']) {
        const res = await call(t, {
          url: '/api/Account/Login',
          body: { Username: customer.email, Password: customer.password },
          headers: { host },
        });
        expect(res.status).toBe(200);
        expect(refreshCookieLine(res.headers)).toMatch(/; Secure/);
      }
      for (const host of ['127.0.0.1:3000', '[::1]:3000', 'localhost:5173']) {
        const res = await call(t, {
          url: '/api/Account/Login',
          body: { Username: customer.email, Password: customer.password },
          headers: { host },
        });
        expect(refreshCookieLine(res.headers)).not.toMatch(/; Secure/);
      }
    });

    it('is rotated by Refresh and cleared by Logout', async () => {
      const session = await login();
      const res = await refresh(session.refreshToken);
      expect(res.body.data).not.toHaveProperty('refreshToken');
      expect(refreshCookieLine(res.headers)).toMatch(/; HttpOnly/);
      const out = await call(t, { url: '/api/Account/Logout', token: res.body.data.accessToken });
      const cleared = refreshCookieLine(out.headers);
      expect(cleared).toMatch(new RegExp(`^${REFRESH_COOKIE_NAME}=;`));
      expect(cleared).toContain(`; Path=${REFRESH_PATH}`);
      expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
      expect((await refresh(res.refreshToken ?? '')).status).toBe(401);
    });

    it('refuses a refresh without the CSRF header, or from another origin', async () => {
      const session = await login();
      const bare = await t.app.inject({
        method: 'POST',
        url: REFRESH_PATH,
        headers: { cookie: `${REFRESH_COOKIE_NAME}=${session.refreshToken}` },
      });
      expect(bare.statusCode).toBe(403);
      expect(bare.json()).toMatchObject({ code: 'crossSiteRequestRefused' });
      const crossOrigin = await refresh(session.refreshToken, { origin: 'https://evil.example' });
      expect(crossOrigin.status).toBe(403);
      const crossSite = await refresh(session.refreshToken, { 'sec-fetch-site': 'cross-site' });
      expect(crossSite.status).toBe(403);
      // None of those spent the token: the storefront's own call still works.
      const own = await refresh(session.refreshToken, {
        origin: 'http://localhost',
        'sec-fetch-site': 'same-origin',
      });
      expect(own.status).toBe(200);
    });
  });
});

/** The `sid` claim of an access token (the sign-in it belongs to). */
function sessionIdOf(accessToken: string): string {
  const payload = accessToken.split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sid: string }).sid;
}
