import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '@travel/contracts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestUser } from '../../test/users';
import { BOOKING_TEST_NOW, bookOrder } from '../../lib/orders/test-booking';
import { orderChangeCode } from '../../lib/orders/test-order-code';

/**
 * Issue 9: order number plus booking email. Wrong emails are throttled per order and per
 * client address (600 wrong emails were answered at 163 per second); the pair reads and pays,
 * but cancelling or changing an account's order needs that account, and a visitor's needs a
 * code e-mailed to the booking email.
 */
const EMAIL = 'alex.contact@example.test';
const FIFTEEN_MINUTES = 15 * 60_000;

describe('order lookups and changes by order number and email', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      ORDER_LOOKUP_MAX_FAILURES_PER_ORDER: '10',
      ORDER_LOOKUP_MAX_FAILURES_PER_ADDRESS: '30',
    });
    t.clock.set(BOOKING_TEST_NOW);
  });
  afterAll(async () => t.close());

  const detail = (orderNo: string, email: string, ip: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/OrderDetail?orderNo=${orderNo}&email=${encodeURIComponent(email)}`,
      remoteAddress: ip,
    });
  const post = (url: string, payload: object, headers: Record<string, string> = {}, ip?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'idempotency-key': randomUUID(), ...headers },
      ...(ip ? { remoteAddress: ip } : {}),
    });

  it('stops 600 wrong emails for one order after 10 failures, even from many addresses', async () => {
    const { orderNo } = await bookOrder(t, { date: '05/03/2027' });
    const statuses: number[] = [];
    for (let i = 0; i < 600; i += 1) {
      const res = await detail(orderNo, `guess${i}@example.test`, `10.1.${i >> 8}.${i & 255}`);
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json().code).toBe('tooManyOrderLookups');
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(14 * 60);
        break;
      }
    }
    expect(statuses.filter((s) => s === 404)).toHaveLength(10);
    expect(statuses.at(-1)).toBe(429);
    // Locked for everyone while the window lasts, the right email included; then open again.
    expect((await detail(orderNo, EMAIL, '10.9.9.9')).statusCode).toBe(429);
    t.clock.advance(FIFTEEN_MINUTES + 1000);
    expect((await detail(orderNo, EMAIL, '10.9.9.9')).statusCode).toBe(200);
    t.clock.set(BOOKING_TEST_NOW);
  });

  it('throttles wrong lookups per address across orders; other addresses go on', async () => {
    const ip = '10.2.0.1';
    let refused = null;
    for (let i = 0; i < 40 && !refused; i += 1) {
      const res = await detail(`TO${String(i).padStart(8, '0')}`, EMAIL, ip);
      if (res.statusCode === 429) refused = { i, res };
      else expect(res.statusCode).toBe(404);
    }
    expect(refused?.i).toBe(30);
    expect(refused?.res.headers['retry-after']).toBeDefined();
    const { orderNo } = await bookOrder(t, { date: '05/04/2027' });
    expect((await detail(orderNo, EMAIL, ip)).statusCode).toBe(429);
    expect((await detail(orderNo, EMAIL, '10.2.0.2')).statusCode).toBe(200);
  });

  it("a visitor's cancel needs the e-mailed code; a wrong one is refused; it works once", async () => {
    const { orderNo } = await bookOrder(t, { date: '05/05/2027' });
    const without = await post('/api/Cancel', { orderNo, email: EMAIL });
    expect(without.statusCode).toBe(403);
    expect(without.json().code).toBe('orderCodeRequired');

    const code = await orderChangeCode(t, orderNo, EMAIL);
    const again = await post('/api/Orders/ChangeCode', { orderNo, email: EMAIL });
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBe('60');

    const wrong = await post('/api/Cancel', {
      orderNo,
      email: EMAIL,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('codeWrong');
    const right = await post('/api/Cancel', { orderNo, email: EMAIL, code });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().data.status).toBe('cancelled');

    const { orderNo: second } = await bookOrder(t, { date: '05/05/2027' });
    const reused = await post('/api/Cancel', { orderNo: second, email: EMAIL, code });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('codeExpired');
  });

  it('a code sent for one booking does not change another booking of the same email', async () => {
    const { orderNo: first } = await bookOrder(t, { date: '05/06/2027' });
    const { orderNo: second } = await bookOrder(t, { date: '05/06/2027' });
    const code = await orderChangeCode(t, first, EMAIL);
    const other = await post('/api/Cancel', { orderNo: second, email: EMAIL, code });
    expect(other.statusCode).toBe(400);
    expect(other.json().code).toBe('codeWrong');
    const own = await post('/api/Cancel', { orderNo: first, email: EMAIL, code });
    expect(own.statusCode, own.body).toBe(200);
  });

  it("an account's order: the email reads it, but only the account cancels it (1503)", async () => {
    const owner = await createTestUser(t, { role: ROLE.customer });
    const { orderNo } = await bookOrder(t, { date: '05/06/2027', headers: owner.headers });
    expect((await detail(orderNo, EMAIL, '10.3.0.1')).statusCode).toBe(200);

    const byEmail = await post('/api/Cancel', { orderNo, email: EMAIL, code: '123456' });
    expect(byEmail.statusCode).toBe(403);
    expect(byEmail.json().code).toBe(1503);
    const codeForIt = await post('/api/Orders/ChangeCode', { orderNo, email: EMAIL });
    expect(codeForIt.statusCode).toBe(403);
    const byOwner = await post('/api/Cancel', { orderNo }, owner.headers);
    expect(byOwner.statusCode, byOwner.body).toBe(200);
  });
});
