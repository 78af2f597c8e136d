import type { PGlite, Results } from '@electric-sql/pglite';
import { MessageWriter } from './pglite-messages';
import { readReply, ReplyCollector, RowShapes, type Columns, type Reply } from './pglite-reply';
import { mayChangeSchema, StatementCache, type Statement } from './pglite-statements';

/**
 * How the lean PGlite client (pglite-lean.ts) runs a query: the batch of messages for it, the
 * call into Postgres, the reply read into PGlite's results, the prepared statements kept.
 */

/** Distinct query texts kept prepared (the app has a few hundred; each costs Postgres memory). */
const STATEMENT_CAPACITY = 500;
const NO_PARAMS: unknown[] = [];

export type QueryOptions = NonNullable<Parameters<PGlite['query']>[2]>;
export type Notify = (payload: string) => void;

/**
 * A statement without parameters that can run as prepared: one select (no `;`, so never a
 * batch of statements; no `into`, which creates a table). Seen once, it runs as a simple query
 * and is remembered; seen again, it is prepared like a query with parameters (what PGlite's own
 * `query` does every time), and Postgres no longer parses, analyses and plans it on every run
 * (a third of what Postgres spends on `select 1`).
 */
const LONE_SELECT = /^\s*select\s(?![^;]*\binto\b)[^;]*$/i;

/** What PGlite's makePGliteError adds to a database error (with the options as given). */
function decorate(error: Error, query: string, params: unknown[] | undefined, options: unknown) {
  Object.assign(error, { query, params, queryOptions: options });
  return error;
}

/** Schema state of one transaction: a DDL in it makes its end (or a rollback) a schema change. */
export interface Scope {
  ddl: boolean;
}

export class LeanRunner {
  readonly #statements = new StatementCache(STATEMENT_CAPACITY);
  readonly #writer = new MessageWriter();
  readonly #reply = new ReplyCollector();
  readonly #shapes = new RowShapes();
  readonly listeners = new Map<string, Set<Notify>>();
  /** Calls through the wrapper running or waiting for PGlite (its mutexes, a transaction…). */
  pending = 0;
  /** Whether PGlite answers a batch synchronously (checked at start; see `now`). */
  inline = false;
  /** Whether the file system's syncToFs does nothing (Node's NodeFS and MemoryFS). */
  readonly syncsNothing: boolean;

