import type { BookBody } from '@travel/contracts/flight-booking';
import {
  reach,
  startProgress,
  PROGRESS_STEPS,
  type ProgressState,
} from '../../../components/payment/progress-state';
import { clearBookingDraft, markDraftBooked } from '../../../products/flight/booking-draft';
import { bookResultPath, newIdempotencyKey, rememberOrderEmail } from '../../../lib/order-access';
import { book } from '../api/book';
import { bookErrorAction, type BookErrorAction } from './book-errors';
import { bookOrderPath } from './book-steps';

/** How long "Booking succeeded" stays up before the next step opens. */
const SHOW_LAST_STEP_MS = 700;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The booking attempt a retry of the same body belongs to (its `Idempotency-Key`). */
export type Attempt = { body: string; key: string } | null;

export interface PlaceOrderHooks {
  attempt: { current: Attempt };
  setProgress: (state: ProgressState | null) => void;
  navigate: (to: string, options?: { replace?: boolean }) => unknown;
}

/**
 * `POST /api/Book` with the spec's first progress messages (creating order, booking succeeded),
 * then where the booking goes on: reserving, /book/result/{orderNo}; paying now, the order's own
 * steps of /book (`/book?order=…`, which the draft now points at). Loaded at the submit, not
 * with /book (issue 10: first-load script). One `Idempotency-Key` per booking attempt: the same
 * body sent again (after a time-out, say) sends the same key, so the API replays.
 */
export async function placeOrder(
  body: BookBody,
  { attempt, setProgress, navigate }: PlaceOrderHooks,
): Promise<{ action: BookErrorAction; error: unknown } | null> {
  let state = reach(startProgress(PROGRESS_STEPS.slice(0, 2)), 'creating');
  setProgress(state);
  const serialised = JSON.stringify(body);
  if (attempt.current?.body !== serialised) {
    attempt.current = { body: serialised, key: newIdempotencyKey() };
  }

  let orderNo: string;
  try {
    orderNo = (await book(body, attempt.current.key)).orderNo;
  } catch (error) {
    setProgress(null);
    return { action: await bookErrorAction(error), error };
  }
  // The order exists now: the draft must not book it a second time.
  attempt.current = null;
  rememberOrderEmail(orderNo, body.contact.email);
  const reserving = body.timing === 'reserve';
  if (reserving) clearBookingDraft();
  else markDraftBooked(orderNo);
  state = reach(state, 'booked');
  setProgress(state);

  await pause(SHOW_LAST_STEP_MS);
  setProgress(null);
  await navigate(reserving ? bookResultPath(orderNo) : bookOrderPath(orderNo), {
    replace: !reserving,
  });
  return null;
}
