import { SEARCH_CABINS } from '@travel/contracts/flights';

/**
 * LimitCabin (spec part 1 §5) as the form offers it: 0 any cabin, else the index of the only
 * cabin in A, E, P, B, F (A itself is never a limit).
 */
export const LIMIT_CABIN_VALUES = SEARCH_CABINS.map((_, index) => index);

/** LimitAmount is cents in the contract and dollars in the form (empty: no limit). */
export const dollarsToCents = (value: number | string): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.round(value * 100) : 0;

export const centsToDollars = (cents: number): number | '' => (cents > 0 ? cents / 100 : '');
