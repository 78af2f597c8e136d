import { promisify } from 'node:util';
import {
  brotliCompress,
  brotliDecompress,
  brotliDecompressSync,
  constants,
  gunzipSync,
  gzip,
} from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESSION_THRESHOLD_BYTES } from '../../lib/compression-levels';
import { acceptsEncoding } from '../../lib/reference-reply-cache';
import { ok } from '../../lib/reply';
import { firstBrotli, type BuiltReply } from './search-reply-builder';

/**
 * Search replies of the last few seconds, per query and pricing profile (see docs/decisions.md
 * "Flight search results are cached for 20 seconds"). Popular searches repeat (the results page,
 * its date strip, other travellers on the same route): the first one computes, the rest are
 * served from here, compressed once (brotli and gzip), while pre-book re-prices every choice
 * from the database anyway. Holds and releases of this process invalidate all entries at once.
 * The first reply, and any sent before an entry's own compression is done, goes to a brotli
 * client at the plugin's brotli quality (4: ~9 KB for ~0.6 ms), and the entry keeps those bytes
 * instead of its JSON text (fastBrotli).
 *
 * An entry is compressed here only once it is asked for again: most searches are new and never
 * repeat, and brotli 10 cost them more than the search itself (CPU per new 300-offer search on
 * the built server: ~60 ms with it, ~22 ms without), for bytes the first reply no longer needs.
 */
export const SEARCH_CACHE_TTL_MS = 20_000;
const MAX_ENTRIES = 500;
/**
 * Bytes the cached replies may hold together: JSON text until compressed (two bytes a
 * character, V8's worst case), then gzip + brotli (~12 + ~20 KB for a 300-offer reply, so the
 * entry cap binds first once compression keeps up).
 */
export const SEARCH_CACHE_MAX_BYTES = 32 * 1024 * 1024;
/**
 * Entries compressed at once. Brotli at quality 10 costs ~60 ms a reply on the thread pool, so a
 * stream of distinct searches outruns it; before this limit every queued job held its reply's
 * JSON (apps/api/src/test/memory-soak.ts: +300 MB of heap and +430 MB of buffers per 1,000
 * back-to-back searches, RSS 10.8 GB after 8,000). Entries now wait in the cache, newest first,
 * served as JSON meanwhile (compressed per reply by the plugin); one evicted before its turn is
 * never compressed. (Only entries asked for twice queue here since issue 10.)
 */
const MAX_COMPRESSING = 2;
const GZIP_LEVEL = 4;
/**
 * Quality 10: a 300-offer reply (~270 KB of JSON since offers refer to shared trips and fares)
 * becomes ~12 KB in ~60 ms, once per entry and off the event loop (quality 5: ~14 KB in 5 ms;
 * 11: ~11 KB but 300 ms). Every cached reply is sent many times, so the bytes matter more.
 */
const BROTLI_QUALITY = 10;

/**
 * A reply already written as the envelope's JSON text (the search replies), or only as that
 * text's brotli at the plugin's quality (a new search's reply for a client that takes brotli:
 * search-reply-builder.ts).
 */
export class ReplyJson {
  private constructor(
    readonly text: string | null,
    readonly fast: Buffer | null,
  ) {}

  static text(text: string): ReplyJson {
    return new ReplyJson(text, null);
  }

  static brotli(fast: Buffer): ReplyJson {
    return new ReplyJson(null, fast);
  }
}

/** Whether this request's client takes brotli. */
export const takesBrotli = (request: FastifyRequest): boolean =>
  acceptsEncoding(request.headers['accept-encoding'], 'br');

/** A reply built already (on a search worker or here): its brotli, else its text. */
export function replyJsonOf(built: Pick<BuiltReply, 'text' | 'brotli'>): ReplyJson {
  if (built.brotli) {
    const { buffer, byteOffset, byteLength } = built.brotli;
    return ReplyJson.brotli(Buffer.from(buffer, byteOffset, byteLength));
  }
  return ReplyJson.text(built.text ?? '');
}

