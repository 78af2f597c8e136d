/**
 * What an error may put in a log line. A database error carries the failing SQL and its
 * parameters (Drizzle's `query`/`params`, and a message that repeats both) and PostgreSQL adds a
 * `detail` such as `Key (email)=(ann@example.com) already exists` or the whole failing row: names,
 * emails, phones and order JSON. So errors are logged from an allow-list of fields, never as
 * the object they are: type, a scrubbed message, codes, the schema names PostgreSQL reports, and
 * the stack (outside production) without its message line.
 */

export interface SafeError {
  type: string;
  message: string;
  code?: string | number;
  /** PostgreSQL's five-character SQLSTATE, e.g. 23505 unique violation. */
  sqlState?: string;
  statusCode?: number;
  constraint?: string;
  table?: string;
  column?: string;
  stack?: string;
  cause?: SafeError;
}

interface ErrorFields {
  code?: unknown;
  statusCode?: unknown;
  query?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  cause?: unknown;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;
/** Codes, constraint and column names: identifiers, never free text. */
const IDENTIFIER = /^[A-Za-z0-9_.-]{1,63}$/;
const EMAIL = /[^\s@"'<>(),;:=]+@[^\s@"'<>(),;:=]+/g;
/** Phone, card and document numbers: 7 digits or more, with the usual separators. */
const LONG_NUMBER = /\+?\d[\d\s().-]{5,}\d/g;
const QUOTED = /"[^"]*"|'[^']*'/g;

const identifier = (value: unknown): string | undefined =>
  typeof value === 'string' && IDENTIFIER.test(value) ? value : undefined;

/** The SQLSTATE of a database error, on the error or (Drizzle) on its cause. */
function sqlStateOf(error: ErrorFields): string | undefined {
  if (typeof error.code === 'string' && SQLSTATE.test(error.code)) return error.code;
  return undefined;
}

/**
 * A message without values. A failed query's message is its SQL plus its parameters, so it
 * becomes "failed query". PostgreSQL data exceptions (class 22) and integrity errors (class 23)
 * quote the offending value (`invalid input syntax for type uuid: "…"`): quoted text goes. Any
 * other message loses emails and long numbers.
 */
export function scrubMessage(message: string, error: ErrorFields): string {
  if (typeof error.query === 'string') return 'failed query';
  let text = message.split('\n')[0] ?? '';
  const state = sqlStateOf(error);
  if (state?.startsWith('22')) text = text.replace(QUOTED, '"[value]"');
  text = text.replace(EMAIL, '[email]').replace(LONG_NUMBER, '[number]');
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}

/** The stack's frames only: its first line(s) repeat the message, SQL and parameters included. */
function framesOf(stack: string | undefined): string | undefined {
  if (!stack) return undefined;
  const first = stack.search(/\n\s+at /);
  return first === -1 ? undefined : stack.slice(first + 1);
}

export function safeError(value: unknown, includeStack: boolean, depth = 0): SafeError {
  if (!(value instanceof Error)) {
    return { type: value === null ? 'null' : typeof value, message: '[not an Error]' };
  }
  const fields = value as Error & ErrorFields;
  const out: SafeError = {
    type: value.constructor?.name || value.name || 'Error',
    message: scrubMessage(value.message, fields),
  };
  const state = sqlStateOf(fields);
  if (state) out.sqlState = state;
  else if (typeof fields.code === 'number' || identifier(fields.code)) {
    out.code = fields.code as string | number;
  }
  if (typeof fields.statusCode === 'number') out.statusCode = fields.statusCode;
  const constraint = identifier(fields.constraint);
  const table = identifier(fields.table);
  const column = identifier(fields.column);
  if (constraint) out.constraint = constraint;
  if (table) out.table = table;
  if (column) out.column = column;
  if (includeStack) {
    const stack = framesOf(value.stack);
    if (stack) out.stack = stack;
  }
  if (fields.cause !== undefined && depth < 3) {
    out.cause = safeError(fields.cause, includeStack, depth + 1);
    if (!out.sqlState && out.cause.sqlState) out.sqlState = out.cause.sqlState;
  }
  return out;
}
