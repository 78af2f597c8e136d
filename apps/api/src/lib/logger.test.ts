import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { redactUrl } from './logger';

describe('redactUrl', () => {
  it('masks secret query values and keeps the rest', () => {
    expect(redactUrl('/?key=demo-partner-key&tab=flight')).toBe('/?key=%5Bredacted%5D&tab=flight');
    expect(redactUrl('/api/Mails/UnSubscribe?email=a%40b.com&refer=news')).not.toContain('a%40b');
    expect(redactUrl('/api/health')).toBe('/api/health');
  });
});

describe('request logs', () => {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  let t: TestApp;
  const password = 'Log-Secret-Password-9';
  const email = 'log.check@example.test';

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: sink });
  });
  afterAll(async () => t.close());

  it('never contain passwords, tokens or partner keys', async () => {
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/Account/Register',
      payload: {
        firstName: 'Log',
        lastName: 'Check',
        gender: 'Female',
        citizenship: 'US',
        email,
        password,
        birthday: '1990-01-01',
        role: 3,
      },
    });
    expect(register.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/Account/Login',
      payload: { Username: email, Password: password },
    });
    expect(login.statusCode).toBe(200);
    const { accessToken } = login.json().data as Record<string, string>;
    // Issue 9: the refresh token comes in the HttpOnly cookie, not the body.
    const setCookie = String(login.headers['set-cookie'] ?? '');
    const refreshToken = /travel_refresh=([^;]+)/.exec(setCookie)?.[1];
    await t.app.inject({
      method: 'GET',
      url: '/api/Account/CurrentUser',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/Account/Refresh',
      headers: { cookie: `travel_refresh=${refreshToken}`, 'x-requested-with': 'XMLHttpRequest' },
    });
    await t.app.inject({ method: 'GET', url: '/api/health?key=partner-secret-key' });

    const log = lines.join('');
    // The requests were logged at all, so the absence below means something.
    expect(log).toContain('/api/Account/Login');
    expect(log).toContain('/api/health?key=');
    for (const secret of [password, accessToken, refreshToken, 'partner-secret-key']) {
      expect(secret).toBeTruthy();
      expect(log).not.toContain(secret);
    }
  });
});