export interface CachedReply {
  createdAt: number;
  /**
   * The envelope as JSON until it is compressed (then dropped: 2 MB against ~100 KB): by the
   * first reply's brotli (`fast`) or by the later gzip.
   */
  json: string | null;
  /**
   * The first reply's brotli, at the plugin's quality (fastBrotli). Kept instead of the JSON
   * text: every new search's text stayed in the heap for up to 20 s, so the garbage collector
   * copied ~160 KB per new search into the old generation and swept it again (issue 10).
   */
  fast: Buffer | null;
  gzip: Buffer | null;
  brotli: Buffer | null;
}

const sizeOf = (entry: CachedReply): number =>
  (entry.json?.length ?? 0) * 2 +
  (entry.fast?.length ?? 0) +
  (entry.gzip?.length ?? 0) +
  (entry.brotli?.length ?? 0);

const unbrotliAsync = promisify(brotliDecompress);

/** The entry's JSON text, from whichever form it still has. */
function textOf(entry: CachedReply): string {
  if (entry.json !== null) return entry.json;
  if (entry.gzip) return gunzipSync(entry.gzip).toString('utf8');
  return brotliDecompressSync(entry.fast ?? (entry.brotli as Buffer)).toString('utf8');
}

export class SearchReplyCache {
  /** Least recently used first (Map insertion order; a hit moves its entry to the end). */
  private readonly entries = new Map<string, CachedReply>();
  private readonly keyOf = new Map<CachedReply, string>();
  private readonly pending = new Map<string, Promise<CachedReply>>();
  /** Cached entries asked for again and not compressed yet, oldest first. */
  private readonly waiting = new Set<CachedReply>();
  /** Entries already handed to the compressor once (waiting, compressing or done). */
  private readonly queued = new WeakSet<CachedReply>();
  private compressing = 0;
  private bytes = 0;

  constructor(
    private readonly ttlMs = SEARCH_CACHE_TTL_MS,
    private readonly maxBytes = SEARCH_CACHE_MAX_BYTES,
  ) {}

  /** What the cache holds now (tests and the memory soak read it). */
  get stats(): { entries: number; bytes: number; waiting: number; compressing: number } {
    return {
      entries: this.entries.size,
      bytes: this.bytes,
      waiting: this.waiting.size,
      compressing: this.compressing,
    };
  }

  /**
   * The cached reply for `key`, or a fresh one from `build` (one build per key at a time): a
   * value to send in the success envelope, or the envelope's text as a ReplyJson.
   */
  async reply(key: string, now: number, build: () => Promise<unknown>): Promise<CachedReply> {
    const hit = this.entries.get(key);
    // A clock moved backwards (tests) makes an entry unusable too.
    if (hit && now >= hit.createdAt && now - hit.createdAt < this.ttlMs) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      // The second ask makes it worth compressing: later hits get the smaller bytes.
      if (!this.queued.has(hit)) {
        this.queued.add(hit);
        this.waiting.add(hit);
        this.pump();
      }
      return hit;
    }
    const running = this.pending.get(key);
    if (running) return running;
    const building = (async () => {
      const built = await build();
      const entry: CachedReply = {
        createdAt: now,
        json: built instanceof ReplyJson ? built.text : JSON.stringify(ok(built)),
        fast: built instanceof ReplyJson ? built.fast : null,
        gzip: null,
        brotli: null,
      };
      this.remember(key, entry);
      return entry;
    })();
    this.pending.set(key, building);
    try {
      return await building;
    } finally {
      this.pending.delete(key);
    }
  }

  /**
   * The entry as brotli at the plugin's quality, compressed once; the entry then keeps these
   * bytes instead of its JSON text. Synchronous, as the plugin compresses: on the thread pool
   * (brotliCompress) concurrent encoders' memory counted as external memory and the garbage
   * collector's threads worked ~3 ms more per new search (measured under load, issue 10).
   */
  fastBrotli(entry: CachedReply): Buffer {
    if (entry.fast) return entry.fast;
    const fast = firstBrotli(textOf(entry));
    this.resize(entry, (e) => {
      // Once brotli 10 is there, these bytes would serve nobody.
      if (!e.brotli) e.fast = fast;
      e.json = null;
    });
    return fast;
  }

  private remember(key: string, entry: CachedReply): void {
    const old = this.entries.get(key);
    if (old) this.forget(old);
    this.entries.set(key, entry);
    this.keyOf.set(entry, key);
    this.bytes += sizeOf(entry);
    this.trim();
  }

  /** Evicts least recently used entries past the entry or byte cap (the newest always stays). */
  private trim(): void {
    while (
      this.entries.size > 1 &&
      (this.entries.size > MAX_ENTRIES || this.bytes > this.maxBytes)
    ) {
      const oldest = this.entries.values().next();
      if (oldest.done) return;
      this.forget(oldest.value);
    }
  }

  private forget(entry: CachedReply): void {
    const key = this.keyOf.get(entry);
    if (key === undefined) return;
    this.entries.delete(key);
    this.keyOf.delete(entry);
    this.waiting.delete(entry);
    this.bytes -= sizeOf(entry);
  }

  /** Starts compressing the newest waiting entries while fewer than MAX_COMPRESSING run. */
  private pump(): void {
    while (this.compressing < MAX_COMPRESSING && this.waiting.size > 0) {
      let newest: CachedReply | undefined;
      for (const entry of this.waiting) newest = entry;
      if (!newest) return;
      this.waiting.delete(newest);
      this.compressing += 1;
      compress(newest, (change) => this.resize(newest, change)).finally(() => {
        this.compressing -= 1;
        this.pump();
      });
    }
  }

  /** Applies a compression result to an entry, keeping the byte count of cached ones. */
  private resize(entry: CachedReply, change: (entry: CachedReply) => void): void {
    const before = sizeOf(entry);
    change(entry);
    if (!this.keyOf.has(entry)) return;
    this.bytes += sizeOf(entry) - before;
    this.trim();
  }
}

