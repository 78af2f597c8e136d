/**
 * The hotel contract's plain values and date helpers (spec part 2 §2, §5, §9), without zod:
 * the web's hotel pages import these on their first load. `hotels.ts` re-exports all of it.
 */

/** Longest stay one booking may cover. */
export const MAX_HOTEL_NIGHTS = 30;
/** How far ahead a stay may start. */
export const MAX_HOTEL_DAYS_AHEAD = 365;
export const HOTEL_PAGE_SIZE = 20;
/** The map asks for every match up to this many (markers follow the list and the filters). */
export const HOTEL_MAP_LIMIT = 300;

/** True for a `YYYYMMDD` that is a real calendar date (no 20270230). */
export function isRealCompactDate(value: string): boolean {
  const y = Number(value.slice(0, 4));
  const m = Number(value.slice(4, 6));
  const d = Number(value.slice(6, 8));
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Nights between two `YYYYMMDD` dates (negative when check-out is first). */
export function nightsBetween(checkIn: string, checkOut: string): number {
  const utc = (v: string) =>
    Date.UTC(Number(v.slice(0, 4)), Number(v.slice(4, 6)) - 1, Number(v.slice(6, 8)));
  return Math.round((utc(checkOut) - utc(checkIn)) / 86_400_000);
}

/** Suggestion types (spec part 2 §3): 1 city, 2 airport. */
export const HOTEL_PLACE_TYPES = { city: 1, airport: 2 } as const;

/** The amenities the list filters on (spec part 2 §2). */
export const HOTEL_FILTER_AMENITIES = [
  'wifi',
  'freeBreakfast',
  'freeParking',
  'petsAllowed',
] as const;

/** `distance`: nearest the searched point (city, airport or address) first (issue 13 §3). */
export const HOTEL_SORTS = ['recommand', 'lowestPrice', 'rating', 'distance'] as const;
export type HotelSort = (typeof HOTEL_SORTS)[number];

/**
 * Review-score filter thresholds on the storefront's 1–5 score (shown x/5): the Booking.com
 * "9+, 8+, 7+" on a 10-point scale, halved (issue 13 §3).
 */
export const HOTEL_REVIEW_SCORES = [4.5, 4, 3.5] as const;
export type HotelReviewScore = (typeof HOTEL_REVIEW_SCORES)[number];

/**
 * The words for a score on the 1–5 scale (a hotel's, a review's), cut at the review-score
 * filter's thresholds: 4.5+ Excellent, 4.0+ Very good, 3.5+ Good, then Fair from 2.5 and Poor
 * below. A hotel that passes "4.0+" is called at least "Very good" wherever it is shown.
 */
export const HOTEL_SCORE_WORDS = ['excellent', 'veryGood', 'good', 'fair', 'poor'] as const;
export type HotelScoreWord = (typeof HOTEL_SCORE_WORDS)[number];
/** The lowest score of each word, in the order of HOTEL_SCORE_WORDS. */
export const HOTEL_SCORE_WORD_FLOORS: Readonly<Record<HotelScoreWord, number>> = {
  excellent: HOTEL_REVIEW_SCORES[0],
  veryGood: HOTEL_REVIEW_SCORES[1],
  good: HOTEL_REVIEW_SCORES[2],
  fair: 2.5,
  poor: 1,
};

export function hotelScoreWord(score: number): HotelScoreWord {
  // Scores carry one decimal: round first so that 4.4999… (a sum of floats) is not "Good".
  const rounded = Math.round(score * 10) / 10;
  return HOTEL_SCORE_WORDS.find((word) => rounded >= HOTEL_SCORE_WORD_FLOORS[word]) ?? 'poor';
}

/** Written reviews per page of `GET /api/HotelReviews`, and the most one page may ask for. */
export const HOTEL_REVIEWS_PAGE_SIZE = 5;
export const HOTEL_REVIEWS_MAX_PAGE_SIZE = 20;

/** Who wrote a review (Booking.com's traveller types). */
export const HOTEL_TRAVELLER_TYPES = ['solo', 'couple', 'family', 'friends', 'business'] as const;
export type HotelTravellerType = (typeof HOTEL_TRAVELLER_TYPES)[number];
