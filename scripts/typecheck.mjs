// Type-checks every workspace. Packages are consumed as TypeScript source, so each app's
// check also covers the parts of packages it imports; the packages are checked on their own too.
// Two checks run at a time (the machines have two cores); output is printed per project, whole,
// so errors of parallel checks do not interleave. Incremental build info under
// node_modules/.cache makes a second run fast.
import { spawn } from 'node:child_process';
import { cpus } from 'node:os';
import path from 'node:path';
import { root } from './lib.mjs';

const projects = [
  'apps/api',
  'apps/web',
  'packages/contracts',
  'packages/db',
  'packages/reference-data',
  'e2e',
];
const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const cacheDir = path.join(root, 'node_modules', '.cache', 'tsc');

function check(project) {
  return new Promise((resolve) => {
    const buildInfo = path.join(cacheDir, `${project.replaceAll('/', '-')}.tsbuildinfo`);
    const args = [tsc, '-p', project, '--incremental', '--tsBuildInfoFile', buildInfo];
    const child = spawn(process.execPath, args, { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ project, code, output }));
  });
}

const queue = [...projects];
const concurrency = Math.min(2, cpus().length);
let failed = false;
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    for (let project = queue.shift(); project; project = queue.shift()) {
      const { code, output } = await check(project);
      console.info(`typecheck ${project}: ${code === 0 ? 'ok' : 'FAILED'}`);
      if (output.trim()) console.info(output.trimEnd());
      if (code !== 0) failed = true;
    }
  }),
);
process.exit(failed ? 1 : 0);
