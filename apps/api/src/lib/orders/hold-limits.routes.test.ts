import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '@travel/contracts';
import { flightInventory, inventoryHolds, orders } from '@travel/db';
import { loadEnv } from '../../plugins/env';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestUser } from '../../test/users';
import { BOOKING_TEST_NOW, bookBody, bookHeaders, findOffer, passenger } from './test-booking';

/**
 * Issue 9: one visitor held 126 of 130 economy seats with fourteen 9-traveller "reserve"
 * bookings. Unpaid holds are now limited per client address, per contact email (visitors), per
 * account (signed in) and per share of a flight; the refusal says what the limit is.
 */
const DEFAULT_LIMITS = {
  HOLD_MAX_UNPAID_PER_ADDRESS: '5',
  HOLD_MAX_UNPAID_PER_EMAIL: '5',
  HOLD_MAX_UNPAID_PER_ACCOUNT: '50',
  HOLD_MAX_SHARE_PERCENT: '20',
  HOLD_MAX_SHARE_PERCENT_ACCOUNT: '50',
};

type Headers = Record<string, string>;

describe('unpaid hold limits (flights)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(DEFAULT_LIMITS);
    t.clock.set(BOOKING_TEST_NOW);
  });
  afterAll(async () => t.close());

  const book = async (body: unknown, ip: string, headers: Headers = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Book',
      headers: bookHeaders(headers),
      payload: body as object,
      remoteAddress: ip,
    });
    return { status: res.statusCode, body: res.json() };
  };
  const contact = (email: string) => ({ name: 'Alex Contact', email, mobile: '+1 415 555 0100' });
  const unpaidSeats = async (resourceKey: string) => {
    const [row] = await t.ctx.db
      .select({ n: sql<number>`coalesce(sum(${inventoryHolds.quantity}), 0)::int` })
      .from(inventoryHolds)
      .innerJoin(orders, eq(orders.id, inventoryHolds.orderId))
      .where(
        and(
          eq(inventoryHolds.resourceKey, resourceKey),
          isNull(inventoryHolds.releasedAt),
          eq(orders.status, 'awaitingPayment'),
        ),
      );
    return row?.n ?? 0;
  };

  it('fourteen 9-traveller reserve bookings by one visitor hold at most 20% of the cabin', async () => {
    const { offer, brandId } = await findOffer(t, {
      from: 'LAX',
      to: 'SFO',
      date: '05/10/2027',
      adults: 9,
    });
    const segment = offer.trips[0]!.segments[0]!;
    const key = `${segment.flightId}|${offer.cabin}`;
    // 130 seats, all free, as in the probe.
    await t.ctx.db
      .insert(flightInventory)
      .values({ flightId: segment.flightId, cabin: offer.cabin, capacity: 130, sold: 0 })
      .onConflictDoUpdate({
        target: [flightInventory.flightId, flightInventory.cabin],
        set: { capacity: 130, sold: 0 },
      });
    const replies = [];
    for (let i = 0; i < 14; i += 1) {
      replies.push(
        await book(
          bookBody(offer, brandId, { timing: 'reserve', contact: contact('hoarder@example.test') }),
          '198.51.100.40',
        ),
      );
    }
    const won = replies.filter((r) => r.status === 200);
    // 20% of 130 = 26 seats: two bookings of 9 (18), a third would make 27.
    expect(won).toHaveLength(2);
    expect(await unpaidSeats(key)).toBe(18);
    const refused = replies.find((r) => r.status !== 200)!;
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: 'holdShareExceeded',
      data: { limit: 26, percent: 20, capacity: 130, held: 18, requested: 9 },
    });
    expect(refused.body.msg).toContain('26');
  });

  it('limits unpaid orders per client address, and says the limit', async () => {
    const { offer, brandId } = await findOffer(t, { from: 'LAX', to: 'SEA', date: '05/11/2027' });
    const ip = '198.51.100.41';
    for (let i = 0; i < 5; i += 1) {
      const res = await book(
        bookBody(offer, brandId, { contact: contact(`family${i}@example.test`) }),
        ip,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const refused = await book(
      bookBody(offer, brandId, { contact: contact('family9@example.test') }),
      ip,
    );
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: 'tooManyUnpaidOrders',
      data: { scope: 'address', limit: 5, unpaid: 5 },
    });
    // Another address is not affected.
    const other = await book(
      bookBody(offer, brandId, { contact: contact('neighbour@example.test') }),
      '198.51.100.42',
    );
    expect(other.status).toBe(200);
  });

  it('limits unpaid orders per contact email across addresses', async () => {
    const { offer, brandId } = await findOffer(t, { from: 'LAX', to: 'SEA', date: '05/12/2027' });
    const email = `one-email-${randomUUID().slice(0, 6)}@example.test`;
    for (let i = 0; i < 5; i += 1) {
      const res = await book(
        bookBody(offer, brandId, { contact: contact(email) }),
        `203.0.113.${i + 60}`,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const refused = await book(
      bookBody(offer, brandId, { contact: contact(email) }),
      '203.0.113.99',
    );
    expect(refused.body).toMatchObject({
      code: 'tooManyUnpaidOrders',
      data: { scope: 'email', limit: 5, unpaid: 5 },
    });
  });

  it('paying or cancelling frees the place: expired orders do not count', async () => {
    const { offer, brandId } = await findOffer(t, { from: 'LAX', to: 'SEA', date: '05/13/2027' });
    const ip = '198.51.100.43';
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await book(bookBody(offer, brandId, { contact: contact(`x${i}@example.test`) }), ip))
          .status,
      ).toBe(200);
    }
    expect((await book(bookBody(offer, brandId), ip)).status).toBe(422);
    t.clock.advance(31 * 60_000);
    try {
      const later = await findOffer(t, { from: 'LAX', to: 'SEA', date: '05/13/2027' });
      const res = await book(bookBody(later.offer, later.brandId), ip);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    } finally {
      t.clock.set(BOOKING_TEST_NOW);
    }
  });

  it('an agent office behind one address is counted per account, more generously', async () => {
    const agent = await createTestUser(t, { role: ROLE.agent, accountCode: 'HOLD1' });
    const { offer, brandId } = await findOffer(t, {
      from: 'LAX',
      to: 'SEA',
      date: '05/14/2027',
      headers: agent.headers,
    });
    for (let i = 0; i < 8; i += 1) {
      const res = await book(
        bookBody(offer, brandId, { contact: contact('agency@example.test') }),
        '198.51.100.44',
        agent.headers,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
  });

  it('concurrent bookings of one visitor cannot overshoot the limit', async () => {
    const { offer, brandId } = await findOffer(t, { from: 'LAX', to: 'SEA', date: '05/15/2027' });
    const ip = '198.51.100.45';
    const replies = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        book(
          bookBody(offer, brandId, {
            passengers: [passenger()],
            contact: contact(`racer${i}@example.test`),
          }),
          ip,
        ),
      ),
    );
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    for (const r of replies.filter((x) => x.status !== 200)) {
      expect(r.body.code, JSON.stringify(r.body)).toBe('tooManyUnpaidOrders');
    }
    const [row] = await t.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(eq(orders.clientAddress, ip), eq(orders.status, 'awaitingPayment')));
    expect(row?.n).toBe(5);
  });
});

describe('hold limit configuration', () => {
  it('has defaults a family or an agent office never meets, and can be changed', () => {
    const env = loadEnv({ NODE_ENV: 'test' });
    expect(env).toMatchObject({
      HOLD_MAX_UNPAID_PER_ADDRESS: 5,
      HOLD_MAX_UNPAID_PER_EMAIL: 5,
      HOLD_MAX_UNPAID_PER_ACCOUNT: 50,
      HOLD_MAX_SHARE_PERCENT: 20,
      HOLD_MAX_SHARE_PERCENT_ACCOUNT: 50,
      HOLD_REFUSED_PAYMENT_MINUTES: 5,
    });
    expect(
      loadEnv({ NODE_ENV: 'test', HOLD_MAX_UNPAID_PER_ADDRESS: '9' }).HOLD_MAX_UNPAID_PER_ADDRESS,
    ).toBe(9);
    expect(() => loadEnv({ NODE_ENV: 'test', HOLD_MAX_SHARE_PERCENT: '0' })).toThrow();
  });
});
