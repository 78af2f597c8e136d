import { CABIN_CODES, type CabinCode } from '@travel/contracts/constants';

/**
 * Cabins a user may search (spec part 1 §5): LimitCabin 0 means no limit; otherwise only the
 * single cabin at that index of A, E, P, B, F is offered, and A (all) is never offered then.
 * An index outside the list is treated as no limit: the server still enforces the real one.
 */
export function allowedCabins(limitCabin: number | null | undefined): CabinCode[] {
  const limit = limitCabin ?? 0;
  if (!Number.isInteger(limit) || limit <= 0 || limit >= CABIN_CODES.length) {
    return [...CABIN_CODES];
  }
  return [CABIN_CODES[limit]!];
}

/** The cabin to use: the wanted one when allowed, else the first allowed one. */
export function clampCabin(wanted: CabinCode, limitCabin: number | null | undefined): CabinCode {
  const allowed = allowedCabins(limitCabin);
  return allowed.includes(wanted) ? wanted : allowed[0]!;
}

export const isCabinCode = (value: string | null | undefined): value is CabinCode =>
  (CABIN_CODES as readonly string[]).includes(value ?? '');
