import type { FlightOffer } from '@travel/contracts/flights';
import { STORAGE_KEYS, readJson, removeItem, writeJson } from '../../lib/storage';

/** The steps of /book once its order exists: seats and extras, then payment (issue 13 §2). */
export type BookedStep = 'extras' | 'pay';

/**
 * The booking draft (spec part 1 §3): what the traveller chose on /flights, carried to /book.
 * Kept in localStorage under `booking` so a reload of /book keeps it; logout clears it.
 *
 * Issue 13 §2: once /book has created the order (pay now), the draft points at it (`order`):
 * a reload, a new tab or a closed and reopened browser resumes that order at the step it had
 * reached, never books again. Only the order number and step are kept: never a card, never the
 * booking email (a visitor proves the order with it again, as "Find your flight" does).
 */
export interface BookingDraft {
  tripType: 'oneway' | 'roundtrip' | 'multicity';
  offer: FlightOffer;
  brandId: string;
  adults: number;
  children: number;
  /** Lap infants (under 2); absent in drafts saved before they were sold. */
  infants?: number;
  /** Each child's age (2–11) as the search gave it, in order: their forms are labelled with it. */
  childAges?: readonly number[];
  /** The results URL the offer came from, to search again when it has expired. */
  searchUrl: string;
  /** /flights-invoice: the booking collects invoice details. */
  invoice: boolean;
  savedAt: number;
  /** The order this draft became, and the step of /book it is at. */
  order?: { orderNo: string; step: BookedStep };
}

const isStep = (value: unknown): value is BookedStep => value === 'extras' || value === 'pay';

function isDraft(value: unknown): value is BookingDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Partial<BookingDraft>;
  const order = draft.order as Partial<NonNullable<BookingDraft['order']>> | undefined;
  return (
    typeof draft.brandId === 'string' &&
    typeof draft.searchUrl === 'string' &&
    typeof draft.offer === 'object' &&
    draft.offer !== null &&
    typeof draft.offer.offerId === 'string' &&
    (order === undefined ||
      (typeof order === 'object' &&
        order !== null &&
        typeof order.orderNo === 'string' &&
        isStep(order.step)))
  );
}

export const readBookingDraft = (): BookingDraft | null =>
  readJson(STORAGE_KEYS.bookingDraft, isDraft);

export const saveBookingDraft = (draft: BookingDraft): void =>
  writeJson(STORAGE_KEYS.bookingDraft, draft);

export const clearBookingDraft = (): void => removeItem(STORAGE_KEYS.bookingDraft);

/**
 * The order booked from the draft, at `step`: /book resumes it from now on. Without a draft
 * (storage refused it) the URL still carries the order (`/book?order=…`).
 */
export function markDraftBooked(orderNo: string, step: BookedStep = 'extras'): void {
  const draft = readBookingDraft();
  if (draft) saveBookingDraft({ ...draft, order: { orderNo, step } });
}

/** The draft's order is finished with (paid, or no longer payable): nothing is left to resume. */
export function clearDraftOrder(orderNo: string): void {
  if (readBookingDraft()?.order?.orderNo === orderNo) clearBookingDraft();
}

/**
 * An expired draft still opens /book, which tells the traveller and offers to search again
 * (spec §4: an expired offer forces a new search).
 */
export const isDraftExpired = (draft: BookingDraft, now: number = Date.now()): boolean =>
  Date.parse(draft.offer.expiresAt) <= now;
