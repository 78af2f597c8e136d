import { EMPTY_BIRTHDAY, isEmptyBirthday } from '@travel/contracts/form-values';

/**
 * Date helpers for birthdays. Dates stay `YYYY-MM-DD` strings end to end: a birthday is a
 * calendar day, not an instant, so it never goes through `Date` and a time zone.
 */
export interface DateParts {
  year: string;
  month: string;
  day: string;
}

export const EMPTY_PARTS: DateParts = { year: '', month: '', day: '' };

export function splitIsoDate(value: string | null | undefined): DateParts {
  if (!value || isEmptyBirthday(value)) return EMPTY_PARTS;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return EMPTY_PARTS;
  return { year: match[1]!, month: String(Number(match[2])), day: String(Number(match[3])) };
}

/** `YYYY-MM-DD` when all three parts are chosen, else '' (the form then asks for it). */
export function joinIsoDate(parts: DateParts): string {
  if (!parts.year || !parts.month || !parts.day) return '';
  return `${parts.year}-${parts.month.padStart(2, '0')}-${parts.day.padStart(2, '0')}`;
}

export function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one; a leap year needs the real year.
  return new Date(Date.UTC(Number.isFinite(year) && year > 0 ? year : 2000, month, 0)).getUTCDate();
}

/** Spec §3: birthdays are shown MM/DD/YYYY and year 0001 means empty. */
export function formatBirthday(value: string | null | undefined): string {
  if (!value || value === EMPTY_BIRTHDAY || isEmptyBirthday(value)) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : '';
}

/** Years for a date-of-birth select: this year back 100 years (spec §9 dropdown range). */
export function birthYears(now: Date = new Date()): string[] {
  const current = now.getFullYear();
  return Array.from({ length: 101 }, (_, index) => String(current - index));
}

/** Localised month names, January first, for selects. */
export function monthNames(locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, index) =>
    format.format(new Date(Date.UTC(2000, index, 1))),
  );
}