/** Compressed off the event loop (gzip and brotli at once), after the first reply went out. */
async function compress(
  entry: CachedReply,
  apply: (change: (entry: CachedReply) => void) => void,
): Promise<void> {
  // An entry whose first reply went out as brotli keeps only those bytes: read them back here.
  const json =
    entry.json ??
    (entry.fast
      ? await unbrotliAsync(entry.fast).then(
          (bytes) => bytes.toString('utf8'),
          () => null,
        )
      : null);
  if (json === null) return;
  const zipped = new Promise<void>((resolve) => {
    gzip(json, { level: GZIP_LEVEL }, (error, buffer) => {
      if (!error) {
        apply((e) => {
          e.gzip = buffer;
          e.json = null;
        });
      }
      resolve();
    });
  });
  const brotlied = new Promise<void>((resolve) => {
    brotliCompress(
      json,
      {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
        },
      },
      (error, buffer) => {
        if (!error) {
          apply((e) => {
            e.brotli = buffer;
            // Brotli 10 serves every later brotli client: the first reply's bytes are not needed.
            e.fast = null;
          });
        }
        resolve();
      },
    );
  });
  await Promise.all([zipped, brotlied]);
}

/**
 * Sends a cached reply: its stored brotli or gzip bytes to clients that take them (the
 * Content-Encoding set here makes the compression plugin let them through as they are). A reply
 * not compressed yet (every new search) goes to a brotli client as the cache's `fastBrotli`.
 * Other clients get JSON text, which the plugin compresses if they take gzip.
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: SearchReplyCache,
  entry: CachedReply,
): FastifyReply {
  void reply.header('vary', 'accept-encoding').type('application/json; charset=utf-8');
  const acceptEncoding = request.headers['accept-encoding'];
  const takesBrotli = acceptsEncoding(acceptEncoding, 'br');
  if (entry.brotli && takesBrotli) {
    return reply.header('content-encoding', 'br').send(entry.brotli);
  }
  if (entry.gzip && acceptsEncoding(acceptEncoding, 'gzip')) {
    return reply.header('content-encoding', 'gzip').send(entry.gzip);
  }
  if (takesBrotli && (entry.fast || (entry.json?.length ?? 0) >= COMPRESSION_THRESHOLD_BYTES)) {
    return reply.header('content-encoding', 'br').send(cache.fastBrotli(entry));
  }
  return reply.send(textOf(entry));
}
