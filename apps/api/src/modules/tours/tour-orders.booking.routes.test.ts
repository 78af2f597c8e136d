import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROLE } from '@travel/contracts';
import { agentClients, inventoryHolds, orderLines, orders } from '@travel/db';
import type { TestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/users';
import { createTourTestApp } from './tours.test-helpers';
import { booked, placesLeft, saveOrder, tourBooking } from './tour-orders.test-helpers';

/** SaveOrder (spec part 2 §7; issue 14 §2): re-priced, places held, awaiting payment. */
describe('POST /api/SaveOrder', () => {
  let t: TestApp;
  let agent: TestUser;
  let subagent: TestUser;
  beforeAll(async () => {
    t = await createTourTestApp();
    agent = await createTestUser(t, { role: ROLE.agent, accountCode: 'AGT301' });
    subagent = await createTestUser(t, {
      role: ROLE.subagent,
      accountCode: 'SUB301',
      parentAgentId: agent.id,
    });
  });
  afterAll(async () => t.close());

  const orderCount = async () => (await t.ctx.db.select().from(orders)).length;

  it('books two rooms for a visitor: places held, order awaiting payment for 30 minutes', async () => {
    const rooms = [
      { key: 'r1', adults: 2, children: 1, childBed: true },
      { key: 'r2', adults: 2, children: 0 },
    ];
    const { body, departure, price } = await tourBooking(t, 't-lon-escorted', rooms);
    const before = await placesLeft(t, departure.id);
    const result = await booked(t, body);
    expect(result).toMatchObject({
      strGuid: result.orderNumber,
      product: 'tour',
      status: 'awaitingPayment',
      travellerCount: 5,
      departDate: departure.date,
      returnDate: departure.returnDate,
      telephone: '+33 6 12 34 56 78',
      email: 'tess.traveller@example.test',
      total: price.totalprice,
      commission: 0,
      payable: price.totalprice,
      currency: 'USD',
    });
    expect(new Date(result.deadlineAt).getTime() - t.clock.now().getTime()).toBe(30 * 60_000);
    expect(await placesLeft(t, departure.id)).toBe(before - 5);
    const [row] = await t.ctx.db
      .select()
      .from(orders)
      .where(eq(orders.orderNo, result.orderNumber));
    expect(row).toMatchObject({ product: 'tour', status: 'awaitingPayment', userId: null });
    expect(row!.totalCents).toBe(price.totalprice);
    const holds = await t.ctx.db
      .select()
      .from(inventoryHolds)
      .where(eq(inventoryHolds.orderId, row!.id));
    expect(holds).toMatchObject([{ resourceKind: 'tour-place', quantity: 5 }]);
    const lines = await t.ctx.db.select().from(orderLines).where(eq(orderLines.orderId, row!.id));
    expect(lines.reduce((n, l) => n + l.amountCents, 0)).toBe(row!.totalCents);
  });

  it('prices an agent and a sub-agent separately: commission off the rooms', async () => {
    const rooms = [{ key: 'r1', adults: 2, children: 0 }];
    const forAgent = await tourBooking(t, 't-lon-escorted', rooms, agent.headers);
    const agentResult = await booked(t, forAgent.body, agent.headers);
    const forSub = await tourBooking(t, 't-lon-escorted', rooms, subagent.headers);
    const subResult = await booked(t, forSub.body, subagent.headers);
    const unit = forAgent.price.lines[0]!.unit;
    // Agents 5 %, sub-agents 3 % of each person's price (contracts commission).
    expect(agentResult.commission).toBe(2 * Math.round(unit * 0.05));
    expect(subResult.commission).toBe(2 * Math.round(unit * 0.03));
    expect(agentResult.commission).toBe(forAgent.price.TourComm);
    expect(subResult.commission).toBe(forSub.price.TourComm);
    expect(agentResult.payable).toBe(agentResult.total - agentResult.commission);
    const [row] = await t.ctx.db
      .select()
      .from(orders)
      .where(eq(orders.orderNo, subResult.orderNumber));
    expect(row).toMatchObject({ userId: subagent.id, agentId: agent.id, accountCode: 'SUB301' });
    expect(row!.totalCents).toBe(subResult.payable);
  });

  it('an agent books for its sub-agent', async () => {
    const rooms = [{ key: 'r1', adults: 1, children: 0 }];
    const { body } = await tourBooking(t, 't-lon-escorted', rooms, agent.headers, {
      bookFor: { kind: 'subagent', subagentId: subagent.id },
    });
    const result = await booked(t, body, agent.headers);
    const [row] = await t.ctx.db
      .select()
      .from(orders)
      .where(eq(orders.orderNo, result.orderNumber));
    expect(row).toMatchObject({ userId: subagent.id, agentId: agent.id });
  });

  it('the same Idempotency-Key replays the reply (one order); another body with it is refused', async () => {
    const rooms = [{ key: 'r1', adults: 1, children: 0 }];
    const { body } = await tourBooking(t, 't-lon-escorted', rooms);
    const headers = { 'idempotency-key': 'tour-replay-1' };
    const first = await saveOrder(t, body, headers);
    const before = await orderCount();
    const again = await saveOrder(t, body, headers);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.body.code).toBe(1000);
    expect(await orderCount()).toBe(before);
    const other = await saveOrder(t, { ...body, remark: 'window seats' }, headers);
    expect(other.status).toBe(422);
    expect(other.body.code).toBe('idempotencyKeyReused');
  });

  it('a moved price is refused with the tour price-changed error and nothing is written', async () => {
    const rooms = [{ key: 'r1', adults: 2, children: 0 }];
    const { body, departure } = await tourBooking(t, 't-lon-escorted', rooms);
    const before = { orders: await orderCount(), left: await placesLeft(t, departure.id) };
    const res = await saveOrder(t, { ...body, expectedTotal: body.expectedTotal - 100 });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'tourPriceChanged',
      msg: 'price changed, please refresh',
    });
    expect(res.body.data.total).toBe(body.expectedTotal);
    expect(await orderCount()).toBe(before.orders);
    expect(await placesLeft(t, departure.id)).toBe(before.left);
  });

  it('an agent books for a new customer: saved with the order, and not at all when the price moved', async () => {
    const rooms = [{ key: 'r1', adults: 2, children: 0 }];
    const customer = {
      kind: 'customer',
      customer: {
        details: { firstName: 'Cleo', lastName: 'Client', email: 'cleo@example.test' },
        save: true,
      },
    };
    const { body } = await tourBooking(t, 't-lon-escorted', rooms, agent.headers, {
      bookFor: customer,
    });
    const clients = async () =>
      (await t.ctx.db.select().from(agentClients).where(eq(agentClients.ownerId, agent.id))).length;
    const moved = await saveOrder(
      t,
      { ...body, expectedTotal: body.expectedTotal + 1 },
      agent.headers,
    );
    expect(moved.status).toBe(409);
    expect(await clients()).toBe(0);
    const result = await booked(t, body, agent.headers);
    expect(await clients()).toBe(1);
    const [row] = await t.ctx.db
      .select()
      .from(orders)
      .where(eq(orders.orderNo, result.orderNumber));
    expect(row!.customer).toMatchObject({ firstName: 'Cleo', lastName: 'Client' });
  });

  it('more people than places left: 409 tourSoldOut, nothing written', async () => {
    const rooms = [{ key: 'r1', adults: 2, children: 0 }];
    const { body, departure } = await tourBooking(t, 't-lon-escorted', rooms);
    const { setDeparture } = await import('./tour-orders.test-helpers');
    const left = await placesLeft(t, departure.id);
    await setDeparture(t, departure.id, { placesLeft: 1 });
    const before = await orderCount();
    const res = await saveOrder(t, body);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('tourSoldOut');
    expect(await orderCount()).toBe(before);
    expect(await placesLeft(t, departure.id)).toBe(1);
    await setDeparture(t, departure.id, { placesLeft: left });
  });

  describe('bad input: 400 tourParameterError, nothing written', () => {
    const cases: [string, (b: Record<string, unknown>) => unknown][] = [
      ['no body', () => undefined],
      ['terms not accepted', (b) => ({ ...b, acceptTerms: false })],
      ['no insurance choice', (b) => ({ ...b, insurance: undefined })],
      ['an unknown insurance choice', (b) => ({ ...b, insurance: 'maybe' })],
      ['a bad email', (b) => ({ ...b, contact: { ...(b.contact as object), email: 'x@' } })],
      ['a bad phone', (b) => ({ ...b, contact: { ...(b.contact as object), phone: 'call me' } })],
      [
        'no arrival flight',
        (b) => ({ ...b, contact: { ...(b.contact as object), arrivalFlight: undefined } }),
      ],
      [
        'a flight time that is not HH:mm',
        (b) => {
          const c = b.contact as { departureFlight: object };
          return {
            ...b,
            contact: { ...c, departureFlight: { ...c.departureFlight, time: '25:00' } },
          };
        },
      ],
      [
        'six rooms',
        (b) => ({
          ...b,
          rooms: Array.from({ length: 6 }, (_, i) => ({ key: `r${i}`, adults: 1, children: 0 })),
        }),
      ],
      ['a room of 9 adults', (b) => ({ ...b, rooms: [{ key: 'r1', adults: 9, children: 0 }] })],
      [
        'fewer tourists than people',
        (b) => ({ ...b, tourists: (b.tourists as unknown[]).slice(1) }),
      ],
      [
        'a child tourist of 12 or over',
        (b) => ({
          ...b,
          rooms: [{ key: 'r1', adults: 2, children: 1 }],
          tourists: [
            ...(b.tourists as object[]),
            {
              room: 'r1',
              type: 'child',
              firstName: 'Big',
              lastName: 'Kid',
              gender: 'Male',
              birthday: '1990-01-01',
              nationality: 'FR',
            },
          ],
        }),
      ],
      ['a negative expected total', (b) => ({ ...b, expectedTotal: -1 })],
      ['a cruise cabin on a tour', (b) => ({ ...b, cabin: 'BA' })],
    ];
    it.each(cases)('%s', async (_name, change) => {
      const rooms = [{ key: 'r1', adults: 2, children: 0 }];
      const { body } = await tourBooking(t, 't-lon-escorted', rooms);
      const before = await orderCount();
      const res = await saveOrder(t, change(body as Record<string, unknown>));
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.code).toBe('tourParameterError');
      expect(await orderCount()).toBe(before);
    });

    it('an unknown tour: 404 No tour found', async () => {
      const rooms = [{ key: 'r1', adults: 2, children: 0 }];
      const { body } = await tourBooking(t, 't-lon-escorted', rooms);
      const res = await saveOrder(t, { ...body, tourid: 't-nowhere' });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'noTourFound', msg: 'No tour found' });
    });

    it('without an Idempotency-Key: 400', async () => {
      const rooms = [{ key: 'r1', adults: 2, children: 0 }];
      const { body } = await tourBooking(t, 't-lon-escorted', rooms);
      const res = await t.app.inject({ method: 'POST', url: '/api/SaveOrder', payload: body });
      expect(res.statusCode).toBe(400);
    });
  });
});
