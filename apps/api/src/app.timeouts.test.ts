import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';

/**
 * Opens a raw connection, writes `data`, then stalls. Resolves with what the server sent back
 * and how long it kept the connection, or `null` when it was still open after `waitMs`.
 */
function stall(
  port: number,
  data: string,
  waitMs: number,
): Promise<{ reply: string; openMs: number } | null> {
  return new Promise((resolve, reject) => {
    const socket: Socket = connect({ port, host: '127.0.0.1' });
    const started = Date.now();
    let reply = '';
    const giveUp = setTimeout(() => {
      socket.destroy();
      resolve(null);
    }, waitMs);
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(data));
    socket.on('data', (chunk: string) => {
      reply += chunk;
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET') reject(error);
    });
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve({ reply, openMs: Date.now() - started });
    });
  });
}

describe('request time-outs on a listening server (issue 9 §3)', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp(
      { REQUEST_TIMEOUT_MS: '800', HEADERS_TIMEOUT_MS: '400' },
      {
        beforeReady: (app) => {
          app.get('/test/slow-reply', async () => {
            await new Promise((resolve) => setTimeout(resolve, 1_500));
            return { done: true };
          });
        },
      },
    );
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    port = address.port;
  });
  afterAll(async () => t.close());

  it('closes a connection whose body stops half-way, within the request time-out', async () => {
    const head =
      'POST /api/Account/Login HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
      'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n';
    const result = await stall(port, `${head}{"Username":"slow`, 5_000);
    expect(result, 'connection still open after 5 s').not.toBeNull();
    expect(result!.openMs).toBeGreaterThanOrEqual(700);
    expect(result!.openMs).toBeLessThan(3_000);
    // Node answers 408 when nothing was sent yet; a bare close is fine too.
    if (result!.reply) expect(result!.reply).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a connection whose headers never finish, within the headers time-out', async () => {
    const result = await stall(port, 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n', 5_000);
    expect(result, 'connection still open after 5 s').not.toBeNull();
    expect(result!.openMs).toBeLessThan(2_500);
  });

  it('closes a connection that never sends a byte, within the headers time-out', async () => {
    const result = await stall(port, '', 5_000);
    expect(result, 'connection still open after 5 s').not.toBeNull();
    expect(result!.openMs).toBeLessThan(2_500);
  });

  it('still answers a request that arrives in time', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
  });

  it('lets a reply take longer than the request time-out (it limits receiving only)', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/test/slow-reply`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: true });
  });
});

describe('time-out defaults', () => {
  it('are 30 s for a request, 10 s for its headers and 72 s for an idle keep-alive', async () => {
    const t = await createTestApp();
    try {
      expect(t.app.server.requestTimeout).toBe(30_000);
      expect(t.app.server.headersTimeout).toBe(10_000);
      expect(t.app.server.keepAliveTimeout).toBe(72_000);
    } finally {
      await t.close();
    }
  });
});
