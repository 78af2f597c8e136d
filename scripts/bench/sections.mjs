// The measurements of `npm run bench`, one function per BENCH_ONLY section. Each returns its
// figures; bench.mjs turns them into the table. Loopback only; bounded; stops by itself.
import { checkCompression, observedReply } from './compression.mjs';
import { rawRequest, timeRequests } from './http.mjs';
import { openLighthouse } from './lighthouse.mjs';
import { runLoad } from './load.mjs';
import { findWrk, runWrk } from './wrk.mjs';
import { benchPages, findLondon } from './pages.mjs';
import { flightSearchPath, hotelSearchBody, queryPool, servedRoutes } from './queries.mjs';
import { medianRun, percentile } from './stats.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
// Browsers ask for these (and more); every API load asks as they do.
const BROWSER = { 'accept-encoding': 'br, gzip' };
const DEMO_LOGIN = { Username: 'customer@example.com', Password: 'Travel-2026!' };

// 100 routes × 250 departure dates 8–257 days away: 25,000 distinct searches for the load (a
// 10 s run uses them up only above 2,500/s), plus 100 timed one at a time. Other sections' flight
// dates lie beyond (the search takes up to 361 days ahead).
const POOL_ROUTES = 100;
const POOL_DAYS = Array.from({ length: 251 }, (_, i) => 8 + i);
const TIMED_ONE_BY_ONE = 100;
const PROBE_DAYS = 330;
const CACHED_DAYS = 280;
const COMPRESSION_DAYS = 290;

/** The load client: wrk when the machine has it (BENCH_CLIENT=node forces the Node one). */
export const CLIENT = process.env.BENCH_CLIENT ?? (findWrk() ? 'wrk' : 'node');

/**
 * One throughput run: `path` each time, or `paths` once each in order (a pool; the run ends
 * early if it is used up), or round and round with `cycle`.
 */
function load({ path, paths, cycle = false, headers, ...options }) {
  const common = {
    seconds: SECONDS,
    connections: CONNECTIONS,
    headers: { ...BROWSER, ...headers },
    ...options,
  };
  if (CLIENT === 'wrk') return runWrk({ ...common, path, paths, cycle });
  let next = 0;
  const nextPath =
    path !== undefined
      ? () => path
      : cycle
        ? () => paths[next++ % paths.length]
        : () => (next < paths.length ? paths[next++] : null);
  return runLoad({ ...common, path: nextPath });
}

// Lighthouse's own advice: one run varies by several points on a shared machine; the median of
// a few runs is the figure. Each run is a cold first visit with new searches (benchPages).
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));

/** One Lighthouse audit of `target`, once more if it fails, checked to have stayed on the page. */
async function auditPage(lighthouse, api, target) {
  // One retry: a single failed Lighthouse run (a protocol time-out on a loaded machine)
  // should not cost the whole run.
  const result = await lighthouse.audit(api + target.path, target).catch((error) => {
    console.warn(`bench: lighthouse ${target.name} failed (${error.message}); once more`);
    return lighthouse.audit(api + target.path, target);
  });
  for (const warning of result.warnings) {
    console.warn(`bench: lighthouse ${target.name}: ${warning}`);
  }
  // A page that sends the traveller elsewhere (the guard of /book) measured the wrong page.
  const landed = new URL(result.finalUrl).pathname;
  if (landed !== new URL(api + target.path).pathname) {
    throw new Error(`${target.name} ended on ${landed}: its state was not accepted`);
  }
  return result;
}

/**
 * Lighthouse and bytes on the wire of each page, sequentially (one Chromium), LIGHTHOUSE_RUNS
 * rounds over all pages; each page's figures are those of its median run.
 */
