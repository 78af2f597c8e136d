import type { Columns } from './pglite-reply';

/**
 * The SQL texts the lean client has seen, with their parameter types, and the name of the
 * prepared statement Postgres keeps for the ones seen more than once (pglite-lean.ts).
 *
 * A repeated query then costs Postgres a Bind and an Execute instead of a parse, analysis and
 * plan (about 25 µs of a 40 µs read by id). Least recently used texts beyond `capacity` are
 * forgotten, their statements closed with the next batch.
 *
 * Prepared statements outlive the schema they were parsed against, so every statement is
 * forgotten when the schema may have changed: a DDL command, and the end (or a rollback to a
 * savepoint) of a transaction that ran one. Postgres would re-plan them by itself, but keep the
 * parameter types fixed at their first parse; after a change those could differ from what a
 * fresh parse (plain PGlite's every query) infers.
 */
export interface Statement {
  paramTypes: number[];
  /** Set once the statement is prepared under this name. */
  name: string | undefined;
  /**
   * Its result columns once described (null: no rows). A prepared statement's result shape
   * cannot change (Postgres refuses: 0A000), so its runs need no Describe.
   */
  columns: Columns | null | undefined;
}

/** Command tags that cannot change what a statement's text means. */
const DATA_COMMANDS = new Set([
  'SELECT',
  'INSERT',
  'UPDATE',
  'DELETE',
  'MERGE',
  'COPY',
  'BEGIN',
  'START',
  'COMMIT',
  'ROLLBACK',
  'SAVEPOINT',
  'RELEASE',
  'SHOW',
  'FETCH',
  'MOVE',
  'LISTEN',
  'UNLISTEN',
  'NOTIFY',
  'LOCK',
  'VALUES',
]);

/** True when a command (the first word of its tag) may have changed the schema or session. */
export function mayChangeSchema(command: string | undefined): boolean {
  return command !== undefined && !DATA_COMMANDS.has(command);
}

export class StatementCache {
  readonly #entries = new Map<string, Statement>();
  #closing: string[] = [];
  #counter = 0;

  constructor(readonly capacity: number) {}

  /** The entry of a text, now the most recently used. */
  get(text: string): Statement | undefined {
    const entry = this.#entries.get(text);
    if (entry) {
      this.#entries.delete(text);
      this.#entries.set(text, entry);
    }
    return entry;
  }

  remember(text: string, paramTypes: number[]): Statement {
    const entry: Statement = { paramTypes, name: undefined, columns: undefined };
    this.#entries.set(text, entry);
    if (this.#entries.size > this.capacity) {
      const [oldest, evicted] = this.#entries.entries().next().value as [string, Statement];
      this.#entries.delete(oldest);
      if (evicted.name) this.#closing.push(evicted.name);
    }
    return entry;
  }

  /** A name no statement of this session has had. */
  nextName(): string {
    this.#counter += 1;
    return `lean_${this.#counter}`;
  }

  /** A statement Postgres could no longer run as prepared: prepared again on its next use. */
  forget(text: string): void {
    const entry = this.#entries.get(text);
    if (!entry) return;
    this.#entries.delete(text);
    if (entry.name) this.#closing.push(entry.name);
  }

  clear(): void {
    for (const entry of this.#entries.values()) if (entry.name) this.#closing.push(entry.name);
    this.#entries.clear();
  }

  /** Names to close before the next batch (a Close of a missing statement is no error). */
  takeClosing(): string[] {
    const names = this.#closing;
    if (names.length > 0) this.#closing = [];
    return names;
  }

  get size(): number {
    return this.#entries.size;
  }
}
