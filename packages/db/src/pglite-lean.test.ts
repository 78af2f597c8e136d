import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leanPglite } from './pglite-lean';

const probe = sql`select '2026-01-02 03:04:05+00'::timestamptz as at, '2026-01-02'::date as day,
  '1 day'::interval as span, 1.50::numeric as amount, array['2026-01-02'::date] as days,
  '{"a":[1,2]}'::jsonb as doc, 7::int as n, true as yes, ${'x'}::text as param`;

describe('leanPglite', () => {
  const plainClient = new PGlite();
  const leanClient = new PGlite();
  const plain = drizzle({ client: plainClient });
  let lean: ReturnType<typeof drizzle>;
  // Two databases start up on a shared machine: more than the default 5 s at times.
  beforeAll(async () => {
    lean = drizzle({ client: await leanPglite(leanClient) });
    await plainClient.waitReady;
  }, 60_000);
  afterAll(async () => {
    await plainClient.close();
    await leanClient.close();
  });

  it('reads every type exactly as drizzle does with its per-query parsers', async () => {
    const expected = (await plain.execute(probe)).rows;
    expect(expected[0]).toMatchObject({ at: '2026-01-02 03:04:05+00', day: '2026-01-02' });
    expect((await lean.execute(probe)).rows).toEqual(expected);
  });

  it('does the same inside a transaction and a savepoint, and rolls back', async () => {
    await lean.execute(sql`create table t (at timestamptz not null)`);
    await expect(
      lean.transaction(async (tx) => {
        await tx.execute(sql`insert into t values ('2026-01-02T03:04:05Z')`);
        await tx.transaction(async (inner) => {
          expect((await inner.execute(sql`select at from t`)).rows).toEqual([
            { at: '2026-01-02 03:04:05+00' },
          ]);
        });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await lean.execute(sql`select count(*)::int as n from t`)).rows).toEqual([{ n: 0 }]);
  });

  it('no longer hands PGlite a parser table to merge with every query', async () => {
    const seen: unknown[] = [];
    const original = leanClient.query.bind(leanClient);
    leanClient.query = ((query: string, params?: unknown[], options?: object) => {
      seen.push(options);
      return original(query, params, options);
    }) as typeof leanClient.query;
    await lean.execute(sql`select ${1}::int as one`);
    expect(seen).toEqual([{ rowMode: 'object' }]);
    leanClient.query = original;
  });

  it('runs a statement without parameters as one simple-protocol message, with the same rows', async () => {
    const bare = sql`select '2026-01-02'::date as day, 1.50::numeric as amount, 2 as n, null as none`;
    const expected = (await plain.execute(bare)).rows;
    const calls: string[] = [];
    const query = leanClient.query.bind(leanClient);
    const exec = leanClient.exec.bind(leanClient);
    leanClient.query = ((...args: Parameters<typeof query>) => {
      calls.push('query');
      return query(...args);
    }) as typeof leanClient.query;
    leanClient.exec = ((...args: Parameters<typeof exec>) => {
      calls.push('exec');
      return exec(...args);
    }) as typeof leanClient.exec;
    try {
      expect((await lean.execute(bare)).rows).toEqual(expected);
      expect(calls).toEqual(['exec']);
      // A statement that returns nothing still gives drizzle a result.
      await expect(lean.execute(sql`create temporary table nothing (x int)`)).resolves.toBeTruthy();
    } finally {
      leanClient.query = query;
      leanClient.exec = exec;
    }
  });
});
