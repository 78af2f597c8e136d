import { COUNTER_LIMITS } from '@travel/contracts/constants';
import type { Stay } from '../../../products/hotel/hotel-stay';

export type PartyField = 'rooms' | 'adults' | 'children';
export type Party = Pick<Stay, PartyField>;

/**
 * The party with one count changed, within its limits (spec part 2 §5): every room needs an
 * adult, so more rooms raise adults and fewer adults lower rooms. Shared by the stay editor and
 * its light frame, which both take typed and stepped values.
 */
export function withCount(party: Party, key: PartyField, raw: string | number): Party {
  const limits = COUNTER_LIMITS[key];
  const value = Math.min(Math.max(Number(raw) || limits.min, limits.min), limits.max);
  const next = { ...party, [key]: value };
  if (key === 'rooms' && next.adults < value) next.adults = value;
  if (key === 'adults' && value < next.rooms) next.rooms = value;
  return next;
}
