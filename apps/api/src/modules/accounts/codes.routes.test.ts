import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { mailSuppressions, users, verificationCodes } from '@travel/db';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  call,
  latestMail,
  mailCount,
  refreshTokensOf,
  registerUser,
  signedIn,
  uniqueEmail,
  type SignedIn,
} from './accounts.test-helpers';

const MINUTE = 60 * 1000;

describe('e-mailed codes and password reset', () => {
  let t: TestApp;
  let user: SignedIn & { password: string };
  let ipCounter = 0;
  /** A fresh client address per test, so the per-address hourly limit only bites where tested. */
  const nextIp = () => `10.1.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

  beforeAll(async () => {
    t = await createTestApp();
    user = await registerUser(t, { role: 3, school: undefined });
  });
  afterAll(async () => t.close());

  const send = (email: string, purpose: string, ip = nextIp()) =>
    call(t, { url: '/api/Account/SendMailVerificationCode', body: { email, purpose }, ip });
  const verify = (body: Record<string, unknown>) =>
    call(t, { url: '/api/Account/VerifyMailVerificationCode', body });
  const codeRows = async (email: string) => {
    const [row] = await t.ctx.db
      .select({ n: count() })
      .from(verificationCodes)
      .where(eq(verificationCodes.email, email));
    return row?.n ?? 0;
  };
  /** Sends a code and reads it back from the outbox, as a person reads their mail. */
  async function codeFor(email: string, purpose: 'reset' | 'contact'): Promise<string> {
    t.clock.advance(MINUTE + 1000); // past any earlier 60 s resend window
    const res = await send(email, purpose);
    expect(res.status).toBe(200);
    const { code } = await latestMail(t, email);
    if (!code) throw new Error('no code in the mail');
    return code;
  }

  describe('POST /api/Account/SendMailVerificationCode', () => {
    it('mails a readable 6-digit code and stores only a keyed hash of it', async () => {
      const res = await send(user.email, 'reset');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        code: 0,
        msg: 'success',
        data: { expiresIn: 600, resendAfter: 60 },
      });
      const { mail, code } = await latestMail(t, user.email);
      expect(mail).toMatchObject({ kind: 'verification-code', status: 'sent' });
      expect(mail?.subject).toMatch(/password reset code/i);
      expect(code).toMatch(/^\d{6}$/);
      expect(mail?.htmlBody).toContain(code);
      const [row] = await t.ctx.db
        .select()
        .from(verificationCodes)
        .where(eq(verificationCodes.email, user.email));
      expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row?.codeHash).not.toContain(code);
      expect(row?.expiresAt.getTime()).toBe(row!.createdAt.getTime() + 10 * MINUTE);
    });

    it('refuses a second send within 60 s with 429 "The operation is frequent…" and Retry-After', async () => {
      const email = uniqueEmail('contact');
      expect((await send(email, 'contact')).status).toBe(200);
      t.clock.advance(30 * 1000);
      const again = await send(email, 'contact');
      expect(again.status).toBe(429);
      expect(again.body).toEqual({
        code: 'operationFrequent',
        msg: 'The operation is frequent, please try again later',
        data: { retryAfter: 30 },
      });
      expect(again.headers['retry-after']).toBe('30');
      expect(await mailCount(t, email)).toBe(1);
      expect(await codeRows(email)).toBe(1);

      // Another purpose has its own window; the same one reopens after 60 s.
      expect((await send(email, 'reset')).status).toBe(404);
      t.clock.advance(31 * 1000);
      expect((await send(email, 'contact')).status).toBe(200);
    });

    it('answers 404 "Email not registered" for a reset of an unknown address and sends nothing', async () => {
      const email = uniqueEmail('ghost');
      const res = await send(email, 'reset');
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'emailNotRegistered', msg: 'Email not registered' });
      expect(await mailCount(t, email)).toBe(0);
      expect(await codeRows(email)).toBe(0);
    });

    it('still mails a code to an address that unsubscribed (the person asked for it)', async () => {
      const email = uniqueEmail('quiet');
      await t.ctx.db.insert(mailSuppressions).values({ email });
      expect((await send(email, 'contact')).status).toBe(200);
      const { mail } = await latestMail(t, email);
      expect(mail?.status).toBe('sent');
    });

    it('allows 10 sends per client address per hour', async () => {
      const ip = '198.18.0.7';
      for (let i = 0; i < 10; i += 1) {
        expect((await send(uniqueEmail('bomb'), 'contact', ip)).status).toBe(200);
      }
      const victim = uniqueEmail('victim');
      const blocked = await send(victim, 'contact', ip);
      expect(blocked.status).toBe(429);
      expect(blocked.body.code).toBe('operationFrequent');
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(59 * 60);
      expect(await mailCount(t, victim)).toBe(0);
      t.clock.advance(60 * MINUTE + 1000);
      expect((await send(victim, 'contact', ip)).status).toBe(200);
    });

    it.each([
      ['a malformed email', { email: 'nope', purpose: 'contact' }],
      ['an unknown purpose', { email: 'a@example.test', purpose: 'login' }],
      ['no purpose', { email: 'a@example.test' }],
    ])('answers 400 for %s and sends nothing', async (_label, body) => {
      const before = await t.ctx.db.select({ n: count() }).from(verificationCodes);
      const res = await call(t, { url: '/api/Account/SendMailVerificationCode', body });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(1401);
      expect(await t.ctx.db.select({ n: count() }).from(verificationCodes)).toEqual(before);
    });
  });

  describe('POST /api/Account/VerifyMailVerificationCode', () => {
    it('accepts the right code once (contact: no reset token)', async () => {
      const email = uniqueEmail('booker');
      const code = await codeFor(email, 'contact');
      const res = await verify({ email, code, purpose: 'contact' });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ verified: true });
      const again = await verify({ email, code, purpose: 'contact' });
      expect(again.status).toBe(400);
      expect(again.body.code).toBe('codeExpired');
    });

    it('counts wrong tries: "wrong code" 4 times, then the code is void', async () => {
      const email = uniqueEmail('typo');
      const code = await codeFor(email, 'contact');
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 4; i += 1) {
        const res = await verify({ email, code: wrong, purpose: 'contact' });
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ code: 'codeWrong', msg: 'wrong code' });
      }
      const fifth = await verify({ email, code: wrong, purpose: 'contact' });
      expect(fifth.body.code).toBe('codeLocked');
      const right = await verify({ email, code, purpose: 'contact' });
      expect(right.status).toBe(400);
      expect(right.body.code).toBe('codeLocked');
    });

    it('expires a code after 10 minutes', async () => {
      const email = uniqueEmail('slow');
      const code = await codeFor(email, 'contact');
      t.clock.advance(10 * MINUTE + 1000);
      const res = await verify({ email, code, purpose: 'contact' });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('codeExpired');
    });

    it('only the newest code counts, and only for its own purpose and address', async () => {
      const email = uniqueEmail('twice');
      const first = await codeFor(email, 'contact');
      const second = await codeFor(email, 'contact');
      if (first !== second) {
        expect((await verify({ email, code: first, purpose: 'contact' })).body.code).toBe(
          'codeWrong',
        );
      }
      expect((await verify({ email, code: second, purpose: 'reset' })).body.code).toBe(
        'codeExpired',
      );
      const elsewhere = await verify({
        email: uniqueEmail('other'),
        code: second,
        purpose: 'contact',
      });
      expect(elsewhere.body.code).toBe('codeExpired');
      expect((await verify({ email, code: second, purpose: 'contact' })).status).toBe(200);
    });

    it.each([
      ['five digits', '12345', 'codeFormatError', 'code format error'],
      ['letters', 'abcdef', 'codeFormatError', 'code format error'],
      ['seven digits', '1234567', 'codeFormatError', 'code format error'],
      ['an empty code', '', 'codeRequired', 'code required'],
    ])('answers 400 for %s with the spec message', async (_label, code, key, msg) => {
      const res = await verify({ email: user.email, code, purpose: 'reset' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: key, msg });
    });

    it('answers codeRequired for a missing code and 1401 for other bad fields', async () => {
      expect((await verify({ email: user.email, purpose: 'reset' })).body.code).toBe(
        'codeRequired',
      );
      const badEmail = await verify({ email: 'x', code: '123456', purpose: 'reset' });
      expect(badEmail.status).toBe(400);
      expect(badEmail.body.code).toBe(1401);
    });
  });

  describe('POST /api/Account/ResetPassword', () => {
    async function resetTokenFor(email: string): Promise<string> {
      const code = await codeFor(email, 'reset');
      const res = await verify({ email, code, purpose: 'reset' });
      expect(res.status).toBe(200);
      expect(res.body.data.verified).toBe(true);
      expect(res.body.data.resetToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      return res.body.data.resetToken as string;
    }
    const passwordHash = async () => {
      const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
      return row?.passwordHash;
    };

    it('answers 400 verifyFailed for an unknown token, another email or a bad password, changing nothing', async () => {
      const resetToken = await resetTokenFor(user.email);
      const before = await passwordHash();
      const cases = [
        { email: user.email, resetToken: 'forged-token', newPassword: 'Fresh-start-2026' },
        { email: uniqueEmail('other'), resetToken, newPassword: 'Fresh-start-2026' },
      ];
      for (const body of cases) {
        const res = await call(t, { url: '/api/Account/ResetPassword', body });
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ code: 'verifyFailed', msg: 'verfiy failed' });
      }
      const short = await call(t, {
        url: '/api/Account/ResetPassword',
        body: { email: user.email, resetToken, newPassword: 'short' },
      });
      expect(short.status).toBe(400);
      expect(short.body.code).toBe(1401);
      expect(await passwordHash()).toBe(before);
    });

    it('expires the reset token after 10 minutes', async () => {
      const resetToken = await resetTokenFor(user.email);
      t.clock.advance(10 * MINUTE + 1000);
      const res = await call(t, {
        url: '/api/Account/ResetPassword',
        body: { email: user.email, resetToken, newPassword: 'Fresh-start-2026' },
      });
      expect(res.body.code).toBe('verifyFailed');
    });

    it('sets the password once, ends every sign-in, and the new password signs in', async () => {
      // A sign-in made now (earlier tests moved the clock past the registration's access token).
      const current = signedIn(
        await call(t, {
          url: '/api/Account/Login',
          body: { Username: user.email, Password: user.password },
        }),
      );
      const me = () =>
        call(t, { method: 'GET', url: '/api/Account/CurrentUser', token: current.accessToken });
      expect((await me()).status).toBe(200);
      const resetToken = await resetTokenFor(user.email);
      const body = { email: user.email, resetToken, newPassword: 'Fresh-start-2026' };
      const res = await call(t, { url: '/api/Account/ResetPassword', body });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ code: 0, msg: 'success', data: null });
      // Issue 9: access tokens issued before the reset stop on the next request.
      expect((await me()).status).toBe(401);

      const rows = await refreshTokensOf(t, user.id);
      expect(rows.every((row) => row.revokedAt !== null)).toBe(true);
      const refresh = await call(t, {
        url: '/api/Account/Refresh',
        cookie: user.refreshToken,
      });
      expect(refresh.status).toBe(401);

      const reused = await call(t, { url: '/api/Account/ResetPassword', body });
      expect(reused.body.code).toBe('verifyFailed');

      const login = await call(t, {
        url: '/api/Account/Login',
        body: { Username: user.email, Password: 'Fresh-start-2026' },
      });
      expect(login.status).toBe(200);
    });
  });
});
