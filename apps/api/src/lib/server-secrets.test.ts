import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@travel/db';
import { loadConfig, loadEnv } from '../plugins/env';
import { createTestApp, usesPostgres, type TestApp } from '../test/test-app';
import { storedSecret, withJwtSecret } from './server-secrets';

describe('the generated JWT secret (issue 9 §1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('is one secret for every process on the database, however many ask at once', async () => {
    const secrets = await Promise.all(
      Array.from({ length: 6 }, () => storedSecret(t.ctx.db, 'race-check')),
    );
    expect(new Set(secrets).size).toBe(1);
    expect(secrets[0]).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The app's own secret is the stored one, so a second process on this database agrees.
    const config = loadConfig({ NODE_ENV: 'development' });
    expect((await withJwtSecret(config, t.ctx.db)).JWT_SECRET).toBe(t.ctx.env.JWT_SECRET);
  });

  it('gives way to JWT_SECRET when the operator sets one', async () => {
    const given = 'g'.repeat(40);
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: given });
    expect((await withJwtSecret(config, t.ctx.db)).JWT_SECRET).toBe(given);
  });
});

describe.skipIf(usesPostgres())('the generated JWT secret in the embedded data', () => {
  it('survives a restart, so sessions do too', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'secret-restart-'));
    try {
      const config = loadConfig({ NODE_ENV: 'development', PGLITE_DIR: dir });
      const first = await openDatabase({ dataDir: dir });
      await first.migrate();
      const before = (await withJwtSecret(config, first.db)).JWT_SECRET;
      await first.close();
      const second = await openDatabase({ dataDir: dir });
      await second.migrate();
      const after = (await withJwtSecret(config, second.db)).JWT_SECRET;
      await second.close();
      expect(after).toBe(before);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('loadEnv without JWT_SECRET', () => {
  it('is a fresh random secret in tests and an error elsewhere (no constant to fall back on)', () => {
    const a = loadEnv({ NODE_ENV: 'test' }).JWT_SECRET;
    const b = loadEnv({ NODE_ENV: 'test' }).JWT_SECRET;
    expect(a).not.toBe(b);
    expect(() => loadEnv({ NODE_ENV: 'development' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
  });
});
