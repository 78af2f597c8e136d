import type { ExchangeOffer, ExchangeSearchResult } from '@travel/contracts/exchange';
import { tabStore } from '../../../lib/storage';

/**
 * The change the traveller picked on /exchange/search, carried to /exchange/order: the offer,
 * the brand, and the original itinerary to show beside it. Kept in sessionStorage (one tab's
 * flow; never card data) with the Idempotency-Key of the confirmation, so a retry after a lost
 * reply replays instead of charging twice.
 */
export interface ExchangeDraft {
  orderNo: string;
  /** MM/DD/YYYY per trip: where "search again" goes. */
  dates: string[];
  offer: ExchangeOffer;
  brandId: string;
  original: Pick<
    ExchangeSearchResult,
    'originalTrips' | 'originalBrand' | 'changePenalty' | 'travellers'
  >;
  tripType: ExchangeOffer['tripType'];
  idempotencyKey: string;
}

const KEY = 'exchangeDraft';

function isDraft(value: unknown): value is ExchangeDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Partial<ExchangeDraft>;
  return (
    typeof draft.orderNo === 'string' &&
    typeof draft.brandId === 'string' &&
    typeof draft.idempotencyKey === 'string' &&
    Array.isArray(draft.dates) &&
    typeof draft.offer?.offerId === 'string' &&
    Array.isArray(draft.original?.originalTrips)
  );
}

/** The draft for this order, if the tab has one. */
export function readExchangeDraft(orderNo: string): ExchangeDraft | null {
  try {
    const parsed: unknown = JSON.parse(tabStore()?.getItem(KEY) ?? 'null');
    return isDraft(parsed) && parsed.orderNo === orderNo ? parsed : null;
  } catch {
    return null;
  }
}

export function saveExchangeDraft(draft: ExchangeDraft): void {
  try {
    tabStore()?.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Quota or privacy mode: the order page then asks to choose the change again.
  }
}

export function clearExchangeDraft(): void {
  try {
    tabStore()?.removeItem(KEY);
  } catch {
    // Nothing kept, nothing to clear.
  }
}

export const isDraftExpired = (draft: ExchangeDraft, now: number = Date.now()): boolean =>
  Date.parse(draft.offer.expiresAt) <= now;

/** The brand the traveller chose, priced as a change. */
export const draftBrand = (draft: ExchangeDraft) =>
  draft.offer.brands.find((brand) => brand.brandId === draft.brandId) ?? draft.offer.brands[0];
