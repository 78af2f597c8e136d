import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROLE } from '@travel/contracts';
import { mailOutbox, refreshTokens, users } from '@travel/db';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestAgent, createTestUser, type TestUser } from '../../test/users';

const PERMISSION_MSG = 'You do not have permission to access this data.';

describe('sub-users', () => {
  let t: TestApp;
  let agent: TestUser;
  let subagents: TestUser[];
  let otherAgent: TestUser;
  let otherSubagents: TestUser[];

  beforeAll(async () => {
    t = await createTestApp();
    ({ agent, subagents } = await createTestAgent(t, 2));
    ({ agent: otherAgent, subagents: otherSubagents } = await createTestAgent(t, 1));
  });
  afterAll(async () => t.close());

  const flagsOf = async (id: string) => {
    const [row] = await t.ctx.db
      .select({ disabled: users.disabled, isSuperUser: users.isSuperUser })
      .from(users)
      .where(eq(users.id, id));
    return row;
  };

  describe('GET /api/Subusers', () => {
    it("lists only the agent's own sub-agents", async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/Subusers',
        headers: agent.headers,
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ code: 0, msg: 'success' });
      expect(body.data).toHaveLength(2);
      expect(body.data.map((s: { id: string }) => s.id).sort()).toEqual(
        subagents.map((s) => s.id).sort(),
      );
      const first = body.data.find((s: { id: string }) => s.id === subagents[0]!.id);
      expect(first).toEqual({
        id: subagents[0]!.id,
        email: subagents[0]!.email,
        name: expect.stringMatching(/^Test User\d+$/),
        firstName: 'Test',
        lastName: expect.stringMatching(/^User\d+$/),
        accountCode: subagents[0]!.accountCode,
        role: ROLE.subagent,
        disabled: false,
        isSuperUser: false,
        limitCabin: 0,
        limitAmount: 0,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      });
    });

    it('answers an agent without sub-agents with an empty list', async () => {
      const lone = await createTestUser(t, { role: ROLE.agent, accountCode: 'AG9999' });
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/Subusers',
        headers: lone.headers,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual([]);
    });

    it.each([
      ['customer', ROLE.customer],
      ['sub-agent', ROLE.subagent],
      ['administrator', ROLE.administrator],
      ['super user', ROLE.superUser],
    ])('refuses a %s with 403 noPermission', async (_name, role) => {
      const user = await createTestUser(t, { role });
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/Subusers',
        headers: user.headers,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'noPermission', msg: PERMISSION_MSG, data: null });
    });

    it('refuses a signed-out visitor with 401', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/Subusers' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'unlogin', msg: PERMISSION_MSG });
    });

    it('treats a forged token as signed out', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/Subusers',
        headers: { authorization: `Bearer ${agent.token.slice(0, -4)}AAAA` },
      });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('PUT /api/Subusers/{id}', () => {
    it('sets the flags and answers the updated sub-user', async () => {
      const target = subagents[0]!;
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/Subusers/${target.id}`,
        headers: agent.headers,
        payload: { isSuperUser: true },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ id: target.id, isSuperUser: true, disabled: false });
      expect(await flagsOf(target.id)).toEqual({ disabled: false, isSuperUser: true });

      const back = await t.app.inject({
        method: 'PUT',
        url: `/api/Subusers/${target.id}`,
        headers: agent.headers,
        payload: { isSuperUser: false },
      });
      expect(back.json().data.isSuperUser).toBe(false);
    });

    it("disabling ends the sub-agent's sign-ins; enabling restores the flag", async () => {
      const target = subagents[1]!;
      await t.ctx.db.insert(refreshTokens).values({
        userId: target.id,
        familyId: crypto.randomUUID(),
        tokenHash: `hash-${target.id}`,
        expiresAt: new Date(t.clock.now().getTime() + 86_400_000),
      });
      const whoAmI = () =>
        t.app.inject({ url: '/api/Account/CurrentUser', headers: target.headers });
      expect((await whoAmI()).statusCode).toBe(200);
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/Subusers/${target.id}`,
        headers: agent.headers,
        payload: { disabled: true },
      });
      // Issue 9: the sub-agent's access token stops on its next request, not 15 minutes later.
      const refused = await whoAmI();
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ code: 'tokenInvalid' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.disabled).toBe(true);
      const tokens = await t.ctx.db
        .select({ revokedAt: refreshTokens.revokedAt })
        .from(refreshTokens)
        .where(eq(refreshTokens.userId, target.id));
      expect(tokens).toHaveLength(1);
      expect(tokens[0]!.revokedAt).toBeInstanceOf(Date);

      const enable = await t.app.inject({
        method: 'PUT',
        url: `/api/Subusers/${target.id}`,
        headers: agent.headers,
        payload: { disabled: false },
      });
      expect(enable.json().data.disabled).toBe(false);
      expect(await flagsOf(target.id)).toEqual({ disabled: false, isSuperUser: false });
    });

    it("answers 404 subuserNotFound for another agent's sub-user and changes nothing", async () => {
      const foreign = otherSubagents[0]!;
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/Subusers/${foreign.id}`,
        headers: agent.headers,
        payload: { disabled: true },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'subuserNotFound', data: null });
      expect(await flagsOf(foreign.id)).toEqual({ disabled: false, isSuperUser: false });
    });

    it('answers 404 for an agent that is not a sub-user (itself) or an unknown id', async () => {
      for (const id of [agent.id, otherAgent.id, crypto.randomUUID()]) {
        const res = await t.app.inject({
          method: 'PUT',
          url: `/api/Subusers/${id}`,
          headers: agent.headers,
          payload: { disabled: true },
        });
        expect(res.statusCode).toBe(404);
      }
      expect(await flagsOf(agent.id)).toEqual({ disabled: false, isSuperUser: false });
    });

    it.each([
      ['an empty body', {}],
      ['a non-boolean flag', { disabled: 'yes' }],
      ['a null flag', { isSuperUser: null }],
    ])('refuses %s with 400 and writes nothing', async (_name, payload) => {
      const target = subagents[0]!;
      const before = await flagsOf(target.id);
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/Subusers/${target.id}`,
        headers: agent.headers,
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(1401);
      expect(await flagsOf(target.id)).toEqual(before);
    });

    it('refuses a malformed id with 400', async () => {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/Subusers/42',
        headers: agent.headers,
        payload: { disabled: true },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(1401);
    });

    it('refuses a sub-agent (403) and a signed-out visitor (401), writing nothing', async () => {
      const target = subagents[0]!;
      const before = await flagsOf(target.id);
      // A sub-agent with a standing sign-in (subagents[1]'s ended when it was disabled above,
      // and re-enabling does not bring ended sign-ins back: issue 9).
      const sibling = await createTestUser(t, {
        role: ROLE.subagent,
        parentAgentId: agent.id,
        accountCode: `${agent.accountCode}-9`,
      });
      const asSub = await t.app.inject({
        method: 'PUT',
        url: `/api/Subusers/${target.id}`,
        headers: sibling.headers,
        payload: { disabled: true },
      });
      expect(asSub.statusCode).toBe(403);
      expect(asSub.json().code).toBe('noPermission');
      const anon = await t.app.inject({
        method: 'PUT',
        url: `/api/Subusers/${target.id}`,
        payload: { disabled: true },
      });
      expect(anon.statusCode).toBe(401);
      expect(anon.json().code).toBe('unlogin');
      expect(await flagsOf(target.id)).toEqual(before);
    });
  });

  describe('POST /api/Subusers and the limits', () => {
    const create = (body: object, user: TestUser = agent) =>
      t.app.inject({ method: 'POST', url: '/api/Subusers', payload: body, headers: user.headers });

    it('creates a sub-agent with the next account code, no password, the limits, and a welcome mail', async () => {
      const res = await create({
        email: 'New.Sub@Example.test',
        firstName: 'Nia',
        lastName: 'Newsub',
        limitCabin: 1,
        limitAmount: 50_000,
      });
      expect(res.statusCode, res.body).toBe(200);
      const created = res.json().data;
      expect(created).toMatchObject({
        email: 'new.sub@example.test',
        name: 'Nia Newsub',
        role: ROLE.subagent,
        limitCabin: 1,
        limitAmount: 50_000,
      });
      // The agency's code and the next free number.
      expect(created.accountCode).toMatch(new RegExp(`^${agent.accountCode}-\\d+$`));
      expect(subagents.map((s) => s.accountCode)).not.toContain(created.accountCode);
      const [row] = await t.ctx.db.select().from(users).where(eq(users.id, created.id));
      expect(row).toMatchObject({ parentAgentId: agent.id, passwordHash: null, disabled: false });
      const mail = await t.ctx.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toEmail, 'new.sub@example.test'));
      expect(mail.some((m) => /Forgot password/.test(m.textBody))).toBe(true);
      // It signs in with nothing until a password is chosen.
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/api/Account/Login',
        payload: { Username: 'new.sub@example.test', Password: 'anything-at-all-1' },
      });
      expect(signIn.statusCode).toBeGreaterThanOrEqual(400);
      // The list shows it with its limits.
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/Subusers',
        headers: agent.headers,
      });
      expect(list.json().data.map((s: { id: string }) => s.id)).toContain(created.id);
    });

    it('refuses an email that has an account, bad limits, and anyone but an agent', async () => {
      expect(
        (await create({ email: subagents[0]!.email, firstName: 'A', lastName: 'B' })).json(),
      ).toMatchObject({
        code: 'emailAlreadyRegistered',
      });
      expect(
        (await create({ email: 'x@example.test', firstName: 'A', lastName: 'B', limitCabin: 7 }))
          .statusCode,
      ).toBe(400);
      expect(
        (await create({ email: 'y@example.test', firstName: 'A', lastName: 'B' }, subagents[0]))
          .statusCode,
      ).toBe(403);
      const [none] = await t.ctx.db.select().from(users).where(eq(users.email, 'x@example.test'));
      expect(none).toBeUndefined();
    });

    it('sets a sub-agent’s limits, which the next search applies', async () => {
      const sub = subagents[1]!;
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/Subusers/${sub.id}`,
        payload: { limitCabin: 4, limitAmount: 1_000_000 },
        headers: agent.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({
        limitCabin: 4,
        limitAmount: 1_000_000,
        disabled: false,
      });
      const [row] = await t.ctx.db
        .select({ limitCabin: users.limitCabin, limitAmount: users.limitAmount })
        .from(users)
        .where(eq(users.id, sub.id));
      expect(row).toEqual({ limitCabin: 4, limitAmount: 1_000_000 });
      // Another agent cannot touch it.
      const foreign = await t.app.inject({
        method: 'PUT',
        url: `/api/Subusers/${sub.id}`,
        payload: { limitCabin: 1 },
        headers: otherAgent.headers,
      });
      expect(foreign.statusCode).toBe(404);
    });
  });
});
