// `npm run bench`: performance figures of the built server, each beside a Fastify hello-world
// measured in the same run on the same machine. Loopback only; bounded; stops by itself.
//   (a) airport autocomplete p95 server time over 1-, 2- and 3-letter prefixes (goal < 20 ms)
//   (b) autocomplete requests per second (50 connections, scripts/load.mjs)
//   (c) sign-in throughput (POST /api/Account/Login with a demo account)
//   (d) flight search p95 server time, JFK→LAX round trips over 60 departure dates (goal ≤ 100 ms)
//   (e) flight search requests per second at 50 connections (goal ≥ 10% of hello-world)
//   (f) first-load JavaScript of /, /flights and the hotel pages, gzip (goal ≤ 170 KB each; the
//       hotel map's code loads on demand and is not counted)
//   (g) hotel search p95 server time in London over 40 check-in dates (goal ≤ 100 ms)
// BENCH_SECONDS sets the length of each load run (default 10).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureInstall } from './ensure-install.mjs';
import { firstLoadBytes } from './first-load.mjs';
import { freePort, root } from './lib.mjs';
import { runLoad } from './load.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const DEMO_LOGIN = { Username: 'customer@example.com', Password: 'Travel-2026!' };
const children = [];
let dataDir;

/** Stops the servers, waits for them to close the database, then deletes it. */
async function cleanUp() {
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
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));

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

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Sequential requests (one at a time, so server time is not queueing time). Each is a path (GET)
 * or `{path, method, body}` (a JSON body).
 */
async function timeRequests(baseUrl, requests) {
  const server = [];
  const client = [];
  const bodies = [];
  for (const request of requests) {
    const {
      path: p,
      method = 'GET',
      body,
    } = typeof request === 'string' ? { path: request } : request;
    const startedAt = performance.now();
    const res = await fetch(baseUrl + p, {
      method,
      ...(body === undefined
        ? {}
        : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
    const reply = await res.json();
    client.push(performance.now() - startedAt);
    if (!res.ok) throw new Error(`${method} ${p} answered ${res.status}: ${JSON.stringify(reply)}`);
    const timing = /app;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '');
    if (!timing) throw new Error(`${method} ${p} has no Server-Timing header`);
    server.push(Number(timing[1]));
    bodies.push(reply);
  }
  const sort = (values) => [...values].sort((a, b) => a - b);
  return { server: sort(server), client: sort(client), bodies };
}

/** Seeded, so two runs time the same prefixes. */
function pseudoRandomTriples(count, seed = 2026) {
  let state = seed;
  const letter = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return String.fromCharCode(97 + (state % 26));
  };
  return Array.from({ length: count }, () => letter() + letter() + letter());
}

/** `MM/DD/YYYY`, `days` from today (UTC). */
function searchDate(days) {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (n) => String(n).padStart(2, '0');
  return `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${date.getUTCFullYear()}`;
}

/** A busy round trip (JFK→LAX, a week away) departing `days` from today. */
const flightSearch = (days) =>
  `/api/AirTickets?tripType=roundtrip&departureAirport=JFK&destinationAirport=LAX` +
  `&departureDate=${encodeURIComponent(searchDate(days))}` +
  `&returnDate=${encodeURIComponent(searchDate(days + 7))}&adult=1`;

/** `YYYYMMDD`, `days` from today (UTC). */
function hotelDate(days) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');
}

/** Two nights for two adults in one room, checking in `days` from today, around `address`. */
const hotelSearch = (address, days) => ({
  path: '/api/SearchHotel',
  method: 'POST',
  body: {
    address,
    checkIn: hotelDate(days),
    checkOut: hotelDate(days + 2),
    rooms: 1,
    adults: 2,
    sort: 'recommand',
  },
});

/** `path` is a fixed path or a function giving each request's path. */
const loadTest = ({ path: next, ...options }) =>
  runLoad({
    seconds: SECONDS,
    connections: 50,
    path: typeof next === 'function' ? next : () => next,
    ...options,
  });

const fmt = (n, digits = 2) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');

