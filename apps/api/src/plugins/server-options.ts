import type { ServerOptions as HttpServerOptions } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from './env';

/** The Fastify options that come from the configuration: proxies and time-outs. */
export type ServerOptions = Pick<
  FastifyServerOptions,
  'trustProxy' | 'requestTimeout' | 'keepAliveTimeout' | 'connectionTimeout'
> & { http: HttpServerOptions };

export function serverOptions(env: Config): ServerOptions {
  const headersTimeout = Math.min(env.HEADERS_TIMEOUT_MS, env.REQUEST_TIMEOUT_MS);
  return {
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    // Node enforces both limits on a timer that runs every connectionsCheckingInterval (30 s by
    // default, so a 30 s limit could take 60 s); a quarter of the shorter limit, at most 1 s,
    // keeps the limit close at the cost of one walk over the open connections per tick.
    requestTimeout: env.REQUEST_TIMEOUT_MS,
    http: {
      headersTimeout,
      requestTimeout: env.REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: Math.max(25, Math.min(1000, Math.floor(headersTimeout / 4))),
    },
    keepAliveTimeout: env.KEEP_ALIVE_TIMEOUT_MS,
    // No idle-socket time-out: it would also cut a client waiting on a slow reply. Slow senders
    // are bounded by the request time-out, idle keep-alive connections by keepAliveTimeout.
    connectionTimeout: 0,
  };
}

/**
 * Fastify 5 treats a number as "trust nothing" (a hop count cannot check the peer), so a hop
 * count becomes the function older versions used: the first `hops` addresses from the socket
 * inwards are proxies, and the client is the next one.
 */
function trustProxyOption(value: Config['TRUST_PROXY']): ServerOptions['trustProxy'] {
  if (typeof value === 'number') return (_address: string, hop: number) => hop < value;
  return value;
}