export async function pages({ api }) {
  const lighthouse = await openLighthouse();
  const runs = new Map();
  let targets = [];
  try {
    for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
      targets = await benchPages(api, run);
      for (const target of targets) {
        const startedAt = Date.now();
        const result = await auditPage(lighthouse, api, target);
        const kept = runs.get(target.name) ?? [];
        kept.push({ ...target, ...result });
        runs.set(target.name, kept);
        console.info(
          `bench: lighthouse ${target.name.padEnd(12)} ${result.performance} ` +
            `(run ${run + 1} of ${LIGHTHOUSE_RUNS}, ${((Date.now() - startedAt) / 1000).toFixed(1)} s)`,
        );
      }
    }
  } finally {
    await lighthouse.close();
  }
  const measured = targets.map((target) => ({
    ...medianRun(runs.get(target.name)),
    runs: runs.get(target.name).map((r) => r.performance),
  }));
  // Issue 14 names its budget in gzip: the same scripts asked for as a client without brotli
  // (the server's own scripts only; one that cannot be fetched again leaves the figure unknown
  // rather than the run).
  for (const page of measured) {
    const ours = page.wire.scripts.filter((script) => script.url.startsWith(api));
    const replies = await Promise.all(
      ours.map((script) =>
        rawRequest(script.url, { headers: { 'accept-encoding': 'gzip' } }).catch((error) => {
          console.warn(`bench: gzip size of ${script.url}: ${error.message}`);
          return { wire: NaN };
        }),
      ),
    );
    page.wire.script.gzip = replies.reduce((sum, reply) => sum + reply.wire, 0);
  }
  return measured;
}

/**
 * Every reply over 1 KB compressed: each page, every same-origin GET the page loads made (from
 * Lighthouse's records when it ran, else the page's own script and style links), and API
 * replies, a new flight and hotel search each asked for the first time.
 */
export async function compression({ api }, pageResults) {
  const urls = new Set();
  const requests = [];
  const add = (label, url, init = {}) => {
    if (init.method === undefined && urls.has(url)) return;
    urls.add(url);
    requests.push({ label, url, ...init });
  };
  const targets = pageResults ?? (await benchPages(api));
  for (const page of targets) add(`page ${page.name}`, api + page.path);
  // API calls a page made may be POSTs or new searches that cannot be asked again as new:
  // judged on what Chromium received (transfer below the decoded size means compressed).
  const observed = [];
  for (const page of pageResults ?? []) {
    for (const record of page.records ?? []) {
      if (!record.url.startsWith(`${api}/`)) continue;
      if (record.resourceType === 'Fetch' || record.resourceType === 'XHR') {
        observed.push(observedReply(`${record.resourceType} of ${page.name}`, record));
      } else {
        add(`${record.resourceType ?? 'request'} of ${page.name}`, record.url);
      }
    }
  }
  if (!pageResults) {
    const html = (await rawRequest(`${api}/`)).body?.toString('utf8') ?? '';
    for (const [, href] of html.matchAll(/(?:src|href)="(\/[^"]+\.(?:js|css|svg|json))"/g)) {
      add('asset of /', api + href);
    }
  }
  const london = await findLondon(api);
  // Dates no other section asks for.
  const flight = api + flightSearchPath({ from: 'LHR', to: 'JFK', days: COMPRESSION_DAYS });
  const hotel = hotelSearchBody(london.value, 90);
  add('API airport autocomplete', `${api}/api/Airports/Search?q=lon`);
  add('API flight search, new', flight);
  add('API flight search, repeated', flight, { method: 'GET' });
  add('API hotel search, new', `${api}/api/SearchHotel`, { method: 'POST', body: hotel });
  add('API hotel search, repeated', `${api}/api/SearchHotel`, { method: 'POST', body: hotel });
  return [...(await checkCompression(requests)), ...observed];
}

/** The hello-world at the same concurrency: the baseline of every throughput figure. */
export const hello = ({ hello: url }) => load({ url, path: '/hello' });

/**
 * One query repeated (the cached figure), then new flight searches from a pool of distinct
 * queries: a hundred one at a time for the server time, the rest under load. The cached figure
 * comes first, on a server whose search cache does not yet hold thousands of replies.
 */
