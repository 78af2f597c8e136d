import { protocol, types, type messages, type Results } from '@electric-sql/pglite';

/**
 * The reply of Postgres to the lean client's batch (pglite-lean.ts), read in one pass into the
 * same results PGlite's own `query`/`exec` give.
 *
 * Why not PGlite's own: its protocol parser copies every field into a new ArrayBuffer and
 * decodes it with a TextDecoder (about a microsecond a value: 12 µs of a one-row read, a
 * millisecond for a hundred rows of ten columns), and it builds a message object per row that
 * parseResults then walks again. Messages that are rare or must stay identical (errors,
 * notices) still go through PGlite's parser, so their objects are exactly PGlite's.
 */

type Parser = (value: string, typeId?: number) => unknown;
type ParserTable = Record<number | string, Parser>;
type DatabaseError = messages.DatabaseError;
type NoticeMessage = messages.NoticeMessage;

/** Collects what Postgres writes back during one call (its views are into WASM memory). */
export class ReplyCollector {
  #buffer = Buffer.allocUnsafe(64 * 1024);
  length = 0;
  readonly onRawData = (bytes: Uint8Array): void => {
    if (this.length + bytes.length > this.#buffer.length) {
      const bigger = Buffer.allocUnsafe(
        Math.max(this.#buffer.length * 2, this.length + bytes.length),
      );
      this.#buffer.copy(bigger, 0, 0, this.length);
      this.#buffer = bigger;
    }
    this.#buffer.set(bytes, this.length);
    this.length += bytes.length;
  };

  reset(): this {
    this.length = 0;
    // A large reply's buffer is not kept for the life of the process.
    if (this.#buffer.length > 1024 * 1024) this.#buffer = Buffer.allocUnsafe(64 * 1024);
    return this;
  }

  /** Whether the reply is whole: it ends with a ReadyForQuery ('Z', length 5, status). */
  get complete(): boolean {
    const at = this.length - 6;
    return at >= 0 && this.#buffer[at] === 0x5a && this.#buffer.readUInt32BE(at + 1) === 5;
  }

  get buffer(): Buffer {
    return this.#buffer;
  }
}

/** A RowDescription's columns: what a prepared statement's results always have. */
export interface Columns {
  names: string[];
  typeIds: number[];
}

export interface ReadOptions {
  rowMode?: 'array' | 'object' | undefined;
  /** The columns of a prepared statement run without a Describe (known from an earlier run). */
  columns?: Columns | undefined;
  /** The client's parser table (already merged with any per-query parsers). */
  parsers: ParserTable;
  /** Where the shapes of known columns are kept between runs. */
  shapes?: RowShapes | undefined;
  /** Called for each notification, as PGlite calls its listeners. */
  onNotification(channel: string, payload: string): void;
  /** Called for a notice (PGlite logs them when its debug level is above 0). */
  onNotice?: ((notice: NoticeMessage) => void) | undefined;
}

export interface Reply {
  results: Results[];
  /** Parameter types from a ParameterDescription, if the batch described a statement. */
  paramTypes: number[] | undefined;
  /** Whether Postgres acknowledged a Parse (the statement exists). */
  parsed: boolean;
  /** The columns described (null: the statement returns no rows; undefined: not described). */
  columns: Columns | null | undefined;
  error: DatabaseError | undefined;
}

const defaultParsers = types.parsers as ParserTable;
const COUNTED = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);
const BOM = 0xfeff;

/** Decodes as PGlite's TextDecoder('utf-8') does, which drops a leading byte-order mark. */
/**
 * Node's native UTF-8 decoder, the one `buffer.toString('utf8', start, end)` ends in, called
 * without that wrapper's argument checks (half the cost of a short value); toString elsewhere.
 */
const utf8Slice = (Buffer.prototype as unknown as { utf8Slice?: unknown }).utf8Slice;
const decode: (buffer: Buffer, start: number, end: number) => string =
  typeof utf8Slice === 'function'
    ? (buffer, start, end) =>
        (utf8Slice as (s: number, e: number) => string).call(buffer, start, end)
    : (buffer, start, end) => buffer.toString('utf8', start, end);

function text(buffer: Buffer, start: number, end: number): string {
  if (start === end) return '';
  const value = decode(buffer, start, end);
  return value.charCodeAt(0) === BOM ? value.slice(1) : value;
}

function cstringEnd(buffer: Buffer, start: number): number {
  const end = buffer.indexOf(0, start);
  return end < 0 ? buffer.length : end;
}

/** An error or notice, parsed by PGlite's own protocol parser so it is the same object. */
function parseWithPglite(buffer: Buffer, start: number, end: number): messages.BackendMessage {
  let parsed: messages.BackendMessage | undefined;
  new protocol.Parser().parse(buffer.subarray(start, end), (message) => {
    parsed = message;
  });
  if (!parsed) throw new Error('PGlite lean client: unreadable reply from Postgres');
  return parsed;
}

interface RowShape extends Columns {
  handlers: (Parser | undefined)[];
  /** A column named __proto__ would set the prototype by assignment: build those rows as PGlite. */
  plainKeys: boolean;
  /** The table the handlers came from. */
  parsers: ParserTable;
}

function readColumns(buffer: Buffer, start: number): Columns {
  const count = buffer.readInt16BE(start);
  let at = start + 2;
  const columns: Columns = { names: [], typeIds: [] };
  for (let i = 0; i < count; i++) {
    const end = cstringEnd(buffer, at);
    columns.names.push(text(buffer, at, end));
    columns.typeIds.push(buffer.readInt32BE(end + 7));
    at = end + 19;
  }
  return columns;
}

function shapeOf(columns: Columns, parsers: ParserTable): RowShape {
  return {
    names: columns.names,
    typeIds: columns.typeIds,
    handlers: columns.typeIds.map((typeId) => parsers[typeId] ?? defaultParsers[typeId]),
    plainKeys: !columns.names.includes('__proto__'),
    parsers,
  };
}

/**
 * The row shape of each prepared statement's columns, worked out on its first run rather than
 * on every run (a tenth of the client's time on a one-row read: the parser lookups and the
 * objects). A shape is kept with the parser table it was made from; a run with another table
 * (per-query parsers) makes its own. `clear` after the table itself changes (refreshArrayTypes).
 */
export class RowShapes {
  #shapes = new WeakMap<Columns, RowShape>();

