import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EmailSchema } from '@travel/contracts/accounts';
import { NAME_PATTERN, PHONE_PATTERN } from '@travel/contracts/patterns';
import { fieldIssueOf, schemaErrors, type FormMessages } from './form-errors';

const Schema = z.object({
  name: z.string().trim().min(1).max(10).regex(NAME_PATTERN),
  email: EmailSchema,
  mobile: z.string().trim().regex(PHONE_PATTERN),
  code: z.string().trim().min(2).max(4).optional(),
  rooms: z.array(z.object({ guest: z.string().trim().min(1).max(5) })),
  terms: z.literal(true),
});

/** A form's words: labels, one field-specific wording, and generic ones naming the kind. */
const messages: FormMessages = {
  fields: {
    name: { label: 'Name', invalid: 'letters only' },
    mobile: { label: 'Mobile', invalid: 'a phone number' },
    'rooms.*.guest': { label: 'Guest', tooLong: 'a short name' },
    terms: { invalid: 'accept the terms' },
  },
  fallback: (issue, label) =>
    issue.kind === 'blank'
      ? `fill in ${label}`
      : `${issue.kind} ${label}${issue.limit === undefined ? '' : ` ${issue.limit}`}`,
};

const valid = {
  name: 'Ann',
  email: 'ann@example.com',
  mobile: '+1 212 555 0100',
  rooms: [{ guest: 'Bo' }],
  terms: true,
};

const errorsOf = (body: Record<string, unknown>) =>
  schemaErrors(Schema, { ...valid, ...body }, messages);

describe('schemaErrors', () => {
  it('finds nothing in a valid body', () => {
    expect(errorsOf({})).toEqual({});
  });

  it('says "fill in" for a blank field, whatever rule the blank breaks', () => {
    expect(errorsOf({ name: '   ', email: '', mobile: '' })).toEqual({
      name: 'fill in Name',
      email: 'fill in email',
      mobile: 'fill in Mobile',
    });
  });

  it("uses the field's own words for a malformed value (the pattern rules)", () => {
    expect(errorsOf({ name: 'Ann1', mobile: 'call me' })).toEqual({
      name: 'letters only',
      mobile: 'a phone number',
    });
  });

  it('words e-mail, length and other issues generically, with the limit', () => {
    expect(errorsOf({ email: 'ann@', code: 'x' })).toEqual({
      email: 'email email',
      code: 'tooShort code 2',
    });
    expect(errorsOf({ code: 'abcde' })).toEqual({ code: 'tooLong code 4' });
    expect(errorsOf({ terms: false })).toEqual({ terms: 'accept the terms' });
  });

  it('keys array items by index and words them by pattern (rooms.*.guest)', () => {
    expect(errorsOf({ rooms: [{ guest: 'Bo' }, { guest: 'Bartholomew' }, { guest: '' }] })).toEqual(
      { 'rooms.1.guest': 'a short name', 'rooms.2.guest': 'fill in Guest' },
    );
  });

  it('keeps the first issue of a field', () => {
    // "Ann 12345678" is too long and not letters: zod reports max first, then the pattern.
    expect(errorsOf({ name: 'Ann 12345678' })).toEqual({ name: 'letters only' });
  });
});

describe('fieldIssueOf', () => {
  it('turns zod issues into the kinds forms word', () => {
    const result = Schema.safeParse({ ...valid, name: 'Bartholomew', rooms: [{ guest: '' }] });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((issue) =>
      fieldIssueOf(issue, { ...valid, name: 'Bartholomew', rooms: [{ guest: '' }] }),
    );
    expect(issues).toContainEqual({ kind: 'tooLong', limit: 10, path: 'name', pattern: 'name' });
    expect(issues).toContainEqual({
      kind: 'blank',
      path: 'rooms.0.guest',
      pattern: 'rooms.*.guest',
    });
  });
});