export async function search({ api, hello: helloUrl }) {
  const repeated = flightSearchPath({ from: 'JFK', to: 'LAX', days: CACHED_DAYS });
  await cachedAndCompressed(api + repeated);
  const cached = await load({ url: api, path: repeated });

  const probeStart = performance.now();
  const { routes, tried } = await servedRoutes(api, POOL_ROUTES, PROBE_DAYS);
  const probeSeconds = (performance.now() - probeStart) / 1000;
  const all = queryPool(routes, POOL_DAYS);
  const pool = all.slice(0, -TIMED_ONE_BY_ONE);
  const timed = await timeRequests(
    api,
    all.slice(-TIMED_ONE_BY_ONE).map((query) => flightSearchPath(query)),
  );
  const helloTimed = await timeRequests(helloUrl, Array(TIMED_ONE_BY_ONE).fill('/hello'));
  const serverTime = {
    count: TIMED_ONE_BY_ONE,
    p50: percentile(timed.server, 50),
    p95: percentile(timed.server, 95),
    helloP95: percentile(helloTimed.server, 95),
  };
  const cold = await load({ url: api, paths: pool.map((query) => flightSearchPath(query)) });
  return {
    cold,
    serverTime,
    cached,
    pool: pool.length,
    used: Math.min(cold.total, pool.length),
    routes: routes.length,
    dates: POOL_DAYS.length,
    tried,
    probeSeconds,
  };
}

/**
 * Asks once (the search), then until the reply comes compressed (the cache compresses after
 * the first reply) or 10 s pass: the cached figure is of the steady state, not its first second.
 */
async function cachedAndCompressed(url) {
  const deadline = Date.now() + 10_000;
  while (!(await rawRequest(url, { headers: BROWSER })).encoding && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const health = ({ api }) => load({ url: api, path: '/api/health' });

/** Autocomplete: server time of each 1- and 2-letter prefix, then a load over them. */
export async function autocomplete({ api }) {
  const letters = [...'abcdefghijklmnopqrstuvwxyz'];
  const prefixes = [...letters, ...letters.flatMap((a) => letters.map((b) => a + b))];
  const path = (q) => `/api/Airports/Search?q=${encodeURIComponent(q)}`;
  await timeRequests(api, prefixes.slice(0, 50).map(path)); // warm-up (JIT)
  const timed = await timeRequests(api, prefixes.map(path));
  const throughput = await load({ url: api, paths: prefixes.map(path), cycle: true });
  return { p95: percentile(timed.server, 95), count: prefixes.length, throughput };
}

/** Sign-in (argon2id by design costs tens of milliseconds of CPU per attempt). */
export const signIn = ({ api }) =>
  load({
    url: api,
    path: '/api/Account/Login',
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_LOGIN),
  });

/** Hotel search server time in London, 40 check-in dates each searched for the first time. */
export async function hotels({ api }) {
  const london = await findLondon(api);
  const request = (days) => ({
    path: '/api/SearchHotel',
    method: 'POST',
    body: hotelSearchBody(london.value, days),
  });
  await timeRequests(api, [request(120), request(121)]); // warm-up
  const days = Array.from({ length: 40 }, (_, i) => 30 + i);
  const timed = await timeRequests(api, days.map(request));
  return { p95: percentile(timed.server, 95), count: days.length };
}

/**
 * Tour and cruise list server time (issue 14 §5): every destination of both trees (regions and
 * areas) with and without each of its first valid months, under each sort; every condition is
 * asked once, so none is answered from a previous one.
 */
export async function tours({ api }) {
  const conditions = [];
  for (const kind of ['tour', 'cruise']) {
    const tree = await (await fetch(`${api}/api/list?type=a&kind=${kind}&Lan=EN`)).json();
    const destinations = tree.data.world.flatMap((region) => [
      { region: region.code },
      ...region.areas.map((area) => ({ area: area.code })),
    ]);
    for (const destination of destinations) {
      const query = new URLSearchParams({ kind, ...destination, Lan: 'EN' });
      const months = await (await fetch(`${api}/api/ValidMonths?${query}`)).json();
      for (const month of [undefined, ...months.data.slice(0, 2)]) {
        for (const sort of [1, 2, 3]) {
          conditions.push({ kind, ...destination, ...(month ? { month } : {}), sort, Lan: 'EN' });
        }
      }
    }
  }
  const request = (body) => ({ path: '/api/tourlist', method: 'POST', body });
  // Warm-up on conditions the timed ones do not repeat (page 2 of the first few).
  await timeRequests(
    api,
    conditions.slice(0, 3).map((c) => request({ ...c, page: 2 })),
  );
  const timed = await timeRequests(api, conditions.map(request));
  return {
    p95: percentile(timed.server, 95),
    p50: percentile(timed.server, 50),
    count: conditions.length,
  };
}
