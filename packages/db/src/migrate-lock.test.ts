import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';

const adminUrl = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(adminUrl);

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

// PGlite is one process per data directory (data-dir-lock): the race exists on PostgreSQL only.
describe.runIf(onPostgres)('migrate on PostgreSQL', () => {
  it('two processes migrating one empty database at once both succeed', async () => {
    const name = `travel_migrate_${randomBytes(6).toString('hex')}`;
    await admin((client) => client.query(`create database ${name}`));
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${name}`;
    const first = await openDatabase({ url: url.toString(), poolSize: 3 });
    const second = await openDatabase({ url: url.toString(), poolSize: 3 });
    try {
      const results = await Promise.allSettled([first.migrate(), second.migrate()]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
      const { rows } = await admin(async () => {
        const client = new pg.Client({ connectionString: url.toString() });
        await client.connect();
        try {
          return await client.query<{ n: string }>(
            'select count(*) as n from drizzle.__drizzle_migrations',
          );
        } finally {
          await client.end();
        }
      });
      // Each migration recorded once, not twice.
      const journal = (await import('../migrations/meta/_journal.json', { with: { type: 'json' } }))
        .default as { entries: unknown[] };
      expect(Number(rows[0]?.n)).toBe(journal.entries.length);
    } finally {
      await first.close();
      await second.close();
      await admin((client) => client.query(`drop database if exists ${name} with (force)`));
    }
  });
});
