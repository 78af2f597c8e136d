import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../plugins/env';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, registerUser, uniqueEmail } from './accounts.test-helpers';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

describe('sign-in rate limits', () => {
  let t: TestApp;
  let user: Awaited<ReturnType<typeof registerUser>>;
  beforeAll(async () => {
    t = await createTestApp();
    user = await registerUser(t, { role: 3, school: undefined });
  });
  afterAll(async () => t.close());

  const login = (Username: string, Password: string, ip: string) =>
    call(t, { url: '/api/Account/Login', body: { Username, Password }, ip });

  it('allows 5 failures per account in 15 minutes, then 429 with Retry-After from any address', async () => {
    for (let i = 0; i < 5; i += 1) {
      const res = await login(user.email, `Wrong-guess-${i}`, `198.51.100.${i + 1}`);
      expect(res.status).toBe(401);
    }
    const blocked = await login(user.email, user.password, '198.51.100.77');
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('tooManySignInAttempts');
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    t.clock.advance(FIFTEEN_MINUTES + 1000);
    const after = await login(user.email, user.password, '198.51.100.77');
    expect(after.status).toBe(200);
  });

  it('clears the failure count after a successful sign-in', async () => {
    t.clock.advance(FIFTEEN_MINUTES + 1000);
    for (let i = 0; i < 4; i += 1) await login(user.email, 'Wrong-guess', '198.51.100.10');
    expect((await login(user.email, user.password, '198.51.100.10')).status).toBe(200);
    for (let i = 0; i < 4; i += 1) {
      expect((await login(user.email, 'Wrong-guess', '198.51.100.11')).status).toBe(401);
    }
    expect((await login(user.email, user.password, '198.51.100.11')).status).toBe(200);
  });

  it('cannot be outrun by parallel guesses', async () => {
    t.clock.advance(FIFTEEN_MINUTES + 1000);
    const results = await Promise.all(
      Array.from({ length: 9 }, (_, i) => login(user.email, `Parallel-${i}`, `192.0.2.${i + 1}`)),
    );
    const statuses = results.map((res) => res.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
  });

  it('allows 20 attempts per address in 15 minutes, then 429 with Retry-After', async () => {
    t.clock.advance(FIFTEEN_MINUTES + 1000);
    const ip = '203.0.113.9';
    for (let i = 0; i < 20; i += 1) {
      const res = await login(uniqueEmail('probe'), 'Whatever-123', ip);
      expect(res.status).toBe(404);
    }
    const blocked = await login(user.email, user.password, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('tooManySignInAttempts');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    // Another address is unaffected, and the window ends after 15 minutes.
    expect((await login(user.email, user.password, '203.0.113.10')).status).toBe(200);
    t.clock.advance(FIFTEEN_MINUTES + 1000);
    expect((await login(user.email, user.password, ip)).status).toBe(200);
  });

  it('counts registrations per address too', async () => {
    t.clock.advance(FIFTEEN_MINUTES + 1000);
    const ip = '203.0.113.50';
    const register = () =>
      call(t, {
        url: '/api/Account/Register',
        // Taken email: answered 409 before any hashing, but still an attempt.
        body: {
          firstName: 'Eve',
          lastName: 'Stone',
          gender: 'Female',
          citizenship: 'GB',
          email: user.email,
          password: 'Long-enough-1',
          birthday: '1990-01-01',
          role: 3,
        },
        ip,
      });
    for (let i = 0; i < 20; i += 1) expect((await register()).status).toBe(409);
    const blocked = await register();
    expect(blocked.status).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });
});

describe('sign-in limit configuration', () => {
  it('defaults to 5 failures per account and 20 attempts per address, and can be raised', () => {
    const defaults = loadEnv({ NODE_ENV: 'test' });
    expect(defaults.SIGNIN_MAX_FAILURES_PER_ACCOUNT).toBe(5);
    expect(defaults.SIGNIN_MAX_ATTEMPTS_PER_ADDRESS).toBe(20);
    expect(defaults.CODE_MAX_SENDS_PER_ADDRESS).toBe(10);
    const raised = loadEnv({
      NODE_ENV: 'test',
      SIGNIN_MAX_FAILURES_PER_ACCOUNT: '1000000',
      SIGNIN_MAX_ATTEMPTS_PER_ADDRESS: '1000000',
    });
    expect(raised.SIGNIN_MAX_ATTEMPTS_PER_ADDRESS).toBe(1_000_000);
    expect(() => loadEnv({ NODE_ENV: 'test', SIGNIN_MAX_ATTEMPTS_PER_ADDRESS: '0' })).toThrow();
  });
});
