/**
 * Memory over many distinct flight searches on the embedded database, as `npm start` runs it
 * (file-backed PGlite in a temp dir, seeds, the whole app, real HTTP):
 * `node --expose-gc --import tsx apps/api/src/test/memory-soak.ts [N] [C]`
 * (N searches, 8000 by default, from C keep-alive clients at once, 1 by default; a few
 * minutes). Not run by vitest. Prints every 1,000 searches the process RSS, the live JS heap,
 * external memory, PGlite's WebAssembly memory (which can grow but never shrink) and the rows
 * and size of `search_responses`. The WASM figure is read from PGlite's Emscripten module, a
 * protected field: good enough for a measurement script.
 */
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@travel/db';
import { buildApp } from '../app';
import { ORDER_PRODUCTS } from '../products';
import { loadEnv, randomSecret } from '../plugins/env';
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
  /** Keep-alive clients searching at once (argument 3, default 1). */
  const clients = Number(process.argv[3] ?? 1);
  const dir = await mkdtemp(path.join(tmpdir(), 'travel-soak-'));
  // The server would keep a generated secret with its data; the soak needs one for this run only.
  const env = loadEnv({
    ...process.env,
    LOG_LEVEL: 'silent',
    PGLITE_DIR: dir,
    JWT_SECRET: process.env.JWT_SECRET ?? randomSecret(),
  });
  const database = await openDatabase({ dataDir: env.PGLITE_DIR });
  await database.migrate();
  const app = await buildApp({ env, database });
  const ctx = {
    env,
    db: database.db,
    dbKind: database.kind,
    now: () => new Date(),
    orderProducts: ORDER_PRODUCTS,
  };
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

  // Over real HTTP with a keep-alive client, as a browser or `npm run bench` calls it: each
  // request arrives from a socket, so timers and thread-pool completions run between requests
  // (a loop of app.inject calls on PGlite never leaves the microtask queue and measures that).
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const get = (url: string) =>
    new Promise<number>((resolve, reject) => {
      const req = http.get(
        { host: '127.0.0.1', port, path: url, agent, headers: { 'accept-encoding': 'br, gzip' } },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
    });

  const started = Date.now();
  await report(0);
  try {
    let next = 1;
    let reported = 0;
    const client = async () => {
      while (next <= total) {
        const i = next;
        next += 1;
        const status = await get(searchUrl(i));
        if (status !== 200) throw new Error(`search ${i} answered ${status}`);
        if (i - reported >= 1000) {
          reported = i - (i % 1000);
          await report(reported);
        }
      }
    };
    await Promise.all(Array.from({ length: clients }, client));
    console.info(`${total} searches in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    agent.destroy();
    await app.close();
    await database.close();
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
