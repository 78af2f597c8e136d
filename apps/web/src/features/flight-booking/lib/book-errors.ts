import { codeSet, ERRORS } from '@travel/contracts/errors';
import { ApiError } from '../../../lib/api-client';
import type { BookingGroup } from './validate-booking';

/**
 * What the /book page does with a failed Prebooking or Book call (spec part 1 §8 catalogue):
 * re-price and ask (1059, 1206, priceChanged), start a new search (1201 expired, 1050 sold
 * out, 1207/1208 cabin changed), point at a form group or field, or say it plainly.
 */
/** The totals a 1059 reply carries: what was quoted, and what the fare costs now. */
export interface MovedPrice {
  previousTotal: number;
  total: number;
}

export type BookErrorAction =
  | { kind: 'reprice'; moved: MovedPrice | null }
  | { kind: 'gone'; reason: 'expired' | 'soldOut' | 'cabinChanged' }
  | { kind: 'emailCode' }
  | { kind: 'fields'; fields: Record<string, string> }
  | { kind: 'group'; group: BookingGroup; code: string }
  | { kind: 'general' };

const REPRICE = codeSet(
  ERRORS.itineraryPriceChanged,
  ERRORS.cabinOrPriceChanged,
  ERRORS.priceChanged,
  ERRORS.ticketPriceChange,
);
const EXPIRED = codeSet(ERRORS.dataExpired, ERRORS.offerExpired);
const SOLD_OUT = codeSet(ERRORS.priceNoLongerAvailable, ERRORS.noTicket, ERRORS.invalidFlight);
const CABIN = codeSet(ERRORS.cabinChanged, ERRORS.cabinChanged1208);
const EMAIL_CODE = codeSet(
  ERRORS.codeWrong,
  ERRORS.codeFormatError,
  ERRORS.codeExpired,
  ERRORS.codeLocked,
  ERRORS.codeRequired,
  ERRORS.verifyFailed,
);
const PASSENGER = codeSet(ERRORS.passengerInformationError, ERRORS.documentValidityBeyondLimit);
const CONTACT = codeSet(ERRORS.contactInformationError);

/** Form paths the API's validation issues may name (the body mirrors the form). */
const FORM_PATH = /^(passengers\.\d+\.\w+|contact\.\w+|invoice\.\w+)$/;

function movedPriceOf(data: unknown): MovedPrice | null {
  if (typeof data !== 'object' || data === null) return null;
  const { previousTotal, total } = data as Record<string, unknown>;
  return Number.isInteger(previousTotal) && Number.isInteger(total)
    ? { previousTotal: previousTotal as number, total: total as number }
    : null;
}

export function bookErrorAction(error: unknown): BookErrorAction {
  if (!(error instanceof ApiError)) return { kind: 'general' };
  const code = String(error.code);
  if (REPRICE.has(code)) return { kind: 'reprice', moved: movedPriceOf(error.data) };
  if (EXPIRED.has(code)) return { kind: 'gone', reason: 'expired' };
  if (SOLD_OUT.has(code)) return { kind: 'gone', reason: 'soldOut' };
  if (CABIN.has(code)) return { kind: 'gone', reason: 'cabinChanged' };
  if (EMAIL_CODE.has(code)) return { kind: 'emailCode' };
  // Field issues, when the API names them, point at the very fields (1056/1058 carry them).
  const fields = Object.fromEntries(
    error.issues
      .filter((issue) => FORM_PATH.test(issue.path))
      .map((issue) => [issue.path, issue.message]),
  );
  if (Object.keys(fields).length > 0) return { kind: 'fields', fields };
  if (PASSENGER.has(code)) return { kind: 'group', group: 'passenger', code };
  if (CONTACT.has(code)) return { kind: 'group', group: 'contact', code };
  return { kind: 'general' };
}
