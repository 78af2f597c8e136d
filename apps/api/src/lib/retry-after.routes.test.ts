import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../plugins/errors';
import { call, registerUser } from '../modules/accounts/accounts.test-helpers';
import { createTestApp, type TestApp } from '../test/test-app';
import { AppError } from './app-error';
import { BOOKING_TEST_NOW, bookOrder } from './orders/test-booking';

/**
 * Issue 9: every 429 of the API carries `Retry-After` (seconds), whichever limit refused it.
 * Each limit that can answer 429 is driven to it here; order lookups and the order change
 * code are in orders.change-guard.routes.test.ts, short links in their own routes test.
 */
describe('Retry-After on every 429', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      SIGNIN_MAX_FAILURES_PER_ACCOUNT: '2',
      SIGNIN_MAX_FAILURES_PER_ADDRESS: '3',
      SIGNIN_MAX_ATTEMPTS_PER_ADDRESS: '50',
      CODE_MAX_SENDS_PER_ADDRESS: '3',
    });
  });
  afterAll(async () => t.close());

  const expectRetryAfter = (res: { status: number; headers: Record<string, unknown> }) => {
    expect(res.status).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  };

  it('sign-in: the (address, account) pair and the address', async () => {
    const user = await registerUser(t, { role: 3, school: undefined });
    const login = (ip: string, Password = 'Wrong-pass-1') =>
      call(t, { url: '/api/Account/Login', body: { Username: user.email, Password }, ip });
    await login('192.0.2.10');
    await login('192.0.2.10');
    expectRetryAfter(await login('192.0.2.10'));
    await login('192.0.2.11');
    await login('192.0.2.11');
    await call(t, {
      url: '/api/Account/Login',
      body: { Username: 'nobody@example.test', Password: 'x-y-z-1234' },
      ip: '192.0.2.11',
    });
    expectRetryAfter(await login('192.0.2.11', user.password));
  });

  it('partner sign-in with bad keys', async () => {
    const partner = (key: string) =>
      call(t, { url: '/api/Account/PartnerLogin', body: { key }, ip: '192.0.2.20' });
    for (let i = 0; i < 3; i += 1) expect((await partner(`bad-key-${i}`)).status).toBe(401);
    expectRetryAfter(await partner('bad-key-last'));
  });

  it('password change with wrong current passwords', async () => {
    const user = await registerUser(t, { role: 3, school: undefined });
    const change = () =>
      call(t, {
        url: '/api/Account/ChangePassword',
        token: user.accessToken,
        body: { currentPassword: 'Not-my-password', newPassword: 'Brand-new-pass-9' },
      });
    await change();
    await change();
    expectRetryAfter(await change());
  });

  it('codes: resend within 60 s and sends per address', async () => {
    const send = (email: string) =>
      call(t, {
        url: '/api/Account/SendMailVerificationCode',
        body: { email, purpose: 'contact' },
        ip: '192.0.2.30',
      });
    expect((await send('a@example.test')).status).toBe(200);
    expectRetryAfter(await send('a@example.test'));
    expect((await send('b@example.test')).status).toBe(200);
    expectRetryAfter(await send('c@example.test'));
  });

  it('itinerary mails of one order (5 an hour)', async () => {
    t.clock.set(BOOKING_TEST_NOW);
    const { orderNo, body } = await bookOrder(t, { date: '05/20/2027' });
    const send = () =>
      call(t, { url: '/api/Mails/SendItinerary', body: { orderNo, email: body.contact.email } });
    for (let i = 0; i < 5; i += 1) expect((await send()).status).toBe(200);
    expectRetryAfter(await send());
  });

  it('the error handler adds it to a 429 that was thrown without one', async () => {
    const app = Fastify();
    registerErrorHandling(app);
    app.get('/app-error', async () => {
      throw new AppError('operationFrequent');
    });
    app.get('/plugin', async () => {
      throw Object.assign(new Error('rate limited'), { statusCode: 429 });
    });
    await app.ready();
    for (const url of ['/app-error', '/plugin']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    await app.close();
  });
});
