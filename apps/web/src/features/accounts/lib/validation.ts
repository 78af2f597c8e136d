import type { TFunction } from '../../../lib/i18n';
import type { z } from 'zod';
import { schemaErrors, type FormMessages } from '../../../lib/form-errors';

/**
 * The account forms' words for a contract schema's issues (the mapping itself is
 * lib/form-errors.ts): a field's label for "Please fill in {field}", and a specific wording
 * for a field whose value is present but malformed, both keyed by path.
 */
export type FieldLabels = Record<string, string>;

export interface ContractErrorOptions {
  /** Field names for "Please fill in {field}", keyed by path. */
  labels: FieldLabels;
  /** Specific wording for a field whose value is present but malformed, keyed by path. */
  invalid?: Record<string, string>;
}

function accountMessages(t: TFunction, options: ContractErrorOptions): FormMessages {
  const fields: FormMessages['fields'] = {};
  for (const [path, label] of Object.entries(options.labels)) fields[path] = { label };
  for (const [path, invalid] of Object.entries(options.invalid ?? {})) {
    fields[path] = { ...fields[path], invalid };
  }
  return {
    fields,
    fallback: (issue, field) => {
      if (issue.kind === 'blank') return t('accounts:validation.emptyTip', { field });
      if (issue.kind === 'email') return t('accounts:validation.invalidEmail');
      if (issue.kind === 'tooShort') {
        return t('accounts:validation.tooShort', { field, count: issue.limit });
      }
      if (issue.kind === 'tooLong') {
        return t('accounts:validation.tooLong', { field, count: issue.limit });
      }
      return t('accounts:validation.invalid', { field });
    },
  };
}

/** Runs a contract schema (the one the API validates with) over a request body: form errors. */
export function contractErrors(
  schema: z.ZodType,
  body: unknown,
  t: TFunction,
  options: ContractErrorOptions,
): Record<string, string> {
  return schemaErrors(schema, body, accountMessages(t, options));
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
