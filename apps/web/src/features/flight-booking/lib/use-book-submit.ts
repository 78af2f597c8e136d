import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { BookBody, CardPayment } from '@travel/contracts/flight-booking';
import {
  failProgress,
  reach,
  startProgress,
  PROGRESS_STEPS,
  type ProgressState,
} from '../../../components/payment/progress-state';
import { clearBookingDraft } from '../../../products/flight/booking-draft';
import { bookResultPath, rememberOrderEmail } from '../../../lib/order-access';
import { orderKeys } from '../../../lib/order-access';
import { payAndIssue } from '../../../products/flight/pay-order';
import { newIdempotencyKey } from '../../../lib/order-access';
import { book } from '../api/book';
import { bookErrorAction, type BookErrorAction } from './book-errors';

/** Payment chosen on /book: by card or from the agent balance (none when reserving). */
export type PaymentChoice =
  { method: 'card'; card: CardPayment; email?: string } | { method: 'balance'; email?: string };

export interface PayFailure {
  orderNo: string;
  deadlineAt: string;
  error: unknown;
}

/**
 * A booked order waiting for its seats and extras before it is paid: they are priced into the
 * order, so the payment must come after them. The card stays in memory only, never stored.
 */
export interface PendingPayment {
  orderNo: string;
  deadlineAt: string;
  email: string;
  payment: PaymentChoice;
  progress: ProgressState;
}

/** How long "Ticket issued" (or "Booking succeeded") stays up before the result page. */
const SHOW_LAST_STEP_MS = 700;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Books; when paying now, hands the order to the seats-and-extras step (`pending`) and pays
 * with `payPending` once it is done or skipped. The spec's progress messages keep their order
 * (creating order, booking succeeded, then paying, issuing ticket, ticket issued), then
 * /book/result/{orderNo} opens. One `Idempotency-Key` per booking attempt: a retry of the same body
 * (after a time-out, say) sends the same key, so the API replays instead of booking twice.
 */
export function useBookSubmit() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [progress, setProgress] = useState<ProgressState | null>(null);
  const [payFailure, setPayFailure] = useState<PayFailure | null>(null);
  const [pending, setPending] = useState<PendingPayment | null>(null);
  const attempt = useRef<{ body: string; key: string } | null>(null);

  const keyFor = (body: BookBody): string => {
    const serialised = JSON.stringify(body);
    if (attempt.current?.body !== serialised) {
      attempt.current = { body: serialised, key: newIdempotencyKey() };
    }
    return attempt.current.key;
  };

  const submit = useCallback(
    async (
      body: BookBody,
      payment: PaymentChoice | null,
    ): Promise<{ action: BookErrorAction; error: unknown } | null> => {
      const steps = payment ? PROGRESS_STEPS : PROGRESS_STEPS.slice(0, 2);
      let state = reach(startProgress(steps), 'creating');
      setProgress(state);
      setPayFailure(null);

      let orderNo: string;
      let deadlineAt: string;
      try {
        const booked = await book(body, keyFor(body));
        orderNo = booked.orderNo;
        deadlineAt = booked.deadlineAt;
      } catch (error) {
        setProgress(null);
        return { action: await bookErrorAction(error), error };
      }
      // The order exists now: the draft must not book it a second time.
      attempt.current = null;
      rememberOrderEmail(orderNo, body.contact.email);
      clearBookingDraft();
      state = reach(state, 'booked');
      setProgress(state);

      await pause(SHOW_LAST_STEP_MS);
      setProgress(null);
      if (payment) {
        setPending({ orderNo, deadlineAt, email: body.contact.email, payment, progress: state });
        return null;
      }
      await navigate(bookResultPath(orderNo));
      return null;
    },
    [navigate],
  );

  const payPending = useCallback(async (): Promise<void> => {
    if (!pending) return;
    const { orderNo, deadlineAt, payment } = pending;
    let state = pending.progress;
    setProgress(state);
    try {
      const paid = await payAndIssue({ ...payment, orderNo }, newIdempotencyKey(), (step) => {
        state = reach(state, step);
        setProgress(state);
      });
      if (paid.status === 'issueFailed') setProgress(failProgress(state));
    } catch (error) {
      setProgress(null);
      setPending(null);
      void client.invalidateQueries({ queryKey: orderKeys.detail(orderNo) });
      setPayFailure({ orderNo, deadlineAt, error });
      return;
    }
    // The seat step read the order while unpaid: the result page must not show that copy.
    await client.invalidateQueries({ queryKey: orderKeys.all });
    await pause(SHOW_LAST_STEP_MS);
    setProgress(null);
    await navigate(bookResultPath(orderNo));
  }, [pending, navigate, client]);

  return { submit, progress, payFailure, pending, payPending };
}
