import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { currencyRates } from '@travel/db';
import { createTestApp, type TestApp } from '../../test/test-app';

/** A rates source on 127.0.0.1 whose answer each test sets. */
interface FakeSource {
  url: string;
  requests: number;
  answer: { status: number; body: string; delayMs?: number };
  close(): Promise<void>;
}

async function startSource(): Promise<FakeSource> {
  const source = {
    requests: 0,
    answer: { status: 200, body: '{}' } as FakeSource['answer'],
  };
  const server: Server = createServer((_request, response) => {
    source.requests += 1;
    const { status, body, delayMs = 0 } = source.answer;
    setTimeout(() => {
      response.writeHead(status, { 'content-type': 'application/json' }).end(body);
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(source, {
    url: `http://127.0.0.1:${port}/latest.json?key=secret`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

const get = (t: TestApp) => t.app.inject({ method: 'GET', url: '/api/CurrencyConverter' });

describe('GET /api/CurrencyConverter without a rates source', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('answers the shipped ECB table re-based on USD, stored in currency_rates', async () => {
    const res = await get(t);
    expect(res.statusCode).toBe(200);
    const { rates, updateDate } = res.json().data;
    expect(updateDate).toBe('2024-06-28T14:00:00.000Z');
    expect(rates.USD).toBe(1);
    expect(rates.EUR).toBeCloseTo(1 / 1.0705, 8);
    expect(rates.CNY).toBeCloseTo(7.7748 / 1.0705, 6);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const rows = await t.ctx.db.select().from(currencyRates);
    expect(rows).toHaveLength(Object.keys(rates).length);
    expect(rows.every((row) => row.source === 'ECB euro reference rates 2024-06-28')).toBe(true);
  });

  it('stores the shipped table once, however often it is asked', async () => {
    await Promise.all([get(t), get(t), get(t)]);
    const rows = await t.ctx.db.select().from(currencyRates);
    expect(new Set(rows.map((row) => row.code)).size).toBe(rows.length);
    expect(rows.length).toBe(31);
  });
});

describe('GET /api/CurrencyConverter with CURRENCY_RATES_URL', () => {
  let source: FakeSource;
  let t: TestApp;
  beforeAll(async () => {
    source = await startSource();
  });
  afterEach(async () => t?.close());
  afterAll(async () => source.close());

  it('refreshes stale rates from the source, then keeps them for 12 hours', async () => {
    t = await createTestApp({ CURRENCY_RATES_URL: source.url });
    source.requests = 0;
    source.answer = {
      status: 200,
      body: JSON.stringify({ base: 'USD', rates: { CNY: 7.2, EUR: 0.9 } }),
    };
    const res = await get(t);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.rates).toEqual({ USD: 1, CNY: 7.2, EUR: 0.9 });
    expect(new Date(data.updateDate).getTime()).toBeCloseTo(t.clock.now().getTime(), -4);
    expect(source.requests).toBe(1);
    const rows = await t.ctx.db.select().from(currencyRates);
    expect(rows.map((row) => row.code).sort()).toEqual(['CNY', 'EUR', 'USD']);

    t.clock.advance(11 * 3_600_000);
    expect((await get(t)).json().data.rates.CNY).toBe(7.2);
    expect(source.requests).toBe(1);

    t.clock.advance(2 * 3_600_000);
    source.answer = { status: 200, body: JSON.stringify({ rates: { CNY: 7.3, USD: 1 } }) };
    expect((await get(t)).json().data.rates).toEqual({ USD: 1, CNY: 7.3 });
    expect(source.requests).toBe(2);
  });

  it('keeps the stored table when the source fails, and waits before trying again', async () => {
    t = await createTestApp({ CURRENCY_RATES_URL: source.url });
    source.requests = 0;
    source.answer = { status: 500, body: 'oops' };
    const res = await get(t);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.updateDate).toBe('2024-06-28T14:00:00.000Z');
    expect(source.requests).toBe(1);

    await get(t);
    expect(source.requests).toBe(1);

    t.clock.advance(11 * 60_000);
    source.answer = { status: 200, body: JSON.stringify({ rates: { CNY: 'seven' } }) };
    expect((await get(t)).json().data.updateDate).toBe('2024-06-28T14:00:00.000Z');
    expect(source.requests).toBe(2);
  });

  it('ignores replies that are not a USD rates table', async () => {
    t = await createTestApp({ CURRENCY_RATES_URL: source.url });
    source.requests = 0;
    const bodies = [
      '<html>',
      JSON.stringify({ base: 'EUR', rates: { USD: 1.07 } }),
      JSON.stringify({ rates: { USD: 2, CNY: 7 } }),
      JSON.stringify({ rates: { CNY: -7 } }),
      JSON.stringify({ rates: {} }),
      JSON.stringify({ rates: { cny: 7 } }),
    ];
    for (const [tries, body] of bodies.entries()) {
      source.answer = { status: 200, body };
      const res = await get(t);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.rates.EUR).toBeCloseTo(1 / 1.0705, 8);
      expect(source.requests).toBe(tries + 1);
      // Past the wait after a failure, so the next request tries the source again.
      t.clock.advance(11 * 60_000);
    }
  });
});