  of(columns: Columns, parsers: ParserTable): RowShape {
    const known = this.#shapes.get(columns);
    if (known?.parsers === parsers) return known;
    const shape = shapeOf(columns, parsers);
    this.#shapes.set(columns, shape);
    return shape;
  }

  clear(): void {
    this.#shapes = new WeakMap();
  }
}

const fieldsOf = (shape: RowShape) =>
  shape.names.map((name, i) => ({ name, dataTypeID: shape.typeIds[i] as number }));

function readDataRow(buffer: Buffer, start: number, shape: RowShape, arrayMode: boolean): unknown {
  const count = buffer.readInt16BE(start);
  let at = start + 2;
  const values: unknown[] = new Array(count);
  for (let i = 0; i < count; i++) {
    const size = buffer.readInt32BE(at);
    at += 4;
    if (size === -1) {
      values[i] = null;
      continue;
    }
    const raw = text(buffer, at, at + size);
    at += size;
    const handler = shape.handlers[i];
    values[i] = handler ? handler(raw, shape.typeIds[i]) : raw;
  }
  if (arrayMode) return values;
  if (!shape.plainKeys) return Object.fromEntries(shape.names.map((name, i) => [name, values[i]]));
  const row: Record<string, unknown> = {};
  for (let i = 0; i < count; i++) row[shape.names[i] as string] = values[i];
  return row;
}

/**
 * Reads a whole reply into results shaped exactly as PGlite's parseResults makes them: one per
 * CommandComplete, `affectedRows` summed over INSERT/UPDATE/DELETE/COPY/MERGE, `rowCount` from
 * the command tag. After the first error the rest is ignored, as PGlite does.
 */
export function readReply(buffer: Buffer, length: number, options: ReadOptions): Reply {
  const reply: Reply = {
    results: [],
    paramTypes: undefined,
    parsed: false,
    columns: undefined,
    error: undefined,
  };
  const arrayMode = options.rowMode === 'array';
  let rows: unknown[] = [];
  const { columns, parsers } = options;
  let shape = columns
    ? (options.shapes?.of(columns, parsers) ?? shapeOf(columns, parsers))
    : undefined;
  let fields = shape ? fieldsOf(shape) : [];
  let affectedRows = 0;
  let at = 0;
  while (at + 5 <= length && !reply.error) {
    const code = buffer[at] as number;
    const end = at + 1 + buffer.readUInt32BE(at + 1);
    const start = at + 5;
    if (end > length) break;
    switch (code) {
      case 0x44: // DataRow
        if (shape) rows.push(readDataRow(buffer, start, shape, arrayMode));
        break;
      case 0x54: // RowDescription
        reply.columns = readColumns(buffer, start);
        shape = shapeOf(reply.columns, parsers);
        fields = fieldsOf(shape);
        break;
      case 0x6e: // NoData
        reply.columns = null;
        break;
      case 0x43: {
        // CommandComplete
        const parts = text(buffer, start, cstringEnd(buffer, start)).split(' ');
        const command = parts[0] as string;
        const rowCount = parseInt(parts[parts.length - 1] as string, 10);
        if (COUNTED.has(command)) affectedRows += rowCount;
        const result: Results = { rows: rows as Results['rows'], fields, command, affectedRows };
        if (!Number.isNaN(rowCount)) result.rowCount = rowCount;
        reply.results.push(result);
        rows = [];
        fields = [];
        shape = undefined;
        break;
      }
      case 0x74: {
        // ParameterDescription
        const count = buffer.readUInt16BE(start);
        reply.paramTypes = [];
        for (let i = 0; i < count; i++)
          reply.paramTypes.push(buffer.readInt32BE(start + 2 + 4 * i));
        break;
      }
      case 0x31: // ParseComplete
        reply.parsed = true;
        break;
      case 0x41: {
        // NotificationResponse: process id, channel, payload
        const channelEnd = cstringEnd(buffer, start + 4);
        const channel = text(buffer, start + 4, channelEnd);
        const payload = text(buffer, channelEnd + 1, cstringEnd(buffer, channelEnd + 1));
        options.onNotification(channel, payload);
        break;
      }
      case 0x45: // ErrorResponse
        reply.error = parseWithPglite(buffer, at, end) as DatabaseError;
        break;
      case 0x4e: // NoticeResponse
        options.onNotice?.(parseWithPglite(buffer, at, end) as NoticeMessage);
        break;
      default:
      // BindComplete, CloseComplete, NoData, ReadyForQuery, EmptyQuery, ParameterStatus…:
      // nothing PGlite's results carry.
    }
    at = end;
  }
  if (reply.results.length === 0) reply.results.push({ affectedRows: 0, rows: [], fields: [] });
  return reply;
}
