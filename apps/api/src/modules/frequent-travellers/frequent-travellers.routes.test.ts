import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { MAX_FREQUENT_TRAVELLERS } from '@travel/contracts/frequent-travellers';
import { frequentTravellers, users } from '@travel/db';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/users';

const PERMISSION_MSG = 'You do not have permission to access this data.';
const URL = '/api/FrequentlyUsers';

describe('frequent travellers', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    alice = await createTestUser(t);
    bob = await createTestUser(t);
  });
  afterAll(async () => t.close());

  const rowsOf = (userId: string) =>
    t.ctx.db.select().from(frequentTravellers).where(eq(frequentTravellers.userId, userId));
  const countOf = async (userId: string) =>
    (
      await t.ctx.db
        .select({ n: count() })
        .from(frequentTravellers)
        .where(eq(frequentTravellers.userId, userId))
    )[0]!.n;
  const post = (user: TestUser | null, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: URL, payload, ...(user ? { headers: user.headers } : {}) });

  describe('signed out', () => {
    it.each([
      ['GET', URL],
      ['POST', URL],
      ['DELETE', `${URL}/${crypto.randomUUID()}`],
    ] as const)('%s answers 401 unlogin and writes nothing', async (method, url) => {
      const res = await t.app.inject({
        method,
        url,
        ...(method === 'POST' ? { payload: { firstName: 'Ann', lastName: 'Lee' } } : {}),
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'unlogin', msg: PERMISSION_MSG, data: null });
      expect(await t.ctx.db.select({ n: count() }).from(frequentTravellers)).toEqual([{ n: 0 }]);
    });
  });

  describe('GET and POST', () => {
    it('starts empty', async () => {
      const res = await t.app.inject({ method: 'GET', url: URL, headers: alice.headers });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ code: 0, msg: 'success', data: [] });
    });

    it('adds a traveller with every field, trimmed', async () => {
      const res = await post(alice, {
        firstName: '  Ann ',
        middleName: " Marie-Jo O'Neil ",
        lastName: 'Lee',
        birthDay: '1990-02-28',
        gender: 'Female',
        phoneNumber: ' +1 (555) 010-2030 ',
      });
      expect(res.statusCode).toBe(200);
      const saved = res.json().data;
      expect(saved).toEqual({
        id: expect.any(String),
        firstName: 'Ann',
        middleName: "Marie-Jo O'Neil",
        lastName: 'Lee',
        birthday: '1990-02-28',
        gender: 'Female',
        phoneNumber: '+1 (555) 010-2030',
      });
      const [row] = await rowsOf(alice.id);
      expect(row).toMatchObject({ id: saved.id, firstName: 'Ann', birthday: '1990-02-28' });

      const list = await t.app.inject({ method: 'GET', url: URL, headers: alice.headers });
      expect(list.json().data).toEqual([saved]);
    });

    it.each([
      ['blank', ''],
      ['year 0001', '0001-01-01'],
      ['omitted', undefined],
    ])('stores a %s birthday as empty and answers 0001-01-01', async (_name, birthDay) => {
      const res = await post(bob, {
        firstName: 'José',
        lastName: 'Núñez',
        ...(birthDay === undefined ? {} : { birthDay }),
        gender: '',
        phoneNumber: '',
      });
      expect(res.statusCode).toBe(200);
      const saved = res.json().data;
      expect(saved).toMatchObject({ birthday: '0001-01-01', gender: null, phoneNumber: null });
      const [row] = await t.ctx.db
        .select()
        .from(frequentTravellers)
        .where(eq(frequentTravellers.id, saved.id));
      expect(row).toMatchObject({
        birthday: null,
        gender: null,
        phoneNumber: null,
        middleName: '',
      });
    });

    it('updates a traveller of the same user when id is given', async () => {
      const [existing] = await rowsOf(alice.id);
      const res = await post(alice, {
        id: existing!.id,
        firstName: 'Anne',
        lastName: 'Lee-Smith',
        birthDay: '',
        gender: 'Female',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({
        id: existing!.id,
        firstName: 'Anne',
        middleName: '',
        lastName: 'Lee-Smith',
        birthday: '0001-01-01',
        gender: 'Female',
        phoneNumber: null,
      });
      const rows = await rowsOf(alice.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ firstName: 'Anne', lastName: 'Lee-Smith', birthday: null });
    });

    it("refuses to update another user's traveller with 404 and changes nothing", async () => {
      const [aliceRow] = await rowsOf(alice.id);
      const res = await post(bob, { id: aliceRow!.id, firstName: 'Mallory', lastName: 'X' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'frequentUserUpdateFailed', data: null });
      const [after] = await rowsOf(alice.id);
      expect(after).toEqual(aliceRow);
    });

    it('answers 404 for an unknown id instead of creating one', async () => {
      const before = await countOf(alice.id);
      const res = await post(alice, { id: crypto.randomUUID(), firstName: 'Al', lastName: 'B' });
      expect(res.statusCode).toBe(404);
      expect(await countOf(alice.id)).toBe(before);
    });

    it("lists only the user's own travellers", async () => {
      const res = await t.app.inject({ method: 'GET', url: URL, headers: bob.headers });
      const ids = res.json().data.map((x: { id: string }) => x.id);
      expect(ids.sort()).toEqual((await rowsOf(bob.id)).map((r) => r.id).sort());
      expect(ids.length).toBe(3);
    });
  });

  describe('bad input', () => {
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    it.each([
      ['no first name', { lastName: 'Lee' }],
      ['a blank first name', { firstName: '   ', lastName: 'Lee' }],
      ['digits in a name', { firstName: 'Ann2', lastName: 'Lee' }],
      ['a name of 51 letters', { firstName: 'A'.repeat(51), lastName: 'Lee' }],
      ['markup in a middle name', { firstName: 'Ann', middleName: '<b>', lastName: 'Lee' }],
      ['an impossible date', { firstName: 'Ann', lastName: 'Lee', birthDay: '2023-02-29' }],
      ['an American date', { firstName: 'Ann', lastName: 'Lee', birthDay: '02/28/1990' }],
      ['a year before 1900', { firstName: 'Ann', lastName: 'Lee', birthDay: '1899-12-31' }],
      ['a future birthday', { firstName: 'Ann', lastName: 'Lee', birthDay: tomorrow }],
      ['an unknown gender', { firstName: 'Ann', lastName: 'Lee', gender: 'M' }],
      ['letters in a phone number', { firstName: 'Ann', lastName: 'Lee', phoneNumber: 'call me' }],
      ['a malformed id', { id: '7', firstName: 'Ann', lastName: 'Lee' }],
      ['a number for a name', { firstName: 42, lastName: 'Lee' }],
    ])('refuses %s with 400 1401 and writes nothing', async (_name, payload) => {
      const before = await t.ctx.db.select().from(frequentTravellers);
      const res = await post(alice, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 1401 });
      expect(res.json().data.issues.length).toBeGreaterThan(0);
      expect(await t.ctx.db.select().from(frequentTravellers)).toEqual(before);
    });

    it('refuses a body that is not JSON with 400', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: URL,
        headers: { ...alice.headers, 'content-type': 'application/json' },
        payload: '{"firstName":',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(1401);
    });
  });

  describe('DELETE /api/FrequentlyUsers/{id}', () => {
    it("refuses another user's traveller with 404 and keeps it", async () => {
      const [aliceRow] = await rowsOf(alice.id);
      const res = await t.app.inject({
        method: 'DELETE',
        url: `${URL}/${aliceRow!.id}`,
        headers: bob.headers,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'frequentUserDeleteFailed', data: null });
      expect(await rowsOf(alice.id)).toHaveLength(1);
    });

    it('deletes the user own traveller', async () => {
      const [aliceRow] = await rowsOf(alice.id);
      const res = await t.app.inject({
        method: 'DELETE',
        url: `${URL}/${aliceRow!.id}`,
        headers: alice.headers,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ code: 0, msg: 'success', data: null });
      expect(await rowsOf(alice.id)).toHaveLength(0);

      const again = await t.app.inject({
        method: 'DELETE',
        url: `${URL}/${aliceRow!.id}`,
        headers: alice.headers,
      });
      expect(again.statusCode).toBe(404);
    });

    it('refuses a malformed id with 400', async () => {
      const res = await t.app.inject({ method: 'DELETE', url: `${URL}/-1`, headers: bob.headers });
      expect(res.statusCode).toBe(400);
      expect(await countOf(bob.id)).toBe(3);
    });
  });

  describe('limits', () => {
    it(`keeps at most ${MAX_FREQUENT_TRAVELLERS} travellers, even under concurrent adds`, async () => {
      const carol = await createTestUser(t);
      await t.ctx.db.insert(frequentTravellers).values(
        Array.from({ length: MAX_FREQUENT_TRAVELLERS - 1 }, (_, i) => ({
          userId: carol.id,
          firstName: `Guest`,
          lastName: `Number${String.fromCharCode(65 + (i % 26))}`,
        })),
      );
      const replies = await Promise.all(
        Array.from({ length: 4 }, () => post(carol, { firstName: 'Late', lastName: 'Comer' })),
      );
      const codes = replies.map((r) => r.statusCode).sort();
      expect(codes).toEqual([200, 422, 422, 422]);
      const refused = replies.find((r) => r.statusCode === 422)!;
      expect(refused.json()).toMatchObject({ code: 'frequentUserAddFailed' });
      expect(refused.json().msg).toContain(String(MAX_FREQUENT_TRAVELLERS));
      expect(await countOf(carol.id)).toBe(MAX_FREQUENT_TRAVELLERS);
    });

    it('refuses an add for an account deleted after its token was issued', async () => {
      const gone = await createTestUser(t);
      await t.ctx.db.delete(users).where(eq(users.id, gone.id));
      const res = await post(gone, { firstName: 'Ann', lastName: 'Lee' });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('unlogin');
    });

    it('accepts a birthday that is already today somewhere on Earth, not later', async () => {
      // 12:00 UTC on 1 June is already 2 June in UTC+14 (Kiribati), but nowhere 3 June.
      t.clock.set(new Date('2030-06-01T12:00:00Z'));
      const dave = await createTestUser(t);
      const ok = await post(dave, { firstName: 'Baby', lastName: 'Doe', birthDay: '2030-06-02' });
      expect(ok.statusCode).toBe(200);
      const late = await post(dave, { firstName: 'Baby', lastName: 'Two', birthDay: '2030-06-03' });
      expect(late.statusCode).toBe(400);
      expect(late.json().data.issues[0].path).toBe('body.birthDay');
      expect(await countOf(dave.id)).toBe(1);
    });
  });
});
