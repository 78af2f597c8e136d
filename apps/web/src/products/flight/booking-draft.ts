import type { FlightOffer } from '@travel/contracts/flights';
import { STORAGE_KEYS, readJson, removeItem, writeJson } from '../../lib/storage';

/**
 * The booking draft (spec part 1 §3): what the traveller chose on /flights, carried to /book.
 * Kept in localStorage under `booking` so a reload of /book keeps it; logout clears it.
 * /book sends the traveller home when there is none (spec §2 navigation guard).
 */
export interface BookingDraft {
  tripType: 'oneway' | 'roundtrip' | 'multicity';
  offer: FlightOffer;
  brandId: string;
  adults: number;
  children: number;
  /** The results URL the offer came from, to search again when it has expired. */
  searchUrl: string;
  /** /flights-invoice: the booking collects invoice details. */
  invoice: boolean;
  savedAt: number;
}

function isDraft(value: unknown): value is BookingDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Partial<BookingDraft>;
  return (
    typeof draft.brandId === 'string' &&
    typeof draft.searchUrl === 'string' &&
    typeof draft.offer === 'object' &&
    draft.offer !== null &&
    typeof draft.offer.offerId === 'string'
  );
}

export const readBookingDraft = (): BookingDraft | null =>
  readJson(STORAGE_KEYS.bookingDraft, isDraft);

export const saveBookingDraft = (draft: BookingDraft): void =>
  writeJson(STORAGE_KEYS.bookingDraft, draft);

export const clearBookingDraft = (): void => removeItem(STORAGE_KEYS.bookingDraft);

/**
 * Something bookable: a draft exists. An expired one still opens /book, which tells the
 * traveller and offers to search again (spec §4: an expired offer forces a new search).
 */
export const hasBookableDraft = (): boolean => readBookingDraft() !== null;

export const isDraftExpired = (draft: BookingDraft, now: number = Date.now()): boolean =>
  Date.parse(draft.offer.expiresAt) <= now;
