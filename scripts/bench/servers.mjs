// The processes of `npm run bench`: the built server on a fresh embedded database, serving a
// copy of the web build plus a static baseline page, and the Fastify hello-world. The baseline
// page exists only in the bench's temporary copy, never in a build that ships.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, root } from '../lib.mjs';

export const STATIC_PAGE = '/bench-static.html';

// A heading and a paragraph, with the viewport a phone page needs: what a static page costs.
const STATIC_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Static baseline</title>
  </head>
  <body>
    <h1>Flights and hotels</h1>
    <p>A static page served by the same server, the baseline of the Lighthouse figures.</p>
  </body>
</html>
`;

const children = [];
const temporary = [];

function startProcess(args, env) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  child.on('exit', (code) => {
    if (code && code !== 0 && !child.expectedExit)
      console.error(`${args.at(-1)} exited: ${stderr}`);
  });
  children.push(child);
  return child;
}

async function waitForOk(url, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Starts both servers; resolves with their origins once they answer. */
export async function startServers() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'travel-bench-'));
  temporary.push(dataDir);
  const webDist = path.join(dataDir, 'web');
  // A copy of the build (precompressed files included, if the build makes them) plus the page.
  cpSync(path.join(root, 'apps/web/dist'), webDist, { recursive: true });
  writeFileSync(path.join(webDist, STATIC_PAGE.slice(1)), STATIC_HTML);

  const [apiPort, helloPort] = [await freePort(), await freePort()];
  const { DATABASE_URL: _db, SMTP_URL: _smtp, ...inherited } = process.env;
  const huge = String(1_000_000_000);
  startProcess(['apps/api/dist/server.js'], {
    ...inherited,
    // development for the demo accounts (sign-in figure); what production would not serve is off.
    NODE_ENV: 'development',
    SERVE_SOURCE_MAPS: 'false',
    API_DOCS: 'false',
    JWT_SECRET: randomBytes(32).toString('hex'),
    HOST: '127.0.0.1',
    PORT: String(apiPort),
    PGLITE_DIR: path.join(dataDir, 'pglite'),
    WEB_DIST: webDist,
    LOG_LEVEL: 'warn',
    // Raised so the figures measure the server, not the abuse limits.
    SIGNIN_MAX_FAILURES_PER_ACCOUNT: huge,
    SIGNIN_MAX_ATTEMPTS_PER_ADDRESS: huge,
    SIGNIN_MAX_FAILURES_PER_ADDRESS: huge,
  });
  startProcess(['scripts/bench/hello.mjs'], { ...inherited, PORT: String(helloPort) });
  const api = `http://127.0.0.1:${apiPort}`;
  const hello = `http://127.0.0.1:${helloPort}`;
  await Promise.all([waitForOk(`${api}/api/health`), waitForOk(`${hello}/hello`)]);
  return { api, hello };
}

/** Stops the servers, waits for them to close the database, then deletes the temporary files. */
export async function stopServers() {
  const running = children.filter((child) => child.exitCode === null);
  await Promise.all(
    running.map(
      (child) =>
        new Promise((resolve) => {
          child.expectedExit = true;
          child.on('exit', resolve);
          child.kill('SIGTERM');
          setTimeout(() => {
            child.kill('SIGKILL');
            resolve();
          }, 10_000).unref();
        }),
    ),
  );
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
}
