import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leanPglite } from './pglite-lean';

const probe = sql`select '2026-01-02 03:04:05+00'::timestamptz as at, '2026-01-02'::date as day,
  '1 day'::interval as span, 1.50::numeric as amount, array['2026-01-02'::date] as days,
  '{"a":[1,2]}'::jsonb as doc, 7::int as n, true as yes, ${'x'}::text as param`;

/** Every parameter type the app sends, as drizzle hands them to the driver. */
const typed = sql`select ${7}::int4 as i4, ${BigInt('9007199254740993')}::int8 as i8,
  ${'12345678901234'}::int8 as i8s, ${true}::bool as b, ${false}::bool as f, ${1.25}::float8 as d,
  ${'12.50'}::numeric as num, ${JSON.stringify({ a: [1, 'ü'] })}::jsonb as jb,
  ${new Date('2026-03-04T05:06:07.089Z')}::timestamptz as ts, ${'2026-03-04'}::date as day,
  ${new Uint8Array([0, 1, 254])}::bytea as raw, ${null}::text as nothing, ${''}::text as empty,
  ${'\uFEFFbom and 🚀 ünïcode'}::text as txt, ${'a7d1c1a2-6b1e-4d5f-9a3e-0a1b2c3d4e5f'}::uuid as id,
  ${sql.param([1, 2, 3])}::int4[] as ints, ${sql.param(['a', 'b c', null])}::text[] as texts,
  ${'2026-03-04 05:06:07'}::timestamp as local, 'x' as "__proto__", 1 as "dup", 2 as "dup"`;

type Db = ReturnType<typeof drizzle>;

/** The error drizzle throws (its cause is PGlite's), reduced to what callers read. */
async function failure(run: () => Promise<unknown>): Promise<Record<string, unknown>> {
  try {
    await run();
  } catch (error) {
    const cause = (error as { cause?: Record<string, unknown> }).cause ?? {};
    const { length: _length, queryOptions, ...fields } = cause;
    // Drizzle makes new parser functions for every query: their keys are what can be compared.
    const { parsers, ...options } = (queryOptions ?? {}) as { parsers?: object };
    return {
      type: (cause as object).constructor?.name,
      message: (error as Error).message,
      causeMessage: (cause as unknown as Error).message,
      ...fields,
      queryOptions: { ...options, parsers: Object.keys(parsers ?? {}) },
    };
  }
  throw new Error('expected a failure');
}

