import type * as Catalogue from '@travel/contracts/errors';
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

/** The catalogue's codes by what the page does with them (built once, on the first failure). */
function codeSetsOf({ codeSet, ERRORS }: typeof Catalogue) {
  return {
    REPRICE: codeSet(
      ERRORS.itineraryPriceChanged,
      ERRORS.cabinOrPriceChanged,
      ERRORS.priceChanged,
      ERRORS.ticketPriceChange,
    ),
    EXPIRED: codeSet(ERRORS.dataExpired, ERRORS.offerExpired),
    SOLD_OUT: codeSet(ERRORS.priceNoLongerAvailable, ERRORS.noTicket, ERRORS.invalidFlight),
    CABIN: codeSet(ERRORS.cabinChanged, ERRORS.cabinChanged1208),
    EMAIL_CODE: codeSet(
      ERRORS.codeWrong,
      ERRORS.codeFormatError,
      ERRORS.codeExpired,
      ERRORS.codeLocked,
      ERRORS.codeRequired,
      ERRORS.verifyFailed,
    ),
    PASSENGER: codeSet(ERRORS.passengerInformationError, ERRORS.documentValidityBeyondLimit),
    CONTACT: codeSet(ERRORS.contactInformationError),
  };
}
let codeSets: ReturnType<typeof codeSetsOf> | undefined;

/** Form paths the API's validation issues may name (the body mirrors the form). */
const FORM_PATH = /^(passengers\.\d+\.\w+|contact\.\w+|invoice\.\w+)$/;

function movedPriceOf(data: unknown): MovedPrice | null {
  if (typeof data !== 'object' || data === null) return null;
  const { previousTotal, total } = data as Record<string, unknown>;
  return Number.isInteger(previousTotal) && Number.isInteger(total)
    ? { previousTotal: previousTotal as number, total: total as number }
    : null;
}

/**
 * Async because the error catalogue is imported on the first failure, not with /book (its
 * first-load script stays as small as before the codes were named).
 */
export async function bookErrorAction(error: unknown): Promise<BookErrorAction> {
  if (!(error instanceof ApiError)) return { kind: 'general' };
  codeSets ??= codeSetsOf(await import('@travel/contracts/errors'));
  const { REPRICE, EXPIRED, SOLD_OUT, CABIN, EMAIL_CODE, PASSENGER, CONTACT } = codeSets;
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
