import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '@travel/db';
import { manageBookingLink, signManageToken, verifyManageToken } from '../../lib/mail/manage-link';
import { BOOKING_TEST_NOW, bookOrder } from '../../lib/orders/test-booking';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/users';

/**
 * `POST /api/Mails/ManageBooking` (issue 13 §5, §6): the order a mail's Manage booking link
 * names, for its owner signed in or a visitor; a tampered, foreign, revoked or expired token is
 * refused with a 4xx `{code, msg}`.
 */

const EMAIL = 'alex.contact@example.test';
const DAY = 86_400_000;

describe('POST /api/Mails/ManageBooking', () => {
  let t: TestApp;
  let member: TestUser;
  let visitorOrder: string;
  let memberOrder: string;
  let otherOrder: string;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://shop.traveloutlet.test' });
    t.clock.set(BOOKING_TEST_NOW);
    member = await createTestUser(t);
    ({ orderNo: visitorOrder } = await bookOrder(t));
    ({ orderNo: memberOrder } = await bookOrder(t, { headers: member.headers }));
    ({ orderNo: otherOrder } = await bookOrder(
      t,
      {},
      {
        contact: { name: 'Other Person', email: 'other@example.test', mobile: '+1 415 555 0199' },
      },
    ));
  });
  afterAll(async () => t.close());

  const orderRow = async (orderNo: string) =>
    (await t.ctx.db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0]!;

  /** The token a mail of `orderNo` would carry now. */
  const tokenOf = async (orderNo: string) => {
    const order = await orderRow(orderNo);
    const { url } = manageBookingLink(
      t.ctx.env,
      { orderNo, product: 'flight', contactEmail: order.contactEmail },
      t.ctx.now(),
      order.startsAt,
    );
    return new URL(url).hash.slice('#t='.length);
  };

  const open = (token: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/Mails/ManageBooking',
      headers,
      payload: { token } as object,
    });

  it('opens a visitor order with the booking email, never cached', async () => {
    const res = await open(await tokenOf(visitorOrder));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toEqual({
      code: 0,
      msg: 'success',
      data: { orderNo: visitorOrder, product: 'flight', access: 'visitor', email: EMAIL },
    });
    // The email opens the order as "Find your flight" does.
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/OrderDetail?orderNo=${visitorOrder}&email=${encodeURIComponent(EMAIL)}`,
    });
    expect(detail.statusCode).toBe(200);
  });

  it('sends the signed-in owner to their account (no email in the reply)', async () => {
    const token = await tokenOf(memberOrder);
    const owner = await open(token, member.headers);
    expect(owner.json().data).toEqual({
      orderNo: memberOrder,
      product: 'flight',
      access: 'owner',
      email: null,
    });
    // The same link opened signed out, or by another account, reads it as a visitor.
    expect((await open(token)).json().data.access).toBe('visitor');
    const stranger = await createTestUser(t);
    expect((await open(token, stranger.headers)).json().data).toMatchObject({
      access: 'visitor',
      orderNo: memberOrder,
    });
  });

  it('refuses a tampered token with 403 manageLinkInvalid, whatever byte changed', async () => {
    const token = await tokenOf(visitorOrder);
    const [payload, mac] = token.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const otherPayload = Buffer.from(JSON.stringify({ ...claims, o: otherOrder })).toString(
      'base64url',
    );
    const longer = Buffer.from(JSON.stringify({ ...claims, x: claims.x + 365 * 86_400 })).toString(
      'base64url',
    );
    const flip = (s: string, i: number) =>
      s.slice(0, i) + (s[i] === 'A' ? 'B' : 'A') + s.slice(i + 1);
    for (const forged of [
      `${otherPayload}.${mac}`,
      `${longer}.${mac}`,
      `${payload}.${flip(mac, 5)}`,
      `${flip(payload, 3)}.${mac}`,
      `${payload}.${mac.slice(0, -1)}`,
      'not-a-token',
      `${payload}.${mac}x`,
      // Signed with another secret (another deployment, a rotated secret).
      signManageToken(
        'another-secret-another-secret-another-secret',
        { orderNo: visitorOrder, product: 'flight', contactEmail: EMAIL },
        new Date(BOOKING_TEST_NOW.getTime() + 30 * DAY),
      ),
    ]) {
      const res = await open(forged);
      expect(res.statusCode, forged).toBe(403);
      expect(res.json()).toEqual({
        code: 'manageLinkInvalid',
        msg: 'This booking link is not valid. Find your booking with its order number and email',
        data: null,
      });
    }
  });

  it('never opens another order: each token names its own', async () => {
    const mine = await open(await tokenOf(visitorOrder));
    const theirs = await open(await tokenOf(otherOrder));
    expect(mine.json().data).toMatchObject({ orderNo: visitorOrder, email: EMAIL });
    expect(theirs.json().data).toMatchObject({ orderNo: otherOrder, email: 'other@example.test' });
  });

  it('refuses an expired token with 410 manageLinkExpired', async () => {
    const order = await orderRow(visitorOrder);
    const token = signManageToken(
      t.ctx.env.JWT_SECRET,
      { orderNo: visitorOrder, product: 'flight', contactEmail: order.contactEmail },
      new Date(t.ctx.now().getTime() + 60_000),
    );
    expect((await open(token)).statusCode).toBe(200);
    t.clock.advance(60_000);
    try {
      const res = await open(token);
      expect(res.statusCode).toBe(410);
      expect(res.json()).toEqual({
        code: 'manageLinkExpired',
        msg: 'This booking link has expired. Find your booking with its order number and email',
        data: null,
      });
    } finally {
      t.clock.set(BOOKING_TEST_NOW);
    }
  });

  it('is revoked when the order’s booking email changes', async () => {
    const token = await tokenOf(otherOrder);
    const order = await orderRow(otherOrder);
    await t.ctx.db
      .update(orders)
      .set({ contactEmail: 'new.address@example.test' })
      .where(eq(orders.id, order.id));
    try {
      const res = await open(token);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('manageLinkInvalid');
    } finally {
      await t.ctx.db
        .update(orders)
        .set({ contactEmail: order.contactEmail })
        .where(eq(orders.id, order.id));
    }
  });

  it('refuses a missing, empty or over-long token with 400', async () => {
    for (const token of [undefined, '', 'x'.repeat(513)]) {
      const res = await open(token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 1401, data: expect.anything() });
    }
  });

  it('keeps the token and the booking email out of the logs', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logged = await createTestApp(
      { PUBLIC_URL: 'https://shop.traveloutlet.test', LOG_LEVEL: 'info' },
      { logStream: sink },
    );
    try {
      logged.clock.set(BOOKING_TEST_NOW);
      const { orderNo } = await bookOrder(logged);
      const [order] = await logged.ctx.db.select().from(orders).where(eq(orders.orderNo, orderNo));
      const { url } = manageBookingLink(
        logged.ctx.env,
        { orderNo, product: 'flight', contactEmail: order!.contactEmail },
        logged.ctx.now(),
        null,
      );
      const token = new URL(url).hash.slice('#t='.length);
      for (const payload of [{ token }, { token: `${token}x` }]) {
        await logged.app.inject({ method: 'POST', url: '/api/Mails/ManageBooking', payload });
      }
      const all = lines.join('\n');
      expect(all).toContain('/api/Mails/ManageBooking');
      expect(all).not.toContain(token.split('.')[1]!);
      expect(all).not.toContain(token.split('.')[0]!);
      expect(all).not.toContain(EMAIL);
    } finally {
      await logged.close();
    }
  });
});

describe('manage tokens', () => {
  it('carry no personal data and check as of the clock', () => {
    const secret = 's'.repeat(40);
    const now = new Date('2027-01-01T00:00:00Z');
    const token = signManageToken(
      secret,
      { orderNo: 'TO1234567890', product: 'hotel', contactEmail: 'Ann.Lee@Example.com' },
      new Date('2027-02-01T00:00:00Z'),
    );
    const payload = Buffer.from(token.split('.')[0]!, 'base64url').toString();
    expect(payload).not.toMatch(/ann|lee|example/i);
    const check = verifyManageToken(secret, token, now);
    expect(check.ok).toBe(true);
    if (check.ok) {
      expect(check.matchesEmail(' ann.lee@example.com ')).toBe(true);
      expect(check.matchesEmail('bob@example.com')).toBe(false);
    }
    expect(verifyManageToken(secret, token, new Date('2027-02-01T00:00:00Z'))).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(verifyManageToken('t'.repeat(40), token, now)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });
});
