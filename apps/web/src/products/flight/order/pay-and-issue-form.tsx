import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { OrderDetail } from '@travel/contracts/orders';
import type { PaymentBody } from '@travel/contracts/payments';
import { PayForm as OrderPayForm } from '../../../components/payment/pay-form';
import {
  PaymentProgress,
  failProgress,
  reach,
  startProgress,
  type ProgressState,
} from '../../../components/payment/payment-progress';
import {
  bookResultPath,
  type OrderRef,
  newIdempotencyKey,
  orderKeys,
} from '../../../lib/order-access';
import { payAndIssue } from '../pay-order';

const PAY_STEPS = ['paying', 'issuing', 'issued'] as const;

/**
 * A flight's payment (issue §5 /order/pay): the shared form, then the progress messages while
 * the airline issues the tickets, then the result page. A failed payment leaves the order
 * payable and says why.
 */
export function PayAndIssueForm({
  order,
  orderRef,
  isAgent,
}: {
  order: OrderDetail;
  orderRef: OrderRef;
  isAgent: boolean;
}) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [progress, setProgress] = useState<ProgressState | null>(null);

  const pay = async (body: PaymentBody) => {
    let state = startProgress(PAY_STEPS);
    setProgress(state);
    try {
      const outcome = await payAndIssue(body, newIdempotencyKey(), (step) => {
        state = reach(state, step);
        setProgress(state);
      });
      if (outcome.status === 'issueFailed') setProgress(failProgress(state));
      await client.invalidateQueries({ queryKey: orderKeys.all });
      await new Promise((resolve) => setTimeout(resolve, 700));
      setProgress(null);
      await navigate(bookResultPath(order.orderNo));
    } catch (caught) {
      setProgress(null);
      void client.invalidateQueries({ queryKey: orderKeys.detail(order.orderNo) });
      throw caught;
    }
  };

  return (
    <OrderPayForm
      orderNo={order.orderNo}
      email={orderRef.email ?? undefined}
      amount={order.totalPrice}
      currency={order.currency}
      isAgent={isAgent}
      ns="orders"
      busy={progress !== null}
      onPay={pay}
    >
      {progress ? <PaymentProgress state={progress} opened /> : null}
    </OrderPayForm>
  );
}
