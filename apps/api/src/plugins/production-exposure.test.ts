import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';

const PRODUCTION = { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40) };

/** A web build in miniature: the shell, a hashed bundle and its source map. */
let webDist: string;
beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'web-dist-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>shell</title>');
  await writeFile(
    path.join(webDist, 'assets', 'index-abc123.js'),
    'console.log(1);\n//# sourceMappingURL=index-abc123.js.map\n',
  );
  await writeFile(
    path.join(webDist, 'assets', 'index-abc123.js.map'),
    JSON.stringify({ version: 3, sources: ['src/secret-logic.ts'], mappings: '' }),
  );
});
afterAll(async () => rm(webDist, { recursive: true, force: true }));

async function fetchAll(env: Record<string, string>, urls: string[]): Promise<number[]> {
  const t = await createTestApp(env, { webDist });
  try {
    const statuses: number[] = [];
    for (const url of urls) statuses.push((await t.app.inject({ method: 'GET', url })).statusCode);
    return statuses;
  } finally {
    await t.close();
  }
}

const MAP = '/assets/index-abc123.js.map';
const BUNDLE = '/assets/index-abc123.js';

describe('source maps of the web build (issue 9 §5)', () => {
  it('are not served in production (404), the bundle still is', async () => {
    expect(await fetchAll(PRODUCTION, [MAP, BUNDLE, '/'])).toEqual([404, 200, 200]);
  });

  it('are served in production with SERVE_SOURCE_MAPS=true, and outside production', async () => {
    expect(await fetchAll({ ...PRODUCTION, SERVE_SOURCE_MAPS: 'true' }, [MAP])).toEqual([200]);
    expect(await fetchAll({}, [MAP, BUNDLE])).toEqual([200, 200]);
    expect(await fetchAll({ SERVE_SOURCE_MAPS: 'false' }, [MAP])).toEqual([404]);
  });
});

describe('API docs (issue 9 §5)', () => {
  it('are not served in production (404)', async () => {
    const t = await createTestApp(PRODUCTION);
    try {
      for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toMatchObject({ code: 'notFound' });
      }
    } finally {
      await t.close();
    }
  });

  it('are served in production with API_DOCS=true', async () => {
    const t = await createTestApp({ ...PRODUCTION, API_DOCS: 'true' });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(res.statusCode).toBe(200);
      expect(res.json().paths['/api/health']).toBeDefined();
    } finally {
      await t.close();
    }
  });
});
