import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { listenOnPostgres, type ListenHandlers } from './notifications';
import { leanPglite } from './pglite-lean';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The one database type every repository takes; both drivers produce it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query surface as the database. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  migrate(): Promise<void>;
  /**
   * Listens for NOTIFY on `channel` (PostgreSQL: a dedicated connection that reconnects; PGlite:
   * in-process). Returns the function that stops listening.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres://… ; when absent the embedded PGlite is used. */
  url?: string | undefined;
  /** PGlite data directory; `memory://` (or undefined) keeps it in memory. */
  dataDir?: string | undefined;
  /** Connection pool size for PostgreSQL. */
  poolSize?: number | undefined;
  migrationsFolder?: string | undefined;
}

const sourceMigrations = fileURLToPath(new URL('../migrations', import.meta.url));

/**
 * Where the SQL migrations are: next to the bundled server (dist/migrations) in a build,
 * or in this package when run from source.
 */
export function resolveMigrationsFolder(explicit?: string): string {
  const candidates = [
    explicit,
    process.env.MIGRATIONS_DIR,
    path.join(path.dirname(process.argv[1] ?? ''), 'migrations'),
    sourceMigrations,
  ];
  for (const candidate of candidates) {
    if (candidate && existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
  }
  throw new Error('Database migrations folder not found');
}

/** Advisory lock key of schema migrations (any constant shared by every process of the app). */
export const MIGRATION_LOCK_KEY = 7_100_000_001;

/**
 * Several processes starting together on an empty PostgreSQL database would each create the
 * migrations table and run the same DDL, and one of them crashes on a duplicate. A session-level
 * advisory lock, held on its own connection, lets one migrate while the others wait; they then
 * find every migration applied and do nothing. (PGlite is single-process: no lock needed.)
 */
async function withMigrationLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {
        broken = true;
      });
    }
  } finally {
    // A connection whose unlock failed may still hold the lock: close it rather than reuse it.
    client.release(broken);
  }
}

/**
 * Asks the database to run `select 1` on the driver client under `db` (drizzle's `$client`:
 * the lean PGlite client or the pg pool), which is what a health check needs. Through drizzle
 * the same statement would also build a query object and its parser table (about 8 µs a call,
 * as much as PGlite takes to run it).
 */
export async function pingDatabase(db: Database): Promise<void> {
  const { $client } = db as unknown as { $client: { query(text: string): Promise<unknown> } };
  await $client.query('select 1');
}

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  const migrationsFolder = resolveMigrationsFolder(options.migrationsFolder);
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // A dropped idle connection must not take the process down; the pool replaces it.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      migrate: () => withMigrationLock(pool, () => migratePg(db as never, { migrationsFolder })),
      listen: (channel, handlers) => listenOnPostgres(options.url as string, channel, handlers),
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir && options.dataDir !== 'memory://' ? options.dataDir : undefined;
  let unlock = () => {};
  if (dataDir) {
    await mkdir(dataDir, { recursive: true });
    unlock = lockDataDir(dataDir);
  }
  try {
    const client = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
    // The lean client also hears the notifications that arrive in its own replies.
    const leanClient = await leanPglite(client);
    const db = drizzlePglite(leanClient, { schema }) as unknown as Database;
    return {
      db,
      kind: 'pglite',
      migrate: () => migratePglite(db as never, { migrationsFolder }),
      listen: async (channel, handlers) => {
        const unlisten = await leanClient.listen(channel, handlers.message);
        handlers.live(true);
        return async () => {
          handlers.live(false);
          await unlisten();
        };
      },
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
