import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from './env';

/** Answers a page request the router did not match; returns false when it is not a page. */
export type PageFallback = (request: FastifyRequest, reply: FastifyReply) => boolean;

/** Source maps (the web's readable source) are served outside production, or when asked for. */
export const sourceMapsServed = (env: Pick<Config, 'SERVE_SOURCE_MAPS' | 'NODE_ENV'>): boolean =>
  env.SERVE_SOURCE_MAPS ?? env.NODE_ENV !== 'production';

/**
 * The file a page path starts from: the build's prerendered page (dist/_pages/<path>/index.html,
 * scripts/prerender.mjs) when there is one, else index.html (the app shell).
 */
export function prerenderedPage(webDist: string, url: string): string {
  const pathname = decodeURIComponentSafe(url.split('?')[0] ?? '/').replace(/\/+$/, '');
  // Only plain path segments: no `..`, no encoded separators reach the file system.
  if (!/^(\/[\w-]+)*$/.test(pathname)) return 'index.html';
  const page = path.posix.join('_pages', pathname, 'index.html');
  return existsSync(path.join(webDist, page)) ? page : 'index.html';
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Serves the built web app. Hashed assets are cached for a year; every other non-API GET gets
 * index.html so the client router can take the path. Unknown /api paths stay JSON 404s.
 * Without source maps a `.map` path is refused like a missing file (404).
 */
export async function registerStaticSpa(
  app: FastifyInstance,
  webDist: string,
  env: Pick<Config, 'SERVE_SOURCE_MAPS' | 'NODE_ENV'>,
): Promise<PageFallback | undefined> {
  const serveMaps = sourceMapsServed(env);
  if (!existsSync(path.join(webDist, 'index.html'))) {
    app.log.warn({ webDist }, 'web build not found; serving the API only');
    return undefined;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    ...(serveMaps ? {} : { allowedPath: (pathName: string) => !pathName.endsWith('.map') }),
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return (request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (isApi || !isPageRequest) return false;
    const lastSegment = request.url.split('?')[0]?.split('/').pop() ?? '';
    if (lastSegment.includes('.')) {
      // A missing file (e.g. an old hashed asset) is a real 404, not the app shell.
      void reply.status(404).type('text/plain').send('Not found');
      return true;
    }
    void reply.header('cache-control', 'no-cache').sendFile(prerenderedPage(webDist, request.url));
    return true;
  };
}
