import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderDetailSchema, OrdersPageSchema, TicketStatusSchema } from '@travel/contracts/orders';
import { flightInventory, mailOutbox, orders } from '@travel/db';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestAgent, createTestUser, type TestUser } from '../../test/users';
import {
  BOOKING_TEST_NOW,
  bookOrder,
  card,
  passenger,
  postPayment,
} from '../../lib/orders/test-booking';

const EMAIL = 'alex.contact@example.test';

describe('orders API', () => {
  let t: TestApp;
  let customer: TestUser;
  let agent: TestUser;
  let sub: TestUser;
  let otherCustomer: TestUser;
  const made = {} as Record<
    'customerIssued' | 'customerUnpaid' | 'agentOwn' | 'bySub' | 'visitor',
    string
  >;

  const get = async (url: string, user?: TestUser) => {
    const res = await t.app.inject({ method: 'GET', url, headers: user?.headers ?? {} });
    return { status: res.statusCode, body: res.json(), headers: res.headers };
  };
  const post = async (
    url: string,
    payload: object,
    user?: TestUser,
    headers: Record<string, string> = {},
  ) => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { ...user?.headers, ...headers },
    });
    return { status: res.statusCode, body: res.json() };
  };
  const list = async (user: TestUser, query = '') => {
    const res = await get(`/api/Orders${query ? `?${query}` : ''}`, user);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return OrdersPageSchema.parse(res.body.data);
  };

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(BOOKING_TEST_NOW);
    customer = await createTestUser(t);
    otherCustomer = await createTestUser(t);
    const team = await createTestAgent(t, 1);
    agent = team.agent;
    sub = team.subagents[0]!;
    made.customerIssued = (
      await bookOrder(
        t,
        { headers: customer.headers },
        { passengers: [passenger({ firstName: 'Maria', lastName: 'Lopez' })] },
      )
    ).orderNo;
    await postPayment(
      t,
      { orderNo: made.customerIssued, method: 'card', card: card() },
      customer.headers,
    );
    made.customerUnpaid = (
      await bookOrder(t, { headers: customer.headers, from: 'JFK', to: 'LAX', date: '05/10/2027' })
    ).orderNo;
    made.agentOwn = (await bookOrder(t, { headers: agent.headers })).orderNo;
    made.bySub = (await bookOrder(t, { headers: sub.headers })).orderNo;
    made.visitor = (await bookOrder(t)).orderNo;
  });
  afterAll(async () => t.close());

  describe('GET /api/Orders', () => {
    it('needs a sign-in', async () => {
      expect(await get('/api/Orders')).toMatchObject({
        status: 401,
        body: { code: 'tokenInvalid' },
      });
    });

    it("shows customers and sub-agents their own orders, agents also their sub-agents'", async () => {
      const mine = await list(customer);
      expect(mine.items.map((o) => o.orderNo).sort()).toEqual(
        [made.customerIssued, made.customerUnpaid].sort(),
      );
      expect(mine.total).toBe(2);
      expect((await list(otherCustomer)).total).toBe(0);
      expect((await list(sub)).items.map((o) => o.orderNo)).toEqual([made.bySub]);
      const team = await list(agent);
      expect(team.items.map((o) => o.orderNo).sort()).toEqual([made.agentOwn, made.bySub].sort());
      expect(
        (await list(agent, `accountCode=${sub.accountCode}`)).items.map((o) => o.orderNo),
      ).toEqual([made.bySub]);
      const summary = mine.items.find((o) => o.orderNo === made.customerIssued)!;
      expect(summary).toMatchObject({
        product: 'flight',
        status: 'issued',
        title: 'LAX → SFO',
        currency: 'USD',
      });
      expect(summary.passengerNames).toEqual(['Maria Lopez']);
      expect(summary.flightCodes.length).toBeGreaterThan(0);
    });

    it('filters by status, names, flight code, booking date and departure dates, and pages', async () => {
      const issued = await list(customer, 'status=issued');
      expect(issued.items.map((o) => o.orderNo)).toEqual([made.customerIssued]);
      expect((await list(customer, 'status=unPay')).items.map((o) => o.orderNo)).toEqual([
        made.customerUnpaid,
      ]);
      expect((await list(customer, 'status=canceled')).total).toBe(0);
      expect((await list(customer, 'firstName=mar&lastName=LOPEZ')).total).toBe(1);
      expect((await list(customer, 'lastName=nobody')).total).toBe(0);
      expect((await list(customer, 'firstName=%25')).total).toBe(0);
      const code = issued.items[0]!.flightCodes[0]!;
      expect(
        (await list(customer, `flightCode=${code.toLowerCase()}`)).items.map((o) => o.orderNo),
      ).toContain(made.customerIssued);
      expect((await list(customer, 'bookingDate=03/01/2027')).total).toBe(2);
      expect((await list(customer, 'bookingDate=03/02/2027')).total).toBe(0);
      expect(
        (await list(customer, 'dateFrom=05/01/2027&dateTo=05/31/2027')).items.map((o) => o.orderNo),
      ).toEqual([made.customerUnpaid]);
      const page = await list(customer, 'pageSize=1&page=2');
      expect(page).toMatchObject({ total: 2, page: 2, pageSize: 1 });
      expect(page.items).toHaveLength(1);
    });

    it('answers a bad query with 400', async () => {
      for (const query of [
        'status=paid',
        'page=0',
        'pageSize=500',
        'bookingDate=2027-03-01',
        'dateFrom=05/31/2027&dateTo=05/01/2027',
      ]) {
        expect((await get(`/api/Orders?${query}`, customer)).status, query).toBe(400);
      }
    });
  });

  describe('GET /api/OrderDetail', () => {
    it('shows the owner the whole order, documents masked', async () => {
      const res = await get(`/api/OrderDetail?orderNo=${made.customerIssued}`, customer);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const detail = OrderDetailSchema.parse(res.body.data);
      // Issued, and (issue 12) cancellable with the refund its quote gives.
      expect(detail).toMatchObject({
        status: 'issued',
        canPay: false,
        canCancel: true,
        tripType: 'oneway',
      });
      expect(detail.money).toEqual({
        paid: detail.totalPrice,
        refunded: 0,
        net: detail.totalPrice,
      });
      // The exchange rule itself is tested in lib/orders; a fare that can change reads true here.
      expect(detail.canExchange).toBe(
        !['non', 'unknown'].includes(detail.brand.rules.changePenalty),
      );
      expect(detail.travellers[0]!.cardNumMasked).toMatch(/^•+\d{3}$/);
      expect(detail.travellers[0]!.ticketNumbers).toHaveLength(1);
      expect(detail.lines.reduce((sum, l) => sum + l.amount, 0)).toBe(detail.totalPrice);
      expect(detail.payments).toEqual([
        expect.objectContaining({
          method: 'card',
          kind: 'charge',
          status: 'succeeded',
          cardLast4: '4242',
        }),
      ]);
      const unpaid = OrderDetailSchema.parse(
        (await get(`/api/OrderDetail?orderNo=${made.customerUnpaid}`, customer)).body.data,
      );
      expect(unpaid).toMatchObject({
        status: 'awaitingPayment',
        canPay: true,
        canCancel: true,
        canExchange: false,
      });
    });

    it('lets an agent see a sub-agent’s order, and a visitor one with the booking email', async () => {
      expect((await get(`/api/OrderDetail?orderNo=${made.bySub}`, agent)).status).toBe(200);
      const visitor = await get(
        `/api/OrderDetail?orderNo=${made.visitor.toLowerCase()}&email=ALEX.CONTACT@example.test`,
      );
      expect(visitor.status).toBe(200);
    });

    it('never tells a wrong email that an order exists (1404); signed-in strangers get 1503', async () => {
      expect(await get('/api/OrderDetail?orderNo=TO00000000&email=a@example.test')).toMatchObject({
        status: 404,
        body: { code: 1404 },
      });
      const wrongEmail = await get(
        `/api/OrderDetail?orderNo=${made.visitor}&email=wrong@example.test`,
      );
      expect(wrongEmail).toMatchObject({ status: 404, body: { code: 1404 } });
      expect(await get(`/api/OrderDetail?orderNo=${made.visitor}`)).toMatchObject({
        status: 404,
        body: { code: 1404 },
      });
      expect(
        await get(`/api/OrderDetail?orderNo=${made.customerIssued}`, otherCustomer),
      ).toMatchObject({ status: 403, body: { code: 1503 } });
      expect(await get(`/api/OrderDetail?orderNo=${made.agentOwn}`, sub)).toMatchObject({
        status: 403,
        body: { code: 1503 },
      });
      expect((await get('/api/OrderDetail?orderNo=')).status).toBe(400);
    });

    it('an unpaid order read after its deadline is cancelled and its seats are back', async () => {
      const { orderNo, offer } = await bookOrder(t, { from: 'SEA', to: 'SFO', date: '05/12/2027' });
      const flightId = offer.trips[0]!.segments[0]!.flightId;
      const sold = async () =>
        (
          await t.ctx.db
            .select()
            .from(flightInventory)
            .where(eq(flightInventory.flightId, flightId))
        )[0]!.sold;
      const held = await sold();
      t.clock.advance(31 * 60_000);
      try {
        const detail = await get(`/api/OrderDetail?orderNo=${orderNo}&email=${EMAIL}`);
        expect(detail.body.data).toMatchObject({
          status: 'cancelled',
          canPay: false,
          canCancel: false,
        });
        expect(await sold()).toBe(held - 1);
      } finally {
        t.clock.set(BOOKING_TEST_NOW);
      }
    });
  });

  describe('POST /api/Cancel', () => {
    it('cancels an order awaiting payment and returns its seats; only once', async () => {
      const { orderNo, offer } = await bookOrder(t, {
        headers: customer.headers,
        from: 'SFO',
        to: 'LAX',
        date: '05/13/2027',
      });
      const flightId = offer.trips[0]!.segments[0]!.flightId;
      const sold = async () =>
        (
          await t.ctx.db
            .select()
            .from(flightInventory)
            .where(eq(flightInventory.flightId, flightId))
        )[0]!.sold;
      const held = await sold();
      expect(await post('/api/Cancel', { orderNo }, otherCustomer)).toMatchObject({
        status: 403,
        body: { code: 1503 },
      });
      const res = await post('/api/Cancel', { orderNo }, customer, {
        'idempotency-key': `cancel-${orderNo}`,
      });
      expect(res.status).toBe(200);
      expect(OrderDetailSchema.parse(res.body.data)).toMatchObject({
        status: 'cancelled',
        canPay: false,
      });
      expect(await sold()).toBe(held - 1);
      expect(await post('/api/Cancel', { orderNo }, customer)).toMatchObject({
        status: 409,
        body: { code: 1405 },
      });
      expect(await sold()).toBe(held - 1);
    });

    it('asks for the refund quote on paid orders (409), refuses unknown ones (1404) and bad bodies (400)', async () => {
      // A paid order cancels only on the quote the traveller saw (refunds.routes.test.ts).
      expect(await post('/api/Cancel', { orderNo: made.customerIssued }, customer)).toMatchObject({
        status: 409,
        body: { code: 'refundQuoteChanged' },
      });
      expect(await post('/api/Cancel', { orderNo: 'TO00000000', email: EMAIL })).toMatchObject({
        status: 404,
        body: { code: 1404 },
      });
      expect(await post('/api/Cancel', { email: EMAIL })).toMatchObject({
        status: 400,
        body: { code: 1401 },
      });
      const [row] = await t.ctx.db
        .select()
        .from(orders)
        .where(eq(orders.orderNo, made.customerIssued));
      expect(row!.status).toBe('issued');
    });
  });

  describe('GET /api/TicketStatus', () => {
    it('gives the status and each traveller’s tickets', async () => {
      const res = await get(`/api/TicketStatus?orderNo=${made.customerIssued}`, customer);
      const status = TicketStatusSchema.parse(res.body.data);
      expect(status).toMatchObject({ orderNo: made.customerIssued, status: 'issued' });
      expect(status.tickets[0]).toMatchObject({ travellerIndex: 0, name: 'Maria Lopez' });
      expect(status.tickets[0]!.ticketNumbers[0]).toMatch(/^\d{13}$/);
      expect(
        await get(`/api/TicketStatus?orderNo=${made.customerIssued}&email=x@example.test`),
      ).toMatchObject({ status: 404 });
    });
  });

  describe('POST /api/Mails/SendItinerary', () => {
    it('mails the itinerary to the booking email only, five times an hour', async () => {
      const sent = async () =>
        (await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'itinerary'))).length;
      const before = await sent();
      const res = await post('/api/Mails/SendItinerary', { orderNo: made.visitor, email: EMAIL });
      expect(res).toMatchObject({ status: 200, body: { data: { sentTo: 'a***@example.test' } } });
      expect(await sent()).toBe(before + 1);
      expect(
        await post('/api/Mails/SendItinerary', {
          orderNo: made.visitor,
          email: 'other@example.test',
        }),
      ).toMatchObject({ status: 404 });
      for (let i = 0; i < 4; i += 1)
        await post('/api/Mails/SendItinerary', { orderNo: made.visitor, email: EMAIL });
      expect(
        await post('/api/Mails/SendItinerary', { orderNo: made.visitor, email: EMAIL }),
      ).toMatchObject({ status: 429 });
      expect(await sent()).toBe(before + 5);
    });
  });
});

describe('POST /api/Mails/SendItinerary when mail cannot be delivered', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 9: delivery fails at once.
    t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
    t.clock.set(BOOKING_TEST_NOW);
  });
  afterAll(async () => t.close());

  it('answers send itinerary failed', async () => {
    const { orderNo } = await bookOrder(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Mails/SendItinerary',
      payload: { orderNo, email: EMAIL },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 'sendItineraryFailed', msg: 'send itinerary failed' });
  });
});
