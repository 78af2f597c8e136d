import { ERRORS, type ErrorKey, type ValidationIssue } from '@travel/contracts';

/**
 * The only error a service throws on purpose. It names a catalogue entry; the error handler
 * turns it into `{code, msg, data}` with the entry's HTTP status.
 */
export class AppError extends Error {
  readonly key: ErrorKey;
  readonly code: number | string;
  readonly status: number;
  readonly issues: ValidationIssue[] | undefined;
  readonly headers: Record<string, string> | undefined;
  /** Extra reply data for the client (e.g. the new price on 1059). */
  readonly data: Record<string, unknown> | undefined;

  constructor(
    key: ErrorKey,
    options: {
      msg?: string;
      status?: number;
      issues?: ValidationIssue[];
      headers?: Record<string, string>;
      data?: Record<string, unknown>;
    } = {},
  ) {
    const entry = ERRORS[key];
    super(options.msg ?? entry.msg);
    this.key = key;
    this.code = entry.code;
    this.status = options.status ?? entry.status;
    this.issues = options.issues;
    this.headers = options.headers;
    this.data = options.data;
  }
}

export const isAppError = (value: unknown): value is AppError => value instanceof AppError;
