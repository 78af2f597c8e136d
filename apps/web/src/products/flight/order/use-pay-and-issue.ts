import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '../../../lib/router';
import type { PaymentBody } from '@travel/contracts/payments';
import {
  failProgress,
  reach,
  startProgress,
  type ProgressState,
} from '../../../components/payment/progress-state';
import { bookResultPath, newIdempotencyKey, orderKeys } from '../../../lib/order-access';
import { payAndIssue } from '../pay-order';

const PAY_STEPS = ['paying', 'issuing', 'issued'] as const;
/** The last progress message stays up this long before the result page replaces it. */
const SHOW_LAST_STEP_MS = 700;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Paying a flight order and following the airline while it issues the tickets (the progress
 * messages), then the result page: /book's pay step and the order page's payment both go this
 * way. A refused payment clears the progress, re-reads the order (still payable) and throws to
 * the form, which says why and keeps what was typed.
 */
export function usePayAndIssue(
  orderNo: string,
  {
    afterPaid,
    replace,
  }: {
    /** Paid, before the result page opens (the booking draft is done with). */
    afterPaid?: () => void;
    /** The result page takes the paying page's place in the history. */
    replace: boolean;
  },
) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [progress, setProgress] = useState<ProgressState | null>(null);

  const pay = async (body: PaymentBody) => {
    let state = reach(startProgress(PAY_STEPS), 'paying');
    setProgress(state);
    try {
      // One key per attempt: a new card after a refusal is a new attempt.
      const outcome = await payAndIssue(body, newIdempotencyKey(), (step) => {
        state = reach(state, step);
        setProgress(state);
      });
      if (outcome.status === 'issueFailed') setProgress(failProgress(state));
    } catch (caught) {
      setProgress(null);
      void client.invalidateQueries({ queryKey: orderKeys.detail(orderNo) });
      throw caught;
    }
    afterPaid?.();
    // Pages read the order unpaid: the result page must not show that copy.
    await client.invalidateQueries({ queryKey: orderKeys.all });
    await pause(SHOW_LAST_STEP_MS);
    setProgress(null);
    await navigate(bookResultPath(orderNo), { replace });
  };

  return { progress, pay };
}
