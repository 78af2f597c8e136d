import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../../scripts/precompress.mjs';
import { createTestApp, type TestApp } from '../test/test-app';

const PRODUCTION = { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40) };
const BUNDLE = '/assets/index-abc123.js';

/** Text that compresses like a bundle does, `lines` lines long. */
const filler = (label: string, lines: number): string =>
  Array.from({ length: lines }, (_, i) => `export const ${label}${i} = ${i * 7};`).join('\n');

/**
 * A web build in miniature, precompressed by the build's own step: the shell, a prerendered
 * page, a hashed bundle with its source map, and a script too small to be worth compressing.
 */
let webDist: string;
const files: Record<string, string> = {
  'index.html': `<!doctype html><title>shell</title><!-- ${filler('shell', 60)} -->`,
  'flights/index.html': `<!doctype html><title>flights</title><!-- ${filler('page', 60)} -->`,
  'assets/index-abc123.js': `${filler('bundle', 200)}\n//# sourceMappingURL=index-abc123.js.map\n`,
  'assets/index-abc123.js.map': JSON.stringify({ version: 3, sources: [filler('src', 80)] }),
  'assets/tiny-abc123.js': 'console.log(1);\n',
};

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'web-dist-'));
  await mkdir(path.join(webDist, 'assets'));
  await mkdir(path.join(webDist, 'flights'));
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(webDist, name), text);
  await precompressDir(webDist);
});
afterAll(async () => rm(webDist, { recursive: true, force: true }));

describe('precompressDir (the build step)', () => {
  it('writes .br and .gz beside text files of 1 KB or more, not beside maps or small files', async () => {
    const bundle = path.join(webDist, 'assets', 'index-abc123.js');
    expect(brotliDecompressSync(await readFile(`${bundle}.br`)).toString()).toBe(
      files['assets/index-abc123.js'],
    );
    expect(gunzipSync(await readFile(`${bundle}.gz`)).toString()).toBe(
      files['assets/index-abc123.js'],
    );
    await expect(readFile(`${bundle}.map.br`)).rejects.toThrow();
    await expect(readFile(path.join(webDist, 'assets', 'tiny-abc123.js.br'))).rejects.toThrow();
  });
});

describe('the web app on the wire (issue 10 §1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(PRODUCTION, { webDist });
  });
  afterAll(async () => t.close());

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends a hashed asset as its .br file, with its own type and a year of caching', async () => {
    const res = await get(BUNDLE, 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toContain('accept-encoding');
    // The very bytes the build wrote (brotli 11), not a copy compressed for this request.
    expect(res.rawPayload.equals(await readFile(path.join(webDist, `${BUNDLE}.br`)))).toBe(true);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(files['assets/index-abc123.js']);
  });

  it('sends the .gz file to a gzip-only client and the file itself to one without either', async () => {
    const zipped = await get(BUNDLE, 'gzip');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(files['assets/index-abc123.js']);
    const plain = await get(BUNDLE);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(files['assets/index-abc123.js']);
    // Either way a shared cache must tell the clients apart.
    expect(plain.headers.vary).toContain('accept-encoding');
  });

  it('answers a page path with the compressed app shell, not cached', async () => {
    for (const url of ['/', '/hotel/123', '/index.html']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(files['index.html']);
    }
    const zipped = await get('/login', 'gzip');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(files['index.html']);
  });

  it('answers a prerendered page with its own HTML', async () => {
    for (const url of ['/flights', '/flights/', '/flights?from=LAX']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(
        files['flights/index.html'],
      );
    }
  });

  it('does not compress a file too small to gain on every request', async () => {
    const res = await get('/assets/tiny-abc123.js', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(files['assets/tiny-abc123.js']);
  });

  it('still refuses source maps in production, and the compressed copies are no URLs', async () => {
    for (const url of [`${BUNDLE}.map`, `${BUNDLE}.br`, `${BUNDLE}.gz`, '/index.html.br']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(404);
    }
  });
});
