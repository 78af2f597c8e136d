import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { HotelHeaderFacts } from '@travel/contracts/hotels';
import { escapeHtml } from '../lib/html-escape';
import { redactUrl } from '../lib/logger';
import { acceptsEncoding } from '../lib/reference-reply-cache';
import { BROTLI_QUALITY, COMPRESSION_THRESHOLD_BYTES, GZIP_LEVEL } from './compression';
import type { TourHeaderLookup } from './page-tours';

/** Where scripts/prerender.mjs writes the results pages as templates, and fill.mjs. */
export const TEMPLATES_DIR = '_templates';

/** What the build's fill module (apps/web/src/app/prerender/page-fill.ts) answers for a URL. */
interface PageFill {
  template: string;
  values: Record<string, string>;
}
export type HotelHeaderLookup = (id: string) => HotelHeaderFacts | null;

/** The catalogues the fill module asks for the headers of detail pages (it has none). */
export interface PageLookups {
  hotels?: HotelHeaderLookup | undefined;
  tours?: TourHeaderLookup | undefined;
}

interface FillModule {
  pageFill: (
    url: string,
    now?: Date,
    hotels?: HotelHeaderLookup,
    tours?: TourHeaderLookup,
  ) => PageFill | null;
}

const MARKER = /\{\{fill:(\w+)\}\}/g;

/** A template with each `{{fill:key}}` replaced by its value, escaped; null if one is missing. */
export function fillTemplate(template: string, values: Record<string, string>): string | null {
  let complete = true;
  const html = template.replace(MARKER, (_, key: string) => {
    const value = values[key];
    if (value === undefined) complete = false;
    return escapeHtml(value ?? '');
  });
  return complete ? html : null;
}

/** Answers a page request with its filled template; false when the URL has none. */
export type TemplatePage = (request: FastifyRequest, reply: FastifyReply) => boolean;

/**
 * The results pages' first HTML (issue 10 §1): the header, the summary of the search (route,
 * dates, travellers) and the results' skeleton, so the first paint needs no script. The build
 * rendered each page once as a template; the texts of this URL come from the build's fill
 * module (the components' own functions), read once at start-up like the templates.
 * The not-found handler that calls this is no route, so @fastify/compress never sees it: the
 * page (30-45 KB) is compressed here, once per request, at the plugin's own levels.
 * `lookups` find /hotel/{id}'s and a tour's header (the API's catalogues).
 */
export async function loadTemplatePages(
  webDist: string,
  lookups: PageLookups = {},
): Promise<TemplatePage | undefined> {
  const dir = path.join(webDist, TEMPLATES_DIR);
  const moduleFile = path.join(dir, 'fill.mjs');
  if (!existsSync(moduleFile)) return undefined;
  const { pageFill } = (await import(pathToFileURL(moduleFile).href)) as FillModule;
  const templates = new Map<string, string>();
  const templateOf = (name: string): string | undefined => {
    if (!/^[\w-]+$/.test(name)) return undefined;
    if (!templates.has(name)) {
      const file = path.join(dir, `${name}.html`);
      if (!existsSync(file)) return undefined;
      templates.set(name, readFileSync(file, 'utf8'));
    }
    return templates.get(name);
  };

  return (request, reply) => {
    let fill: PageFill | null;
    try {
      fill = pageFill(request.url, new Date(), lookups.hotels, lookups.tours);
    } catch (error) {
      // A URL the fill module cannot read gets the plain shell, as before templates.
      // The URL as request logs write it: query values that may be personal are masked.
      request.log.warn({ err: error, url: redactUrl(request.url) }, 'page template not filled');
      return false;
    }
    const template = fill ? templateOf(fill.template) : undefined;
    const html = fill && template ? fillTemplate(template, fill.values) : null;
    if (html === null) return false;
    void reply
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8');
    void reply.send(compressed(request, reply, html));
    return true;
  };
}

function compressed(request: FastifyRequest, reply: FastifyReply, html: string): string | Buffer {
  const accepted = request.headers['accept-encoding'];
  if (Buffer.byteLength(html) < COMPRESSION_THRESHOLD_BYTES) return html;
  // Read as every other reply that picks its own encoding reads it.
  if (acceptsEncoding(accepted, 'br')) {
    void reply.header('content-encoding', 'br');
    return brotliCompressSync(html, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    });
  }
  if (acceptsEncoding(accepted, 'gzip')) {
    void reply.header('content-encoding', 'gzip');
    return gzipSync(html, { level: GZIP_LEVEL });
  }
  return html;
}
