// Type-checks every workspace. Packages are consumed as TypeScript source, so each app's
// check also covers the parts of packages it imports; the packages are checked on their own too.
import { spawnSync } from 'node:child_process';

const projects = [
  'packages/contracts',
  'packages/db',
  'packages/reference-data',
  'apps/api',
  'apps/web',
  'e2e',
];
let failed = false;
for (const project of projects) {
  const result = spawnSync('npx', ['tsc', '-p', project], { stdio: 'inherit' });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
