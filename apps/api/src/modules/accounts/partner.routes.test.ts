import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { partnerLinks, partnerUsers, users } from '@travel/db';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestUser } from '../../test/users';
import { call, registerUser, uniqueEmail } from './accounts.test-helpers';

describe('partner sign-in', () => {
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  /** A partner directory entry and a link to it. */
  async function partner(
    values: { partnerRole?: string; email?: string; accountCode?: string | null } = {},
    link: { expiresAt?: Date | null } = {},
  ) {
    n += 1;
    const entry = {
      source: 'kiv',
      openId: `open-${n}-${Math.random().toString(36).slice(2)}`,
      type: 'agent',
      email: values.email ?? uniqueEmail('partner'),
      name: 'Mei Ling Chen',
      partnerRole: values.partnerRole ?? 'agent',
      accountCode: values.accountCode === undefined ? `BM3000${n}` : values.accountCode,
    };
    await t.ctx.db.insert(partnerUsers).values(entry);
    const key = `key-${entry.openId}`;
    await t.ctx.db.insert(partnerLinks).values({
      key,
      source: entry.source,
      openId: entry.openId,
      type: entry.type,
      expiresAt: link.expiresAt ?? null,
    });
    return { entry, key };
  }
  const partnerLogin = (key: unknown) =>
    call(t, { url: '/api/Account/PartnerLogin', body: { key } });

  describe('POST /api/Account/PartnerLogin', () => {
    it('creates the local agent on first arrival and answers like Login', async () => {
      const { entry, key } = await partner();
      const res = await partnerLogin(key);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        name: 'Mei Ling Chen',
        email: entry.email,
        role: 1,
        userType: 1,
        accountCode: entry.accountCode,
        expiresIn: 900,
      });
      // Issue 9: the refresh token is in the HttpOnly cookie only.
      expect(res.body.data).not.toHaveProperty('refreshToken');
      expect(res.refreshToken).toBeTruthy();
      const rows = await t.ctx.db.select().from(users).where(eq(users.email, entry.email));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        accountType: 'kiv',
        role: 1,
        passwordHash: null,
        firstName: 'Mei Ling',
        lastName: 'Chen',
      });

      const again = await partnerLogin(key);
      expect(again.body.data.id).toBe(res.body.data.id);
      expect(await t.ctx.db.select().from(users).where(eq(users.email, entry.email))).toHaveLength(
        1,
      );
    });

    it.each([
      ['subagent', 2],
      ['2', 2],
      ['agent', 1],
      ['member', 1],
      ['customer', 1],
    ])('maps the partner role %s to role %i', async (partnerRole, role) => {
      const { key } = await partner({ partnerRole });
      const res = await partnerLogin(key);
      expect(res.body.data.role).toBe(role);
    });

    it('falls back to the default company code when the partner has none', async () => {
      const { key } = await partner({ accountCode: null });
      const res = await partnerLogin(key);
      expect(res.body.data.accountCode).toBe('TRAVELOUTLET');
    });

    it('keeps the role of an existing storefront account with the same email', async () => {
      const customer = await registerUser(t, { role: 3, school: undefined });
      const { key } = await partner({ email: customer.email });
      const res = await partnerLogin(key);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ id: customer.id, role: 0 });
    });

    it('answers 401 partnerKeyInvalid for an unknown or expired key', async () => {
      const unknown = await partnerLogin('no-such-key');
      expect(unknown.status).toBe(401);
      expect(unknown.body.code).toBe('partnerKeyInvalid');
      const expired = await partner({}, { expiresAt: new Date(t.clock.now().getTime() - 1000) });
      expect((await partnerLogin(expired.key)).status).toBe(401);
      const rows = await t.ctx.db.select().from(users).where(eq(users.email, expired.entry.email));
      expect(rows).toHaveLength(0);
    });

    it('answers 401 when the link names no directory entry', async () => {
      await t.ctx.db
        .insert(partnerLinks)
        .values({ key: 'dangling', source: 'kiv', openId: 'gone', type: 'agent' });
      expect((await partnerLogin('dangling')).body.code).toBe('partnerKeyInvalid');
    });

    it('refuses a disabled local account with 403', async () => {
      const { entry, key } = await partner();
      await partnerLogin(key);
      await t.ctx.db.update(users).set({ disabled: true }).where(eq(users.email, entry.email));
      const res = await partnerLogin(key);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('accountDisabled');
    });

    it.each([[''], [42], ['x'.repeat(201)]])('answers 400 for the key %j', async (key) => {
      const res = await partnerLogin(key);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(1401);
    });
  });

  describe('GET /api/Account/PartnerUserInfo', () => {
    const url = (e: { source: string; openId: string; type: string }) =>
      `/api/Account/PartnerUserInfo?source=${e.source}&openId=${e.openId}&type=${e.type}`;

    it('answers the partner entry with lower-cased keys to the partner user', async () => {
      const { entry, key } = await partner({ partnerRole: 'subagent' });
      const token = (await partnerLogin(key)).body.data.accessToken;
      const res = await call(t, { method: 'GET', url: url(entry), token });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({
        email: entry.email,
        name: 'Mei Ling Chen',
        role: 'subagent',
        accountcode: entry.accountCode,
        source: 'kiv',
        openid: entry.openId,
        type: 'agent',
      });
    });

    it('shows any entry to an administrator and none to someone else', async () => {
      const { entry } = await partner();
      const admin = await createTestUser(t, { role: 3 });
      const stranger = await createTestUser(t, { role: 0 });
      expect((await call(t, { method: 'GET', url: url(entry), token: admin.token })).status).toBe(
        200,
      );
      const refused = await call(t, { method: 'GET', url: url(entry), token: stranger.token });
      expect(refused.status).toBe(404);
      expect(refused.body.code).toBe('noData');
    });

    it('answers 401 when signed out and 400 for a missing parameter', async () => {
      const { entry } = await partner();
      expect((await call(t, { method: 'GET', url: url(entry) })).status).toBe(401);
      const admin = await createTestUser(t, { role: 9 });
      const res = await call(t, {
        method: 'GET',
        url: `/api/Account/PartnerUserInfo?source=kiv&type=agent`,
        token: admin.token,
      });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(1401);
    });
  });
});
