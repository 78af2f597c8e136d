import { PHONE_PATTERN } from '@travel/contracts/patterns';
import { CALLING_CODES, callingCodeOf } from './calling-codes';

/**
 * An international phone number as the phone field keeps it: "+<calling code> <national
 * number>", e.g. "+33 612345678". The country is kept apart from the number because several
 * countries share a calling code (US and CA both +1), so the code alone cannot say which was
 * chosen.
 */
export interface PhoneParts {
  country: string;
  national: string;
}

/** E.164: at most 15 digits with the calling code; a national number has at least 4. */
const MAX_DIGITS = 15;
const MIN_NATIONAL_DIGITS = 4;

export const digitsOf = (text: string): string => text.replace(/\D/g, '');

export function formatPhone({ country, national }: PhoneParts): string {
  const code = callingCodeOf(country);
  // Only the start is trimmed: a space typed between groups must survive the next keystroke.
  if (!code || !national.trim()) return '';
  return `+${code} ${national.trimStart()}`;
}

/**
 * The parts of a stored value, the country guessed from the longest calling code that starts it
 * (the `fallback` country when it shares that code, else a `preferred` one: US rather than CA
 * for +1).
 */
export function parsePhone(
  value: string,
  fallback: string,
  preferred: readonly string[] = [],
): PhoneParts {
  const match = /^\+(\d{1,4})\s*(.*)$/.exec(value.trim());
  if (!match) return { country: fallback, national: value.trim() };
  const all = `${match[1]}${match[2]}`;
  const candidates = CALLING_CODES.filter((entry) => all.startsWith(entry.code)).sort(
    (a, b) => b.code.length - a.code.length,
  );
  const best = candidates[0];
  if (!best) return { country: fallback, national: match[2] ?? '' };
  // Several countries share a code (+1: US, CA…): the fallback, then a preferred one, wins.
  const sharing = candidates.filter((entry) => entry.code === best.code).map((e) => e.country);
  const country = [fallback, ...preferred].find((code) => sharing.includes(code)) ?? best.country;
  return { country, national: all.slice(best.code.length) };
}

/**
 * Whether the value is a whole international number: a known calling code, a national number
 * of digits, spaces, hyphens and brackets with 4 or more digits, 15 digits at most in all, and
 * the shared phone rule the API applies.
 */
export function isValidPhone(value: string): boolean {
  const match = /^\+(\d{1,4}) ([0-9][0-9 ()-]*)$/.exec(value.trim());
  if (!match?.[1] || !match[2]) return false;
  if (!CALLING_CODES.some((entry) => entry.code === match[1])) return false;
  const national = digitsOf(match[2]);
  return (
    national.length >= MIN_NATIONAL_DIGITS &&
    match[1].length + national.length <= MAX_DIGITS &&
    PHONE_PATTERN.test(value.trim())
  );
}
