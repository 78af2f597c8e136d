import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from './env';

/**
 * Security headers. The SPA is served from the same origin and loads nothing from elsewhere,
 * so the content security policy can stay strict; the docs page needs inline styles.
 */
const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  // Sent separately (strictTransportSecurity): only for HTTPS, never to the plain-http demo,
  // where it would pin browsers to https for localhost.
  hsts: false,
};

/**
 * The headers helmet would set, worked out once. The policy does not vary per request (no
 * nonces), and running helmet's middleware on every request (as @fastify/helmet does) parses
 * the policy again each time: about a tenth of the server time of a cached search reply.
 */
export function securityHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      failure = error;
    },
  );
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}

/**
 * The Strict-Transport-Security value and when to send it: never when HSTS_MAX_AGE is 0; on
 * every reply when PUBLIC_URL is https:// (browsers ignore it on plain http anyway); otherwise
 * on replies to requests that arrived over HTTPS (a TLS socket, or X-Forwarded-Proto from a
 * trusted proxy: Fastify's request.protocol honours TRUST_PROXY).
 */
export function strictTransportSecurity(
  env: Pick<Config, 'HSTS_MAX_AGE' | 'PUBLIC_URL'>,
): { value: string; always: boolean } | null {
  if (env.HSTS_MAX_AGE <= 0) return null;
  return {
    value: `max-age=${env.HSTS_MAX_AGE}`,
    always: env.PUBLIC_URL?.startsWith('https://') === true,
  };
}

export function registerSecurityHeaders(
  app: FastifyInstance,
  env: Pick<Config, 'HSTS_MAX_AGE' | 'PUBLIC_URL'>,
): void {
  const hsts = strictTransportSecurity(env);
  const headers = securityHeaders();
  const httpsHeaders = hsts ? { ...headers, 'strict-transport-security': hsts.value } : headers;
  if (hsts?.always) {
    app.addHook('onRequest', (_request, reply, done) => {
      void reply.headers(httpsHeaders);
      done();
    });
    return;
  }
  app.addHook('onRequest', (request, reply, done) => {
    // The protocol getter reads the socket (and the proxy header only from a trusted hop).
    void reply.headers(hsts && request.protocol === 'https' ? httpsHeaders : headers);
    done();
  });
}
