// `npm run bench`: what a traveller gets from the built server, each figure beside its baseline
// measured in the same run and its goal (scripts/bench/report.mjs):
//   pages        Lighthouse mobile (default throttling) on /, /flights, /hotels/map, /hotel/{id},
//                /book and /login in the machine's Chromium, beside a static page served by the
//                same server; the same loads' bytes on the wire (compressed, as sent), first-load
//                JavaScript per page; each page's figures are its median of 3 runs
//                (BENCH_LIGHTHOUSE_RUNS), every run a cold first visit with new searches
//   compression  a sample of replies (pages, assets, API replies incl. a first new search) asked
//                for with accept-encoding: which over 1 KB went out uncompressed
//   search       new flight searches from a pool of 12,000 distinct queries, then one cached query
//   health       GET /api/health
//   autocomplete airport autocomplete server time and throughput
//   signin       sign-in throughput
//   hotels       new hotel search server time
//   tours        new tour and cruise list server time (every destination, month and sort once)
// Throughput runs use 10 keep-alive connections for BENCH_SECONDS (default 10) each, beside a
// Fastify hello-world at the same concurrency (scripts/bench/hello.mjs), driven by wrk when the
// machine has it (a Node client measures itself near 30,000/s), else by scripts/bench/load.mjs.
//   BENCH_CLIENT=node         the Node load client even when wrk is there
//   BENCH_ONLY=pages,search   a subset of the sections
//   BENCH_JSON=path           also writes every figure as JSON (to compare two branches)
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { ensureInstall } from './ensure-install.mjs';
import { root } from './lib.mjs';
import {
  compressionRow,
  pageRows,
  pageTable,
  serverRows,
  uncompressedLines,
} from './bench/report.mjs';
import * as sections from './bench/sections.mjs';
import { startServers, stopServers } from './bench/servers.mjs';
import { formatTable, meanOfRuns, tally } from './bench/stats.mjs';

const SECTIONS = [
  'pages',
  'compression',
  'search',
  'health',
  'autocomplete',
  'signin',
  'hotels',
  'tours',
];
const THROUGHPUT = new Set(['search', 'health', 'autocomplete', 'signin']);

function wantedSections() {
  const only = process.env.BENCH_ONLY?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const name of only ?? []) {
    if (!SECTIONS.includes(name)) {
      throw new Error(`unknown BENCH_ONLY section "${name}"; sections: ${SECTIONS.join(', ')}`);
    }
  }
  return new Set(only ?? SECTIONS);
}

function commit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .toString()
      .trim();
  } catch {
    return 'unknown';
  }
}

process.on('SIGINT', () => void stopServers().then(() => process.exit(130)));

async function main() {
  const wanted = wantedSections();
  const startedAt = Date.now();
  const loadBefore = os.loadavg()[0];
  await ensureInstall();
  const { build } = await import('./build.mjs');
  await build();
  console.info('bench: starting the built server (fresh embedded database) and a hello-world');
  const servers = await startServers();
  const step = async (name, run) => {
    if (!wanted.has(name)) return undefined;
    const sectionStart = Date.now();
    console.info(`bench: ${name}…`);
    const result = await run();
    console.info(`bench: ${name} done in ${((Date.now() - sectionStart) / 1000).toFixed(0)} s`);
    return result;
  };

  // Lighthouse first, on a quiet server; throughput runs after it.
  const pages = await step('pages', () => sections.pages(servers));
  const compression = await step('compression', () => sections.compression(servers, pages));
  const anyThroughput = [...THROUGHPUT].some((name) => wanted.has(name));
  // The hello-world before and after the throughput runs: the machine's load moves (other work
  // shares it), so each figure is compared with the mean of the two.
  const helloBefore = anyThroughput ? await sections.hello(servers) : undefined;
  const search = await step('search', () => sections.search(servers));
  const health = await step('health', () => sections.health(servers));
  const autocomplete = await step('autocomplete', () => sections.autocomplete(servers));
  const signIn = await step('signin', () => sections.signIn(servers));
  const helloAfter = anyThroughput ? await sections.hello(servers) : undefined;
  const hello = helloBefore && helloAfter && meanOfRuns(helloBefore, helloAfter);
  const hotels = await step('hotels', () => sections.hotels(servers));
  const tours = await step('tours', () => sections.tours(servers));

  const rows = [
    ...(pages ? pageRows(pages) : []),
    ...(compression ? [compressionRow(compression)] : []),
    ...serverRows({ hello, search, health, autocomplete, signIn, hotels, tours }),
  ];
  const cores = os.availableParallelism?.() ?? os.cpus().length;
  const loadAfter = os.loadavg()[0];
  console.info(
    `\nbench results, commit ${commit()} (${cores} cores shared by Chromium, client and servers; ` +
      `load client ${sections.CLIENT}; ` +
      `load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after; ` +
      `${((Date.now() - startedAt) / 1000).toFixed(0)} s)`,
  );
  if (pages) {
    console.info(
      "\nLighthouse mobile (simulated throttling; each page's median run of BENCH_LIGHTHOUSE_RUNS, default 3) and bytes on the wire per page:",
    );
    console.info(pageTable(pages));
  }
  if (compression) {
    const bad = compression.filter((r) => r.uncompressed);
    console.info(
      `\nReplies over 1 KB sent uncompressed: ${bad.length} of ${compression.filter((r) => r.expected).length}` +
        (bad.length ? '' : ' (none)'),
    );
    for (const line of uncompressedLines(bad, servers.api)) console.info(`  ${line}`);
  }
  if (hello) {
    console.info(
      `\nhello-world, 10 connections: ${hello.rps.toFixed(0)}/s (${helloBefore.rps.toFixed(0)} ` +
        `before the throughput runs, ${helloAfter.rps.toFixed(0)} after), p50 ${hello.p50.toFixed(2)} ms, ` +
        `p99 ${hello.p99.toFixed(2)} ms`,
    );
  }
  if (search) {
    console.info(
      `new searches: ${search.routes} served routes (of ${search.tried} hub pairs tried, ` +
        `${search.probeSeconds.toFixed(0)} s) × ${search.dates} dates, ${search.serverTime.count} ` +
        `timed one at a time, ${search.pool} for the load; ${search.cold.failures} failed`,
    );
  }
  console.info(`\n${formatTable(rows)}`);
  const { met, notMet } = tally(rows);
  console.info(`\ngoals: ${met} met, ${notMet} not met`);

  if (process.env.BENCH_JSON) {
    const strip = (page) => ({ ...page, records: undefined, localStorage: undefined });
    const json = {
      commit: commit(),
      date: new Date().toISOString(),
      machine: { cores, loadBefore, loadAfter },
      client: sections.CLIENT,
      rows,
      pages: pages?.map(strip),
      compression,
      hello: hello && { ...hello, before: helloBefore, after: helloAfter },
      search: search && { ...search },
      health,
      autocomplete,
      signIn,
      hotels,
      tours,
    };
    writeFileSync(process.env.BENCH_JSON, `${JSON.stringify(json, null, 2)}\n`);
    console.info(`bench: figures written to ${process.env.BENCH_JSON}`);
  }
}

main()
  .catch((error) => {
    console.error(`bench failed: ${error.stack ?? error.message}`);
    process.exitCode = 1;
  })
  .finally(stopServers);
