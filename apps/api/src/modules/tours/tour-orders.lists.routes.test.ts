import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROLE } from '@travel/contracts';
import type { TourOrderDetail, TourOrderListItem } from '@travel/contracts/tour-orders';
import { orders } from '@travel/db';
import type { TestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/users';
import { call, createTourTestApp, ok, refused } from './tours.test-helpers';
import {
  TOURIST_EMAIL,
  booked,
  openCheckout,
  payOnSandboxPage,
  tourBooking,
} from './tour-orders.test-helpers';

type Page = { orders: TourOrderListItem[]; total: number };

/**
 * The account's tour and cruise orders (OrderList, CustomizeCruiseOrderList, OrderDetail, My
 * orders), an agent's sub-agents and receivables, and a tour by its code.
 */
describe('tour order lists and agent calls', () => {
  let t: TestApp;
  let customer: TestUser;
  let agent: TestUser;
  let subagent: TestUser;
  const no: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTourTestApp();
    customer = await createTestUser(t, { role: ROLE.customer });
    agent = await createTestUser(t, { role: ROLE.agent, accountCode: 'AGT555' });
    subagent = await createTestUser(t, {
      role: ROLE.subagent,
      accountCode: 'SUB555',
      parentAgentId: agent.id,
      firstName: 'Sam',
      lastName: 'Sub',
    });
    const rooms = [{ key: 'r1', adults: 2, children: 0 }];
    // The customer: one unpaid, one paid, one cancelled tour order.
    for (const name of ['unpaid', 'paid', 'cancelled']) {
      const { body } = await tourBooking(t, 't-lon-escorted', rooms, customer.headers);
      no[name] = (await booked(t, body, customer.headers)).orderNumber;
    }
    const session = await openCheckout(t, no.paid!);
    await payOnSandboxPage(t, session.id, '4242424242424242');
    await t.app.inject({
      method: 'POST',
      url: '/api/Cancel',
      headers: customer.headers,
      payload: { orderNo: no.cancelled },
    });
    // The agent's own and its sub-agent's orders.
    const forAgent = await tourBooking(t, 't-lon-escorted', rooms, agent.headers);
    no.agent = (await booked(t, forAgent.body, agent.headers)).orderNumber;
    const forSub = await tourBooking(t, 't-lon-escorted', rooms, subagent.headers);
    no.sub = (await booked(t, forSub.body, subagent.headers)).orderNumber;
  });
  afterAll(async () => t.close());

  const list = (url: string, user: TestUser) => ok<Page>(t, 'GET', url, undefined, user.headers);

  it('OrderList tabs: all, paid, unpaid, cancelled', async () => {
    const all = await list('/api/OrderList', customer);
    expect(all.total).toBe(3);
    expect(all.orders.map((o) => o.orderNo).sort()).toEqual(
      [no.unpaid, no.paid, no.cancelled].sort(),
    );
    const tab = async (name: string) =>
      (await list(`/api/OrderList?tab=${name}`, customer)).orders.map((o) => o.orderNo);
    expect(await tab('paid')).toEqual([no.paid]);
    expect(await tab('unpaid')).toEqual([no.unpaid]);
    expect(await tab('cancelled')).toEqual([no.cancelled]);
    const paid = all.orders.find((o) => o.orderNo === no.paid)!;
    expect(paid).toMatchObject({
      product: 'tour',
      status: 'paid',
      confirmation: 'pending',
      TourID: 't-lon-escorted',
      travellerCount: 2,
    });
    expect(paid.confirmBy).not.toBeNull();
    expect((await list('/api/OrderList?kind=cruise', customer)).total).toBe(0);
    expect((await list('/api/CustomizeCruiseOrderList', customer)).total).toBe(0);
  });

  it('an agent sees its sub-agents’ orders; a sub-agent only its own', async () => {
    const ofAgent = (await list('/api/OrderList', agent)).orders.map((o) => o.orderNo);
    expect(ofAgent.sort()).toEqual([no.agent, no.sub].sort());
    const ofSub = (await list('/api/OrderList', subagent)).orders.map((o) => o.orderNo);
    expect(ofSub).toEqual([no.sub]);
  });

  it('lists need a sign-in and a known tab', async () => {
    expect((await call(t, 'GET', '/api/OrderList')).status).toBe(401);
    expect((await call(t, 'GET', '/api/CustomizeCruiseOrderList')).status).toBe(401);
    const bad = await call(t, 'GET', '/api/OrderList?tab=old', undefined, customer.headers);
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('tourParameterError');
  });

  it('OrderDetail answers a tour order (the owner, or a visitor with the booking email)', async () => {
    const mine = await call(
      t,
      'GET',
      `/api/OrderDetail?orderNo=${no.paid}`,
      undefined,
      customer.headers,
    );
    expect(mine.status).toBe(200);
    expect(mine.body.code).toBe(0);
    const detail = mine.body.data as TourOrderDetail;
    expect(detail).toMatchObject({
      orderNo: no.paid,
      product: 'tour',
      status: 'paid',
      confirmation: { state: 'pending' },
      tour: { TourID: 't-lon-escorted' },
      insurance: 'none',
    });
    expect(detail.tourists[0]!.passportMasked).toBe('••••••567');
    const visitor = await call(
      t,
      'GET',
      `/api/OrderDetail?orderNo=${no.paid}&email=${TOURIST_EMAIL}`,
    );
    expect(visitor.status).toBe(200);
    const stranger = await call(
      t,
      'GET',
      `/api/OrderDetail?orderNo=${no.paid}&email=x@example.test`,
    );
    expect(stranger.status).toBe(404);
    const other = await call(
      t,
      'GET',
      `/api/OrderDetail?orderNo=${no.paid}`,
      undefined,
      agent.headers,
    );
    expect(other.status).not.toBe(200);
  });

  it('tour orders appear in My orders (GET /api/Orders) through the registry', async () => {
    const res = await call(t, 'GET', '/api/Orders?product=tour', undefined, customer.headers);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const items = res.body.data.items as { orderNo: string; title: string; product: string }[];
    expect(items.map((i) => i.orderNo).sort()).toEqual([no.unpaid, no.paid, no.cancelled].sort());
    expect(items[0]!.product).toBe('tour');
  });

  it('GetSubagent: an agent’s sub-agents; anyone else 403 Fetch sub agent list failed!', async () => {
    const data = await ok<{ subagents: { id: string; name: string }[] }>(
      t,
      'GET',
      '/api/GetSubagent',
      undefined,
      agent.headers,
    );
    expect(data.subagents).toMatchObject([
      { id: subagent.id, name: 'Sam Sub', accountCode: 'SUB555' },
    ]);
    for (const user of [customer, subagent]) {
      const res = await call(t, 'GET', '/api/GetSubagent', undefined, user.headers);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({
        code: 'fetchSubagentFailed',
        msg: 'Fetch sub agent list failed!',
      });
    }
    expect((await call(t, 'GET', '/api/GetSubagent')).status).toBe(401);
  });

  it('FinanceReceivable: amount, commission, paid and due per order, with totals', async () => {
    const data = await ok<{
      items: { orderNo: string; amount: number; commission: number; paid: number; due: number }[];
      totals: { amount: number; due: number; paid: number; commission: number };
    }>(t, 'GET', '/api/FinanceReceivable', undefined, agent.headers);
    expect(data.items.map((i) => i.orderNo).sort()).toEqual([no.agent, no.sub].sort());
    for (const item of data.items) {
      expect(item.commission).toBeGreaterThan(0);
      expect(item.paid).toBe(0);
      expect(item.due).toBe(item.amount - item.commission);
    }
    expect(data.totals.due).toBe(data.items.reduce((n, i) => n + i.due, 0));
    const res = await call(t, 'GET', '/api/FinanceReceivable', undefined, customer.headers);
    expect(res.status).toBe(403);
    const bad = await call(
      t,
      'GET',
      '/api/FinanceReceivable?from=2027-13-01',
      undefined,
      agent.headers,
    );
    expect(bad.status).toBe(400);
  });

  it('SearchTourByPZH: a tour by its code, or No tour found', async () => {
    const [row] = await t.ctx.db.select().from(orders).where(eq(orders.orderNo, no.paid!));
    const code = (row!.details as { tourCode: string }).tourCode;
    const found = await ok<{ TourID: string; TourCode: string; kind: string }>(
      t,
      'GET',
      `/api/SearchTourByPZH?TourCode=${encodeURIComponent(code.toLowerCase())}`,
    );
    expect(found).toMatchObject({ TourID: 't-lon-escorted', TourCode: code, kind: 'tour' });
    await refused(t, 'GET', '/api/SearchTourByPZH?TourCode=NOPE-XX01', undefined, {
      status: 404,
      code: 'noTourFound',
      msg: 'No tour found',
    });
    await refused(t, 'GET', '/api/SearchTourByPZH?TourCode=%20', undefined, {
      status: 400,
      code: 'tourParameterError',
    });
  });
  it('every tour order call is in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths as object);
    for (const path of [
      '/api/SaveOrder',
      '/api/SaveOrderCruise',
      '/api/PriceCruiseDetail',
      '/api/OrderList',
      '/api/CustomizeCruiseOrderList',
      '/api/GetSubagent',
      '/api/FinanceReceivable',
      '/api/SearchTourByPZH',
    ])
      expect(paths).toContain(path);
  });
});
