import type { OrderStatus } from '@travel/contracts/orders';
import type { AppContext } from '../../app-context';
import { sendMail, type MailResult } from '../mail/send-mail';
import { findOrderById } from './cancel';
import { keepLeased } from './lease';
import { orderProductOf, type FulfilmentResult, type OrderMailMessage } from './order-product';
import { transitionOrder, type OrderRow } from './status';

/**
 * What happens to a paid order: its product's supplier fulfils it (`OrderProduct.fulfil`: a
 * flight's tickets, a hotel's confirmation). The order ends `issued` with the supplier's
 * references stored, or `issueFailed` for support to finish, and the customer gets a mail.
 * Payment itself is product-neutral (lib/payments); so is this file: products come from
 * `ctx.orderProducts`.
 */

export type { FulfilmentResult } from './order-product';

/**
 * What paying an order takes now: its `due_now_cents`, written by the product when it booked
 * (a flight's total, a hotel's due-now part: 0 for a guarantee).
 */
export function amountDueNow(order: OrderRow): number {
  return order.dueNowCents;
}

/** Fulfils a paid order. `fail` is the sandbox test hook (the supplier will refuse). */
export async function fulfilOrder(
  ctx: AppContext,
  order: OrderRow,
  fail: boolean,
): Promise<FulfilmentResult> {
  const product = orderProductOf(ctx, order);
  // A slow supplier keeps the order leased to this process (the reconciler leaves it alone).
  const stopLease = keepLeased(ctx, order.id);
  try {
    return await product.fulfil(ctx, order, fail);
  } finally {
    stopLease();
  }
}

/** The order's own mail (flight itinerary, hotel booking confirmation) to the booking email. */
export async function sendOrderMail(ctx: AppContext, order: OrderRow): Promise<MailResult> {
  return orderProductOf(ctx, order).sendConfirmationMail(ctx, order);
}

/**
 * Gives up on fulfilling a paid order (the reconciler, after its tries): `issueFailed` for
 * support to finish, and the traveller gets the product's delayed mail.
 */
export async function giveUpFulfilment(ctx: AppContext, order: OrderRow): Promise<OrderStatus> {
  const message = orderProductOf(ctx, order).delayedMessage(order);
  return markFulfilmentFailed(ctx, order, message);
}

/**
 * Paid but not fulfilled: `issueFailed`, and the customer is told before they worry. Products
 * call it when their supplier refuses or does not answer.
 */
export async function markFulfilmentFailed(
  ctx: AppContext,
  order: OrderRow,
  message: OrderMailMessage,
): Promise<OrderStatus> {
  const failed = await transitionOrder(ctx.db, order.id, 'paid', 'issueFailed', ctx.now());
  // Only whoever moved it tells the traveller (a request and the reconciler never both mail).
  if (!failed) return ((await findOrderById(ctx.db, order.id))?.status as OrderStatus) ?? 'paid';
  await sendMail(ctx, {
    to: order.contactEmail,
    ...message,
    kind: 'confirmation',
    requestedByRecipient: true,
  });
  return 'issueFailed';
}
