import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from './env';
import { loadTemplatePages, TEMPLATES_DIR, type PageLookups } from './page-templates';

/** Answers a page request the router did not match; returns false when it is not a page. */
export type PageFallback = (request: FastifyRequest, reply: FastifyReply) => boolean;

/** Source maps (the web's readable source) are served outside production, or when asked for. */
export const sourceMapsServed = (env: Pick<Config, 'SERVE_SOURCE_MAPS' | 'NODE_ENV'>): boolean =>
  env.SERVE_SOURCE_MAPS ?? env.NODE_ENV !== 'production';

/** Where scripts/prerender.mjs writes the pages it renders whole: `_pages/<path>/index.html`. */
const PAGES_DIR = '_pages';

/**
 * Pages prerendered at build time, as `_pages/<page>/index.html` under the web build: the URL
 * paths (`/login`, and '' for `/`) that have their own HTML rather than the app shell
 * (index.html). Listed once at start-up: a request only ever reads a file of this list.
 */
function prerenderedPages(webDist: string, dir = ''): Set<string> {
  const pages = new Set<string>();
  const folder = path.join(webDist, PAGES_DIR, dir);
  if (!existsSync(folder)) return pages;
  if (existsSync(path.join(folder, 'index.html'))) pages.add(dir);
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    for (const nested of prerenderedPages(webDist, `${dir}/${entry.name}`)) pages.add(nested);
  }
  return pages;
}

/**
 * Serves the built web app. Hashed assets are cached for a year; every other non-API GET gets
 * its prerendered page or index.html so the client router can take the path. Unknown /api paths
 * stay JSON 404s. Without source maps a `.map` path is refused like a missing file (404).
 *
 * Files go out as the build compressed them (scripts/precompress.mjs): `preCompressed` sends
 * `<file>.br` or `<file>.gz` when the client accepts it, the file itself otherwise, always
 * with `Vary: accept-encoding`. The compressed copies are no URLs of their own.
 * `lookups`: /hotel/{id}'s and a tour's header facts for their filled pages (page-templates.ts).
 */
export async function registerStaticSpa(
  app: FastifyInstance,
  webDist: string,
  env: Pick<Config, 'SERVE_SOURCE_MAPS' | 'NODE_ENV'>,
  lookups: PageLookups = {},
): Promise<PageFallback | undefined> {
  const serveMaps = sourceMapsServed(env);
  if (!existsSync(path.join(webDist, 'index.html'))) {
    app.log.warn({ webDist }, 'web build not found; serving the API only');
    return undefined;
  }
  const pages = prerenderedPages(webDist);
  const templatePage = await loadTemplatePages(webDist, lookups);
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz'],
    // The templates are the server's to fill in, not pages of their own.
    allowedPath: (pathName: string) =>
      !pathName.startsWith(`/${TEMPLATES_DIR}/`) && (serveMaps || !pathName.endsWith('.map')),
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
    const page = decodePath(request.url.split('?')[0] ?? '').replace(/\/+$/, '');
    if (!pages.has(page) && templatePage?.(request, reply)) return true;
    const file = pages.has(page) ? `${PAGES_DIR}${page}/index.html` : 'index.html';
    void reply.header('cache-control', 'no-cache').sendFile(file);
    return true;
  };
}

/** The URL path as a file path would spell it; a malformed escape matches no page. */
function decodePath(urlPath: string): string {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return urlPath;
  }
}
