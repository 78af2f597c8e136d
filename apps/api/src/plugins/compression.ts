import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';

/** Replies smaller than this go as they are: they fit a packet or two either way. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;
/**
 * Brotli 4 for replies compressed as they go out: most of them are new searches, where the
 * compression was the largest single cost left (issue 10). Measured on four round-trip search
 * replies (160 KB of JSON each on average, CPU per reply): quality 1 → 12.4 KB in 0.26 ms,
 * 3 → 10.2 KB in 0.47 ms, 4 → 9.4 KB in 0.57 ms, 5 → 8.0 KB in 0.93 ms, gzip 6 → 11.0 KB in
 * 0.8 ms. Quality 5 saves 1.4 KB (~7 ms on a throttled phone at 1.6 Mbit/s) for 60 % more CPU,
 * which at hundreds of new searches a second is what the queue behind them waits for; below 4
 * the bytes grow faster than the time falls. A repeated search is sent from the cache's own
 * brotli 10 copy.
 */
export const BROTLI_QUALITY = 4;
/** gzip 6 (zlib's default) for clients without brotli: 17.2 KB in 1.05 ms on the same reply. */
export const GZIP_LEVEL = 6;

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