async function main() {
  await ensureInstall();
  const { build } = await import('./build.mjs');
  await build();
  // (f) needs only the built files: entry plus route chunks, as a first visit downloads them.
  const firstLoad = firstLoadBytes(path.join(root, 'apps/web/dist'), {
    home: 'home-page',
    flights: 'flights-page',
    hotels: 'hotel-list-page',
    hotelsMap: 'hotel-map-page',
    hotel: 'hotel-detail-page',
    hotelBook: 'hotel-book-page',
  });

  dataDir = mkdtempSync(path.join(os.tmpdir(), 'travel-bench-'));
  const [apiPort, helloPort] = [await freePort(), await freePort()];
  const api = `http://127.0.0.1:${apiPort}`;
  const hello = `http://127.0.0.1:${helloPort}`;
  const { DATABASE_URL: _db, SMTP_URL: _smtp, ...inherited } = process.env;
  const huge = String(1_000_000_000);
  console.info('bench: starting the built server (fresh embedded database) and a hello-world');
  startProcess(['apps/api/dist/server.js'], {
    ...inherited,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(apiPort),
    PGLITE_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // Raised so the figures measure the server, not the abuse limits.
    SIGNIN_MAX_FAILURES_PER_ACCOUNT: huge,
    SIGNIN_MAX_ATTEMPTS_PER_ADDRESS: huge,
    SIGNIN_MAX_FAILURES_PER_ADDRESS: huge,
  });
  startProcess(['scripts/bench-hello.mjs'], { ...inherited, PORT: String(helloPort) });
  await Promise.all([waitForOk(`${api}/api/health`), waitForOk(`${hello}/hello`)]);

  // (a) Every 1- and 2-letter prefix, then real codes seen in those answers plus seeded triples.
  const letters = [...'abcdefghijklmnopqrstuvwxyz'];
  const oneAndTwo = [...letters, ...letters.flatMap((a) => letters.map((b) => a + b))];
  const search = (q) => `/api/Airports/Search?q=${encodeURIComponent(q)}`;
  await timeRequests(api, oneAndTwo.slice(0, 50).map(search)); // warm-up (JIT, caches)
  const first = await timeRequests(api, oneAndTwo.map(search));
  const realCodes = new Set();
  for (const body of first.bodies) {
    for (const item of Array.isArray(body.data) ? body.data : []) {
      if (typeof item.value === 'string' && item.value.length === 3) realCodes.add(item.value);
    }
  }
  const triples = [...new Set([...[...realCodes].slice(0, 400), ...pseudoRandomTriples(300)])];
  const third = await timeRequests(api, triples.map(search));
  const prefixServer = [...first.server, ...third.server].sort((a, b) => a - b);
  const prefixClient = [...first.client, ...third.client].sort((a, b) => a - b);
  const helloCount = prefixServer.length;
  await timeRequests(hello, Array(50).fill('/hello'));
  const helloTimes = await timeRequests(hello, Array(helloCount).fill('/hello'));

  // (b) Autocomplete under load, rotating through the prefixes.
  const allPrefixes = [...oneAndTwo, ...triples];
  let next = 0;
  const searchLoad = await loadTest({
    url: api,
    path: () => search(allPrefixes[next++ % allPrefixes.length]),
  });
  const helloLoad = await loadTest({ url: hello, path: '/hello' });

  // (c) Sign-in: argon2id by design costs tens of milliseconds of CPU per attempt.
  const signIn = await loadTest({
    url: api,
    path: '/api/Account/Login',
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_LOGIN),
    connections: 20,
  });

  // (d) Flight search: the route network is built on the first search (warm-up, other dates),
  // then 60 departure dates each searched for the first time (schedules, connections, prices
  // and inventory computed afresh); after the load below, the same dates once more (cached).
  await timeRequests(api, [flightSearch(200), flightSearch(201), flightSearch(202)]);
  const searchDays = Array.from({ length: 60 }, (_, i) => 14 + i);
  const flightCold = await timeRequests(api, searchDays.map(flightSearch));
  const offerCounts = flightCold.bodies.map((body) => body.data?.offers?.length ?? 0);
  const flightHello = await timeRequests(hello, Array(searchDays.length).fill('/hello'));

  // (e) Flight search under load, rotating through the same dates, asking for brotli as browsers
  // do: after each date's first search, replies come from the 20 s search cache.
  let nextDay = 0;
  const flightLoad = await loadTest({
    url: api,
    headers: { 'accept-encoding': 'gzip, deflate, br' },
    path: () => flightSearch(searchDays[nextDay++ % searchDays.length]),
  });
  const flightWarm = await timeRequests(api, searchDays.map(flightSearch));

  // (g) Hotel search in a large city: London, found the way the form finds it, 40 check-in dates
  // each searched for the first time (the supplier prices every hotel's rooms night by night).
  const [london] = (await timeRequests(api, ['/api/hotel?where=London&t=a'])).bodies[0].data;
  if (!london || london.type !== 1) throw new Error('the address search did not find London');
  await timeRequests(api, [hotelSearch(london.value, 120), hotelSearch(london.value, 121)]);
  const hotelDays = Array.from({ length: 40 }, (_, i) => 30 + i);
  const hotelCold = await timeRequests(
    api,
    hotelDays.map((days) => hotelSearch(london.value, days)),
  );
  const hotelCounts = hotelCold.bodies.map((body) => body.data?.total ?? 0);
  const hotelHello = await timeRequests(hello, Array(hotelDays.length).fill('/hello'));

  const cores = os.availableParallelism?.() ?? os.cpus().length;
  console.info(`\nbench results (${cores} cores shared by client and servers; ${SECONDS} s loads)`);
  console.info(
    `(a) autocomplete server time over ${prefixServer.length} prefixes ` +
      `(26 one-letter, 676 two-letter, ${triples.length} three-letter incl. ${Math.min(realCodes.size, 400)} real codes)`,
  );
  console.info(
    `    p50 ${fmt(percentile(prefixServer, 50), 3)} ms  p95 ${fmt(percentile(prefixServer, 95), 3)} ms  ` +
      `p99 ${fmt(percentile(prefixServer, 99), 3)} ms  max ${fmt(prefixServer.at(-1), 3)} ms   goal p95 < 20 ms: ` +
      `${percentile(prefixServer, 95) < 20 ? 'met' : 'NOT met'}`,
  );
  console.info(
    `    hello-world p50 ${fmt(percentile(helloTimes.server, 50), 3)} ms  p95 ${fmt(percentile(helloTimes.server, 95), 3)} ms ` +
      `(client round trip p95: autocomplete ${fmt(percentile(prefixClient, 95))} ms, hello ${fmt(percentile(helloTimes.client, 95))} ms)`,
  );
  const line = (name, r) =>
    `    ${name.padEnd(12)} ${fmt(r.rps, 0).padStart(7)} req/s  latency p50 ${r.p50} ms p99 ${r.p99} ms` +
    `  (${r.total} requests, ${r.failures} failed)`;
  console.info('(b) autocomplete throughput, 50 connections');
  console.info(line('autocomplete', searchLoad));
  console.info(line('hello-world', helloLoad));
  console.info(
    `    autocomplete reaches ${fmt((searchLoad.rps / helloLoad.rps) * 100, 0)}% of hello-world`,
  );
  console.info('(c) sign-in throughput (POST /api/Account/Login, argon2id), 20 connections');
  console.info(line('sign-in', signIn));
  console.info(line('hello-world', helloLoad));
  const p95 = (r) => percentile(r.server, 95);
  console.info(
    `(d) flight search server time, JFK→LAX round trip, ${searchDays.length} departure dates ` +
      `(${Math.min(...offerCounts)}–${Math.max(...offerCounts)} offers each)`,
  );
  console.info(
    `    first search of each date: p50 ${fmt(percentile(flightCold.server, 50), 3)} ms  ` +
      `p95 ${fmt(p95(flightCold), 3)} ms  max ${fmt(flightCold.server.at(-1), 3)} ms   ` +
      `goal p95 ≤ 100 ms: ${p95(flightCold) <= 100 ? 'met' : 'NOT met'}`,
  );
  console.info(
    `    same dates again:          p50 ${fmt(percentile(flightWarm.server, 50), 3)} ms  ` +
      `p95 ${fmt(p95(flightWarm), 3)} ms   hello-world p95 ${fmt(p95(flightHello), 3)} ms`,
  );
  console.info('(e) flight search throughput, 50 connections (brotli, 20 s search cache)');
  console.info(line('search', flightLoad));
  console.info(line('hello-world', helloLoad));
  const share = (flightLoad.rps / helloLoad.rps) * 100;
  console.info(
    `    flight search reaches ${fmt(share, 1)}% of hello-world   goal ≥ 10%: ` +
      `${share >= 10 ? 'met' : 'NOT met'}`,
  );
  const kb = (bytes) => `${fmt(bytes / 1000, 1)} KB`;
  console.info('(f) first-load JavaScript, gzip (entry and the route chunks it needs)');
  console.info(
    `    entry ${kb(firstLoad.entry)}   / ${kb(firstLoad.home)}   /flights ${kb(firstLoad.flights)}` +
      `   goal /flights ≤ 170 KB: ${firstLoad.flights <= 170_000 ? 'met' : 'NOT met'}`,
  );
  const hotelPages = [firstLoad.hotels, firstLoad.hotelsMap, firstLoad.hotel, firstLoad.hotelBook];
  console.info(
    `    /hotels ${kb(firstLoad.hotels)}   /hotels/map ${kb(firstLoad.hotelsMap)} (map code on demand)` +
      `   /hotel/{id} ${kb(firstLoad.hotel)}   /hotel/{id}/book ${kb(firstLoad.hotelBook)}` +
      `   goal hotel pages ≤ 170 KB: ${Math.max(...hotelPages) <= 170_000 ? 'met' : 'NOT met'}`,
  );
  console.info(
    `(g) hotel search server time, London (${london.name}), 2 nights, 2 adults, ${hotelDays.length} check-in dates ` +
      `(${Math.min(...hotelCounts)}–${Math.max(...hotelCounts)} hotels each)`,
  );
  console.info(
    `    first search of each date: p50 ${fmt(percentile(hotelCold.server, 50), 3)} ms  ` +
      `p95 ${fmt(p95(hotelCold), 3)} ms  max ${fmt(hotelCold.server.at(-1), 3)} ms   ` +
      `goal p95 ≤ 100 ms: ${p95(hotelCold) <= 100 ? 'met' : 'NOT met'}   hello-world p95 ${fmt(p95(hotelHello), 3)} ms`,
  );
}

main()
  .catch((error) => {
    console.error(`bench failed: ${error.message}`);
    process.exitCode = 1;
  })
  .finally(cleanUp);
