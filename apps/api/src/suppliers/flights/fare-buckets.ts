import type { BookableCabin } from '@travel/contracts/flights';

/**
 * Booking classes of each cabin, cheapest first. A class sells while the cabin's load stays
 * under its ceiling, so as seats sell the cheap classes close and the price moves up; the last
 * class of a cabin sells the last seat.
 */
export interface FareBucket {
  bookingClass: string;
  /** Price relative to the cabin's reference fare. */
  multiplier: number;
  /** Share of the cabin that may be sold when this class stops selling. */
  ceiling: number;
}

const bucket = (bookingClass: string, multiplier: number, ceiling: number): FareBucket => ({
  bookingClass,
  multiplier,
  ceiling,
});

export const FARE_BUCKETS: Readonly<Record<BookableCabin, readonly FareBucket[]>> = {
  E: [
    bucket('N', 0.75, 0.35),
    bucket('S', 0.85, 0.5),
    bucket('L', 1, 0.62),
    bucket('K', 1.15, 0.72),
    bucket('H', 1.32, 0.8),
    bucket('M', 1.55, 0.88),
    bucket('B', 1.8, 0.94),
    bucket('Y', 2.2, 1),
  ],
  P: [bucket('G', 0.9, 0.5), bucket('W', 1.1, 0.8), bucket('R', 1.35, 1)],
  B: [
    bucket('Z', 0.85, 0.4),
    bucket('I', 0.95, 0.6),
    bucket('D', 1.1, 0.75),
    bucket('C', 1.3, 0.9),
    bucket('J', 1.6, 1),
  ],
  F: [bucket('A', 0.9, 0.6), bucket('F', 1.2, 1)],
};

/**
 * The cheapest class that can seat `party` more travellers on a cabin with `sold` of `capacity`
 * seats gone; undefined when the cabin cannot seat them at all.
 */
export function openBucket(
  cabin: BookableCabin,
  capacity: number,
  sold: number,
  party: number,
): FareBucket | undefined {
  if (sold + party > capacity) return undefined;
  return FARE_BUCKETS[cabin].find((b) => sold + party <= Math.floor(b.ceiling * capacity));
}
