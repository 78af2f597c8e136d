// `npm test`: every check the project has, in order, stopping at the first failing stage.
// Prints one summary line per stage with its time and closes with "N passed, N failed".
//
//   npm test                      all stages
//   npm test -- --only unit,lint  just those stages
//   npm test -- --skip browser    all but those
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureInstall } from './ensure-install.mjs';
import { bin, findChromium, formatSeconds, run } from './lib.mjs';

const tool = (name, ...args) => run(bin(name), args);

/** Each stage returns an exit code, or 'skipped' with a reason. */
const stages = [
  {
    id: 'install',
    title: 'install dependencies',
    run: async () => (await ensureInstall(), 0),
  },
  {
    id: 'reference-data',
    title: 'reference data',
    run: async () => {
      const { buildReferenceData } = await import('./build.mjs');
      await buildReferenceData();
      return 0;
    },
  },
  { id: 'typecheck', title: 'typecheck', run: () => run('node', ['scripts/typecheck.mjs']) },
  {
    id: 'lint',
    title: 'eslint',
    run: () => tool('eslint', '.', '--cache', '--cache-location', 'node_modules/.cache/eslint/'),
  },
  {
    id: 'format',
    title: 'prettier',
    run: () => tool('prettier', '--check', '.', '--log-level', 'warn', '--cache'),
  },
  {
    id: 'unit',
    title: 'unit and API tests (PGlite)',
    run: () => tool('vitest', 'run'),
  },
  {
    id: 'postgres',
    title: 'API tests (PostgreSQL)',
    run: () => {
      if (!process.env.TEST_DATABASE_URL) return { skipped: 'TEST_DATABASE_URL is not set' };
      return run(bin('vitest'), ['run', '--project', '@travel/api'], {
        env: { ...process.env, TEST_DB: 'postgres' },
      });
    },
  },
  {
    id: 'build',
    title: 'build',
    run: async () => {
      const { build } = await import('./build.mjs');
      await build();
      return 0;
    },
  },
  {
    id: 'browser',
    title: 'browser tests (Chromium)',
    run: async () => {
      const chromium = findChromium();
      if (!chromium) {
        console.error(
          'Chromium is required for the browser tests. Install it with: ' +
            'sudo apt-get install -y chromium (Debian/Ubuntu), then run npm test again.',
        );
        return 1;
      }
      // The journeys' database is ours to keep until its ledger is checked (issue 12).
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'travel-e2e-'));
      try {
        const code = await run(bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts'], {
          env: { ...process.env, CHROMIUM_PATH: chromium, E2E_PGLITE_DIR: dataDir },
        });
        if (code !== 0) return code;
        return await run(bin('tsx'), ['apps/api/src/test/check-ledger.ts', dataDir]);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  },
];

function parseArgs(argv) {
  const pick = (flag) => {
    const index = argv.indexOf(flag);
    return index === -1 ? undefined : new Set((argv[index + 1] ?? '').split(','));
  };
  const only = pick('--only');
  const skip = pick('--skip') ?? new Set();
  const known = new Set(stages.map((s) => s.id));
  for (const id of [...(only ?? []), ...skip]) {
    if (!known.has(id)) throw new Error(`unknown stage "${id}"; stages: ${[...known].join(', ')}`);
  }
  return (id) => (only ? only.has(id) : true) && !skip.has(id);
}

async function main() {
  const wanted = parseArgs(process.argv.slice(2));
  const results = [];
  let failed = false;
  for (const stage of stages) {
    if (!wanted(stage.id)) continue;
    if (failed) {
      results.push({ stage, status: 'not run' });
      continue;
    }
    console.info(`\n=== ${stage.title} ===`);
    const startedAt = Date.now();
    let outcome;
    try {
      outcome = await stage.run();
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      outcome = 1;
    }
    const ms = Date.now() - startedAt;
    if (typeof outcome === 'object') {
      console.info(`skipped: ${outcome.skipped}`);
      results.push({ stage, status: 'skipped', ms, note: outcome.skipped });
    } else {
      failed = outcome !== 0;
      results.push({ stage, status: failed ? 'FAILED' : 'passed', ms });
    }
  }

  console.info('\n=== summary ===');
  for (const { stage, status, ms, note } of results) {
    const time = ms === undefined ? '' : formatSeconds(ms);
    const suffix = note ? `  (${note})` : '';
    console.info(`${status.padEnd(8)} ${stage.title.padEnd(30)} ${time.padStart(8)}${suffix}`);
  }
  const passed = results.filter((r) => r.status === 'passed').length;
  const failedCount = results.filter((r) => r.status === 'FAILED').length;
  console.info(`${passed} passed, ${failedCount} failed`);
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
