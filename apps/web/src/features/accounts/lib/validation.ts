import type { TFunction } from '../../../lib/i18n';
import type { z } from 'zod';

/**
 * Runs a contract schema (the same one the API validates with) over a request body and turns
 * its issues into form errors people can read, keyed by the body path (`school.name`, …), which
 * is also the form field path. Only the first problem of each field is kept.
 */
export type FieldLabels = Record<string, string>;

export interface ContractErrorOptions {
  /** Field names for "Please fill in {field}", keyed by path. */
  labels: FieldLabels;
  /** Specific wording for a field whose value is present but malformed, keyed by path. */
  invalid?: Record<string, string>;
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

function issueMessage(
  issue: Issue,
  value: unknown,
  path: string,
  t: TFunction,
  options: ContractErrorOptions,
): string {
  const field = options.labels[path] ?? path;
  if (isBlank(value)) return t('accounts:validation.emptyTip', { field });
  const specific = options.invalid?.[path];
  if (specific) return specific;
  if (issue.code === 'invalid_format' && issue.format === 'email') {
    return t('accounts:validation.invalidEmail');
  }
  if (issue.code === 'too_small' && issue.origin === 'string') {
    return t('accounts:validation.tooShort', { field, count: Number(issue.minimum) });
  }
  if (issue.code === 'too_big' && issue.origin === 'string') {
    return t('accounts:validation.tooLong', { field, count: Number(issue.maximum) });
  }
  return t('accounts:validation.invalid', { field });
}

export function contractErrors(
  schema: z.ZodType,
  body: unknown,
  t: TFunction,
  options: ContractErrorOptions,
): Record<string, string> {
  const result = schema.safeParse(body);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    if (errors[path] !== undefined) continue;
    errors[path] = issueMessage(issue, valueAt(body, issue.path), path, t, options);
  }
  return errors;
}

/**
 * Server-side field issues (400 with `data.issues`) shown beside the same inputs, for the rare
 * case the server knows more than the form (a date in the future by the server's clock, …).
 */
export function serverFieldErrors(
  issues: readonly { path: string; message: string }[],
  known: readonly string[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    if (known.includes(issue.path) && errors[issue.path] === undefined) {
      errors[issue.path] = issue.message;
    }
  }
  return errors;
}

/** The confirmation of a new password: filled in, and the same as the password. */
export function confirmPasswordError(
  password: string,
  confirmation: string,
  t: TFunction,
): string | undefined {
  if (confirmation === '') {
    return t('accounts:validation.emptyTip', { field: t('accounts:fieldNames.confirmPassword') });
  }
  return confirmation === password ? undefined : t('accounts:validation.passwordsDiffer');
}
