import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { CurrencyService } from './currency.service';

describe('CurrencyService refresh time-out', () => {
  let server: Server;
  let url: string;
  let t: TestApp;
  beforeAll(async () => {
    // Answers only after 2 s: longer than the time-out given to the service below.
    server = createServer((_request, response) => {
      setTimeout(() => response.end(JSON.stringify({ rates: { CNY: 7 } })), 2000);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/rates`;
    t = await createTestApp({ CURRENCY_RATES_URL: url });
  });
  afterAll(async () => {
    await t.close();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('gives up after the time-out and answers the stored table', async () => {
    const warnings: unknown[] = [];
    const log = pino(
      { level: 'warn' },
      { write: (line: string) => warnings.push(JSON.parse(line)) },
    );
    const service = new CurrencyService(t.ctx, log, { timeoutMs: 200 });
    const started = performance.now();
    const rates = await service.current();
    expect(performance.now() - started).toBeLessThan(1500);
    expect(rates.updateDate).toBe('2024-06-28T14:00:00.000Z');
    expect(warnings).toHaveLength(1);
    expect(JSON.stringify(warnings[0])).toContain('127.0.0.1');
    expect(JSON.stringify(warnings[0])).not.toContain('/rates');
  });
});
