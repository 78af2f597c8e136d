import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loggerOptions } from '../lib/logger';
import { requestLoggerFactory } from './request-logger';

interface Line {
  level: number;
  msg: string;
  reqId?: string;
  [key: string]: unknown;
}

/** A server with the app's logger options and the factory, and the lines it writes. */
async function server(level: string): Promise<{ app: FastifyInstance; lines: Line[] }> {
  const lines: Line[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(text) as Line);
      done();
    },
  });
  const app = Fastify({
    logger: loggerOptions(level, sink),
    childLoggerFactory: requestLoggerFactory,
  });
  app.get('/quiet', async () => ({ ok: true }));
  app.get('/talk', async (request) => {
    request.log.info({ step: 1 }, 'info line');
    request.log.warn('warn line %s', 'formatted');
    request.log.child({ part: 'inner' }).error('inner line');
    return { ok: true };
  });
  app.get('/verbose', { logLevel: 'debug' }, async (request) => {
    request.log.debug('debug line');
    return { ok: true };
  });
  await app.ready();
  return { app, lines };
}

describe('request loggers', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => app?.close());

  it('make no pino child for a request that writes no line', async () => {
    const made = await server('warn');
    app = made.app;
    const child = vi.spyOn(app.log, 'child');
    for (let i = 0; i < 3; i++) expect((await app.inject('/quiet')).statusCode).toBe(200);
    expect(child).not.toHaveBeenCalled();
    expect(made.lines).toEqual([]);
  });

  it('write the lines of enabled levels with the request id, and skip the others', async () => {
    const made = await server('warn');
    app = made.app;
    await app.inject('/talk');
    await app.inject('/talk');
    const messages = made.lines.map((line) => line.msg);
    expect(messages).toEqual([
      'warn line formatted',
      'inner line',
      'warn line formatted',
      'inner line',
    ]);
    const ids = made.lines.map((line) => line.reqId);
    expect(ids[0]).toBeTruthy();
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[0]);
    expect(made.lines[1]).toMatchObject({ part: 'inner', level: 50 });
  });

  it("keep Fastify's request lines, each with its request id, at info", async () => {
    const made = await server('info');
    app = made.app;
    await app.inject('/talk?token=secret-value');
    const lines = made.lines.filter((line) => line.reqId !== undefined);
    expect(lines.map((line) => line.msg)).toEqual([
      'incoming request',
      'info line',
      'warn line formatted',
      'inner line',
      'request completed',
    ]);
    expect(new Set(lines.map((line) => line.reqId)).size).toBe(1);
    expect(JSON.stringify(made.lines)).not.toContain('secret-value');
  });

  it("honour a route's own log level", async () => {
    const made = await server('warn');
    app = made.app;
    await app.inject('/verbose');
    // Its level (debug) lets Fastify's own request lines through too.
    expect(made.lines.map((line) => [line.msg, line.level])).toEqual([
      ['incoming request', 30],
      ['debug line', 20],
      ['request completed', 30],
    ]);
    expect(made.lines[0]?.reqId).toBeTruthy();
    expect(new Set(made.lines.map((line) => line.reqId)).size).toBe(1);
  });
});
