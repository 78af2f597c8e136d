import type { StoredOffer } from './offer-store';
import { packStoredOffers } from './packed-offers';
import { encodeStoredOffer } from './stored-offer-codec';

/**
 * A reply's quotes as the row keeps them: packed (packed-offers.ts), or the per-offer strings
 * of stored-offer-codec.ts for a reply that cannot be packed. Plain strings and objects, and no
 * database code here: a search worker makes them and hands them over (search-worker.ts).
 */
export type StoredQuotes = { packed: string } | { offers: (string | StoredOffer)[] };

export function storedQuotes(offers: readonly StoredOffer[]): StoredQuotes {
  const packed = packStoredOffers(offers);
  return packed === null ? { offers: offers.map(encodeStoredOffer) } : { packed };
}
