/**
 * Compression levels of replies compressed as they go out (plugins/compression.ts) and of a new
 * search's first reply (made on the search worker when there is one: search-worker.ts). A module
 * of its own so the worker need not load Fastify's plugin to read them.
 */

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
