import { dateTimeFormat } from '../../../lib/intl-format';

/**
 * Formatting for flight times. Segment times are airport-local wall-clock strings
 * (`YYYY-MM-DDTHH:mm`, what the traveller reads on the boarding pass), so they are formatted as
 * written, never shifted through the browser's time zone.
 */
const wallClock = (local: string): Date => new Date(`${local.slice(0, 16)}:00Z`);

/** `HH:mm` (spec §9 time format). */
export const formatClock = (local: string): string => local.slice(11, 16);

/** "Mon, Jun 2" in the page language (spec part 2 §9 label `ddd, MMM D`). */
export function formatDay(local: string, localeTag: string): string {
  return dateTimeFormat(localeTag, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(wallClock(local));
}

/** `MM/DD/YYYY` (spec §9 date format) from `YYYY-MM-DD…`. */
export function formatDate(isoOrLocal: string): string {
  const [y, m, d] = isoOrLocal.slice(0, 10).split('-');
  return `${m}/${d}/${y}`;
}

/** Whole days between two local dates: the "+1" after an arrival time. */
export function dayShift(fromLocal: string, toLocal: string): number {
  const from = Date.parse(`${fromLocal.slice(0, 10)}T00:00:00Z`);
  const to = Date.parse(`${toLocal.slice(0, 10)}T00:00:00Z`);
  return Math.round((to - from) / 86_400_000);
}

export function splitMinutes(minutes: number): { h: number; m: number } {
  const safe = Math.max(0, Math.round(minutes));
  return { h: Math.floor(safe / 60), m: safe % 60 };
}
