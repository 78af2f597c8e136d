/**
 * What a search worker does, alone on one thread, over the bench's pool of distinct searches
 * (scripts/bench/queries.mjs: 100 served hub pairs × 251 departure dates, round trips back a
 * week later, in the bench's shuffled order): `searchOffers` then `buildReply`, exactly the
 * worker's task. Not run by vitest. For the worker's memory and GC:
 * `node --expose-gc --trace-gc --import tsx apps/api/src/test/worker-search-soak.ts [N] [EVERY]`
 * (N searches timed after 500 to warm the JIT; EVERY=2 takes every other query of the pool, as
 * one of the two default workers sees it). Prints the time per search, the RSS and the live heap.
 */
import { createHash, randomUUID } from 'node:crypto';
import { PerformanceObserver, type PerformanceEntry } from 'node:perf_hooks';
import { FlightSearchQuerySchema } from '@travel/contracts/flights';
import { ANONYMOUS_BUYER } from '../products/flight/offers/buyer';
import { referenceCatalog } from '../lib/reference-catalog';
import { resolveSearch } from '../modules/flights/search-rules';
import { buildReply } from '../modules/flights/search-reply-builder';
import { airlineModel, searchOffers } from '../suppliers/flights/airline-model';
import { segmentJson, segmentKey, writeSegmentJson } from '../suppliers/flights/flight-part';
import type { SupplierSearchQuery } from '../suppliers/flights/port';
import type { InventoryView } from '../suppliers/flights/seats';

interface Route {
  from: string;
  to: string;
}
interface BenchQueries {
  largeAirports(): string[];
  candidateRoutes(airports: string[]): Iterable<Route>;
  queryPool(routes: Route[], days: number[]): (Route & { days: number })[];
  flightSearchPath(query: Route & { days: number }, now?: number): string;
}

