import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress.mjs';

/** Bundle-like JavaScript: repeated shapes with varying names and numbers, `count` functions. */
function bundleLike(count) {
  let seed = 7;
  const next = () => (seed = (seed * 48271) % 2147483647);
  const words = ['price', 'tour', 'cabin', 'guest', 'total', 'date', 'city', 'label', 'fare'];
  return Array.from({ length: count }, (_, i) => {
    const a = words[next() % words.length];
    const b = words[next() % words.length];
    return `function ${a}${i}(e,t){const n=e.${b}??${next() % 1000};return t?\`${a} \${n}\`:n*${next() % 97}}`;
  }).join(';\n');
}

let dir;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'precompress-'));
  await mkdir(path.join(dir, 'assets'));
});
afterEach(async () => rm(dir, { recursive: true, force: true }));

describe('precompressDir', { timeout: 60_000 }, () => {
  it('writes a .gz (zopfli) that gunzips to the very bytes, smaller than zlib level 9', async () => {
    // One file above the size from which zopfli splits blocks, one below.
    const files = { 'assets/web-abc.js': bundleLike(600), 'assets/small-abc.js': bundleLike(30) };
    for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, name), text);
    const totals = await precompressDir(dir);
    expect(totals.files).toBe(2);
    for (const name of Object.keys(files)) {
      const original = await readFile(path.join(dir, name));
      const gz = await readFile(path.join(dir, `${name}.gz`));
      expect(gunzipSync(gz).equals(original)).toBe(true);
      expect(
        brotliDecompressSync(await readFile(path.join(dir, `${name}.br`))).equals(original),
      ).toBe(true);
      expect(gz.length).toBeLessThanOrEqual(gzipSync(original, { level: 9 }).length);
    }
    // Zopfli's own stream, not zlib's (what a fallback would have written).
    const big = await readFile(path.join(dir, 'assets/web-abc.js'));
    const bigGz = await readFile(path.join(dir, 'assets/web-abc.js.gz'));
    expect(bigGz.length).toBeLessThan(gzipSync(big, { level: 9 }).length);
    expect(totals.gzipBytes).toBeLessThan(totals.bytes);
  });

  it('writes no compressed copy that would not be smaller, and removes stale ones', async () => {
    const noise = path.join(dir, 'assets', 'noise.wasm');
    await writeFile(noise, randomBytes(4096));
    await writeFile(`${noise}.gz`, 'stale');
    await writeFile(path.join(dir, 'assets', 'gone.js.gz'), 'stale');
    const totals = await precompressDir(dir);
    expect(totals).toEqual({ files: 1, bytes: 4096, brotliBytes: 4096, gzipBytes: 4096 });
    expect(existsSync(`${noise}.gz`)).toBe(false);
    expect(existsSync(`${noise}.br`)).toBe(false);
    expect(existsSync(path.join(dir, 'assets', 'gone.js.gz'))).toBe(false);
  });
});
