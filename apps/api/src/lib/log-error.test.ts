import { describe, expect, it } from 'vitest';
import { safeError } from './log-error';

/** A PostgreSQL error as node-postgres and PGlite raise it: SQLSTATE, names and a detail. */
function databaseError(message: string, fields: Record<string, unknown>): Error {
  return Object.assign(new Error(message), fields);
}

/** Drizzle's wrapper: the SQL and its parameters in the message and as fields. */
class DrizzleQueryError extends Error {
  constructor(
    readonly query: string,
    readonly params: unknown[],
    override readonly cause: unknown,
  ) {
    super(`Failed query: ${query}\nparams: ${params.join(',')}`);
  }
}

describe('safeError', () => {
  it('keeps type, codes and schema names, and drops SQL, parameters and detail', () => {
    const cause = databaseError(
      'duplicate key value violates unique constraint "users_email_unique"',
      {
        code: '23505',
        detail: 'Key (email)=(ann.lee@example.com) already exists.',
        constraint: 'users_email_unique',
        table: 'users',
      },
    );
    const error = new DrizzleQueryError(
      'insert into "users" ("email", "first_name") values ($1, $2)',
      ['ann.lee@example.com', 'Ann'],
      cause,
    );
    const safe = safeError(error, true);
    const text = JSON.stringify(safe);
    expect(safe).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'failed query',
      sqlState: '23505',
      cause: { constraint: 'users_email_unique', table: 'users', sqlState: '23505' },
    });
    expect(safe.stack).toMatch(/^\s+at /);
    for (const leak of ['ann.lee', 'Ann', 'insert into', '$1', 'Key (email)']) {
      expect(text).not.toContain(leak);
    }
  });

  it('masks quoted values of data errors, emails and long numbers in any message', () => {
    expect(
      safeError(
        databaseError('invalid input syntax for type uuid: "Ann Lee"', { code: '22P02' }),
        false,
      ).message,
    ).toBe('invalid input syntax for type uuid: "[value]"');
    const smtp = safeError(new Error('550 rejected <ann.lee@example.com> +1 415 555 0199'), false);
    expect(smtp.message).toBe('550 rejected <[email]> [number]');
    expect(smtp.stack).toBeUndefined();
  });

  it('describes what is not an Error without printing it', () => {
    expect(safeError({ email: 'ann.lee@example.com' }, true)).toEqual({
      type: 'object',
      message: '[not an Error]',
    });
  });
});
