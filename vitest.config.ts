import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Every unit and API test in one run (`npx vitest run`, part of `npm test`). Each workspace is
 * its own project with its own environment: the web app in jsdom, the API and packages in Node.
 * The API's own settings (timeouts, forks) live in apps/api/vitest.config.ts.
 */
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on CI's two cores, while
    // the runner itself stays nearly idle. Two keep both cores busy (PGlite is CPU-bound).
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      'packages/*',
      'apps/web',
      {
        extends: './apps/api/vitest.config.ts',
        test: { name: '@travel/api', root: './apps/api' },
      },
      // The pure helpers of `npm run bench` (the bench itself is timed, so not a test).
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], environment: 'node' } },
    ],
  },
});
