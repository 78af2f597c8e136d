import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { lockDataDir } from './data-dir-lock';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pglite-lock-'));
  dirs.push(dir);
  return path.join(dir, 'pglite');
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('lockDataDir', () => {
  it('refuses a second holder while the first holds the lock, and frees it on release', () => {
    const dataDir = freshDir();
    const release = lockDataDir(dataDir);
    expect(() => lockDataDir(dataDir)).toThrow(/in use by another travel-outlet process/);
    release();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
    lockDataDir(dataDir)();
  });

  it('takes over a lock left by a process that no longer runs', () => {
    const dataDir = freshDir();
    // Far above any pid the kernel hands out (pid_max is at most 2^22).
    writeFileSync(`${dataDir}.lock`, '99999999');
    const release = lockDataDir(dataDir);
    release();
  });
});

describe('openDatabase with a PGlite data directory', () => {
  it('does not let a second opener in until the first closes', async () => {
    const dataDir = freshDir();
    const first = await openDatabase({ dataDir });
    await expect(openDatabase({ dataDir })).rejects.toThrow(/in use/);
    await first.close();
    const second = await openDatabase({ dataDir });
    await second.close();
  }, 60_000);
});
