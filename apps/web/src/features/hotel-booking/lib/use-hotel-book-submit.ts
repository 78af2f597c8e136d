import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '../../../lib/router';
import type { HotelOrderBody } from '@travel/contracts/hotel-orders';
import type { PaymentBody } from '@travel/contracts/flight-booking';
import {
  rememberOrderEmail,
  newIdempotencyKey,
  orderKeys,
  payOrder,
} from '../../../lib/order-access';
import { saveHotelOrder } from '../api/save-hotel-order';
import { hotelBookingKeys } from '../api/hotel-detail';
import { hotelBookErrorAction, type HotelBookErrorAction } from './book-errors';

export const hotelResultPath = (orderNo: string): string =>
  `/hotel/book-detail?orderNo=${encodeURIComponent(orderNo)}`;

/** An order written whose payment was refused: paid again by number, never booked twice. */
export interface UnpaidOrder {
  orderNo: string;
  deadlineAt: string | null;
}

export type SubmitFailure = { action: HotelBookErrorAction; error: unknown };

/**
 * Books with SaveOrderNew, then opens /hotel/book-detail. One `Idempotency-Key` per attempt:
 * the same body sent again (a retry after a time-out) carries the same key, so the API replays
 * its reply instead of booking twice; a changed body is a new attempt. When the payment was
 * refused the order already exists: the next submit pays it with `POST /api/Payment`.
 */
export function useHotelBookSubmit() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [submitting, setSubmitting] = useState(false);
  const [unpaid, setUnpaid] = useState<UnpaidOrder | null>(null);
  const attempt = useRef<{ body: string; key: string } | null>(null);

  const keyFor = (body: unknown): string => {
    const serialised = JSON.stringify(body);
    if (attempt.current?.body !== serialised) {
      attempt.current = { body: serialised, key: newIdempotencyKey() };
    }
    return attempt.current.key;
  };

  const finish = useCallback(
    async (orderNo: string, email: string) => {
      // Visitors read the result with the booking email this tab keeps (never in the URL).
      rememberOrderEmail(orderNo, email);
      attempt.current = null;
      await client.invalidateQueries({ queryKey: hotelBookingKeys.all });
      void client.invalidateQueries({ queryKey: orderKeys.all });
      await navigate(hotelResultPath(orderNo));
    },
    [client, navigate],
  );

  const submit = useCallback(
    async (body: HotelOrderBody): Promise<SubmitFailure | null> => {
      setSubmitting(true);
      const email = body.contact.email.trim();
      try {
        if (unpaid) {
          const payment: PaymentBody =
            body.payment.method === 'card'
              ? { orderNo: unpaid.orderNo, email, method: 'card', card: body.payment.card }
              : { orderNo: unpaid.orderNo, email, method: 'balance' };
          await payOrder(payment, keyFor(payment));
          await finish(unpaid.orderNo, email);
          return null;
        }
        const result = await saveHotelOrder(body, keyFor(body));
        if (result.status === 'awaitingPayment' && result.paidNow === 0) {
          // Written but not paid (the processor said no without an error reply): pay it next.
          rememberOrderEmail(result.orderNo, email);
          setUnpaid({ orderNo: result.orderNo, deadlineAt: null });
          attempt.current = null;
          return { action: { kind: 'payRefused', order: null }, error: null };
        }
        await finish(result.orderNo, email);
        return null;
      } catch (error) {
        const action = hotelBookErrorAction(error);
        if (action.kind === 'payRefused' && action.order) {
          rememberOrderEmail(action.order.orderNo, email);
          setUnpaid(action.order);
          attempt.current = null;
        }
        return { action, error };
      } finally {
        setSubmitting(false);
      }
    },
    [unpaid, finish],
  );

  return { submit, submitting, unpaid };
}
