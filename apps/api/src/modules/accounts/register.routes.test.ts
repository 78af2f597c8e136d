import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEFAULT_COMPANY_CODE } from '@travel/contracts';
import { users } from '@travel/db';
import { createTestApp, type TestApp } from '../../test/test-app';
import { PASSWORD, call, registerBody, registerUser, userCount } from './accounts.test-helpers';

describe('POST /api/Account/Register', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('creates a customer, signs them in at once and stores only an argon2id hash', async () => {
    const body = registerBody({ email: '  Amelia.Hart@Example.TEST ' });
    const res = await call(t, { url: '/api/Account/Register', body });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 0, msg: 'success' });
    const data = res.body.data;
    expect(data).toMatchObject({
      name: 'Amelia Hart',
      email: 'amelia.hart@example.test',
      LimitAmount: 0,
      LimitCabin: 0,
      role: 0,
      userType: 0,
      accountCode: DEFAULT_COMPANY_CODE,
      expiresIn: 900,
    });
    expect(data.accessToken).toMatch(/^ey/);
    // Issue 9: the refresh token is set as an HttpOnly cookie, never in the JSON body.
    expect(data).not.toHaveProperty('refreshToken');
    expect(res.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, data.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.passwordHash).not.toContain(PASSWORD);
    expect(row).toMatchObject({
      middleName: 'Rose',
      gender: 'Female',
      citizenship: 'US',
      birthday: '1999-04-17',
      academicRole: 1,
      schoolName: 'Portland State University',
      graduationYear: 2027,
      graduationMonth: 6,
    });

    const me = await call(t, {
      method: 'GET',
      url: '/api/Account/CurrentUser',
      token: data.accessToken,
    });
    expect(me.status).toBe(200);
    expect(me.body.data.email).toBe('amelia.hart@example.test');
  });

  it('accepts "Neither" (role 3) without a school', async () => {
    const { school: _school, ...body } = registerBody({ role: 3 });
    const res = await call(t, { url: '/api/Account/Register', body });
    expect(res.status).toBe(200);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.email, body.email));
    expect(row).toMatchObject({ academicRole: 3, schoolName: null });
  });

  it('refuses a second account for the same email (any case) with 409', async () => {
    const first = await registerUser(t, { role: 3, school: undefined });
    const res = await call(t, {
      url: '/api/Account/Register',
      body: registerBody({ email: first.email.toUpperCase() }),
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'emailAlreadyRegistered', data: null });
    expect(await userCount(t, first.email)).toBe(1);
  });

  const invalid: [string, Record<string, unknown>][] = [
    ['a student without a school', { role: 1, school: undefined }],
    ['a faculty member without a school', { role: 2, school: undefined }],
    ['a malformed email', { email: 'not-an-email' }],
    ['a 7-character password', { password: 'Short-7' }],
    ['a 65-character password', { password: 'x'.repeat(65) }],
    ['an unknown gender', { gender: 'Other' }],
    ['a three-letter citizenship', { citizenship: 'USA' }],
    ['an impossible birthday', { birthday: '1999-02-30' }],
    ['a birthday in the future', { birthday: '2999-01-01' }],
    ['a birthday in another format', { birthday: '04/17/1999' }],
    ['role 4', { role: 4 }],
    ['an empty first name', { firstName: '   ' }],
    [
      'graduation month 13',
      { school: { country: 'US', name: 'MIT', graduationYear: 2026, graduationMonth: 13 } },
    ],
  ];
  it.each(invalid)('answers 400 and writes nothing for %s', async (_label, change) => {
    const body = { ...registerBody(), ...change };
    const before = await userCount(t);
    const res = await call(t, { url: '/api/Account/Register', body });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(1401);
    expect(res.body.data.issues.length).toBeGreaterThan(0);
    expect(await userCount(t)).toBe(before);
  });

  it('is described in the OpenAPI document with every accounts call', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(res.json().paths);
    for (const path of [
      '/api/Account/Register',
      '/api/Account/Login',
      '/api/Account/Refresh',
      '/api/Account/Logout',
      '/api/Account/CurrentUser',
      '/api/Users',
      '/api/Account/ChangePassword',
      '/api/Account/SendMailVerificationCode',
      '/api/Account/VerifyMailVerificationCode',
      '/api/Account/ResetPassword',
      '/api/Account/PartnerUserInfo',
      '/api/Account/PartnerLogin',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it('answers 400 for a missing body', async () => {
    const res = await call(t, { url: '/api/Account/Register' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(1401);
  });
});
