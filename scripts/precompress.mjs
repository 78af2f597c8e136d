// Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip) beside every compressible file
// of a built directory, so the server sends compressed files as they are (@fastify/static
// `preCompressed`) instead of compressing the same bytes on every request. Build time affords
// the slowest, smallest settings; a request could not.
//
// The .gz is zopfli's (a gzip stream any gzip client reads, ~3 % smaller than zlib's level 9):
// issue 14 counts the first-load JavaScript in gzip bytes, which is what a client that accepts
// only gzip gets. Zopfli (wasm) is CPU-bound and synchronous, so it runs in worker threads
// beside brotli's thread pool; zlib's level 9 is still computed and written when it is smaller
// or when zopfli fails, so a .gz is never bigger than before.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Worker, parentPort, workerData } from 'node:worker_threads';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Text-like files only: images, fonts in woff/woff2 and media are compressed formats already.
 * Source maps are left out on purpose: production refuses them (404), outside production only
 * dev tools fetch them, and brotli 11 over several MB of maps would double the build's time.
 */
const COMPRESSIBLE =
  /\.(?:html?|m?js|cjs|css|svg|json|webmanifest|txt|xml|ico|wasm|ttf|otf|eot|csv|md)$/i;
/** Under this size a reply fits one TCP packet anyway and the server compresses nothing. */
export const MIN_BYTES = 1024;
/** Jobs at once: the thread pool does the work; two per core keeps the build's wall time low. */
const PARALLEL = 4;
/** Zopfli workers: one per core (the build machine and CI have two). */
const ZOPFLI_WORKERS = Math.min(2, availableParallelism());
/**
 * Measured on the web build (416 files, 4.2 MB, one core): 15 iterations (zopfli's default)
 * give 2.9 % under zlib 9 in ~24 s of CPU, i.e. ~+15 s of the build on two idle cores; 30
 * iterations save 0.07 % more for a third more time.
 */
const ZOPFLI_ITERATIONS = 15;
/**
 * Block splitting tries every split point of a short input: for the ~370 files under 16 KB it
 * cost 27 s of CPU more and saved 63 bytes in all. From 16 KB on it pays: the 475 KB
 * first-load chunk comes out 1.1 KB smaller for 0.6 s more.
 */
const ZOPFLI_SPLIT_FROM_BYTES = 16 * 1024;
/** Marks a worker started by this file (vitest's own workers have workerData too). */
const ZOPFLI_WORKER = 'precompress-zopfli-worker';

function brotliCompressMax(data, file) {
  const text = !/\.(?:ico|wasm|ttf|otf|eot)$/i.test(file);
  return brotli(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: text
        ? constants.BROTLI_MODE_TEXT
        : constants.BROTLI_MODE_GENERIC,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
}

/** One message to a worker and its one reply; an error or exit rejects. */
function request(worker, message) {
  return new Promise((resolve, reject) => {
    const settle = (fn, value) => {
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      fn(value);
    };
    const onMessage = (reply) =>
      reply.error === undefined
        ? settle(resolve, reply.result)
        : settle(reject, new Error(reply.error));
    const onError = (error) => settle(reject, error);
    const onExit = (code) => settle(reject, new Error(`the zopfli worker exited (${code})`));
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    worker.postMessage(message);
  });
}

/**
 * Workers that gzip with zopfli, one file at a time each. A worker whose zopfli threw is
 * replaced (wasm may be left aborted); one that cannot even load zopfli ends the pool, so the
 * rest of the build falls back to zlib at once instead of retrying for every file.
 */
function startZopfliPool(size) {
  const workers = new Set();
  const idle = [];
  const waiting = [];
  let broken;
  /** Hands a free worker to the next job waiting, or (none could start) fails them all. */
  const release = (worker) => {
    if (!worker) {
      for (const resolve of waiting.splice(0)) resolve(undefined);
      return;
    }
    const next = waiting.shift();
    if (next) next(worker);
    else idle.push(worker);
  };
  const spawn = async () => {
    const worker = new Worker(new URL(import.meta.url), { workerData: { [ZOPFLI_WORKER]: true } });
    workers.add(worker);
    try {
      await request(worker, { ping: true });
      release(worker);
    } catch (error) {
      workers.delete(worker);
      void worker.terminate();
      broken = error;
      if (workers.size === 0) release(undefined);
    }
  };
  const ready = Promise.all(Array.from({ length: size }, spawn));
  const acquire = async () => {
    await ready;
    if (idle.length > 0) return idle.pop();
    if (workers.size === 0) return undefined;
    return new Promise((resolve) => waiting.push(resolve));
  };
  return {
    async gzip(data) {
      const worker = await acquire();
      if (!worker) throw broken ?? new Error('no zopfli worker');
      const splitting = data.length >= ZOPFLI_SPLIT_FROM_BYTES;
      try {
        const result = await request(worker, { data, splitting });
        release(worker);
        return Buffer.from(result.buffer, result.byteOffset, result.byteLength);
      } catch (error) {
        workers.delete(worker);
        void worker.terminate();
        void spawn();
        throw error;
      }
    },
    close: async () => {
      await ready;
      await Promise.all([...workers].map((worker) => worker.terminate()));
    },
  };
}

/** zlib's level 9, or zopfli's stream when that is smaller (zopfli's failure: zlib's). */
async function gzipSmallest(data, zopfli, onZopfliError) {
  const [zlibbed, zopflied] = await Promise.all([
    gzipAsync(data, { level: 9 }),
    zopfli.gzip(data).catch((error) => (onZopfliError(error), undefined)),
  ]);
  return zopflied && zopflied.length <= zlibbed.length ? zopflied : zlibbed;
}

function listFiles(dir) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...listFiles(full));
    else if (entry.isFile()) files.push(full);
  }
  return files;
}

