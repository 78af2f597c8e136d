import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecondApp, type SecondApp } from '../test/second-app';
import { createTestApp, type TestApp } from '../test/test-app';
import { runOnceAcrossProcesses } from './run-once';

describe('runOnceAcrossProcesses', () => {
  let t: TestApp;
  let second: SecondApp;
  beforeAll(async () => {
    t = await createTestApp();
    second = await createSecondApp(t);
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it('two processes starting one job together: one runs it (PostgreSQL), and it can run again after', async () => {
    let runs = 0;
    const job = async () => {
      runs += 1;
      await sleep(200);
      return 'done';
    };
    const results = await Promise.all([
      runOnceAcrossProcesses(t.ctx, 42, job),
      runOnceAcrossProcesses(second.ctx, 42, job),
    ]);
    if (t.ctx.dbKind === 'postgres') {
      expect(runs).toBe(1);
      expect(results.filter((r) => r === null)).toHaveLength(1);
    } else {
      // PGlite is one process per database: nothing to exclude.
      expect(runs).toBe(2);
    }
    // The lock ends with the pass.
    expect(await runOnceAcrossProcesses(second.ctx, 42, job)).toBe('done');
  });
});
