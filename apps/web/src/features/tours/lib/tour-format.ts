import { dateTimeFormat } from '../../../lib/intl-format';

/**
 * A departure's local date (`YYYY-MM-DD`, the departure city's calendar day) as words, e.g.
 * "Sat, Mar 6, 2027". Formatted in UTC on purpose: the date is already local to its zone, and
 * the visitor's own zone must not move it a day.
 */
export function localDateLabel(date: string, localeTag: string, withYear = true): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  return dateTimeFormat(localeTag, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** `YYYY-MM` of a local date. */
export const monthOf = (date: string): string => date.slice(0, 7);
