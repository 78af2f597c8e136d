import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';

const HSTS = 'strict-transport-security';

async function hstsOf(
  env: Record<string, string>,
  request: { remoteAddress?: string; headers?: Record<string, string> } = {},
): Promise<string | undefined> {
  const t = await createTestApp(env);
  try {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', ...request });
    expect(res.statusCode).toBe(200);
    const value = res.headers[HSTS];
    return typeof value === 'string' ? value : undefined;
  } finally {
    await t.close();
  }
}

describe('Strict-Transport-Security (issue 9 §5)', () => {
  it('is never sent to the plain-http localhost demo', async () => {
    expect(await hstsOf({})).toBeUndefined();
  });

  it('is not sent when an untrusted client merely claims https', async () => {
    expect(
      await hstsOf({}, { remoteAddress: '203.0.113.9', headers: { 'x-forwarded-proto': 'https' } }),
    ).toBeUndefined();
  });

  it('is sent when the request came over https through a trusted proxy', async () => {
    expect(
      await hstsOf(
        { TRUST_PROXY: '10.0.0.0/8' },
        { remoteAddress: '10.0.0.4', headers: { 'x-forwarded-proto': 'https' } },
      ),
    ).toBe('max-age=15552000');
  });

  it('is sent on every reply when PUBLIC_URL is https, with HSTS_MAX_AGE as max-age', async () => {
    expect(await hstsOf({ PUBLIC_URL: 'https://shop.example', HSTS_MAX_AGE: '600' })).toBe(
      'max-age=600',
    );
  });

  it('is off with HSTS_MAX_AGE=0', async () => {
    expect(await hstsOf({ PUBLIC_URL: 'https://shop.example', HSTS_MAX_AGE: '0' })).toBeUndefined();
  });
});
