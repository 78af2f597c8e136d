import { useCallback, useRef, useState } from 'react';
import { useNavigate } from '../../../lib/router';
import type { BookBody } from '@travel/contracts/flight-booking';
import type { ProgressState } from '../../../components/payment/progress-state';
import type { BookErrorAction } from './book-errors';
import type { Attempt } from './place-order';

/** Loads the booking call with the first submit (prefetched on the form's first use). */
export const loadPlaceOrder = () => import('./place-order');

/**
 * Books from /book's first step (lib/place-order.ts, loaded at the submit): the progress
 * messages while the order is made, then its number is shown and mailed at once (issue 13 §2).
 * Reserving ends on /book/result/{orderNo}; paying now goes on to the order's own steps of
 * /book (`/book?order=…`: seats and extras, then payment), which a reload resumes, so the order
 * is never booked twice.
 */
export function useBookSubmit() {
  const navigate = useNavigate();
  const [progress, setProgress] = useState<ProgressState | null>(null);
  const attempt = useRef<Attempt>(null);

  const submit = useCallback(
    async (body: BookBody): Promise<{ action: BookErrorAction; error: unknown } | null> => {
      const { placeOrder } = await loadPlaceOrder();
      return placeOrder(body, { attempt, setProgress, navigate });
    },
    [navigate],
  );

  return { submit, progress };
}
