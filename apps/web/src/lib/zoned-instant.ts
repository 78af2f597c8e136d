const OPTIONS: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
  timeZoneName: 'short',
};

/**
 * "Thu, Feb 25, 2027, 18:00 GMT": an instant with its year and zone named, for a deadline that
 * may be months away. In `timeZone` when given (a hotel's deadline is the hotel's), else in the
 * viewer's own zone; an unknown zone name falls back to UTC, said as such, never an error.
 */
export function formatZonedInstant(iso: string, localeTag: string, timeZone?: string): string {
  const date = new Date(iso);
  try {
    return new Intl.DateTimeFormat(localeTag, { ...OPTIONS, timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat(localeTag, { ...OPTIONS, timeZone: 'UTC' }).format(date);
  }
}
