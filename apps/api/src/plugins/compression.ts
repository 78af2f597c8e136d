import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import { BROTLI_QUALITY, COMPRESSION_THRESHOLD_BYTES, GZIP_LEVEL } from '../lib/compression-levels';

// The levels live in lib/compression-levels.ts (the search worker compresses too, without
// Fastify); re-exported here where the plugin's callers always found them.
export { BROTLI_QUALITY, COMPRESSION_THRESHOLD_BYTES, GZIP_LEVEL };

/**
 * Replies up to this size are compressed in one synchronous call rather than through a zlib
 * stream. A 260 KB search reply takes 1.2 ms at brotli 5 that way; through the plugin's stream
 * path (its default above ~64 KB on two cores) ten concurrent new searches cost 17-19 ms of CPU
 * each instead of 7-9 ms without compression, and throughput fell from ~140 to ~80 per second.
 * 1 MB at brotli 5 holds the event loop for about 5 ms; larger replies still stream.
 */
export const SYNC_COMPRESSION_MAX_BYTES = 1024 * 1024;

/**
 * Compresses every reply of the routes registered after it (brotli, else gzip) when the client
 * accepts it and the reply is over COMPRESSION_THRESHOLD_BYTES, adding `Vary: accept-encoding`.
 * A reply that already carries a Content-Encoding (the search cache's stored brotli and gzip,
 * the web app's precompressed files) goes out as it is.
 *
 * Register it after the static web app: its files are served from their build-time `.br`/`.gz`
 * (quality 11), and one that has none (under 1 KB, or an image that would not shrink) is not
 * worth compressing on every request either. The not-found handler (the app shell fallback)
 * is no route, so the plugin never sees it; @fastify/static picks `index.html.br` there too.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    globalCompression: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    // Server preference when the client rates them equally; zstd and deflate are left out
    // (zstd is not in every Node this runs on, deflate adds nothing over gzip).
    encodings: ['br', 'gzip'],
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    },
    zlibOptions: { level: GZIP_LEVEL },
    syncThreshold: SYNC_COMPRESSION_MAX_BYTES,
    // Compressed request bodies were never accepted; decompressing them would let a small
    // upload expand past the body limit's intent, so requests stay as they were.
    globalDecompression: false,
  });
}
