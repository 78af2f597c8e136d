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
    expect(res.json()).toEqual({
      code: 0,
      msg: 'success',
      data: { status: 'ok', database: usesPostgres() ? 'postgres' : 'pglite' },
    });
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
