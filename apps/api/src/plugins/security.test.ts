import { describe, expect, it } from 'vitest';
import { apiHeadersOf, assetHeadersOf, securityHeaders } from './security';
import { createTestApp } from '../test/test-app';

describe('security headers', () => {
  it('send the whole document set on pages', async () => {
    const t = await createTestApp({ PUBLIC_URL: 'https://shop.example' });
    try {
      // No web build in API tests: the 404 of a page path still carries the page set.
      const res = await t.app.inject({ method: 'GET', url: '/flights' });
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toMatch(/^max-age=/);
    } finally {
      await t.close();
    }
  });

  it('send API replies the set that applies to JSON: nothing allowed, no framing, nosniff, CORP, HSTS', async () => {
    const t = await createTestApp({ PUBLIC_URL: 'https://shop.example' });
    try {
      for (const url of ['/api/health', '/api/no-such-call']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.headers['content-security-policy'], url).toBe(
          "default-src 'none';frame-ancestors 'none'",
        );
        expect(res.headers['x-frame-options'], url).toBe('DENY');
        expect(res.headers['x-content-type-options'], url).toBe('nosniff');
        expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
        expect(res.headers['strict-transport-security'], url).toMatch(/^max-age=/);
        expect(res.headers['referrer-policy'], url).toBeUndefined();
        expect(res.headers['origin-agent-cluster'], url).toBeUndefined();
      }
    } finally {
      await t.close();
    }
  });

  it('keep only what applies to a subresource on hashed assets (nosniff, CORP, HSTS)', async () => {
    const t = await createTestApp({ PUBLIC_URL: 'https://shop.example' });
    try {
      // Whatever the status (no web build in API tests), the hook decides the headers.
      const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['strict-transport-security']).toMatch(/^max-age=/);
      expect(res.headers['content-security-policy']).toBeUndefined();
      expect(res.headers['x-frame-options']).toBeUndefined();
    } finally {
      await t.close();
    }
  });

  it('keep the whole set on a path under /assets/ that is not a file (the app shell answers)', async () => {
    const t = await createTestApp({});
    try {
      const res = await t.app.inject({ method: 'GET', url: '/assets/not-a-file' });
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    } finally {
      await t.close();
    }
  });

  it('asset set is a subset of the document set', () => {
    const all = securityHeaders();
    const assets = assetHeadersOf(all);
    expect(Object.keys(assets).sort()).toEqual([
      'cross-origin-resource-policy',
      'x-content-type-options',
    ]);
    for (const [name, value] of Object.entries(assets)) expect(all[name]).toBe(value);
    expect(Object.keys(apiHeadersOf(all)).sort()).toEqual([
      'content-security-policy',
      'cross-origin-resource-policy',
      'x-content-type-options',
      'x-frame-options',
    ]);
  });
});
