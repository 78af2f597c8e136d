import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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
    expect(res.json()).toEqual({
      code: 0,
      msg: 'success',
      data: { status: 'ok', database: usesPostgres() ? 'postgres' : 'pglite' },
    });
  });

  it('really asks the database: checks arriving together share a probe, later ones run their own', async () => {
    const execute = vi.spyOn(t.database.db, 'execute');
    try {
      const together = await Promise.all(
        Array.from({ length: 8 }, () => t.app.inject({ method: 'GET', url: '/api/health' })),
      );
      expect(together.map((res) => res.statusCode)).toEqual(Array(8).fill(200));
      const shared = execute.mock.calls.length;
      expect(shared).toBeGreaterThanOrEqual(1);
      expect(shared).toBeLessThan(8);
      for (let i = 0; i < 3; i++) {
        expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      }
      expect(execute.mock.calls.length).toBe(shared + 3);
    } finally {
      execute.mockRestore();
    }
  });

  it('answers systemBusy to every check while the database fails, and ok once it answers', async () => {
    const execute = vi
      .spyOn(t.database.db, 'execute')
      .mockRejectedValue(new Error('database unreachable'));
    try {
      const failing = await Promise.all(
        Array.from({ length: 4 }, () => t.app.inject({ method: 'GET', url: '/api/health' })),
      );
      for (const res of failing) {
        expect(res.statusCode).toBe(503);
        expect(res.json()).toMatchObject({ code: 'systemBusy' });
      }
      // A failure is not kept: the next check asks again.
      const calls = execute.mock.calls.length;
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
      expect(execute.mock.calls.length).toBe(calls + 1);
    } finally {
      execute.mockRestore();
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('sets security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
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
