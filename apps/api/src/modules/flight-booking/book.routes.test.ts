import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ROLE } from '@travel/contracts';
import {
  flightInventory,
  inventoryHolds,
  mailOutbox,
  orderLines,
  orderTravellers,
  orders,
  verificationCodes,
} from '@travel/db';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestAgent, createTestUser } from '../../test/users';
import { codeDigest } from '../../lib/verification-codes';
import {
  BOOKING_TEST_NOW,
  CHILD_BIRTHDAY,
  bookBody,
  bookHeaders,
  findOffer,
  passenger,
  postBook,
} from '../../lib/orders/test-booking';

const count = async (
  t: TestApp,
  table: typeof orders | typeof orderTravellers | typeof orderLines | typeof inventoryHolds,
) => (await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

describe('POST /api/Book', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(BOOKING_TEST_NOW);
  });
  afterAll(async () => t.close());

  /** Nothing of an order reached the database. */
  let before: number[] = [];
  const snapshot = async () =>
    Promise.all(
      [orders, orderTravellers, orderLines, inventoryHolds].map((table) => count(t, table)),
    );
  beforeEach(async () => {
    before = await snapshot();
  });
  const nothingWritten = async () => expect(await snapshot()).toEqual(before);

  it('creates an order awaiting payment, deadline 30 minutes out, seats held', async () => {
    const { offer, brandId } = await findOffer(t, { adults: 2, children: 1 });
    const flightId = offer.trips[0]!.segments[0]!.flightId;
    const body = bookBody(offer, brandId);
    const res = await postBook(t, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const brand = offer.brands.find((b) => b.brandId === brandId)!;
    expect(res.body).toMatchObject({
      code: 0,
      data: {
        status: 'awaitingPayment',
        totalPrice: brand.totalPrice,
        currency: 'USD',
        deadlineAt: new Date(BOOKING_TEST_NOW.getTime() + 30 * 60_000).toISOString(),
      },
    });
    expect(res.body.data.orderNo).toMatch(/^TO[0-9A-Z]{8}$/);
    const [order] = await t.ctx.db
      .select()
      .from(orders)
      .where(eq(orders.orderNo, res.body.data.orderNo));
    expect(order).toMatchObject({
      product: 'flight',
      status: 'awaitingPayment',
      userId: null,
      agentId: null,
      accountCode: 'TRAVELOUTLET',
      contactEmail: 'alex.contact@example.test',
      emailVerified: false,
      totalCents: brand.totalPrice,
      dueNowCents: brand.totalPrice,
      title: 'LAX → SFO',
    });
    expect(order!.searchCodes).toContain(` ${offer.trips[0]!.segments[0]!.airlineCode}`);
    const travellers = await t.ctx.db
      .select()
      .from(orderTravellers)
      .where(eq(orderTravellers.orderId, order!.id));
    expect(travellers.map((x) => x.passengerType).sort()).toEqual(['ADT', 'ADT', 'CHD']);
    const lines = await t.ctx.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    expect(lines.reduce((sum, l) => sum + l.amountCents, 0)).toBe(brand.totalPrice);
    expect(lines.some((l) => l.kind === 'commission')).toBe(false);
    const holds = await t.ctx.db
      .select()
      .from(inventoryHolds)
      .where(eq(inventoryHolds.orderId, order!.id));
    expect(holds).toContainEqual(
      expect.objectContaining({
        resourceKind: 'flight',
        resourceKey: `${flightId}|${offer.cabin}`,
        quantity: 3,
      }),
    );
    const [inventory] = await t.ctx.db
      .select()
      .from(flightInventory)
      .where(eq(flightInventory.flightId, flightId));
    expect(inventory!.sold).toBeGreaterThanOrEqual(3);
  });

  it('refuses a missing or wrong storefront key with 401 booking token invalid', async () => {
    const { offer, brandId } = await findOffer(t);
    const body = bookBody(offer, brandId);
    const missing = await postBook(t, body, { 'idempotency-key': 'k-0000000001' });
    expect(missing).toMatchObject({
      status: 401,
      body: { code: 'bookingTokenInvalid', msg: 'booking token invalid' },
    });
    const wrong = await postBook(t, body, bookHeaders({ 'x-api-key': 'not-the-storefront-key' }));
    expect(wrong.status).toBe(401);
    // Even a malformed body is refused for the key first.
    expect((await postBook(t, { junk: true }, { 'x-api-key': 'nope' })).status).toBe(401);
    await nothingWritten();
  });

  it('requires an Idempotency-Key', async () => {
    const { offer, brandId } = await findOffer(t);
    const res = await postBook(t, bookBody(offer, brandId), {
      'x-api-key': 'travel-outlet-storefront-dev-key',
    });
    expect(res).toMatchObject({ status: 400, body: { code: 1401 } });
    expect(JSON.stringify(res.body.data.issues)).toContain('idempotency-key');
    await nothingWritten();
  });

  it('answers bad passenger fields with 1056, bad contact with 1058, the rest with 1401', async () => {
    const { offer, brandId } = await findOffer(t);
    const good = bookBody(offer, brandId);
    const noName = await postBook(t, {
      ...good,
      passengers: [{ ...good.passengers[0], firstName: '' }],
    });
    expect(noName).toMatchObject({ status: 400, body: { code: 1056 } });
    expect(noName.body.data.issues[0].path).toBe('body.passengers.0.firstName');
    const badEmail = await postBook(t, {
      ...good,
      contact: { ...good.contact, email: 'not-an-email' },
    });
    expect(badEmail).toMatchObject({ status: 400, body: { code: 1058 } });
    const badCode = await postBook(t, { ...good, contact: { ...good.contact, emailCode: '12ab' } });
    expect(badCode).toMatchObject({ status: 400, body: { code: 1058 } });
    const noTerms = await postBook(t, { ...good, acceptTerms: false });
    expect(noTerms).toMatchObject({ status: 400, body: { code: 1401 } });
    const tooMany = await postBook(t, {
      ...good,
      passengers: Array.from({ length: 10 }, () => passenger()),
    });
    expect(tooMany).toMatchObject({ status: 400, body: { code: 1056 } });
    await nothingWritten();
  });

  it('checks the travellers against the offer (1056) and passports against the trip (1062)', async () => {
    const { offer, brandId } = await findOffer(t, { adults: 1, children: 1 });
    const body = bookBody(offer, brandId);
    const [adult, child] = body.passengers as [
      ReturnType<typeof passenger>,
      ReturnType<typeof passenger>,
    ];
    const cases: [unknown[], number, RegExp][] = [
      [[adult], 1056, /enter 2 traveller/],
      [[child, adult], 1056, /must be an adult/],
      [[adult, passenger({ birthday: '1990-01-01' })], 1056, /must be a child/],
      [[adult, passenger({ birthday: '2026-01-01' })], 1056, /must be a child .* is an infant/],
      [[adult, passenger({ birthday: '2027-12-01' })], 1056, /future/],
      [[adult, { ...adult }], 1056, /already on the booking|must be a child/],
      [
        [adult, passenger({ birthday: CHILD_BIRTHDAY, cardExpired: '2027-04-15' })],
        1062,
        /valid after 2027-04-15/,
      ],
    ];
    for (const [passengers, code, msg] of cases) {
      const res = await postBook(t, { ...body, passengers });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.code).toBe(code);
      expect(res.body.msg).toMatch(msg);
    }
    await nothingWritten();
  });

  it('answers 1202 for a tampered offer id and 1201 once the offer has expired', async () => {
    const { offer, brandId } = await findOffer(t);
    const body = bookBody(offer, brandId);
    const tampered = await postBook(t, { ...body, offerId: `${offer.offerId.slice(0, -3)}abc` });
    expect(tampered).toMatchObject({ status: 400, body: { code: 1202 } });
    t.clock.advance(31 * 60_000);
    try {
      const expired = await postBook(t, body);
      expect(expired).toMatchObject({ status: 410, body: { code: 1201 } });
    } finally {
      t.clock.set(BOOKING_TEST_NOW);
    }
    await nothingWritten();
  });

  it('answers 1059 with both totals when the price moved, and 1050 when the seats are gone', async () => {
    const { offer, brandId } = await findOffer(t, { from: 'JFK', to: 'LAX' });
    const flightId = offer.trips[0]!.segments[0]!.flightId;
    const body = bookBody(offer, brandId);
    // Others bought most of the cabin: the cheap fare classes closed.
    await t.ctx.db
      .insert(flightInventory)
      .values({ flightId, cabin: offer.cabin, capacity: 100, sold: 97 })
      .onConflictDoUpdate({
        target: [flightInventory.flightId, flightInventory.cabin],
        set: { capacity: 100, sold: 97 },
      });
    const moved = await postBook(t, body);
    expect(moved).toMatchObject({ status: 409, body: { code: 1059 } });
    expect(moved.body.data.total).toBeGreaterThan(moved.body.data.previousTotal);
    expect(moved.body.data.previousTotal).toBe(
      offer.brands.find((b) => b.brandId === brandId)!.totalPrice,
    );
    await t.ctx.db
      .update(flightInventory)
      .set({ sold: 100 })
      .where(eq(flightInventory.flightId, flightId));
    const gone = await postBook(t, body);
    expect(gone).toMatchObject({ status: 409, body: { code: 1050 } });
    await nothingWritten();
  });

  it('checks an email code when one is given, and marks the contact verified', async () => {
    const { offer, brandId } = await findOffer(t);
    const email = 'verified.contact@example.test';
    const code = '424242';
    await t.ctx.db.insert(verificationCodes).values({
      email,
      purpose: 'contact',
      codeHash: codeDigest(t.ctx, email, 'contact', code),
      expiresAt: new Date(BOOKING_TEST_NOW.getTime() + 10 * 60_000),
      createdAt: BOOKING_TEST_NOW,
    });
    const body = bookBody(offer, brandId);
    const contact = { ...body.contact, email };
    const wrong = await postBook(t, { ...body, contact: { ...contact, emailCode: '000000' } });
    expect(wrong).toMatchObject({ status: 400, body: { code: 'codeWrong' } });
    await nothingWritten();
    const right = await postBook(t, { ...body, contact: { ...contact, emailCode: code } });
    expect(right.status, JSON.stringify(right.body)).toBe(200);
    const [order] = await t.ctx.db
      .select()
      .from(orders)
      .where(eq(orders.orderNo, right.body.data.orderNo));
    expect(order!.emailVerified).toBe(true);
  });

  it('takes invoice details for invoice fares only', async () => {
    const invoice = {
      companyName: 'Acme Travel Ltd',
      taxId: 'GB123456789',
      address: '1 High St, London',
    };
    const plain = await findOffer(t);
    const refused = await postBook(t, bookBody(plain.offer, plain.brandId, { invoice }));
    expect(refused).toMatchObject({ status: 400, body: { code: 1401 } });
    const invoiced = await findOffer(t, { invoice: true });
    const missing = await postBook(t, bookBody(invoiced.offer, invoiced.brandId));
    expect(missing).toMatchObject({ status: 400, body: { code: 1401 } });
    await nothingWritten();
    const ok = await postBook(t, bookBody(invoiced.offer, invoiced.brandId, { invoice }));
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const [order] = await t.ctx.db
      .select()
      .from(orders)
      .where(eq(orders.orderNo, ok.body.data.orderNo));
    expect(order!.invoice).toEqual(invoice);
  });

  it('replays the reply for the same Idempotency-Key and refuses the key for another body', async () => {
    const { offer, brandId } = await findOffer(t);
    const body = bookBody(offer, brandId);
    const headers = bookHeaders();
    const first = await postBook(t, body, headers);
    const again = await postBook(t, body, headers);
    expect(again).toEqual(first);
    const other = await postBook(t, { ...body, timing: 'reserve' }, headers);
    expect(other).toMatchObject({ status: 422, body: { code: 'idempotencyKeyReused' } });
    const made = await t.ctx.db
      .select()
      .from(orders)
      .where(eq(orders.orderNo, first.body.data.orderNo));
    expect(made).toHaveLength(1);
  });

  it('gives a signed-in customer the order, and mails a reservation', async () => {
    const customer = await createTestUser(t, { firstName: 'Casey', lastName: 'Member' });
    const { offer, brandId } = await findOffer(t, { headers: customer.headers });
    const res = await postBook(
      t,
      bookBody(offer, brandId, { timing: 'reserve' }),
      bookHeaders(customer.headers),
    );
    expect(res.status).toBe(200);
    const [order] = await t.ctx.db
      .select()
      .from(orders)
      .where(eq(orders.orderNo, res.body.data.orderNo));
    expect(order).toMatchObject({
      userId: customer.id,
      agentId: null,
      bookedByName: 'Casey Member',
    });
    const mails = await t.ctx.db.execute(
      sql`select subject from mail_outbox where kind = 'booking'`,
    );
    expect(JSON.stringify(mails)).toContain(res.body.data.orderNo);
  });

  it('mails the order number at once when paying now too (issue 13 §2), before any payment', async () => {
    const { offer, brandId } = await findOffer(t);
    const res = await postBook(t, bookBody(offer, brandId), bookHeaders());
    expect(res.status).toBe(200);
    const { orderNo } = res.body.data;
    const mails = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'booking'));
    const mail = mails.find((m) => m.subject.includes(orderNo));
    expect(mail?.toEmail).toBe(bookBody(offer, brandId).contact.email.toLowerCase());
    expect(mail?.textBody).toContain('Please pay by');
  });

  it('books agents at commission prices, for themselves or their own sub-agents only', async () => {
    const { agent, subagents } = await createTestAgent(t, 1);
    const other = await createTestAgent(t, 1);
    const { offer, brandId } = await findOffer(t, { headers: agent.headers });
    const brand = offer.brands.find((b) => b.brandId === brandId)!;
    expect(brand.adultCommission).toBeGreaterThan(0);

    const own = await postBook(t, bookBody(offer, brandId), bookHeaders(agent.headers));
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body.data.totalPrice).toBe(brand.totalPrice);
    const [mine] = await t.ctx.db
      .select()
      .from(orders)
      .where(eq(orders.orderNo, own.body.data.orderNo));
    expect(mine).toMatchObject({
      userId: agent.id,
      agentId: agent.id,
      accountCode: agent.accountCode,
    });
    const lines = await t.ctx.db.select().from(orderLines).where(eq(orderLines.orderId, mine!.id));
    expect(lines.find((l) => l.kind === 'commission')?.amountCents).toBe(-brand.adultCommission);

    const forSub = await postBook(
      t,
      bookBody(offer, brandId, { bookFor: { kind: 'subagent', subagentId: subagents[0]!.id } }),
      bookHeaders(agent.headers),
    );
    expect(forSub.status).toBe(200);
    const [subOrder] = await t.ctx.db
      .select()
      .from(orders)
      .where(eq(orders.orderNo, forSub.body.data.orderNo));
    expect(subOrder).toMatchObject({
      userId: subagents[0]!.id,
      agentId: agent.id,
      accountCode: subagents[0]!.accountCode,
    });

    before = await snapshot();
    const notMine = await postBook(
      t,
      bookBody(offer, brandId, {
        bookFor: { kind: 'subagent', subagentId: other.subagents[0]!.id },
      }),
      bookHeaders(agent.headers),
    );
    expect(notMine).toMatchObject({ status: 403, body: { code: 'noPermission' } });
    const customer = await createTestUser(t, { role: ROLE.customer });
    const { offer: plain, brandId: plainBrand } = await findOffer(t, { headers: customer.headers });
    const customerForOthers = await postBook(
      t,
      bookBody(plain, plainBrand, { bookFor: { kind: 'customer' } }),
      bookHeaders(customer.headers),
    );
    expect(customerForOthers.status).toBe(403);
    await nothingWritten();

    const sub = subagents[0]!;
    const { offer: subOffer, brandId: subBrand } = await findOffer(t, { headers: sub.headers });
    const bySub = await postBook(t, bookBody(subOffer, subBrand), bookHeaders(sub.headers));
    expect(bySub.status).toBe(200);
    const [bySubOrder] = await t.ctx.db
      .select()
      .from(orders)
      .where(eq(orders.orderNo, bySub.body.data.orderNo));
    expect(bySubOrder).toMatchObject({ userId: sub.id, agentId: agent.id });
  });

  it('an agent offer id does not book at the agent price for a visitor', async () => {
    const { agent } = await createTestAgent(t, 0);
    const { offer, brandId } = await findOffer(t, { headers: agent.headers });
    const res = await postBook(t, bookBody(offer, brandId));
    // Same supplier quote, so it books, but at the visitor's (gross) price.
    expect(res.status).toBe(200);
    const brand = offer.brands.find((b) => b.brandId === brandId)!;
    expect(res.body.data.totalPrice).toBe(brand.adultPrice + brand.adultTax);
  });
});
