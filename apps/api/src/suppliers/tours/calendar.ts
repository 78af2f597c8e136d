/**
 * Date arithmetic on local calendar dates (YYYY-MM-DD): departures are the departure city's
 * dates, so no time zone enters here.
 */

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function addMonths(date: string, months: number): string {
  const [y, m, day] = date.split('-').map(Number) as [number, number, number];
  const d = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d.toISOString().slice(0, 10);
}

/** The `YYYY-MM` months from `from`'s month through `count` months later (count + 1 months). */
export function monthsFrom(from: string, count: number): string[] {
  const out: string[] = [];
  for (let i = 0; i <= count; i += 1) out.push(addMonths(`${from.slice(0, 7)}-01`, i).slice(0, 7));
  return out;
}

export const daysInMonth = (month: string): number => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
};

/** Day of the week of a date, 0 Sunday … 6 Saturday. */
export const weekday = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The UTC date of an instant, YYYY-MM-DD. */
export const utcDate = (at: Date): string => at.toISOString().slice(0, 10);
