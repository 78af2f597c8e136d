import { types, type PGlite } from '@electric-sql/pglite';

/**
 * Drizzle passes the same `parsers` option with every PGlite query (timestamps, dates,
 * intervals and numeric/date arrays kept as text; drizzle maps them itself). PGlite merges an
 * option like that into a copy of its full parser table (~320 entries) for every result it
 * parses, which cost more CPU than the query itself on small reads (a third of `/api/health`).
 * Installing those parsers on the client once and dropping the per-query copy gives the same
 * results without the copy. Any other `parsers` option (a future drizzle) goes through as is.
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

type QueryOptions = Parameters<PGlite['query']>[2];

/** True when `options.parsers` is exactly drizzle's keep-as-text set, installed once instead. */
function isDrizzleTextParsers(parsers: object): boolean {
  const keys = Object.keys(parsers);
  return keys.length === DRIZZLE_TEXT_KEYS.size && keys.every((key) => DRIZZLE_TEXT_KEYS.has(key));
}

function lean(options: QueryOptions): QueryOptions {
  if (!options?.parsers || !isDrizzleTextParsers(options.parsers)) return options;
  const { parsers: _installed, ...rest } = options;
  return rest;
}

interface Queryable {
  query: PGlite['query'];
  exec: PGlite['exec'];
}

/**
 * A statement without parameters goes as one simple-protocol message: PGlite runs a query with
 * the extended protocol as six calls into Postgres (parse, describe, bind, describe, execute,
 * sync), each with its own reply to parse, which made a health check's `select 1` cost three
 * times its work. Same rows and types (both carry text values through the same parsers).
 */
async function run(
  target: Queryable,
  sql: string,
  params: unknown[] | undefined,
  options: QueryOptions,
): ReturnType<PGlite['query']> {
  if (params && params.length > 0) return target.query(sql, params, options);
  const results = await target.exec(sql, options);
  const last = results.at(-1);
  return last ?? { rows: [], fields: [], affectedRows: 0 };
}

/** Wraps `query` (and a transaction's) so drizzle's per-query parsers are not merged again. */
function leanQueryable<T extends Queryable>(target: T, extra: Partial<T> = {}): T {
  return new Proxy(target, {
    get(object, property) {
      if (property === 'query') {
        return ((sql: string, params?: unknown[], options?: QueryOptions) =>
          run(object, sql, params, lean(options))) as PGlite['query'];
      }
      if (property in extra) return extra[property as keyof T];
      const value: unknown = Reflect.get(object, property, object);
      // PGlite keeps private fields: its methods must run on the real object.
      if (typeof value !== 'function' || property === 'constructor') return value;
      return (value as (...args: unknown[]) => unknown).bind(object);
    },
  });
}

/**
 * The client drizzle is given: the same PGlite, with the parser copy removed from queries.
 * Installed once the client is ready: its start-up sets the array types' parsers.
 */
export async function leanPglite(client: PGlite): Promise<PGlite> {
  await client.waitReady;
  for (const oid of DRIZZLE_TEXT_TYPES) client.parsers[oid] = keepText;
  const transaction: PGlite['transaction'] = (callback) =>
    client.transaction((tx) => callback(leanQueryable(tx)));
  return leanQueryable(client, { transaction });
}
