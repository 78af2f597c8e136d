/**
 * Plain values of the booking forms (genders, the empty birthday, card brands, cardholder
 * relationships), without zod: the web's forms import them from here so a page that only shows
 * a form does not load the schemas (issue 10, less script on the first visit). The schema
 * modules re-export them, so the server's imports stay as they were.
 */

export const GENDERS = ['Male', 'Female'] as const;
export type Gender = (typeof GENDERS)[number];

/** Year 0001 means "no birthday" (spec §3); the API answers it instead of null. */
export const EMPTY_BIRTHDAY = '0001-01-01';

export function birthYear(value: string): number {
  return Number(value.slice(0, 4));
}

export function isEmptyBirthday(value: string | null | undefined): boolean {
  return !value || birthYear(value) === 1;
}

/** MasterCard CA, Visa VI, American Express AX, Discover DS (spec §3). */
export const CARD_BRANDS = ['CA', 'VI', 'AX', 'DS'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];
export const CARD_BRAND_NAMES: Record<CardBrand, string> = {
  CA: 'MasterCard',
  VI: 'Visa',
  AX: 'American Express',
  DS: 'Discover',
};
export const CARDHOLDER_RELATIONSHIPS = [
  'Spouse',
  'Child',
  'Parent',
  'Relative',
  'Friend',
  'Self',
  'Other',
] as const;

/**
 * Length limits the forms show as `maxLength` (and in hints) as well as the schemas enforce
 * (issue 11 §3: one copy of each rule).
 */
/** A traveller's or guest's first, middle or last name. */
export const NAME_MAX_LENGTH = 50;
/** An airline's frequent-flyer programme: its 2- or 3-character code at most. */
export const FREQUENT_FLYER_PROGRAM_MAX_LENGTH = 3;
/** A hotel booking's special requests. */
export const SPECIAL_REQUESTS_MAX_LENGTH = 500;
