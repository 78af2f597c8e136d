import type { HotelRule } from '@travel/contracts/hotels';
import { codeSet, ERRORS } from '@travel/contracts/errors';
import { ApiError } from '../../../lib/api-client';

/**
 * What /hotel/{id}/book does with a failed SaveOrderNew or Payment call (catalogue of spec
 * part 1 §8 and part 2 §8): ask about a new price (1059 carries the new rule), explain a
 * sold-out room (1050), keep the form after a refused payment (the order exists and is paid
 * again with its number), point at the fields the API named, or say it plainly.
 */
export type HotelBookErrorAction =
  | { kind: 'reprice'; rule: HotelRule | null }
  | { kind: 'soldOut' }
  | { kind: 'payRefused'; order: { orderNo: string; deadlineAt: string | null } | null }
  | { kind: 'fields'; fields: Record<string, string> }
  | { kind: 'general' };

const REPRICE = codeSet(ERRORS.itineraryPriceChanged, ERRORS.priceChanged);
const SOLD_OUT = codeSet(ERRORS.priceNoLongerAvailable);
/** The processor or the balance said no: the order was written, only the money is missing. */
const PAY_REFUSED = codeSet(
  ERRORS.invalidCraditCard,
  ERRORS.invalidCraditCardExpiration,
  ERRORS.invalidCraditCardNumber,
  ERRORS.insufficientAccountBalance,
  ERRORS.paymentVerificationFailed,
  ERRORS.paymentVerificationFailed1507,
);
/** Form paths the API's validation issues may name (the body mirrors the form). */
const FORM_PATH =
  /^(guests\.\d+\.(firstName|lastName)|contact\.(name|email|mobile)|specialRequests)$/;

function refusedOrderOf(data: unknown): { orderNo: string; deadlineAt: string | null } | null {
  if (typeof data !== 'object' || data === null) return null;
  const { orderNo, deadlineAt } = data as Record<string, unknown>;
  if (typeof orderNo !== 'string') return null;
  return { orderNo, deadlineAt: typeof deadlineAt === 'string' ? deadlineAt : null };
}

/** The new rule a 1059 carries, when it has the shape the page reads (no zod in this chunk). */
function ruleOf(data: unknown): HotelRule | null {
  if (typeof data !== 'object' || data === null) return null;
  const { rate, nights, stay } = data as Record<string, unknown>;
  const total = (rate as Record<string, unknown> | null)?.total;
  return Number.isInteger(total) && Array.isArray(nights) && typeof stay === 'object'
    ? (data as HotelRule)
    : null;
}

export function hotelBookErrorAction(error: unknown): HotelBookErrorAction {
  if (!(error instanceof ApiError)) return { kind: 'general' };
  const code = String(error.code);
  if (REPRICE.has(code)) {
    return { kind: 'reprice', rule: ruleOf(error.data) };
  }
  if (SOLD_OUT.has(code)) return { kind: 'soldOut' };
  if (PAY_REFUSED.has(code)) return { kind: 'payRefused', order: refusedOrderOf(error.data) };
  const fields = Object.fromEntries(
    error.issues
      .filter((issue) => FORM_PATH.test(issue.path))
      .map((issue) => [issue.path, issue.message]),
  );
  if (Object.keys(fields).length > 0) return { kind: 'fields', fields };
  return { kind: 'general' };
}
