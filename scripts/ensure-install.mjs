// Installs dependencies when node_modules is missing or older than the manifests, so that
// `npm start` and `npm test` work on a fresh clone. Quiet when there is nothing to do.
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { hashInputs, readStamp, root, runOrThrow } from './lib.mjs';

const STAMP = 'node_modules/.install-stamp';

function manifests() {
  const rootManifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const workspaces = (rootManifest.workspaces ?? []).map((w) => path.join(w, 'package.json'));
  return ['package.json', 'package-lock.json', ...workspaces].filter((file) =>
    existsSync(path.join(root, file)),
  );
}

/**
 * npm records its last install in node_modules/.package-lock.json. When that is newer than
 * every manifest, the tree was installed after the last change (e.g. by a developer's own
 * `npm install -w …`), so it is adopted instead of being wiped by `npm ci`.
 */
function installedAfterManifests(files) {
  const npmRecord = path.join(root, 'node_modules', '.package-lock.json');
  if (!existsSync(npmRecord)) return false;
  const installedAt = statSync(npmRecord).mtimeMs;
  return files.every((file) => statSync(path.join(root, file)).mtimeMs <= installedAt);
}

export async function ensureInstall() {
  const files = manifests();
  const wanted = hashInputs(files);
  const hasModules = existsSync(path.join(root, 'node_modules'));
  if (hasModules && readStamp(STAMP) === wanted) return false;
  if (hasModules && installedAfterManifests(files)) {
    writeFileSync(path.join(root, STAMP), `${wanted}\n`);
    return false;
  }
  const hasLock = existsSync(path.join(root, 'package-lock.json'));
  const args = hasLock ? ['ci'] : ['install'];
  // Dev dependencies are needed to build even when NODE_ENV=production is set.
  args.push('--no-audit', '--no-fund', '--include=dev');
  console.info(
    `install: ${hasModules ? 'dependencies changed' : 'node_modules missing'}; running npm ${args.join(' ')}`,
  );
  await runOrThrow('npm', args);
  // Hashed again: `npm install` without a lock has just written one.
  writeFileSync(path.join(root, STAMP), `${hashInputs(manifests())}\n`);
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  ensureInstall().catch((error) => {
    console.error(`install failed: ${error.message}`);
    process.exit(1);
  });
}
