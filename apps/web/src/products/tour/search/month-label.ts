import { dateTimeFormat } from '../../../lib/intl-format';

/** "March 2027" for `2027-03` in the page's language (a calendar month, no time zone to shift). */
export function monthLabel(month: string, localeTag: string): string {
  const [year, number] = month.split('-').map(Number);
  if (!year || !number) return month;
  return dateTimeFormat(localeTag, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, number - 1, 1)),
  );
}
