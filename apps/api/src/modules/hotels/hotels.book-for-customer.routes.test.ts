import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '@travel/contracts';
import { AgentClientListReplySchema } from '@travel/contracts/agent-clients';
import { OrdersReplySchema } from '@travel/contracts/orders';
import { agentClients, orders } from '@travel/db';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/users';
import {
  HOTEL_TEST_NOW,
  chooseRoom,
  findOrderRow,
  freshOrderBody,
  lookupHotelOrder,
  orderHeaders,
  saveOrder,
  type RoomChoiceFixture,
} from './hotels.test-helpers';

const ADA = { firstName: 'Ada', lastName: 'Byron', email: 'ada.byron@example.test' };

describe('a stay booked for a customer: a saved client or one typed on the form', () => {
  let t: TestApp;
  let agent: TestUser;
  let otherAgent: TestUser;
  let subagent: TestUser;
  let choice: RoomChoiceFixture;

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(HOTEL_TEST_NOW);
    agent = await createTestUser(t, { role: ROLE.agent, accountCode: 'AG7001' });
    otherAgent = await createTestUser(t, { role: ROLE.agent, accountCode: 'AG7002' });
    subagent = await createTestUser(t, {
      role: ROLE.subagent,
      accountCode: 'AG7001-1',
      parentAgentId: agent.id,
    });
    choice = await chooseRoom(t, { policy: 'refundable' });
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
  const list = async (who: TestUser, query = '') => {
    const res = await call('GET', `/api/AgentClients${query}`, who);
    expect(res.statusCode, res.body).toBe(200);
    return AgentClientListReplySchema.parse(res.json()).data;
  };

  it('books a stay for a saved client: the order carries the client, in the list and detail', async () => {
    const saved = (await call('POST', '/api/AgentClients', agent, ADA)).json().data;
    const body = await freshOrderBody(t, choice, {
      bookFor: { kind: 'customer', customer: { clientId: saved.id } },
    });
    const res = await saveOrder(t, body, orderHeaders(agent.headers));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { orderNo } = res.body.data;
    const row = await findOrderRow(t, orderNo);
    expect(row.customer).toEqual({
      clientId: saved.id,
      firstName: 'Ada',
      lastName: 'Byron',
      email: ADA.email,
      phone: '',
    });
    const mine = await call('GET', '/api/Orders', agent);
    const listed = OrdersReplySchema.parse(mine.json()).data.items.find(
      (o) => o.orderNo === orderNo,
    );
    expect(listed?.customer).toMatchObject({ firstName: 'Ada', lastName: 'Byron' });
    const detail = await lookupHotelOrder(t, orderNo, undefined, agent.headers);
    expect(detail.status, JSON.stringify(detail.body)).toBe(200);
    expect(detail.body.data.customer).toMatchObject({ clientId: saved.id, lastName: 'Byron' });

    // Deleting the client later leaves the order's snapshot as it was.
    await call('DELETE', `/api/AgentClients/${saved.id}`, agent);
    expect((await findOrderRow(t, orderNo)).customer).toMatchObject({ lastName: 'Byron' });
  });

  it('books for a typed customer, saving them to the list when asked (a sub-agent too)', async () => {
    const typed = { firstName: 'Alan', lastName: 'Turing', email: 'alan@example.test' };
    const body = await freshOrderBody(t, choice, {
      bookFor: { kind: 'customer', customer: { details: typed, save: true } },
    });
    const res = await saveOrder(t, body, orderHeaders(subagent.headers));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [client] = (await list(subagent, '?q=turing')).clients;
    expect(client).toMatchObject(typed);
    expect((await findOrderRow(t, res.body.data.orderNo)).customer).toMatchObject({
      clientId: client!.id,
      ...typed,
    });

    const unsaved = await freshOrderBody(t, choice, {
      bookFor: { kind: 'customer', customer: { details: { ...typed, email: 'a2@example.test' } } },
    });
    const second = await saveOrder(t, unsaved, orderHeaders(agent.headers));
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect((await findOrderRow(t, second.body.data.orderNo)).customer).toMatchObject({
      clientId: null,
      email: 'a2@example.test',
    });
    expect((await list(agent, '?q=a2@')).total).toBe(0);
  });

  it('refuses another agent’s client or no customer at all, and writes no order', async () => {
    const theirs = (
      await call('POST', '/api/AgentClients', otherAgent, {
        firstName: 'Kept',
        lastName: 'Apart',
        email: 'kept@example.test',
      })
    ).json().data;
    const ordersBefore = (await t.ctx.db.select({ n: count() }).from(orders))[0]!.n;
    const cases: [unknown, number, string | number][] = [
      [{ kind: 'customer', customer: { clientId: theirs.id } }, 404, 'clientNotFound'],
      [{ kind: 'customer' }, 400, 1401],
      [{ kind: 'customer', customer: { details: { firstName: 'A' } } }, 400, 1401],
    ];
    for (const [bookFor, status, code] of cases) {
      const body = await freshOrderBody(t, choice, { bookFor: bookFor as never });
      const res = await saveOrder(t, body, orderHeaders(agent.headers));
      expect(res.status, JSON.stringify(bookFor)).toBe(status);
      expect(res.body).toMatchObject({ code });
    }
    expect((await t.ctx.db.select({ n: count() }).from(orders))[0]!.n).toBe(ordersBefore);
    const [kept] = await t.ctx.db.select().from(agentClients).where(eq(agentClients.id, theirs.id));
    expect(kept?.ownerId).toBe(otherAgent.id);
  });
});
