import type { z } from 'zod';

/**
 * The one place a contract schema's issues become the messages a form shows (issue 11 §3).
 * Every form runs the schema the API validates with (loaded lazily, so a page paints without
 * zod) and hands its issues here with its own words: which field it is, what to say when it is
 * blank or malformed. Errors are keyed by the body path (`passengers.0.firstName`), which is
 * also the form field path; only the first problem of each field is kept.
 */

/** What went wrong with a field, as a form words it (not zod's issue codes). */
export type IssueKind = 'blank' | 'email' | 'tooShort' | 'tooLong' | 'invalid';

export interface FieldIssue {
  kind: IssueKind;
  /** The body path, `passengers.0.firstName`. */
  path: string;
  /** The path with array indexes as `*`, `passengers.*.firstName`: what the tables are keyed by. */
  pattern: string;
  /** The length limit a tooShort/tooLong issue names. */
  limit?: number;
}

/** A field's own words: a label (for the blank and generic messages), and messages by kind. */
export type FieldMessages = Partial<Record<IssueKind, string>> & { label?: string };

export interface FormMessages {
  /** Keyed by pattern (`contact.email`, `guests.*.firstName`). */
  fields: Record<string, FieldMessages>;
  /** The form's generic wording for a kind its field does not name; `label` falls back to the path. */
  fallback: (issue: FieldIssue, label: string) => string;
}

type Issue = z.core.$ZodIssue;

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let value = root;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

const isBlank = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (typeof value === 'number' && Number.isNaN(value));

/** A zod issue in the form's terms; a blank value is `blank` whatever rule it broke. */
export function fieldIssueOf(issue: Issue, body: unknown): FieldIssue {
  const path = issue.path.map(String).join('.');
  const pattern = issue.path.map((key) => (typeof key === 'number' ? '*' : String(key))).join('.');
  const at = { path, pattern };
  if (isBlank(valueAt(body, issue.path))) return { kind: 'blank', ...at };
  if (issue.code === 'invalid_format' && issue.format === 'email') return { kind: 'email', ...at };
  if (issue.code === 'too_small' && issue.origin === 'string') {
    return { kind: 'tooShort', limit: Number(issue.minimum), ...at };
  }
  if (issue.code === 'too_big' && issue.origin === 'string') {
    return { kind: 'tooLong', limit: Number(issue.maximum), ...at };
  }
  return { kind: 'invalid', ...at };
}

/**
 * The message for one issue: the field's words for that kind, else the field's `invalid`
 * words for any malformed value, else the form's generic wording.
 */
export function messageOf(issue: FieldIssue, messages: FormMessages): string {
  const field = messages.fields[issue.pattern] ?? {};
  const own = field[issue.kind] ?? (issue.kind === 'blank' ? undefined : field.invalid);
  return own ?? messages.fallback(issue, field.label ?? issue.path);
}

/** Form errors for `issues` of a parse of `body`, first issue per field. */
export function formErrorsOf(
  issues: readonly Issue[],
  body: unknown,
  messages: FormMessages,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const found = fieldIssueOf(issue, body);
    if (errors[found.path] !== undefined) continue;
    errors[found.path] = messageOf(found, messages);
  }
  return errors;
}

/** Runs `schema` over `body` (what the API would receive) and maps its issues; `{}` when valid. */
export function schemaErrors(
  schema: z.ZodType,
  body: unknown,
  messages: FormMessages,
): Record<string, string> {
  const result = schema.safeParse(body);
  return result.success ? {} : formErrorsOf(result.error.issues, body, messages);
}
