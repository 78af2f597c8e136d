import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LruCache } from './lru';

/**
 * Replies built from the in-memory reference data (airport autocomplete, lookups) depend only on
 * the query and the release, and the same prefixes are typed all day. Compressing one per
 * request (brotli on a 2 KB reply) cost more than answering it: autocomplete fell from 36 % to
 * 16 % of a hello-world when replies over 1 KB began to be compressed (issue 10). Each reply is
 * kept as JSON with its brotli and gzip bytes, made once on the first ask that takes them.
 */
interface CachedReference {
  json: string;
  brotli?: Buffer;
  gzip?: Buffer;
}

/** Below this the compression plugin sends a reply as it is; so does this cache. */
const COMPRESS_FROM_BYTES = 1024;
/** Brotli 9: a 2.2 KB autocomplete reply becomes ~0.45 KB, once per key. */
const BROTLI_QUALITY = 9;

const CODING_NAMES = { br: /\bbr\b/i, gzip: /\bgzip\b/i } as const;

/** Whether an Accept-Encoding header names `coding`. */
export const acceptsEncoding = (header: string | undefined, coding: 'br' | 'gzip'): boolean =>
  header !== undefined && CODING_NAMES[coding].test(header);

export class ReferenceReplyCache {
  private readonly entries: LruCache<string, CachedReference>;

  /** `maxEntries`: ~5,000 prefixes × ~3 KB each stay under 15 MB. */
  constructor(maxEntries = 5_000) {
    this.entries = new LruCache(maxEntries);
  }

  /**
   * Sends the reply of `key`, built by `build` on its first ask. The bytes sent carry their
   * Content-Encoding, so the compression plugin lets them through as they are.
   */
  send(request: FastifyRequest, reply: FastifyReply, key: string, build: () => unknown): void {
    const entry = this.entries.getOrCreate(key, () => ({ json: JSON.stringify(build()) }));
    void reply.header('vary', 'accept-encoding').type('application/json; charset=utf-8');
    if (entry.json.length < COMPRESS_FROM_BYTES) {
      void reply.send(entry.json);
      return;
    }
    const acceptEncoding = request.headers['accept-encoding'];
    if (acceptsEncoding(acceptEncoding, 'br')) {
      entry.brotli ??= brotliCompressSync(entry.json, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      });
      void reply.header('content-encoding', 'br').send(entry.brotli);
      return;
    }
    if (acceptsEncoding(acceptEncoding, 'gzip')) {
      entry.gzip ??= gzipSync(entry.json, { level: 9 });
      void reply.header('content-encoding', 'gzip').send(entry.gzip);
      return;
    }
    void reply.send(entry.json);
  }
}
