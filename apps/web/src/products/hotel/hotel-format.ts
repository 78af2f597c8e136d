import { formatZonedInstant } from '../../lib/zoned-instant';

/**
 * An instant shown in the hotel's own time zone, with the zone named: a cancellation deadline
 * is the hotel's ("free cancellation until 18:00 at the hotel"), wherever the traveller is.
 */
export const formatInHotelZone = (iso: string, timeZone: string, localeTag: string): string =>
  formatZonedInstant(iso, localeTag, timeZone);

/** The score of spec part 2 §2, "x/5" with one decimal. */
export const scoreText = (rating: number): string => `${rating.toFixed(1)}/5`;
