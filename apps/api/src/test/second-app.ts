import type { FastifyInstance } from 'fastify';
import { openDatabase, type DatabaseHandle } from '@travel/db';
import { buildApp } from '../app';
import { ORDER_PRODUCTS } from '../products';
import type { AppContext } from '../app-context';
import { withJwtSecret } from '../lib/server-secrets';
import { loadConfig } from '../plugins/env';
import { RAISED_HOLD_LIMITS, type TestApp } from './test-app';

export interface SecondApp {
  app: FastifyInstance;
  ctx: AppContext;
  close(): Promise<void>;
}

/**
 * A second API process on the database of `t`, as a second server behind a load balancer would
 * be: its own Fastify app, caches and (on PostgreSQL) its own connection pool, on the same
 * clock. On PGlite, which is one process per database, it shares `t`'s database handle, so only
 * the per-app state (caches, routes) is its own.
 */
export async function createSecondApp(
  t: TestApp,
  envOverrides: Record<string, string> = {},
): Promise<SecondApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ...RAISED_HOLD_LIMITS,
    ...envOverrides,
  });
  let database: DatabaseHandle = t.database;
  let own = false;
  if (t.databaseUrl) {
    database = await openDatabase({ url: t.databaseUrl, poolSize: 5 });
    own = true;
  }
  // The secret the first process generated and kept in the database, as a second server reads it.
  const env = await withJwtSecret(config, database.db);
  const app = await buildApp({ env, database, now: t.clock.now });
  await app.ready();
  return {
    app,
    ctx: {
      env,
      db: database.db,
      dbKind: database.kind,
      now: t.clock.now,
      orderProducts: ORDER_PRODUCTS,
    },
    async close() {
      await app.close();
      if (own) await database.close();
    },
  };
}
