import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '@travel/contracts';
import { AgentClientListReplySchema } from '@travel/contracts/agent-clients';
import { agentClients } from '@travel/db';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/users';

const ADA = { firstName: 'Ada', lastName: 'Byron', email: 'ada.byron@example.test' };

describe('an agent’s saved clients (/api/AgentClients)', () => {
  let t: TestApp;
  let agent: TestUser;
  let otherAgent: TestUser;
  let subagent: TestUser;
  let member: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    agent = await createTestUser(t, { role: ROLE.agent, accountCode: 'AG7001' });
    otherAgent = await createTestUser(t, { role: ROLE.agent, accountCode: 'AG7002' });
    subagent = await createTestUser(t, {
      role: ROLE.subagent,
      accountCode: 'AG7001-1',
      parentAgentId: agent.id,
    });
    member = await createTestUser(t);
  });
  afterAll(async () => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    who: TestUser | null,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      headers: who ? who.headers : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const clientCount = async () => (await t.ctx.db.select({ n: count() }).from(agentClients))[0]!.n;
  const list = async (who: TestUser, query = '') => {
    const res = await call('GET', `/api/AgentClients${query}`, who);
    expect(res.statusCode, res.body).toBe(200);
    return AgentClientListReplySchema.parse(res.json()).data;
  };

  it('saves, finds, changes and deletes a client, each agent seeing only their own', async () => {
    expect(await list(agent)).toEqual({ clients: [], total: 0, page: 1 });
    const added = await call('POST', '/api/AgentClients', agent, {
      ...ADA,
      phone: '+44 20 7946 0000',
      notes: 'Prefers aisle seats',
    });
    expect(added.statusCode, added.body).toBe(200);
    const ada = added.json().data;
    expect(ada).toMatchObject({ ...ADA, phone: '+44 20 7946 0000', notes: 'Prefers aisle seats' });

    // The same e-mail (any case) is the same person: updated, not a second entry.
    const again = await call('POST', '/api/AgentClients', agent, {
      ...ADA,
      email: 'ada.byron@EXAMPLE.test',
      phone: '+44 20 7946 0001',
    });
    expect(again.json().data.id).toBe(ada.id);
    await call('POST', '/api/AgentClients', agent, {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.test',
    });
    expect((await list(agent)).clients.map((c) => c.lastName)).toEqual(['Byron', 'Hopper']);
    expect((await list(agent, '?q=grace')).clients.map((c) => c.firstName)).toEqual(['Grace']);
    expect((await list(agent, '?q=7946')).clients.map((c) => c.id)).toEqual([ada.id]);
    // A typed % is a letter to find, not "everything".
    expect((await list(agent, '?q=%25')).total).toBe(0);
    expect(await list(otherAgent)).toEqual({ clients: [], total: 0, page: 1 });
    expect((await list(subagent)).total).toBe(0);

    const changed = await call('PUT', `/api/AgentClients/${ada.id}`, agent, {
      ...ADA,
      lastName: 'Lovelace',
    });
    expect(changed.json().data).toMatchObject({ id: ada.id, lastName: 'Lovelace' });
    const stolen = await call('PUT', `/api/AgentClients/${ada.id}`, otherAgent, ADA);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toMatchObject({ code: 'clientNotFound' });
    expect((await call('DELETE', `/api/AgentClients/${ada.id}`, otherAgent)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/AgentClients/${ada.id}`, agent)).statusCode).toBe(200);
    expect((await list(agent)).clients.map((c) => c.firstName)).toEqual(['Grace']);
  });

  it('refuses members, visitors and bad input with {code, msg}, writing nothing', async () => {
    const before = await clientCount();
    expect((await call('GET', '/api/AgentClients', null)).statusCode).toBe(401);
    const refused = await call('POST', '/api/AgentClients', member, ADA);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'noPermission' });
    for (const body of [
      { ...ADA, email: 'not-an-email' },
      { ...ADA, firstName: '' },
      { ...ADA, firstName: '<script>' },
      { ...ADA, phone: 'call me' },
      { ...ADA, notes: 'x'.repeat(501) },
    ]) {
      const res = await call('POST', '/api/AgentClients', agent, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 1401 });
    }
    expect((await call('GET', '/api/AgentClients?page=0', agent)).statusCode).toBe(400);
    expect((await call('PUT', '/api/AgentClients/not-a-uuid', agent, ADA)).statusCode).toBe(400);
    expect(await clientCount()).toBe(before);
  });
});
