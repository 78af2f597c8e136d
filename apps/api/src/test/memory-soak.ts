/**
 * Memory over many distinct flight searches on the embedded database, as `npm start` runs it
 * (file-backed PGlite in a temp dir, seeds, the whole app):
 * `node --expose-gc --import tsx apps/api/src/test/memory-soak.ts [N]`
 * (N searches, 8000 by default; a few minutes). Not run by vitest. Prints, every 1,000 searches,
 * the process RSS, the JS heap, external memory, PGlite's WebAssembly memory (which can grow but
 * never shrink) and the rows and size of `search_responses`. The WASM figure is read from
 * PGlite's Emscripten module, a protected field: good enough for a measurement script.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@travel/db';
import { buildApp } from '../app';
import { loadEnv } from '../plugins/env';
import { runSeeds } from '../seed/index';

const AIRPORTS = [
  'LAX',
  'SFO',
  'JFK',
  'ORD',
  'ATL',
  'DFW',
  'DEN',
  'SEA',
  'MIA',
  'BOS',
  'LHR',
  'CDG',
  'FRA',
  'AMS',
  'MAD',
  'NRT',
  'HND',
  'SIN',
  'HKG',
  'SYD',
];

const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

interface WasmModule {
  HEAPU8?: { buffer: ArrayBufferLike };
}

/** Searches that miss every cache: distinct route and date pairs, a year of dates. */
function searchUrl(i: number): string {
  const from = AIRPORTS[i % AIRPORTS.length]!;
  // An offset of 1..n-1 never lands on the departure airport.
  const offset = 1 + (Math.floor(i / AIRPORTS.length) % (AIRPORTS.length - 1));
  const to = AIRPORTS[(i + offset) % AIRPORTS.length]!;
  // From a week out over the next 300 days: searches are limited to 361 days ahead.
  const first = Date.now() + 7 * 86_400_000;
  const day = new Date(first + (Math.floor(i / 7) % 300) * 86_400_000);
  const date = `${String(day.getUTCMonth() + 1).padStart(2, '0')}/${String(day.getUTCDate()).padStart(2, '0')}/${day.getUTCFullYear()}`;
  const params = new URLSearchParams({
    tripType: 'oneway',
    departureAirport: from,
    destinationAirport: to,
    departureDate: date,
    adult: String(1 + (i % 3)),
  });
  return `/api/AirTickets?${params}`;
}

async function main(): Promise<void> {
  const total = Number(process.argv[2] ?? 8000);
  const dir = await mkdtemp(path.join(tmpdir(), 'travel-soak-'));
  const env = loadEnv({ ...process.env, LOG_LEVEL: 'silent', PGLITE_DIR: dir });
  const database = await openDatabase({ dataDir: env.PGLITE_DIR });
  await database.migrate();
  const app = await buildApp({ env, database });
  const ctx = { env, db: database.db, dbKind: database.kind, now: () => new Date() };
  await runSeeds(ctx);
  await app.ready();
  const client = (database.db as unknown as { $client: { mod?: WasmModule } }).$client;
  const wasmBytes = () => client.mod?.HEAPU8?.buffer.byteLength ?? 0;

  const report = async (done: number) => {
    // Run with `node --expose-gc --import tsx` so the figures are live memory, not garbage.
    (globalThis as { gc?: () => void }).gc?.();
    const memory = process.memoryUsage();
    const [row] = (
      (await database.db.execute(
        sql`select count(*)::int as n, pg_total_relation_size('search_responses')::bigint as bytes
            from search_responses`,
      )) as unknown as { rows: { n: number; bytes: string }[] }
    ).rows;
    console.info(
      [
        `${String(done).padStart(5)} searches`,
        `rss ${mb(memory.rss)}`,
        `heapUsed ${mb(memory.heapUsed)}`,
        `external ${mb(memory.external)}`,
        `wasm ${mb(wasmBytes())}`,
        `search_responses ${row?.n ?? '?'} rows ${mb(Number(row?.bytes ?? 0))}`,
      ].join('  '),
    );
  };

  const started = Date.now();
  await report(0);
  try {
    for (let i = 1; i <= total; i += 1) {
      const res = await app.inject({ method: 'GET', url: searchUrl(i) });
      if (res.statusCode !== 200)
        throw new Error(`search ${i} answered ${res.statusCode}: ${res.body}`);
      if (i % 1000 === 0) await report(i);
    }
    console.info(`${total} searches in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await app.close();
    await database.close();
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
