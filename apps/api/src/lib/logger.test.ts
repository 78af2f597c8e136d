import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { createTestUser } from '../test/users';
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

describe('error logs', () => {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  let t: TestApp;
  const email = 'probe.person@example.test';
  const firstName = 'Zephyrine';
  const lastName = 'Quillfeather';
  const phone = '+1 415 555 0199';

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'trace' }, { logStream: sink });
    // A database failure that carries personal data: PostgreSQL puts the whole failing row
    // (email, names, phone) in the error's detail, Drizzle the SQL and its parameters.
    await t.ctx.db.execute(
      sql`alter table users add constraint log_probe_refused
          check (phone_number is distinct from ${sql.raw(`'${phone}'`)}
            and email <> ${sql.raw(`'${email.replace('probe', 'probe2')}'`)})`,
    );
  });
  afterAll(async () => t.close());

  it('hold no email, name, phone, SQL text or parameter of a failed query or a URL', async () => {
    const user = await createTestUser(t, { email, firstName, lastName });
    const update = await t.app.inject({
      method: 'POST',
      url: '/api/Users',
      headers: user.headers,
      payload: { firstName, lastName, gender: 'Female', citizenship: 'US', phoneNumber: phone },
    });
    expect(update.statusCode).toBe(500);
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/Account/Register',
      payload: {
        firstName,
        lastName,
        gender: 'Female',
        citizenship: 'US',
        email: email.replace('probe', 'probe2'),
        password: 'Sunny-Harbour-42',
        birthday: '1990-01-01',
        role: 3,
      },
    });
    expect(register.statusCode).toBe(500);
    const encoded = encodeURIComponent(email);
    for (const url of [
      `/api/Mails/UnSubscribe?refer=news&email=${encoded}`,
      `/api/Mailbox?to=${encoded}`,
      `/api/OrderDetail?orderNo=TO00000000&email=${encoded}`,
      `/api/Orders?firstName=${firstName}&lastName=${lastName}`,
      `/api/health?phone=${encodeURIComponent(phone)}&name=${firstName}`,
    ]) {
      await t.app.inject({ method: 'GET', url, headers: user.headers });
    }

    const log = lines.join('');
    // The failures and the requests were logged, so what is absent is absent for a reason.
    expect(log.match(/unhandled error/g)?.length).toBe(2);
    for (const secret of [
      email,
      encoded,
      'probe2',
      firstName,
      lastName,
      phone,
      encodeURIComponent(phone),
      '555 0199',
      'insert into',
      'update "users"',
      'params:',
      'Failing row',
    ]) {
      expect(log, secret).not.toContain(secret);
    }
    // What a reader needs is still there: the kind of failure and where.
    expect(log).toContain('"sqlState":"23514"');
    expect(log).toContain('"constraint":"log_probe_refused"');
    expect(log).toContain('/api/Mails/UnSubscribe?refer=news&email=');
    expect(log).toContain('/api/Orders?firstName=');
  });
});
