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
  '_pages/flights/index.html': `<!doctype html><title>flights</title><!-- ${filler('page', 60)} -->`,
  'assets/index-abc123.js': `${filler('bundle', 200)}\n//# sourceMappingURL=index-abc123.js.map\n`,
  'assets/index-abc123.js.map': JSON.stringify({ version: 3, sources: [filler('src', 80)] }),
  'assets/tiny-abc123.js': 'console.log(1);\n',
};

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'web-dist-'));
  await mkdir(path.join(webDist, 'assets'));
  await mkdir(path.join(webDist, '_pages', 'flights'), { recursive: true });
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
        files['_pages/flights/index.html'],
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

/**
 * A web build in miniature as scripts/prerender.mjs leaves it (issue 10 §1): index.html is the
 * shell, dist/_pages/<path>/index.html the pages prerendered whole.
 */
let pagesDist: string;
let pagesApp: TestApp;
beforeAll(async () => {
  pagesDist = await mkdtemp(path.join(tmpdir(), 'web-dist-'));
  await mkdir(path.join(pagesDist, '_pages', 'login'), { recursive: true });
  await mkdir(path.join(pagesDist, '_pages', 'hotels', 'map'), { recursive: true });
  await writeFile(path.join(pagesDist, 'index.html'), '<main>shell</main>');
  await writeFile(path.join(pagesDist, '_pages', 'index.html'), '<h1>home</h1>');
  await writeFile(path.join(pagesDist, '_pages', 'login', 'index.html'), '<h1>sign in</h1>');
  await writeFile(path.join(pagesDist, '_pages', 'hotels', 'map', 'index.html'), '<h1>map</h1>');
  pagesApp = await createTestApp({}, { webDist: pagesDist });
});
afterAll(async () => {
  await pagesApp.close();
  await rm(pagesDist, { recursive: true, force: true });
});

async function page(url: string): Promise<{ status: number; body: string; cache?: string }> {
  const reply = await pagesApp.app.inject({ method: 'GET', url });
  const cache = reply.headers['cache-control'];
  return { status: reply.statusCode, body: reply.body, cache: cache?.toString() };
}

describe('prerendered pages (issue 10 §1)', () => {
  it('sends the prerendered file of a path, whatever its query or trailing slash', async () => {
    expect(await page('/')).toEqual({ status: 200, body: '<h1>home</h1>', cache: 'no-cache' });
    expect((await page('/login')).body).toBe('<h1>sign in</h1>');
    expect((await page('/login/?redirect=%2Forders')).body).toBe('<h1>sign in</h1>');
    expect((await page('/hotels/map?address=London')).body).toBe('<h1>map</h1>');
  });

  it('sends the shell for every other page path', async () => {
    for (const url of ['/flights', '/hotels', '/orders/12', '/login/extra', '/?tab=hotel&x=1']) {
      const { status, body } = await page(url);
      expect({ url, status, body }).toEqual({
        url,
        status,
        body: url.startsWith('/?') ? '<h1>home</h1>' : '<main>shell</main>',
      });
    }
  });

  it('never leaves dist/_pages for a crafted path', async () => {
    for (const url of ['/..%2F..%2Fetc', '/login%2F..%2F..', '/a%2Flogin/x']) {
      // The shell, or the 404 of a path that looks like a file: never a prerendered page.
      expect(['<main>shell</main>', 'Not found']).toContain((await page(url)).body);
    }
  });
});
