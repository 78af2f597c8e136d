import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * A web build in miniature as scripts/prerender.mjs leaves it (issue 10 §1): index.html is the
 * shell, dist/_pages/<path>/index.html the pages prerendered whole.
 */
let webDist: string;
let t: TestApp;
beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'web-dist-'));
  await mkdir(path.join(webDist, '_pages', 'login'), { recursive: true });
  await mkdir(path.join(webDist, '_pages', 'hotels', 'map'), { recursive: true });
  await writeFile(path.join(webDist, 'index.html'), '<main>shell</main>');
  await writeFile(path.join(webDist, '_pages', 'index.html'), '<h1>home</h1>');
  await writeFile(path.join(webDist, '_pages', 'login', 'index.html'), '<h1>sign in</h1>');
  await writeFile(path.join(webDist, '_pages', 'hotels', 'map', 'index.html'), '<h1>map</h1>');
  t = await createTestApp({}, { webDist });
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

async function page(url: string): Promise<{ status: number; body: string; cache?: string }> {
  const reply = await t.app.inject({ method: 'GET', url });
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