const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function main(): Promise<void> {
  const total = Number(process.argv[2] ?? 4000);
  const every = Number(process.argv[3] ?? 2);
  const queries = new URL('../../../../scripts/bench/queries.mjs', import.meta.url).href;
  const bench = (await import(queries)) as BenchQueries;
  const { catalog } = referenceCatalog();
  const model = airlineModel(catalog);
  // REPLY_SHA=1: fixed clock and response ids, brotli off, one sha256 over the replies' text and
  // quotes (a change that must not alter one byte of a reply compares this before and after).
  const hashing = process.env.REPLY_SHA ? createHash('sha256') : undefined;
  const now = hashing ? new Date('2026-11-25T00:00:00Z') : new Date();
  let searched = 0;
  const view: InventoryView = new Map();
  const queryOf = (path: string): SupplierSearchQuery => {
    const params = Object.fromEntries(new URL(path, 'http://x').searchParams);
    const parsed = FlightSearchQuerySchema.parse(params);
    const resolved = resolveSearch(catalog, parsed, now);
    return {
      legs: resolved.legs,
      tripType: resolved.tripType,
      adults: parsed.adult,
      children: parsed.child ?? 0,
      now,
      publishedOnly: false,
      limit: 300,
    };
  };
  const search = (path: string) => {
    const found = searchOffers(model, queryOf(path), view);
    searched += 1;
    const reply = buildReply(
      found,
      {
        responseId: hashing
          ? `00000000-0000-4000-8000-${String(searched).padStart(12, '0')}`
          : randomUUID(),
        expiresAt: now.getTime() + 1_200_000,
        invoice: false,
        limit: 300,
        buyer: ANONYMOUS_BUYER,
        brotli: !hashing,
      },
      { segmentJson, segmentKey, writeSegment: writeSegmentJson },
    );
    if (hashing) hashing.update(`${reply.text}\n${JSON.stringify(reply.quotes)}\n`);
    return reply;
  };
  // The bench's served routes: the first 100 candidate hub pairs with offers 330 days out.
  const routes: Route[] = [];
  for (const route of bench.candidateRoutes(bench.largeAirports())) {
    if (routes.length >= 100) break;
    const found = searchOffers(
      model,
      queryOf(bench.flightSearchPath({ ...route, days: 330 }, now.getTime())),
      view,
    );
    if (found.length > 0) routes.push(route);
  }
  const days = Array.from({ length: 251 }, (_, i) => 8 + i);
  const pool = bench
    .queryPool(routes, days)
    .map((query) => bench.flightSearchPath(query, now.getTime()));
  const mine = pool.filter((_, i) => i % every === 0);
  // Warm the JIT on queries from the end of the pool, which the timed run does not reach.
  for (const path of mine.slice(-500)) search(path);
  const sampler = process.env.HEAP_SAMPLES ? await heapSampler() : undefined;
  const traces = process.env.HIT_CURVE ? traceKeys(model) : undefined;
  const times: number[] = [];
  const gcs = gcStats();
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < total && i < mine.length - 500; i += 1) {
    const t0 = performance.now();
    search(mine[i] as string);
    times.push(performance.now() - t0);
    traces?.endSearch();
    if ((i + 1) % 1000 === 0) {
      const memory = process.memoryUsage();
      console.info(`${i + 1} searches  rss ${mb(memory.rss)}  heapUsed ${mb(memory.heapUsed)}`);
    }
  }
  const elapsed = performance.now() - started;
  const cpuUsed = process.cpuUsage(cpu);
  await new Promise((resolve) => setTimeout(resolve, 100));
  gcs.stop();
  if (sampler) await sampler.report();
  times.sort((x, y) => x - y);
  const at = (p: number) => (times[Math.floor((times.length - 1) * p)] ?? 0).toFixed(2);
  (globalThis as { gc?: () => void }).gc?.();
  const memory = process.memoryUsage();
  console.info(
    `${times.length} searches: ${(elapsed / times.length).toFixed(3)} ms each, p50 ${at(0.5)} ` +
      `p99 ${at(0.99)} max ${at(1)} ms; after gc rss ${mb(memory.rss)} heapUsed ${mb(memory.heapUsed)}`,
  );
  console.info(
    `cpu ${((cpuUsed.user + cpuUsed.system) / 1000 / times.length).toFixed(3)} ms a search; ${gcs.report(times.length)}`,
  );
  if (traces) traces.report();
  if (hashing) console.info(`sha256 of ${searched} replies ${hashing.digest('hex')}`);
}

/** GC pauses of the timed run by kind (scavenges, mark-compacts), from perf_hooks. */
function gcStats() {
  const byKind = new Map<string, { count: number; total: number; max: number }>();
  const names: Record<number, string> = { 1: 'scavenge', 2: 'minor-mc', 4: 'mark-compact' };
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const { detail } = entry as PerformanceEntry & { detail?: { kind?: number } };
      const kind = detail?.kind ?? 0;
      const name = names[kind] ?? `kind ${kind}`;
      const stat = byKind.get(name) ?? { count: 0, total: 0, max: 0 };
      stat.count += 1;
      stat.total += entry.duration;
      stat.max = Math.max(stat.max, entry.duration);
      byKind.set(name, stat);
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  return {
    stop: () => observer.disconnect(),
    report: (searches: number) =>
      [...byKind]
        .map(
          ([name, s]) =>
            `${name} ${s.count} (${((1000 * s.count) / searches).toFixed(0)} per 1000 searches), ` +
            `${s.total.toFixed(0)} ms in all, max ${s.max.toFixed(1)} ms`,
        )
        .join('; '),
  };
}

/**
 * V8's sampling heap profiler from the start of the timed run: before any full GC, what it still
 * counts includes what scavenges promoted and no mark-compact has freed yet, by allocation site.
 */