  constructor(readonly client: PGlite) {
    this.syncsNothing = /^async\s+syncToFs\s*\([^)]*\)\s*\{\s*\}$/.test(
      String(client.fs?.syncToFs),
    );
  }

  /** The parser table changed (refreshArrayTypes): row shapes are made again. */
  parsersChanged(): void {
    this.#shapes.clear();
  }

  /** A lone select seen before (see LONE_SELECT), or undefined. */
  #seenSelect(text: string): Statement | undefined {
    return LONE_SELECT.test(text) ? this.#statements.get(text) : undefined;
  }

  /** Whether a query runs as a prepared statement (`extended`) rather than a simple one. */
  prepares(text: string, params: unknown[] | undefined): boolean {
    return (params !== undefined && params.length > 0) || this.#seenSelect(text) !== undefined;
  }

  /** Runs `work` counted as pending (no query runs inline meanwhile). */
  async whilePending<T>(work: () => Promise<T>): Promise<T> {
    this.pending += 1;
    try {
      return await work();
    } finally {
      this.pending -= 1;
    }
  }

  /** Sends a lone Sync: PGlite may be used inline if its answer is here when the call returns. */
  probeInline(): void {
    this.#writer.reset().sync();
    this.inline = this.#send() === undefined;
  }

  /** PGlite's sync after a statement outside a transaction, unless it is known to do nothing. */
  async syncToFs(): Promise<void> {
    if (!this.syncsNothing) await this.client.syncToFs();
  }

  readonly #notify = (channel: string, payload: string): void => {
    // As PGlite calls its listeners: after the code that is running.
    for (const listener of this.listeners.get(channel) ?? [])
      queueMicrotask(() => listener(payload));
  };

  /**
   * Sends the batch written. PGlite runs it synchronously (its async wrapper has nothing left to
   * wait for with syncToFs off): undefined when the whole reply is already here, else the
   * promise to wait for (an error thrown inside PGlite, or a PGlite that no longer does so).
   */
  #send(): Promise<void> | undefined {
    this.#reply.reset();
    const done = this.client.execProtocolRawStream(this.#writer.bytes(), {
      syncToFs: false,
      onRawData: this.#reply.onRawData,
    });
    return this.#reply.complete ? undefined : done;
  }

  #read(options: QueryOptions | undefined, columns?: Columns): Reply {
    const parsers = options?.parsers
      ? { ...this.client.parsers, ...options.parsers }
      : this.client.parsers;
    return readReply(this.#reply.buffer, this.#reply.length, {
      rowMode: options?.rowMode,
      columns,
      parsers,
      shapes: this.#shapes,
      onNotification: this.#notify,
      onNotice: this.client.debug > 0 ? (notice) => console.warn(notice) : undefined,
    });
  }

  async #exchange(options: QueryOptions | undefined, columns?: Columns): Promise<Reply> {
    const waiting = this.#send();
    if (waiting) await waiting;
    return this.#read(options, columns);
  }

  /**
   * A query that is one batch (no parameters, or a prepared statement), run at once when
   * nothing else is running or waiting for PGlite: the whole exchange is synchronous, so no
   * other query can come between, and PGlite's two mutexes (five microseconds of promise hops
   * per query) have nothing to order. Undefined when it cannot.
   */
  now(
    text: string,
    params: unknown[] | undefined,
    options: QueryOptions | undefined,
    given: QueryOptions | undefined,
  ): Results | Promise<Results> | undefined {
    if (this.pending > 0 || !this.inline || !this.client.ready) return undefined;
    const writer = this.#writer.reset();
    const statement =
      params && params.length > 0 ? this.#statements.get(text) : this.#seenSelect(text);
    if (statement) {
      if (statement.name === undefined) return undefined;
      const values = this.#serialize(params ?? NO_PARAMS, statement.paramTypes, options);
      for (const name of this.#statements.takeClosing()) writer.close(name);
      writer.bind(statement.name, values);
      if (statement.columns === undefined) writer.describe('P');
      writer.execute().sync();
    } else if (params && params.length > 0) {
      return undefined;
    } else {
      writer.query(text);
    }
    const waiting = this.#send();
    if (waiting) {
      // Not answered synchronously: the mutexes' order no longer holds, so never again.
      this.inline = false;
      return waiting.then(() => {
        throw new Error('PGlite lean client: a query did not complete');
      });
    }
    if (!statement) return this.#simpleResult(this.#read(options), text, params, given, undefined);
    const reply = this.#read(options, statement.columns ?? undefined);
    this.#afterRun(reply, text);
    if (statement.columns === undefined) statement.columns = reply.columns;
    return this.#result(reply, text, params, given);
  }

  #serialize(params: unknown[], paramTypes: number[], options: QueryOptions | undefined) {
    return params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const oid = paramTypes[i] as number;
      const serialize = options?.serializers?.[oid] ?? this.client.serializers[oid];
      return String(serialize ? serialize(param) : (param as { toString(): string }).toString());
    });
  }

  /**
   * A statement with parameters: described once (first sight), prepared under a name (second),
   * then one Bind, Execute and Sync per run, its result columns known from the run before.
   */
  async extended(
    text: string,
    params: unknown[] | undefined,
    options: QueryOptions | undefined,
    given: QueryOptions | undefined,
  ) {
    let statement = this.#statements.get(text);
    const writer = this.#writer.reset();
    for (const name of this.#statements.takeClosing()) writer.close(name);
    if (!statement) {
      // First sight: its parameter types, as PGlite asks before every bind.
      writer.parse('', text, []).describe('S').sync();
      const described = await this.#exchange(options);
      if (described.error) throw decorate(described.error, text, params, given);
      statement = this.#statements.remember(text, described.paramTypes ?? []);
      writer.reset().bind('', this.#serialize(params ?? NO_PARAMS, statement.paramTypes, options));
      return this.#result(await this.#run(text, options), text, params, given);
    }
    const values = this.#serialize(params ?? NO_PARAMS, statement.paramTypes, options);
    if (statement.name === undefined) {
      // Seen again: prepared under a name in the same batch, with the types already known.
      const name = this.#statements.nextName();
      writer.parse(name, text, statement.paramTypes).bind(name, values);
      const reply = await this.#run(text, options);
      if (reply.parsed) {
        statement.name = name;
        statement.columns = reply.columns;
      }
      return this.#result(reply, text, params, given);
    }
    writer.bind(statement.name, values);
    const reply = await this.#run(text, options, statement.columns);
    if (statement.columns === undefined) statement.columns = reply.columns;
    return this.#result(reply, text, params, given);
  }

  /**
   * Runs what is bound: executed and synced, described first unless its columns are known
   * (null: known to return no rows).
   */
  async #run(text: string, options: QueryOptions | undefined, columns?: Columns | null) {
    if (columns === undefined) this.#writer.describe('P');
    this.#writer.execute().sync();
    const reply = await this.#exchange(options, columns ?? undefined);
    this.#afterRun(reply, text);
    return reply;
  }

  #afterRun(reply: Reply, text: string): void {
    // A prepared statement dropped behind our back, or whose result shape changed.
    const code = reply.error?.code;
    if (code === '26000' || code === '0A000') this.#statements.forget(text);
  }

  #result(
    reply: Reply,
    text: string,
    params: unknown[] | undefined,
    options: QueryOptions | undefined,
  ) {
    if (reply.error) throw decorate(reply.error, text, params, options);
    return reply.results[0] as Results;
  }

  /** A statement without parameters: one simple-protocol message (what PGlite's exec sends). */
  async simple(
    text: string,
    params: unknown[] | undefined,
    options: QueryOptions | undefined,
    given: QueryOptions | undefined,
    scope: Scope | undefined,
  ) {
    this.#writer.reset().query(text);
    return this.#simpleResult(await this.#exchange(options), text, params, given, scope);
  }

  #simpleResult(
    reply: Reply,
    text: string,
    params: unknown[] | undefined,
    given: QueryOptions | undefined,
    scope: Scope | undefined,
  ): Results {
    const schemaChanged =
      reply.error !== undefined || reply.results.some((result) => mayChangeSchema(result.command));
    const rolledBack = reply.results.some((result) => result.command === 'ROLLBACK');
    if (schemaChanged || (rolledBack && scope?.ddl)) this.#statements.clear();
    if (schemaChanged && scope) scope.ddl = true;
    if (reply.error) throw decorate(reply.error, text, params, given);
    // Seen once: prepared when seen again (no parameter types to ask for).
    if (LONE_SELECT.test(text)) this.#statements.remember(text, []);
    return reply.results.at(-1) as Results;
  }

  endOf(scope: Scope): void {
    if (scope.ddl) this.#statements.clear();
  }
}
