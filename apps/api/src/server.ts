import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '@travel/db';
import { buildApp } from './app';
import { ORDER_PRODUCTS } from './products';
import { loadConfig, type Env } from './plugins/env';
import { withJwtSecret } from './lib/server-secrets';
import { runSeeds } from './seed/index';

/** Only listens: everything else is in buildApp so tests build the same app. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.PGLITE_DIR });
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let env: Env;
  try {
    await database.migrate();
    // Without JWT_SECRET (never in production) the secret generated on first start, kept with
    // the data.
    env = await withJwtSecret(config, database.db);
    const webDist =
      env.WEB_DIST ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
    app = await buildApp({ env, database, webDist });
    await runSeeds({
      env,
      db: database.db,
      dbKind: database.kind,
      now: () => new Date(),
      orderProducts: ORDER_PRODUCTS,
    });
    await app.listen({ port: env.PORT, host: env.HOST });
  } catch (error) {
    // A failed start (port taken, bad migration) closes the embedded database cleanly first.
    await app?.close();
    await database.close();
    throw error;
  }
  const server = app;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    server.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await server.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const url = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  console.info(`\ntravel-outlet is running at ${url}  (database: ${database.kind})`);
  if (env.NODE_ENV !== 'production') {
    console.info(
      'Demo accounts (password Travel-2026!): customer@example.com, agent@example.com, ' +
        'subagent@example.com, subagent2@example.com, admin@example.com, super@example.com',
    );
    if (!env.SMTP_URL) {
      const who = env.MAILBOX_PUBLIC ? 'every address (MAILBOX_PUBLIC=true)' : 'this machine only';
      console.info(`Local mailbox: ${url}/mailbox, for ${who}`);
    }
    if (!config.JWT_SECRET) {
      console.info('Token key: generated on first start, kept in the database (or set JWT_SECRET)');
    }
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