async function heapSampler() {
  const { Session } = await import('node:inspector');
  const session = new Session();
  session.connect();
  const post = (method: string, params?: object) =>
    new Promise<unknown>((resolve, reject) =>
      session.post(method, params, (error, result) => (error ? reject(error) : resolve(result))),
    );
  await post('HeapProfiler.startSampling', {
    samplingInterval: 4096,
    includeObjectsCollectedByMajorGC: true,
    // HEAP_SAMPLES=all: every allocation, also what scavenges freed (what a search allocates).
    includeObjectsCollectedByMinorGC: process.env.HEAP_SAMPLES === 'all',
  });
  interface Node {
    callFrame: { functionName: string; url: string; lineNumber: number };
    selfSize: number;
    children: Node[];
  }
  return {
    async report() {
      const { profile } = (await post('HeapProfiler.stopSampling')) as { profile: { head: Node } };
      const bySite = new Map<string, number>();
      const walk = (node: Node, parent: string) => {
        const { functionName, url, lineNumber } = node.callFrame;
        const site = `${functionName || '(anon)'} ${url.split('/').slice(-2).join('/')}:${lineNumber + 1}`;
        const key =
          site.startsWith('set ') || site.startsWith('push ') ? `${site} < ${parent}` : site;
        bySite.set(key, (bySite.get(key) ?? 0) + node.selfSize);
        for (const child of node.children) walk(child, site);
      };
      walk(profile.head, '');
      const top = [...bySite]
        .sort((x, y) => y[1] - x[1])
        .slice(0, Number(process.env.HEAP_TOP ?? 25));
      for (const [site, bytes] of top) console.info(`${mb(bytes).padStart(7)}  ${site}`);
      let total = 0;
      for (const bytes of bySite.values()) total += bytes;
      console.info(`${mb(total).padStart(7)}  sampled in all`);
    },
  };
}

/**
 * The keys each long-lived cache is asked for, in order, and the least-recently-used hit rate
 * they would give at several capacities (stack distances), beside a cache without bound.
 * Counted once per search: a key asked again within the same search is not a cache question
 * (the search could keep it itself).
 */
function traceKeys(model: ReturnType<typeof airlineModel>) {
  const streams = {
    timetable: [] as string[],
    itineraries: [] as string[],
    flights: [] as string[],
  };
  let inSearch = {
    timetable: new Set<string>(),
    itineraries: new Set<string>(),
    flights: new Set<string>(),
  };
  const note = (kind: keyof typeof streams, key: string) => {
    if (inSearch[kind].has(key)) return;
    inSearch[kind].add(key);
    streams[kind].push(key);
  };
  const { timetable, itineraries } = model;
  const flightsOn = timetable.flightsOn.bind(timetable);
  timetable.flightsOn = (leg, date) => {
    note('timetable', `${leg.key}|${date}`);
    const flights = flightsOn(leg, date);
    return flights;
  };
  const between = itineraries.between.bind(itineraries);
  itineraries.between = (origin, destination, date) => {
    note('itineraries', `${origin}|${destination}|${date}`);
    const found = between(origin, destination, date);
    for (const it of found) for (const f of it.flights) note('flights', f.flightId);
    return found;
  };
  const sizes = [250, 500, 1000, 2000, 5000, 10000, 20000, 50000];
  return {
    endSearch() {
      inSearch = { timetable: new Set(), itineraries: new Set(), flights: new Set() };
    },
    report() {
      for (const [kind, keys] of Object.entries(streams)) {
        const last = new Map<string, number>();
        const distances: number[] = [];
        let cold = 0;
        // Stack distance = distinct keys since the previous use (O(n·d) but n is small enough).
        const order: string[] = [];
        for (const key of keys) {
          if (!last.has(key)) {
            cold += 1;
          } else {
            const index = order.lastIndexOf(key);
            distances.push(order.length - 1 - index);
            order.splice(index, 1);
          }
          order.push(key);
          last.set(key, 1);
        }
        const hits = (size: number) => distances.filter((d) => d < size).length;
        console.info(
          `${kind}: ${keys.length} asks (once per search), ${cold} never seen before; LRU hit rate ` +
            sizes
              .map((size) => `${size}: ${((100 * hits(size)) / keys.length).toFixed(1)}%`)
              .join(', ') +
            `, unbounded ${((100 * distances.length) / keys.length).toFixed(1)}%`,
        );
      }
    },
  };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
