import { dateTimeFormat } from '../../../lib/intl-format';
/**
 * Dates as the flight pages handle them. The pickers speak ISO `YYYY-MM-DD` (Mantine's string
 * value); URLs and the API speak the spec's `MM/DD/YYYY`. Both are calendar dates without a
 * time zone: "today" is the traveller's own calendar day.
 */
export type IsoDate = string;

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const US = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** True for a real calendar date (no 02/30). */
function realDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** `MM/DD/YYYY` → `YYYY-MM-DD`, or null when it is not a real date in that format. */
export function usToIso(value: string | null | undefined): IsoDate | null {
  const match = US.exec(value ?? '');
  if (!match) return null;
  const [, mm, dd, yyyy] = match as unknown as [string, string, string, string];
  return realDate(Number(yyyy), Number(mm), Number(dd)) ? `${yyyy}-${mm}-${dd}` : null;
}

/** `YYYY-MM-DD` → `MM/DD/YYYY`. */
export function isoToUs(value: IsoDate): string {
  const match = ISO.exec(value);
  if (!match) throw new RangeError(`not an ISO date: ${value}`);
  const [, yyyy, mm, dd] = match as unknown as [string, string, string, string];
  return `${mm}/${dd}/${yyyy}`;
}

const pad = (n: number) => String(n).padStart(2, '0');
const isoOf = (date: Date): IsoDate =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
const parts = (iso: IsoDate) => iso.split('-').map(Number) as [number, number, number];

/** The traveller's own calendar day (local time, not UTC). */
export const todayIso = (now: Date = new Date()): IsoDate =>
  `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

export function addDays(iso: IsoDate, days: number): IsoDate {
  const [y, m, d] = parts(iso);
  return isoOf(new Date(Date.UTC(y, m - 1, d + days)));
}

/** Months later, on the same day or the month's last day (Jan 31 + 1 month = Feb 28). */
export function addMonths(iso: IsoDate, months: number): IsoDate {
  const [y, m, d] = parts(iso);
  const lastDay = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return isoOf(new Date(Date.UTC(y, m - 1 + months, Math.min(d, lastDay))));
}

/** Whole days from `a` to `b` (calendar dates, so daylight-saving days count as one). */
export function daysBetween(a: IsoDate, b: IsoDate): number {
  const utc = (iso: IsoDate) => {
    const [y, m, d] = parts(iso);
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((utc(b) - utc(a)) / 86_400_000);
}

/** "Tue, Mar 3" in the page language (the spec's label shape 'ddd, MMM D'). */
export function shortDateLabel(iso: IsoDate, locale: string): string {
  const [y, m, d] = parts(iso);
  return dateTimeFormat(locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** Minutes past midnight of a local `YYYY-MM-DDTHH:mm` time. */
export function minutesOfDay(localDateTime: string): number {
  const hours = Number(localDateTime.slice(11, 13));
  const minutes = Number(localDateTime.slice(14, 16));
  return hours * 60 + minutes;
}

/** `HH:mm` of a local `YYYY-MM-DDTHH:mm` time (the spec's time format). */
export const clockTime = (localDateTime: string): string => localDateTime.slice(11, 16);

/** The calendar date part of a local `YYYY-MM-DDTHH:mm` time. */
export const datePart = (localDateTime: string): IsoDate => localDateTime.slice(0, 10);
