import type { OrderDetail } from '@travel/contracts/orders';
import { PayForm as OrderPayForm } from '../../../components/payment/pay-form';
import { PaymentProgress } from '../../../components/payment/payment-progress';
import type { OrderRef } from '../../../lib/order-access';
import { usePayAndIssue } from './use-pay-and-issue';

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
  const { progress, pay } = usePayAndIssue(order.orderNo, { replace: false });
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
