// wrk (a C load generator, when the machine has it) for the throughput runs. A client written
// in Node tops out near 30,000 requests per second on this 2-core machine, so against a
// hello-world it measures itself and every "share of hello-world" looks better than it is; wrk
// does not. One wrk thread keeps 10 connections busy: one Lua state, so a pool of distinct
// requests is handed out once each, and the run stops early when the pool is used up.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The wrk executable, or null when the machine has none. */
export function findWrk() {
  const found = spawnSync('wrk', ['--version'], { encoding: 'utf8' });
  return found.error ? null : 'wrk';
}

const luaString = (value) => JSON.stringify(value); // a JSON string is a valid Lua string here

/**
 * The Lua script: requests from `paths.txt` in order, once each or round and round (`cycle`), or
 * one path; the figures as JSON at the end. wrk.thread:stop() ends the requests of a used-up pool
 * but not the run's clock, so a used-up pool's rate is a lower bound (the pool is sized so that
 * only a rate far above the goal uses it up).
 */
export function wrkScript({ method, headers, body, pathsFile, path: fixedPath, cycle = false }) {
  const headerLines = Object.entries(headers)
    .map(([name, value]) => `wrk.headers[${luaString(name)}] = ${luaString(value)}`)
    .join('\n');
  return `
wrk.method = ${luaString(method)}
${headerLines}
${body === undefined ? '' : `wrk.body = ${luaString(body)}`}
local paths = {}
local next = 1
${pathsFile ? `for line in io.lines(${luaString(pathsFile)}) do paths[#paths + 1] = line end` : ''}

request = function()
  ${
    pathsFile
      ? `if next > #paths and ${cycle} then next = 1 end
  if next > #paths then
    wrk.thread:stop()
    return wrk.format(nil, paths[#paths])
  end
  local p = paths[next]
  next = next + 1
  return wrk.format(nil, p)`
      : `return wrk.format(nil, ${luaString(fixedPath)})`
  }
end

done = function(summary, latency, requests)
  local e = summary.errors
  io.write("WRK_JSON ", string.format(
    '{"requests":%d,"durationUs":%d,"status":%d,"connect":%d,"read":%d,"write":%d,"timeout":%d,"p50Us":%d,"p99Us":%d}',
    summary.requests, summary.duration, e.status, e.connect, e.read, e.write, e.timeout,
    latency:percentile(50), latency:percentile(99)), "\\n")
end
`;
}

/** Reads the figures the script prints; the same shape as scripts/bench/load.mjs returns. */
export function parseWrkOutput(stdout, { poolSize } = {}) {
  const line = stdout.split('\n').find((l) => l.startsWith('WRK_JSON '));
  if (!line) throw new Error(`wrk printed no figures:\n${stdout.slice(-2000)}`);
  const r = JSON.parse(line.slice('WRK_JSON '.length));
  const seconds = r.durationUs / 1e6;
  const failures = r.status + r.connect + r.read + r.write + r.timeout;
  return {
    rps: r.requests / seconds,
    p50: r.p50Us / 1000,
    p99: r.p99Us / 1000,
    total: r.requests,
    failures,
    seconds,
    exhausted: poolSize !== undefined && r.requests >= poolSize,
  };
}

/**
 * Runs wrk on `url` for `seconds` with `connections`, asking `path` each time, or each of
 * `paths` once in order, or round and round with `cycle`.
 */
export async function runWrk({
  url,
  path: fixedPath,
  paths,
  cycle = false,
  seconds,
  connections,
  method = 'GET',
  headers = {},
  body,
}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'travel-bench-wrk-'));
  try {
    const pathsFile = paths ? path.join(dir, 'paths.txt') : undefined;
    if (pathsFile) writeFileSync(pathsFile, `${paths.join('\n')}\n`);
    const script = path.join(dir, 'script.lua');
    writeFileSync(script, wrkScript({ method, headers, body, pathsFile, path: fixedPath, cycle }));
    const args = [
      '-t1',
      `-c${connections}`,
      `-d${seconds}s`,
      '--timeout',
      '10s',
      '--latency',
      '-s',
      script,
      url,
    ];
    const stdout = await new Promise((resolve, reject) => {
      const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      let err = '';
      child.stdout.on('data', (chunk) => (out += chunk));
      child.stderr.on('data', (chunk) => (err += chunk));
      child.on('error', reject);
      child.on('exit', (code) =>
        code === 0 ? resolve(out) : reject(new Error(`wrk exited ${code}: ${err || out}`)),
      );
    });
    return parseWrkOutput(stdout, { poolSize: paths && !cycle ? paths.length : undefined });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
