import { types, type PGlite, type Results, type Transaction } from '@electric-sql/pglite';
import { LeanRunner, type Notify, type QueryOptions, type Scope } from './pglite-runner';

/**
 * The PGlite client drizzle is given: the same database, with a cheaper way to run a query.
 *
 * PGlite's `query` runs the extended protocol as six calls into Postgres (parse, describe,
 * bind, describe, execute, sync), parses every reply with a parser that copies each value, and
 * has Postgres parse, analyse and plan the text every time: 90 µs for a read by id, of which
 * Postgres executing it is a small part. Here a query is one batch of messages in one call, its
 * reply read in one pass (pglite-reply.ts), and a text seen before runs as a prepared statement
 * (pglite-statements.ts); a statement without parameters goes as one simple-protocol message.
 * PGlite's mutexes are taken as `query` takes them, and skipped when nothing else is running or
 * waiting (pglite-runner.ts, `now`): about 15 µs. Same rows, types and errors (the tests compare
 * both).
 *
 * Drizzle also passes the same `parsers` option with every query (timestamps, dates, intervals
 * and numeric/date arrays kept as text); PGlite would merge it into a copy of its parser table
 * per result. Those parsers are installed on the client once instead.
 */
const keepText = (value: string): string => value;
const DRIZZLE_TEXT_TYPES: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];
const DRIZZLE_TEXT_KEYS = new Set(DRIZZLE_TEXT_TYPES.map(String));

function isDrizzleTextParsers(parsers: object): boolean {
  const keys = Object.keys(parsers);
  return keys.length === DRIZZLE_TEXT_KEYS.size && keys.every((key) => DRIZZLE_TEXT_KEYS.has(key));
}

function lean(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers || !isDrizzleTextParsers(options.parsers)) return options;
  const { parsers: _installed, ...rest } = options;
  return rest;
}

/** Options only PGlite's own path handles (files for COPY, explicit types, notice hooks). */
function needsPglite(options: QueryOptions | undefined): boolean {
  return Boolean(options?.blob || options?.paramTypes || options?.onNotice);
}

interface Queryable {
  query: PGlite['query'];
}

/**
 * `query` of the client (scope undefined) or of a transaction: PGlite's mutexes, then the lean
 * path, or PGlite's own for what it alone handles.
 */
function leanQuery(runner: LeanRunner, target: Queryable, tx?: Transaction, scope?: Scope) {
  const { client } = runner;
  return async (text: string, params?: unknown[], given?: QueryOptions): Promise<Results> => {
    const options = lean(given);
    if (needsPglite(options) || !client.ready) {
      // PGlite's own path awaits between its calls: nothing may run inline meanwhile.
      return runner.whilePending(() => target.query(text, params, options));
    }
    const work = () =>
      runner.prepares(text, params)
        ? runner.extended(text, params, options, given)
        : runner.simple(text, params, options, given, scope);
    if (tx) {
      if (tx.closed) throw new Error('Transaction is closed');
      return client._runExclusiveQuery(work);
    }
    const done = runner.now(text, params, options, given);
    if (done !== undefined) {
      // Nothing to sync on Node's file system: no await, so no extra promise and turn per query.
      if (runner.syncsNothing) return done;
      const result = await done;
      await runner.syncToFs();
      return result;
    }
    return runner.whilePending(() =>
      client._runExclusiveTransaction(() =>
        client._runExclusiveQuery(async () => {
          if (client.closed) throw new Error('PGlite is closed');
          const result = await work();
          await runner.syncToFs();
          return result;
        }),
      ),
    );
  };
}

/**
 * `target` with some members replaced. Its other methods run on the real object (PGlite keeps
 * private fields); with `runner`, each counts as pending until it settles, so no lean query
 * runs inline while PGlite may be in the middle of one of them.
 */
function proxy<T extends object>(
  target: T,
  overrides: Partial<Record<keyof T, unknown>>,
  runner?: LeanRunner,
): T {
  return new Proxy(target, {
    get(object, property) {
      if (property in overrides) return overrides[property as keyof T];
      const value: unknown = Reflect.get(object, property, object);
      if (typeof value !== 'function' || property === 'constructor') return value;
      const method = (value as (...args: unknown[]) => unknown).bind(object);
      if (!runner) return method;
      return (...args: unknown[]) => {
        runner.pending += 1;
        let result: unknown;
        try {
          result = method(...args);
        } catch (error) {
          runner.pending -= 1;
          throw error;
        }
        if (!(result instanceof Promise)) {
          runner.pending -= 1;
          return result;
        }
        return result.finally(() => {
          runner.pending -= 1;
        });
      };
    },
  });
}

/**
 * The client drizzle is given. `listen` also hears notifications that arrive in the lean
 * path's replies (PGlite hears those of its own calls: a transaction's COMMIT, for one).
 * Installed once the client is ready: its start-up sets the array types' parsers.
 */
export async function leanPglite(client: PGlite): Promise<PGlite> {
  await client.waitReady;
  for (const oid of DRIZZLE_TEXT_TYPES) client.parsers[oid] = keepText;
  const runner = new LeanRunner(client);
  runner.probeInline();
  const transaction = <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> => {
    const scope: Scope = { ddl: false };
    return runner
      .whilePending(() =>
        client.transaction((tx) =>
          callback(proxy(tx, { query: leanQuery(runner, tx, tx, scope) })),
        ),
      )
      .finally(() => runner.endOf(scope));
  };
  const listen = async (channel: string, callback: Notify) => {
    const unlisten = await runner.whilePending(() => client.listen(channel, callback));
    // PGlite's name for the channel: a quoted name as written, any other in lower case.
    const name = /^".*"$/.test(channel) ? channel.slice(1, -1) : channel.toLowerCase();
    const set = runner.listeners.get(name) ?? new Set<Notify>();
    runner.listeners.set(name, set.add(callback));
    return async () => {
      set.delete(callback);
      if (set.size === 0 && runner.listeners.get(name) === set) runner.listeners.delete(name);
      await runner.whilePending(() => unlisten());
    };
  };
  // The row shapes the runner keeps hold the parsers of the table as it was.
  const refreshArrayTypes = async () => {
    await runner.whilePending(() => client.refreshArrayTypes());
    runner.parsersChanged();
  };
  return proxy(
    client,
    { query: leanQuery(runner, client), transaction, listen, refreshArrayTypes },
    runner,
  );
}
