import type { HotelHeaderFacts } from '@travel/contracts/hotels';
import type { AppContext } from '../app-context';
import { hotelSupplier } from '../lib/hotel-supplier';

/**
 * /hotel/{id}'s header facts for the page's first HTML (issue 10), from the hotel supplier's
 * in-memory content (`HotelSupplier.headerFacts`): a supplier without it gives none, and the
 * page keeps its skeleton. Asked for at the first page, not at start-up: the simulated hotels'
 * catalogue is built on first use.
 */
export function pageHotelLookup(
  ctx: Pick<AppContext, 'db'>,
): (id: string) => HotelHeaderFacts | null {
  return (id) => hotelSupplier(ctx).headerFacts?.(id) ?? null;
}
