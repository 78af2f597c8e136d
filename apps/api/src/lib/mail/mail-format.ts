/**
 * Words and numbers as order mails write them (issue 13 §5), product-free. Mails are in English:
 * the storefront keeps no language per account or order to write them in another.
 */

const LOCALE = 'en-US';

const zoneNames = new Map<string, Intl.DateTimeFormat>();

/**
 * The zone's name at an instant, as a reader knows it: `Pacific Daylight Time`,
 * `British Summer Time`, `Central European Summer Time`; Intl's `GMT+03:00` where English has
 * no name; the IANA name itself when Node does not know the zone.
 */
export function zoneName(timeZone: string, instant: Date): string {
  try {
    let format = zoneNames.get(timeZone);
    if (!format) {
      format = new Intl.DateTimeFormat(LOCALE, { timeZone, timeZoneName: 'long' });
      zoneNames.set(timeZone, format);
    }
    return format.formatToParts(instant).find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}

const dateLabels = new Intl.DateTimeFormat(LOCALE, {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `2027-04-15` (a local calendar date) → `Thu, Apr 15, 2027`; never shifted by a zone. */
export function dateLabel(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : dateLabels.format(date);
}

/**
 * A place's wall-clock time as the mail writes it: `Thu, Apr 15, 2027, 08:30 Pacific Daylight
 * Time`. `local` is `YYYY-MM-DDTHH:mm` in `timeZone`; `instant` the same moment (for the zone's
 * name, which changes with daylight saving).
 */
export function localTimeLabel(local: string, timeZone: string, instant: Date): string {
  return `${dateLabel(local)}, ${local.slice(11, 16)} ${zoneName(timeZone, instant)}`;
}

/** `USD 1,234.50`. */
export function moneyLabel(cents: number, currency: string): string {
  const amount = (cents / 100).toLocaleString(LOCALE, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${currency} ${amount}`;
}

/** `1h 25m`, `45m`, `2h`. */
export function durationLabel(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m}m`;
  return m === 0 ? `${h}h` : `${h}h ${m}m`;
}

/** `1 night`, `3 nights`. */
export const plural = (count: number, one: string, many = `${one}s`): string =>
  `${count} ${count === 1 ? one : many}`;

/** An instant in UTC as the server enforces it: `2027-04-15 15:30 UTC`. */
export const utcLabel = (instant: Date): string =>
  `${instant.toISOString().replace('T', ' ').slice(0, 16)} UTC`;