describe('leanPglite', () => {
  const plainClient = new PGlite();
  const leanClient = new PGlite();
  const plain = drizzle({ client: plainClient });
  let lean: Db;
  let leanWrapped: PGlite;
  // Two databases start up on a shared machine: more than the default 5 s at times.
  beforeAll(async () => {
    leanWrapped = await leanPglite(leanClient);
    lean = drizzle({ client: leanWrapped });
    await plainClient.waitReady;
  }, 60_000);
  afterAll(async () => {
    await plainClient.close();
    await leanClient.close();
  });

  /** Runs on both, several times (described, then prepared, then run as prepared). */
  async function same(query: SQL, times = 4): Promise<void> {
    const expected = await plain.execute(query);
    for (let i = 0; i < times; i++) expect(await lean.execute(query)).toEqual(expected);
  }

  async function both(query: SQL): Promise<void> {
    await plain.execute(query);
    await lean.execute(query);
  }

  it('reads every type exactly as drizzle does with its per-query parsers', async () => {
    const expected = (await plain.execute(probe)).rows;
    expect(expected[0]).toMatchObject({ at: '2026-01-02 03:04:05+00', day: '2026-01-02' });
    await same(probe);
  });

  it('sends every parameter type and reads it back as plain PGlite does', async () => {
    const expected = await plain.execute(typed);
    expect(expected.rows[0]).toMatchObject({ i8: BigInt('9007199254740993'), dup: 2 });
    expect(Object.getPrototypeOf(expected.rows[0])).toBe(Object.prototype);
    await same(typed);
  });

  it('gives the same results, counts and command of writes, with and without returning', async () => {
    await both(sql`create table w (id int primary key, name text, at timestamptz default now())`);
    await same(sql`insert into w (id, name) select g, 'n' || g from generate_series(1, 5) g`, 1);
    for (const id of [10, 11, 12]) {
      const insert = sql`insert into w (id, name) values (${id}, ${`n${id}`}) returning id, name`;
      expect(await lean.execute(insert)).toEqual(await plain.execute(insert));
    }
    for (let i = 0; i < 3; i++) {
      const update = sql`update w set name = name || ${'!'} where id > ${3}`;
      expect(await lean.execute(update)).toEqual(await plain.execute(update));
    }
    await same(sql`select id, name from w where id = any(${sql.param([1, 11])}) order by id`);
    await same(sql`delete from w where id = ${99}`);
    await same(sql`select id, name from w order by id for update skip locked`);
  });

  it('reads rows as arrays for drizzle selects with fields', async () => {
    await both(sql`create table people (id int primary key, name text not null, born date)`);
    await both(sql`insert into people values (1, 'Ada', '1815-12-10'), (2, 'Alan', null)`);
    const rows = 'select id, name, born from people where id >= $1 order by id';
    // The options drizzle passes to a select with fields.
    const keep = (value: string) => value;
    const parsers = Object.fromEntries(
      [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182].map((oid) => [oid, keep]),
    );
    const options = { rowMode: 'array' as const, parsers };
    const [expected, ...runs] = await Promise.all([
      plainClient.query(rows, [1], options),
      leanWrapped.query(rows, [1], options),
      leanWrapped.query(rows, [1], options),
      leanWrapped.query(rows, [1], options),
    ]);
    expect(expected?.rows).toEqual([
      [1, 'Ada', '1815-12-10'],
      [2, 'Alan', null],
    ]);
    for (const run of runs) expect(run).toEqual(expected);
  });

  it('throws the same errors, first and later runs, parse, bind and execute alike', async () => {
    await both(sql`create table u (id int primary key, n int check (n > 0))`);
    await both(sql`insert into u values (1, 1)`);
    const cases = [
      sql`select * from nowhere where id = ${1}`,
      sql`selec ${1}`,
      sql`select ${'abc'}::int as n`,
      sql`insert into u values (${1}, ${2})`,
      sql`insert into u values (${2}, ${-1})`,
      sql`select 1 / ${0}::int as n`,
      sql`select 1 / 0 as n`,
    ];
    for (const query of cases) {
      const expected = await failure(() => plain.execute(query));
      for (let i = 0; i < 3; i++)
        expect(await failure(() => lean.execute(query))).toEqual(expected);
    }
    // Still usable after every error.
    await same(sql`select count(*)::int as n from u where id > ${0}`);
  });

  it('does the same inside a transaction and nested savepoints, and rolls back', async () => {
    await lean.execute(sql`create table t (at timestamptz not null)`);
    const count = sql`select count(*)::int as n from t where at > ${'2000-01-01'}`;
    await expect(
      lean.transaction(async (tx) => {
        await tx.execute(sql`insert into t values (${'2026-01-02T03:04:05Z'})`);
        await tx.transaction(async (inner) => {
          expect((await inner.execute(sql`select at from t`)).rows).toEqual([
            { at: '2026-01-02 03:04:05+00' },
          ]);
          await expect(
            inner.transaction(async (innermost) => {
              await innermost.execute(sql`insert into t values (${'2026-01-03T00:00:00Z'})`);
              expect((await innermost.execute(count)).rows).toEqual([{ n: 2 }]);
              throw new Error('inner');
            }),
          ).rejects.toThrow('inner');
          expect((await inner.execute(count)).rows).toEqual([{ n: 1 }]);
        });
        // An error inside a savepoint, rolled back to it, leaves the transaction usable.
        await expect(
          tx.transaction(async (inner) => inner.execute(sql`select ${'x'}::int`)),
        ).rejects.toThrow();
        expect((await tx.execute(count)).rows).toEqual([{ n: 1 }]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await lean.execute(count)).rows).toEqual([{ n: 0 }]);
    await lean.transaction(async (tx) => {
      await tx.execute(sql`insert into t values (${'2026-01-02T03:04:05Z'})`);
    });
    expect((await lean.execute(count)).rows).toEqual([{ n: 1 }]);
  });

  it('runs a repeated query as one call into Postgres, and one without parameters as one too', async () => {
    const calls: string[] = [];
    const raw = leanClient.execProtocolRawStream.bind(leanClient);
    leanClient.execProtocolRawStream = ((...args: Parameters<typeof raw>) => {
      calls.push('raw');
      return raw(...args);
    }) as typeof raw;
    try {
      const byId = sql`select ${5}::int + 1 as n`;
      await lean.execute(byId); // described, then run
      expect(calls).toHaveLength(2);
      await lean.execute(byId); // prepared and run
      await lean.execute(byId); // run as prepared
      expect(calls).toHaveLength(4);
      // A select of no rows and a write without returning keep their fields as prepared too.
      for (const query of [
        sql`select ${1}::int as n, 'x'::text as s where false`,
        sql`create temporary table if not exists scratch (x int)`,
        sql`insert into scratch values (${1})`,
      ]) {
        const first = await lean.execute(query);
        for (let i = 0; i < 3; i++) expect(await lean.execute(query)).toEqual(first);
      }
      const before = calls.length;
      await lean.execute(sql`select 1`);
      expect(calls).toHaveLength(before + 1);
      // A statement that returns nothing still gives drizzle a result.
      await expect(lean.execute(sql`create temporary table nothing (x int)`)).resolves.toBeTruthy();
    } finally {
      leanClient.execProtocolRawStream = raw;
    }
  });

  it('prepares a select without parameters once seen again, with the same results', async () => {
    const sent: number[] = [];
    const raw = leanClient.execProtocolRawStream.bind(leanClient);
    const CLOSE = 0x43;
    leanClient.execProtocolRawStream = ((...args: Parameters<typeof raw>) => {
      // The first message of each batch after the Close of statements forgotten earlier.
      const batch = Buffer.from(args[0]);
      let at = 0;
      while (batch[at] === CLOSE) at += 1 + batch.readUInt32BE(at + 1);
      sent.push(batch[at] as number);
      return raw(...args);
    }) as typeof raw;
    const [QUERY, PARSE, BIND] = [0x51, 0x50, 0x42];
    try {
      await same(sql`select 1 as one, 'x'::text as s, '2026-01-02'::date as day,
        array[1, 2] as ints, null::int as none, 1 as "__proto__"`);
      // A simple query, then prepared under a name with its bind, then bound only.
      expect(sent).toEqual([QUERY, PARSE, BIND, BIND]);
      // A batch of statements, or a select that creates a table, stays a simple query.
      sent.length = 0;
      for (let i = 0; i < 3; i++) {
        const rows = (await lean.execute(sql.raw('select 1 as a; select 2 as b'))).rows;
        expect(rows).toEqual([{ b: 2 }]);
        await lean.execute(sql.raw(`select ${i} as n into temporary lean_into_${i}`));
      }
      expect(sent).toEqual(Array(6).fill(QUERY));
      // Parsers given with one query apply to the rows of a statement prepared without them.
      const text = 'select 41 + 1 as n';
      await leanWrapped.query(text);
      await leanWrapped.query(text);
      const custom = await leanWrapped.query(text, [], { parsers: { 23: (v) => `int ${v}` } });
      expect(custom.rows).toEqual([{ n: 'int 42' }]);
      expect((await leanWrapped.query(text)).rows).toEqual([{ n: 42 }]);
    } finally {
      leanClient.execProtocolRawStream = raw;
    }
  });

  it('never runs a query inside a transaction in progress, or rolls it back with it', async () => {
    await lean.execute(sql`create table q (id int primary key)`);
    // Prepared, so it could run at once (as could any statement without parameters).
    for (const id of [10, 11]) await lean.execute(sql`insert into q values (${id})`);
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const events: string[] = [];
    const open = lean.transaction(async (tx) => {
      await tx.execute(sql`insert into q values (${1})`);
      events.push('tx inserted');
      await gate;
      throw new Error('undo');
    });
    while (events.length === 0) await new Promise((resolve) => setTimeout(resolve, 1));
    const outside = [
      lean.execute(sql`insert into q values (${3})`).then(() => events.push('prepared')),
      lean.execute(sql`insert into q values (2)`).then(() => events.push('simple')),
    ];
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(events).toEqual(['tx inserted']);
    release();
    await expect(open).rejects.toThrow('undo');
    await Promise.all(outside);
    const rows = await lean.execute(sql`select id from q order by id`);
    expect(rows.rows).toEqual([{ id: 2 }, { id: 3 }, { id: 10 }, { id: 11 }]);
    // Many at once, transactions among them: each counted once.
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        i % 8 === 0
          ? lean.transaction(async (tx) => {
              await tx.execute(sql`insert into q values (${100 + i})`);
              await tx.execute(sql`insert into q values (${200 + i})`);
            })
          : lean.execute(sql`insert into q values (${100 + i})`),
      ),
    );
    expect((await lean.execute(sql`select count(*)::int as n from q`)).rows).toEqual([
      { n: 4 + 40 + 5 },
    ]);
  });

  it('follows a schema change: the parameter types of a prepared text are asked again', async () => {
    await both(sql`create table s (x int)`);
    const insert = () => sql`insert into s values (${'42'}) returning x`;
    await same(insert());
    await both(sql`alter table s alter column x type text`);
    await same(insert());
    // A change rolled back with its transaction is undone for the prepared texts too.
    for (const db of [plain, lean]) {
      await expect(
        db.transaction(async (tx) => {
          await tx.execute(sql`alter table s alter column x type int using x::int`);
          await tx.execute(insert());
          throw new Error('undo');
        }),
      ).rejects.toThrow('undo');
    }
    await same(insert());
  });

  it('keeps prepared statements within bounds and stays correct past them', async () => {
    for (let i = 0; i < 520; i++) {
      const query = sql`select ${i}::int + ${sql.raw(String(i))} as n`;
      await lean.execute(query);
      expect((await lean.execute(query)).rows).toEqual([{ n: 2 * i }]);
    }
    const prepared = await leanClient.query<{ n: number }>(
      'select count(*)::int as n from pg_prepared_statements',
    );
    expect(prepared.rows[0]?.n).toBeLessThanOrEqual(501);
    await same(sql`select ${3}::int + 0 as n`);
  });

  it('delivers notifications that arrive in its own replies, and those of a commit', async () => {
    const heard: string[] = [];
    const unlisten = await leanWrapped.listen('lean_channel', (payload) => heard.push(payload));
    await lean.execute(sql`select pg_notify('lean_channel', ${'with params'})`);
    await lean.execute(sql`notify lean_channel, 'simple'`);
    await lean.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify('lean_channel', ${'at commit'})`);
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(heard).toEqual(['with params', 'simple', 'at commit']);
    await unlisten();
    await lean.execute(sql`select pg_notify('lean_channel', ${'after'})`);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(heard).toHaveLength(3);
  });

  it('fails as plain PGlite once closed', async () => {
    const client = new PGlite();
    const db = drizzle({ client: await leanPglite(client) });
    const other = new PGlite();
    const reference = drizzle({ client: other });
    for (const [handle, owner] of [
      [db, client],
      [reference, other],
    ] as const) {
      await handle.execute(sql`select ${1}::int`);
      await owner.close();
    }
    const expected = await failure(() => reference.execute(sql`select ${1}::int`));
    expect(expected.causeMessage).toMatch(/closed/);
    expect(await failure(() => db.execute(sql`select ${1}::int`))).toEqual(expected);
  }, 60_000);
});
