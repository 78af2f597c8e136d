import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { parseTrustProxy } from './env';

/** The app as configured, plus a route that says whom it takes the client for. */
async function whoAmI(trustProxy: string | undefined) {
  const t = await createTestApp(trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy }, {
    beforeReady: (app: FastifyInstance) => {
      app.get('/test/who-am-i', async (request) => ({ ip: request.ip }));
    },
  });
  const ipOf = async (remoteAddress: string, forwardedFor?: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/test/who-am-i',
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });
    return res.json<{ ip: string }>().ip;
  };
  return { t, ipOf };
}

describe('TRUST_PROXY (issue 9 §1)', () => {
  it('unset: a client cannot choose its address with X-Forwarded-For', async () => {
    const { t, ipOf } = await whoAmI(undefined);
    try {
      expect(await ipOf('203.0.113.9', '198.51.100.1')).toBe('203.0.113.9');
      expect(await ipOf('203.0.113.9', '127.0.0.1, 10.0.0.1')).toBe('203.0.113.9');
    } finally {
      await t.close();
    }
  });

  it('a hop count of 1: the address the one proxy in front saw (last X-Forwarded-For entry)', async () => {
    const { t, ipOf } = await whoAmI('1');
    try {
      expect(await ipOf('10.0.0.2', '6.6.6.6, 198.51.100.4')).toBe('198.51.100.4');
      expect(await ipOf('10.0.0.2')).toBe('10.0.0.2');
    } finally {
      await t.close();
    }
  });

  it('a list of proxies: only those hops are believed', async () => {
    const { t, ipOf } = await whoAmI('127.0.0.1, 10.0.0.0/8');
    try {
      // Through two trusted proxies: the first untrusted hop is the client; what it wrote
      // itself in front of that (6.6.6.6) is ignored.
      expect(await ipOf('10.1.2.3', '6.6.6.6, 198.51.100.4, 10.0.0.9')).toBe('198.51.100.4');
      expect(await ipOf('127.0.0.1', '198.51.100.5')).toBe('198.51.100.5');
      // Straight from the internet: the header is the client's own word.
      expect(await ipOf('203.0.113.9', '198.51.100.1')).toBe('203.0.113.9');
    } finally {
      await t.close();
    }
  });

  it('refuses TRUST_PROXY=true with a configuration error that says what to set', async () => {
    await expect(createTestApp({ TRUST_PROXY: 'true' })).rejects.toThrow(
      /TRUST_PROXY.*every hop.*127\.0\.0\.1,10\.0\.0\.0\/8/,
    );
  });

  it('parses addresses, CIDRs, range names and hop counts, and nothing else', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy(' loopback , 10.0.0.0/8,::1, fd00::/8')).toEqual([
      'loopback',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
    ]);
    for (const bad of ['10.0.0.0/33', 'proxy.example', '10.0.0.1/8/1', '1.2.3', 'yes', '-1']) {
      expect(parseTrustProxy(bad), bad).toMatch(/TRUST_PROXY/);
    }
  });
});
