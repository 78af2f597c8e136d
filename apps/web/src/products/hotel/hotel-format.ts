/**
 * An instant shown in the hotel's own time zone, with the zone named: a cancellation deadline
 * is the hotel's ("free cancellation until 18:00 at the hotel"), wherever the traveller is.
 */
export function formatInHotelZone(iso: string, timeZone: string, localeTag: string): string {
  const date = new Date(iso);
  try {
    return new Intl.DateTimeFormat(localeTag, {
      weekday: 'short',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
      timeZone,
      timeZoneName: 'short',
    }).format(date);
  } catch {
    // An unknown zone name must not break the page: UTC, said as such.
    return new Intl.DateTimeFormat(localeTag, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'UTC',
      timeZoneName: 'short',
    }).format(date);
  }
}

/** Badge colours per rate policy; the words always come with them, never colour alone. */
/** The score of spec part 2 §2, "x/5" with one decimal. */
export const scoreText = (rating: number): string => `${rating.toFixed(1)}/5`;
