import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from './env';

/**
 * Security headers. The SPA is served from the same origin and loads nothing from elsewhere
 * but the hotel maps' street tiles (`MAP_TILE_URL`: exactly that origin in `img-src`, nothing
 * when tiles are off), so the content security policy can stay strict; the docs page needs
 * inline styles.
 */
export function helmetOptions(tileOrigin: string | null = null): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(tileOrigin ? [tileOrigin] : [])],
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
}

/**
 * The headers helmet would set, worked out once. The policy does not vary per request (no
 * nonces), and running helmet's middleware on every request (as @fastify/helmet does) parses
 * the policy again each time: about a tenth of the server time of a cached search reply.
 */
export function securityHeaders(options: HelmetOptions = helmetOptions()): Record<string, string> {
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

/**
 * Headers that mean something on a hashed static asset (a script, stylesheet, picture or data
 * file under /assets/). The rest of helmet's set governs documents (the content security
 * policy, framing, referrers, DNS prefetching, the agent cluster) and a browser ignores it on a
 * subresource, while HTTP/1.1 sends it uncompressed with every file: ~600 bytes a file, more
 * than many of the first visit's ~25 scripts weigh compressed (issue 10 §1).
 */
const ASSET_HEADERS = ['x-content-type-options', 'cross-origin-resource-policy'] as const;
const ASSET_PREFIX = '/assets/';

/**
 * A request for a file under /assets/: its last segment has an extension, so static-spa.ts
 * answers with that file or a plain 404, never with a page (which needs the whole set).
 */
function isAssetFile(url: string): boolean {
  if (!url.startsWith(ASSET_PREFIX)) return false;
  const pathname = url.split('?', 1)[0] ?? '';
  return pathname.slice(pathname.lastIndexOf('/') + 1).includes('.');
}

export function assetHeadersOf(headers: Record<string, string>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of [...ASSET_HEADERS, 'strict-transport-security']) {
    const value = headers[name];
    if (value !== undefined) kept[name] = value;
  }
  return kept;
}

/**
 * Headers for an API reply (JSON under /api/, the docs page aside). A script reads it, and a
 * browser ignores document headers on a fetched reply; opened as a page it is JSON shown as
 * text. What still applies is what OWASP's REST cheat sheet lists: no sniffing, no embedding
 * by another origin (CORP, and a policy that allows nothing and no framing), HSTS. The whole
 * document set is ~700 bytes the server builds and sends with every call (issue 10).
 */
export function apiHeadersOf(headers: Record<string, string>): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none';frame-ancestors 'none'",
    'x-frame-options': 'DENY',
    ...assetHeadersOf(headers),
  };
}

const API_PREFIX = '/api/';
const DOCS_PREFIX = '/api/docs';

type ReplyKind = 'asset' | 'api' | 'document';

function replyKind(url: string): ReplyKind {
  if (isAssetFile(url)) return 'asset';
  if (url.startsWith(API_PREFIX) && !url.startsWith(DOCS_PREFIX)) return 'api';
  return 'document';
}

export function registerSecurityHeaders(
  app: FastifyInstance,
  env: Pick<Config, 'HSTS_MAX_AGE' | 'PUBLIC_URL' | 'MAP_TILE_URL'>,
): void {
  const hsts = strictTransportSecurity(env);
  const headers = securityHeaders(helmetOptions(env.MAP_TILE_URL?.origin ?? null));
  const httpsHeaders = hsts ? { ...headers, 'strict-transport-security': hsts.value } : headers;
  const sets: Record<ReplyKind, { http: Record<string, string>; https: Record<string, string> }> = {
    document: { http: headers, https: httpsHeaders },
    asset: { http: assetHeadersOf(headers), https: assetHeadersOf(httpsHeaders) },
    api: { http: apiHeadersOf(headers), https: apiHeadersOf(httpsHeaders) },
  };
  app.addHook('onRequest', (request, reply, done) => {
    const set = sets[replyKind(request.url)];
    // The protocol getter reads the socket (and the proxy header only from a trusted hop).
    const https = hsts !== null && (hsts.always || request.protocol === 'https');
    void reply.headers(https ? set.https : set.http);
    done();
  });
}
