import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { openDatabase, type DatabaseHandle } from '@travel/db';
import { buildApp } from '../app';
import { ORDER_PRODUCTS } from '../products';
import type { AppContext } from '../app-context';
import { withJwtSecret } from '../lib/server-secrets';
import { ledgerProblems } from '../lib/payments/ledger-check';
import { loadConfig } from '../plugins/env';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  database: DatabaseHandle;
  /** The PostgreSQL database of this app (TEST_DB=postgres); undefined on PGlite. */
  databaseUrl?: string | undefined;
  /** Moves the clock the app sees; tests of expiry and windows use it. */
  clock: { advance(ms: number): void; set(date: Date): void; now(): Date };
  close(): Promise<void>;
}

/**
 * Issue 9: every test books from one address (inject's 127.0.0.1) and often one email, so the
 * unpaid-hold and order-lookup limits are raised here; the tests of those limits set their own.
 */
export const RAISED_HOLD_LIMITS: Record<string, string> = {
  HOLD_MAX_UNPAID_PER_ADDRESS: '100000',
  HOLD_MAX_UNPAID_PER_EMAIL: '100000',
  HOLD_MAX_UNPAID_PER_ACCOUNT: '100000',
  HOLD_MAX_SHARE_PERCENT: '100',
  HOLD_MAX_SHARE_PERCENT_ACCOUNT: '100',
  ORDER_LOOKUP_MAX_FAILURES_PER_ORDER: '100000',
  ORDER_LOOKUP_MAX_FAILURES_PER_ADDRESS: '100000',
};

/**
 * A real app on a real, empty, migrated database: in-memory PGlite by default, or a fresh
 * database on the PostgreSQL server of TEST_DATABASE_URL when TEST_DB=postgres.
 */
export async function createTestApp(
  envOverrides: Record<string, string> = {},
  options: {
    logStream?: NodeJS.WritableStream;
    /** A built web app to serve (static-spa tests). */
    webDist?: string;
    /** Adds test-only routes before the app is ready (e.g. one that echoes request.ip). */
    beforeReady?: (app: FastifyInstance) => void;
  } = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ...RAISED_HOLD_LIMITS,
    ...envOverrides,
  });
  const { database, dropDatabase, url } = await openTestDatabase();
  await database.migrate();
  // As the server does: JWT_SECRET when given, else the one generated and kept in the database.
  const env = await withJwtSecret(config, database.db);
  let offset = 0;
  let fixed: Date | undefined;
  const now = () => new Date((fixed ?? new Date()).getTime() + offset);
  const app = await buildApp({
    env,
    database,
    now,
    logStream: options.logStream,
    webDist: options.webDist,
  });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    ctx: { env, db: database.db, dbKind: database.kind, now, orderProducts: ORDER_PRODUCTS },
    database,
    databaseUrl: url,
    clock: {
      advance: (ms) => {
        offset += ms;
      },
      set: (date) => {
        fixed = date;
        offset = 0;
      },
      now,
    },
    async close() {
      // Every order the suite created must balance (issue 12): paid − refunded = net, no charge
      // refunded twice, statuses that match the money.
      const problems = await ledgerProblems(database.db).catch(() => []);
      await app.close();
      await database.close();
      await dropDatabase();
      if (problems.length > 0)
        throw new Error(`order ledger out of balance:\n${problems.join('\n')}`);
    },
  };
}

export const usesPostgres = (): boolean => process.env.TEST_DB === 'postgres';

async function openTestDatabase(): Promise<{
  database: DatabaseHandle;
  dropDatabase: () => Promise<void>;
  url?: string;
}> {
  if (!usesPostgres()) {
    return { database: await openDatabase(), dropDatabase: async () => {} };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `travel_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 5 });
  return {
    database,
    url: url.toString(),
    dropDatabase: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
