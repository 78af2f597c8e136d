import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, usesPostgres, type TestApp } from '../../test/test-app';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('reports ok and which database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toEqual({
      code: 0,
      msg: 'success',
      data: { status: 'ok', database: usesPostgres() ? 'postgres' : 'pglite' },
    });
  });

  /** Puts `query` in front of the driver client the app's database handle runs on. */
  function interceptClient(
    query: (text: string, run: (text: string) => Promise<unknown>) => Promise<unknown>,
  ) {
    const db = t.database.db as unknown as { $client: { query(text: string): Promise<unknown> } };
    const original = db.$client;
    const calls: string[] = [];
    db.$client = {
      query: (text: string) => {
        calls.push(text);
        return query(text, (sqlText) => original.query(sqlText));
      },
    };
    return { calls, restore: () => void (db.$client = original) };
  }

  it('asks the database on every check, checks arriving together included', async () => {
    const client = interceptClient((text, run) => run(text));
    try {
      const together = await Promise.all(
        Array.from({ length: 5 }, () => t.app.inject({ method: 'GET', url: '/api/health' })),
      );
      expect(together.map((res) => res.statusCode)).toEqual(Array(5).fill(200));
      expect(client.calls).toEqual(Array(5).fill('select 1'));
    } finally {
      client.restore();
    }
  });

  it('answers systemBusy while the database fails, and ok on the next check once it answers', async () => {
    const client = interceptClient(() => Promise.reject(new Error('database unreachable')));
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'systemBusy', data: null });
    } finally {
      client.restore();
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('sets security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );
  });

  it('answers an unknown API path with a catalogue 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'notFound', data: null });
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/health']).toBeDefined();
    // The docs page is a document (its own scripts and styles): it keeps the page set.
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('Server-Timing', () => {
  it('reports a positive server time even with logging off', async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      const match = /^app;dur=(\d+\.\d+)$/.exec(String(res.headers['server-timing']));
      expect(match).not.toBeNull();
      expect(Number(match?.[1])).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });
});
