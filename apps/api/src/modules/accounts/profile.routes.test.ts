import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEFAULT_COMPANY_CODE } from '@travel/contracts';
import { users } from '@travel/db';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  call,
  refreshTokensOf,
  registerUser,
  signedIn,
  type SignedIn,
} from './accounts.test-helpers';

describe('profile: CurrentUser, POST /api/Users, ChangePassword', () => {
  let t: TestApp;
  let user: SignedIn & { password: string };
  beforeAll(async () => {
    t = await createTestApp();
    user = await registerUser(t, { firstName: 'Olivia', middleName: '', lastName: 'Park' });
  });
  afterAll(async () => t.close());

  const me = (token?: string) => call(t, { method: 'GET', url: '/api/Account/CurrentUser', token });
  const update = (body: unknown, token: string | undefined = user.accessToken) =>
    call(t, { url: '/api/Users', body, token });
  const storedUser = async () => {
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    return row;
  };
  const profile = {
    firstName: 'Olivia',
    lastName: 'Park',
    gender: 'Female',
    citizenship: 'KR',
  };

  describe('GET /api/Account/CurrentUser', () => {
    it('answers every field of the signed-in user', async () => {
      const res = await me(user.accessToken);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({
        id: user.id,
        email: user.email,
        userName: user.email,
        name: 'Olivia Park',
        firstName: 'Olivia',
        middleName: '',
        lastName: 'Park',
        gender: 'Female',
        citizenship: 'US',
        birthday: '1999-04-17',
        phoneNumber: null,
        country: null,
        role: 0,
        userType: 0,
        accountType: 'user',
        accountCode: DEFAULT_COMPANY_CODE,
        LimitAmount: 0,
        LimitCabin: 0,
        academicRole: 1,
        school: {
          country: 'US',
          name: 'Portland State University',
          graduationYear: 2027,
          graduationMonth: 6,
        },
      });
    });

    it('answers 401 when signed out or with a forged token', async () => {
      expect((await me()).status).toBe(401);
      const forged = await me(`${user.accessToken.slice(0, -4)}AAAA`);
      expect(forged.status).toBe(401);
      expect(forged.body.code).toBe('tokenInvalid');
    });

    it('answers 403 accountDisabled for a disabled account', async () => {
      const other = await registerUser(t, { role: 3, school: undefined });
      await t.ctx.db.update(users).set({ disabled: true }).where(eq(users.id, other.id));
      const res = await me(other.accessToken);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('accountDisabled');
    });
  });

  describe('POST /api/Users', () => {
    it('updates the editable fields and answers the CurrentUser shape', async () => {
      const res = await update({
        ...profile,
        middleName: 'Jin',
        phoneNumber: '+82 2 555 0199',
        country: 'kr',
        academicRole: 2,
        school: {
          country: 'KR',
          name: 'Seoul National University',
          graduationYear: 2012,
          graduationMonth: 2,
        },
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        name: 'Olivia Park',
        middleName: 'Jin',
        citizenship: 'KR',
        phoneNumber: '+82 2 555 0199',
        country: 'KR',
        academicRole: 2,
        school: { name: 'Seoul National University', graduationYear: 2012 },
        // Not editable here.
        email: user.email,
        birthday: '1999-04-17',
      });
    });

    it('keeps omitted optional fields and clears empty ones', async () => {
      const res = await update({ ...profile, phoneNumber: '', middleName: '' });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        phoneNumber: null,
        middleName: '',
        country: 'KR',
        academicRole: 2,
        school: { name: 'Seoul National University' },
      });
    });

    it('ignores email and birthday in the body', async () => {
      const res = await update({ ...profile, email: 'new@example.test', birthday: '2001-01-01' });
      expect(res.status).toBe(200);
      const row = await storedUser();
      expect(row).toMatchObject({ email: user.email, birthday: '1999-04-17' });
    });

    it('lets "Neither" drop the school, but not a faculty member', async () => {
      const refused = await update({ ...profile, school: null });
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe(1401);
      expect(refused.body.data.issues[0].path).toBe('school');
      expect((await storedUser())?.schoolName).toBe('Seoul National University');

      const res = await update({ ...profile, academicRole: 3, school: null });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ academicRole: 3, school: null });
    });

    it.each([
      ['no first name', { ...profile, firstName: '' }],
      ['an unknown gender', { ...profile, gender: 'F' }],
      ['a bad citizenship', { ...profile, citizenship: 'Korea' }],
      ['a bad phone number', { ...profile, phoneNumber: 'call me' }],
      ['academic role 5', { ...profile, academicRole: 5 }],
      [
        'a school without a name',
        { ...profile, school: { country: 'KR', graduationYear: 2020, graduationMonth: 1 } },
      ],
    ])('answers 400 for %s and changes nothing', async (_label, body) => {
      const before = await storedUser();
      const res = await update(body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(1401);
      expect(await storedUser()).toEqual(before);
    });

    it('answers 401 when signed out, before looking at the body', async () => {
      const res = await call(t, { url: '/api/Users', body: { firstName: '' } });
      expect(res.status).toBe(401);
    });
  });

  describe('POST /api/Account/ChangePassword', () => {
    it('answers 400 passwordIncorrect for a wrong current password and changes nothing', async () => {
      const before = (await storedUser())?.passwordHash;
      const res = await call(t, {
        url: '/api/Account/ChangePassword',
        token: user.accessToken,
        body: { currentPassword: 'Not-my-password', newPassword: 'Brand-new-pass-9' },
      });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('passwordIncorrect');
      expect((await storedUser())?.passwordHash).toBe(before);
    });

    it.each([
      ['a 7-character new password', { currentPassword: 'x', newPassword: 'Short-7' }],
      [
        'the same password again',
        { currentPassword: 'Same-pass-123', newPassword: 'Same-pass-123' },
      ],
      ['no current password', { newPassword: 'Brand-new-pass-9' }],
    ])('answers 400 for %s', async (_label, body) => {
      const res = await call(t, {
        url: '/api/Account/ChangePassword',
        token: user.accessToken,
        body,
      });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(1401);
    });

    it('answers 401 when signed out', async () => {
      const res = await call(t, {
        url: '/api/Account/ChangePassword',
        body: { currentPassword: user.password, newPassword: 'Brand-new-pass-9' },
      });
      expect(res.status).toBe(401);
    });

    it('changes the password, keeps this sign-in and ends the others', async () => {
      const other = signedIn(
        await call(t, {
          url: '/api/Account/Login',
          body: { Username: user.email, Password: user.password },
        }),
      );
      const me = (token: string) =>
        call(t, { method: 'GET', url: '/api/Account/CurrentUser', token });
      expect((await me(other.accessToken)).status).toBe(200);
      const res = await call(t, {
        url: '/api/Account/ChangePassword',
        token: user.accessToken,
        body: { currentPassword: user.password, newPassword: 'Brand-new-pass-9' },
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ code: 0, msg: 'success', data: null });

      // Issue 9: the other sign-in's access token stops at once; this one keeps working.
      const refused = await me(other.accessToken);
      expect(refused.status).toBe(401);
      expect(refused.body.code).toBe('tokenInvalid');
      expect((await me(user.accessToken)).status).toBe(200);

      const keep = await call(t, {
        url: '/api/Account/Refresh',
        cookie: user.refreshToken,
      });
      expect(keep.status).toBe(200);
      const ended = await call(t, {
        url: '/api/Account/Refresh',
        cookie: other.refreshToken,
      });
      expect(ended.status).toBe(401);
      const rows = await refreshTokensOf(t, user.id);
      expect(rows.filter((row) => row.revokedAt === null && row.usedAt === null)).toHaveLength(1);

      const oldPassword = await call(t, {
        url: '/api/Account/Login',
        body: { Username: user.email, Password: user.password },
      });
      expect(oldPassword.status).toBe(401);
      const newPassword = await call(t, {
        url: '/api/Account/Login',
        body: { Username: user.email, Password: 'Brand-new-pass-9' },
      });
      expect(newPassword.status).toBe(200);
    });
  });
});
