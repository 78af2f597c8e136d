import type {
  CheckoutPaymentType,
  OrderPayInfo,
  OrderPayInfoOrder,
  OrderPaymentPurpose,
} from '@travel/contracts/checkout';
import type { OrderStatus } from '@travel/contracts/orders';
import type { Product } from '@travel/contracts/products';
import type { AppContext } from '../../app-context';
import { findPayments } from '../../lib/orders/order-parts';
import { orderProductOf } from '../../lib/orders/order-product';
import { amountDueNow } from '../../lib/orders/fulfilment';
import type { OrderRow } from '../../lib/orders/status';
import { orderMoney } from '../../lib/payments/ledger';
import { latestSessionOf, type CheckoutSessionRow } from './checkout.repository';

/** Before the first payment is taken: the order's own session pays it. */
const FIRST_PAYMENT = ['awaitingPayment', 'processing'];
/** A booking that stands after its first payment may have a balance left. */
const STANDING = ['paid', 'issued'];

/**
 * `GET /api/OrderPayInfo` (spec part 2 §3: orderid, currency, paymentid, paymenttype,
 * orderinfo, with the product's own facts such as the tourid): the payment the order is at, and the latest session of that payment, so the two
 * agree. Before the first payment: the order's sessions and what is due now (`deposit` when the
 * product leaves a balance after it, else `full`); once a deposit is paid and a balance is
 * left: the balance sessions and the balance (empty paymentid until one is opened); nothing
 * left (paid in full, cancelled): the latest session of any purpose and 0 due.
 */
export async function orderPayInfo(ctx: AppContext, order: OrderRow): Promise<OrderPayInfo> {
  const { purpose, amountDueCents, session } = await currentPayment(ctx, order);
  // The product's own facts (a tour's tourid); products without any add nothing.
  const own = orderProductOf(ctx, order).orderInfo?.(order);
  return {
    orderid: order.orderNo,
    currency: 'USD',
    paymentid: session?.id ?? '',
    paymenttype: (session?.paymentType as CheckoutPaymentType | undefined) ?? null,
    orderinfo: JSON.stringify({
      orderNo: order.orderNo,
      product: order.product as Product,
      title: order.title,
      status: order.status as OrderStatus,
      amountDueCents,
      currency: order.currency,
      purpose,
      shortNumber: order.shortNumber,
      ...own,
    } satisfies OrderPayInfoOrder),
  };
}

interface CurrentPayment {
  purpose: OrderPaymentPurpose;
  amountDueCents: number;
  session: CheckoutSessionRow | null;
}

async function currentPayment(ctx: AppContext, order: OrderRow): Promise<CurrentPayment> {
  const balance = orderProductOf(ctx, order).balance;
  // Paid in parts when the product leaves a balance after what is due now.
  const first: OrderPaymentPurpose = balance?.due(order, 0) ? 'deposit' : 'full';
  if (FIRST_PAYMENT.includes(order.status)) {
    const session = await latestSessionOf(ctx.db, order.id, 'order');
    return { purpose: first, amountDueCents: amountDueNow(order), session };
  }
  const paid = orderMoney(await findPayments(ctx.db, order.id)).paid;
  const due = STANDING.includes(order.status) ? (balance?.due(order, paid) ?? null) : null;
  if (due) {
    const session = await latestSessionOf(ctx.db, order.id, 'balance');
    return { purpose: 'balance', amountDueCents: due.amountCents, session };
  }
  const session = await latestSessionOf(ctx.db, order.id);
  return {
    purpose: session?.purpose === 'balance' ? 'balance' : first,
    amountDueCents: 0,
    session,
  };
}
