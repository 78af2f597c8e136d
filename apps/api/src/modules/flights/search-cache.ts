import { brotliCompress, constants, gunzipSync, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '../../lib/reply';
import { LruCache } from '../../suppliers/flights/lru';

/**
 * Search replies of the last few seconds, per query and pricing profile (see docs/decisions.md
 * "Flight search results are cached for 20 seconds"). Popular searches repeat (the results page,
 * its date strip, other travellers on the same route): the first one computes, the rest are
 * served from here, compressed once (brotli and gzip), while pre-book re-prices every choice
 * from the database anyway. Holds and releases of this process invalidate all entries at once.
 */
export const SEARCH_CACHE_TTL_MS = 20_000;
const MAX_ENTRIES = 500;
const GZIP_LEVEL = 4;
/**
 * Quality 10: a 300-offer reply (~270 KB of JSON since offers refer to shared trips and fares)
 * becomes ~12 KB in ~60 ms, once per entry and off the event loop (quality 5: ~14 KB in 5 ms;
 * 11: ~11 KB but 300 ms). Every cached reply is sent many times, so the bytes matter more.
 */
const BROTLI_QUALITY = 10;

export interface CachedReply {
  createdAt: number;
  /** The envelope as JSON until it is compressed (then dropped: 2 MB against ~100 KB). */
  json: string | null;
  gzip: Buffer | null;
  brotli: Buffer | null;
}

export class SearchReplyCache {
  private readonly entries = new LruCache<string, CachedReply>(MAX_ENTRIES);
  private readonly pending = new Map<string, Promise<CachedReply>>();

  constructor(private readonly ttlMs = SEARCH_CACHE_TTL_MS) {}

  /** The cached reply for `key`, or a fresh one from `build` (one build per key at a time). */
  async reply(key: string, now: number, build: () => Promise<unknown>): Promise<CachedReply> {
    const hit = this.entries.get(key);
    // A clock moved backwards (tests) makes an entry unusable too.
    if (hit && now >= hit.createdAt && now - hit.createdAt < this.ttlMs) return hit;
    const running = this.pending.get(key);
    if (running) return running;
    const building = (async () => {
      const entry: CachedReply = {
        createdAt: now,
        json: JSON.stringify(ok(await build())),
        gzip: null,
        brotli: null,
      };
      this.entries.set(key, entry);
      compress(entry);
      return entry;
    })();
    this.pending.set(key, building);
    try {
      return await building;
    } finally {
      this.pending.delete(key);
    }
  }
}

/** Compressed off the event loop, after the first reply went out uncompressed. */
function compress(entry: CachedReply): void {
  const json = entry.json as string;
  gzip(json, { level: GZIP_LEVEL }, (error, buffer) => {
    if (error) return;
    entry.gzip = buffer;
    entry.json = null;
  });
  brotliCompress(
    json,
    {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
      },
    },
    (error, buffer) => {
      if (!error) entry.brotli = buffer;
    },
  );
}

const accepts = (header: string | undefined, coding: 'gzip' | 'br'): boolean =>
  header !== undefined && new RegExp(`\\b${coding}\\b`, 'i').test(header);

/** Sends a cached reply: brotli or gzip bytes to clients that take them, JSON text to others. */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CachedReply,
): FastifyReply {
  void reply.header('vary', 'accept-encoding').type('application/json; charset=utf-8');
  const acceptEncoding = request.headers['accept-encoding'];
  if (entry.brotli && accepts(acceptEncoding, 'br')) {
    return reply.header('content-encoding', 'br').send(entry.brotli);
  }
  if (entry.gzip && accepts(acceptEncoding, 'gzip')) {
    return reply.header('content-encoding', 'gzip').send(entry.gzip);
  }
  return reply.send(entry.json ?? gunzipSync(entry.gzip as Buffer).toString('utf8'));
}
