// Small helpers shared by the repository scripts (install, build, start, test, bench).
// Plain Node, no dependencies: these run before `npm ci` may have happened.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.git', 'coverage', 'test-results']);

/** Every file under `dir` (relative to the repo root), skipping build output and dependencies. */
export function listFiles(dir, { exclude } = {}) {
  const absolute = path.join(root, dir);
  if (!existsSync(absolute)) return [];
  if (statSync(absolute).isFile()) return [dir];
  const out = [];
  for (const entry of readdirSync(absolute, { withFileTypes: true })) {
    if (SKIPPED_DIRS.has(entry.name)) continue;
    const relative = path.join(dir, entry.name);
    if (exclude?.test(relative)) continue;
    if (entry.isDirectory()) out.push(...listFiles(relative, { exclude }));
    else if (entry.isFile()) out.push(relative);
  }
  return out;
}

/**
 * One hash over the names and contents of the given inputs (files or folders). Content, not
 * mtime, so a fresh clone or a `git checkout` that changes nothing does not force a rebuild.
 */
export function hashInputs(inputs, options = {}) {
  const hash = createHash('sha256');
  const files = inputs.flatMap((input) => listFiles(input, options)).sort();
  for (const file of files) {
    hash.update(file.split(path.sep).join('/'));
    hash.update('\0');
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

export function readStamp(file) {
  try {
    return readFileSync(path.join(root, file), 'utf8').trim();
  } catch {
    return undefined;
  }
}

/**
 * A tool's executable from node_modules/.bin, looked up from `fromDir` upwards like npm does
 * (workspace-local first). Calling it directly skips npx's start-up cost.
 */
export function bin(name, fromDir = root) {
  for (let dir = path.resolve(root, fromDir); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', '.bin', name);
    if (existsSync(candidate)) return candidate;
    if (dir === root || dir === path.dirname(dir)) break;
  }
  throw new Error(`${name} is not installed (node_modules/.bin/${name} not found)`);
}

/** Runs a command with inherited output; resolves with its exit code (never rejects on failure). */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs a command and throws when it fails, naming it. */
export async function runOrThrow(command, args, options = {}) {
  const code = await run(command, args, options);
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with code ${code}`);
}

/** A TCP port nobody listens on right now, on the loopback interface. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The Chromium the browser tests drive: CHROMIUM_PATH, else the Debian/Ubuntu locations. */
export function findChromium() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ].filter(Boolean);
  return candidates.find((candidate) => existsSync(candidate));
}

export function formatSeconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}
