/**
 * The one copy of the e-mail, phone and name rules (issue 11 §3), without zod: the schemas
 * use them through `.regex()` / `z.email({ pattern })`, and the web's forms import them from
 * `@travel/contracts/patterns` so a page that only shows a form does not load zod.
 * The spec gives no length or alphabet for any of them, so each field uses the same rule.
 */

/** Longest address SMTP carries (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * zod's own "practical" e-mail rule (`z.regexes.email`), copied so the web checks without zod
 * and passed to `z.email({ pattern })` so the API uses this very copy (a test checks they agree).
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/**
 * A phone as people type it: an optional +, a digit, then 5 to 31 digits, spaces, hyphens or
 * brackets (6 to 32 characters, room for E.164's 15 digits with any grouping).
 */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{5,31}$/;

/**
 * A traveller's name as on a passport or ID: a letter of any script, then letters, marks,
 * spaces, hyphens and apostrophes (straight or typographic).
 */
export const NAME_PATTERN = /^\p{L}[\p{L}\p{M} '’-]*$/u;

export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}
