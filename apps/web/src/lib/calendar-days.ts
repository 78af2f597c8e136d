/**
 * Calendar arithmetic on a date's year, month (1–12) and day, done at UTC midnight so daylight
 * saving never moves a day. Each product keeps its own text form (flights `YYYY-MM-DD`, hotels
 * `YYYYMMDD`, as their calls and links have them) and converts at its edges.
 */

/** The date `days` later (or earlier, when negative). */
export const plusDays = (y: number, m: number, d: number, days: number): Date =>
  new Date(Date.UTC(y, m - 1, d + days));

/** Months later on the same day, or the month's last day (Jan 31 + 1 month = Feb 28). */
export function plusMonths(y: number, m: number, d: number, months: number): Date {
  const lastDay = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, lastDay)));
}