/** Writes `target`, an encoding of `data`, or removes a stale one when it is not smaller. */
async function writeEncoded(target, data, encoded) {
  if (encoded.length < data.length) {
    await writeFile(target, encoded);
    return encoded.length;
  }
  if (existsSync(target)) await rm(target);
  return data.length;
}

/**
 * Precompresses every compressible file of `dir` (recursively) that is at least MIN_BYTES.
 * Run it after everything that writes into `dir`: a file added later goes out uncompressed.
 * Returns totals for the build log: files, bytes as they are, and as brotli and gzip.
 */
export async function precompressDir(dir) {
  const files = listFiles(dir);
  // Largest first: the longest jobs start early, so no core idles at the end waiting for one.
  const candidates = files
    .map((file) => ({ file, size: statSync(file).size }))
    .filter(({ file, size }) => COMPRESSIBLE.test(file) && size >= MIN_BYTES)
    .sort((a, b) => b.size - a.size)
    .map(({ file }) => file);
  // A compressed copy whose original is gone or no longer qualifies would be served stale.
  const wanted = new Set(candidates);
  for (const file of files) {
    const original = file.replace(/\.(?:br|gz)$/, '');
    if (original !== file && !wanted.has(original)) await rm(file);
  }
  const totals = { files: candidates.length, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  if (candidates.length === 0) return totals;
  const zopfliFailures = [];
  const onZopfliError = (file) => (error) => zopfliFailures.push(`${file}: ${error.message}`);
  const zopfli = startZopfliPool(ZOPFLI_WORKERS);
  let next = 0;
  const worker = async () => {
    while (next < candidates.length) {
      const file = candidates[next];
      next += 1;
      const data = await readFile(file);
      const [brotliBytes, gzipBytes] = await Promise.all([
        brotliCompressMax(data, file).then((encoded) => writeEncoded(`${file}.br`, data, encoded)),
        gzipSmallest(data, zopfli, onZopfliError(file)).then((encoded) =>
          writeEncoded(`${file}.gz`, data, encoded),
        ),
      ]);
      totals.bytes += data.length;
      totals.brotliBytes += brotliBytes;
      totals.gzipBytes += gzipBytes;
    }
  };
  try {
    await Promise.all(Array.from({ length: PARALLEL }, worker));
  } finally {
    await zopfli.close();
  }
  if (zopfliFailures.length > 0) {
    console.warn(
      `precompress: zopfli failed on ${zopfliFailures.length} file(s), gzip level 9 written ` +
        `instead; the first: ${zopfliFailures[0]}`,
    );
  }
  return totals;
}

/** A zopfli worker (startZopfliPool): answers each { data, splitting } with the gzip stream. */
async function serveZopfli(port) {
  let gzipZopfli;
  try {
    ({ gzipAsync: gzipZopfli } = await import('@gfx/zopfli'));
  } catch (error) {
    port.on('message', () =>
      port.postMessage({ error: `cannot load @gfx/zopfli: ${error.message}` }),
    );
    return;
  }
  port.on('message', async ({ ping, data, splitting }) => {
    if (ping) return port.postMessage({ result: undefined });
    try {
      const result = await gzipZopfli(data, {
        numiterations: ZOPFLI_ITERATIONS,
        blocksplitting: splitting,
      });
      port.postMessage({ result }, [result.buffer]);
    } catch (error) {
      port.postMessage({ error: error instanceof Error ? error.message : String(error) });
    }
  });
}

if (parentPort && workerData?.[ZOPFLI_WORKER]) void serveZopfli(parentPort);
