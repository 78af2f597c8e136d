// Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every
// compressible file of a built directory, so the server sends compressed files as they are
// (@fastify/static `preCompressed`) instead of compressing the same bytes on every request.
// Build time affords the slowest, smallest settings; a request could not.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
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
const ENCODINGS = [
  { extension: '.br', compress: brotliCompressMax },
  { extension: '.gz', compress: (data) => gzipAsync(data, { level: 9 }) },
];
/** Jobs at once: the thread pool does the work; two per core keeps the build's wall time low. */
const PARALLEL = 4;

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

function listFiles(dir) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...listFiles(full));
    else if (entry.isFile()) files.push(full);
  }
  return files;
}

/** Writes one encoding of `file`, or removes a stale one when it would not be smaller. */
async function writeEncoded(file, data, { extension, compress }) {
  const target = file + extension;
  const encoded = await compress(data, file);
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
 * Returns totals for the build log: files, bytes as they are, and as brotli.
 */
export async function precompressDir(dir) {
  const files = listFiles(dir);
  const candidates = files.filter(
    (file) => COMPRESSIBLE.test(file) && statSync(file).size >= MIN_BYTES,
  );
  // A compressed copy whose original is gone or no longer qualifies would be served stale.
  const wanted = new Set(candidates);
  for (const file of files) {
    const original = file.replace(/\.(?:br|gz)$/, '');
    if (original !== file && !wanted.has(original)) await rm(file);
  }
  const totals = { files: candidates.length, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  let next = 0;
  const worker = async () => {
    while (next < candidates.length) {
      const file = candidates[next];
      next += 1;
      const data = await readFile(file);
      const [brotliBytes, gzipBytes] = await Promise.all(
        ENCODINGS.map((encoding) => writeEncoded(file, data, encoding)),
      );
      totals.bytes += data.length;
      totals.brotliBytes += brotliBytes;
      totals.gzipBytes += gzipBytes;
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return totals;
}
