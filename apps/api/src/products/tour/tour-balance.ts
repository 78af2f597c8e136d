import type { AppContext } from '../../app-context';
import { sendMail, type MailResult } from '../../lib/mail/send-mail';
import type { BalanceDue, ProductBalance } from '../../lib/orders/order-product';
import type { OrderRow } from '../../lib/orders/status';
import { tourDetailsOf, tourStartsAt } from './tour-details';
import { tourBalanceReceipt } from './tour-balance-mail';

/**
 * The balance of a tour or cruise booked with a deposit (issue 14 follow-up): what the booker
 * pays (`payable`) less everything the order's charges took. It is due by the departure's
 * final payment date, and still taken after it until the trip begins (docs: "Tour balance"):
 * the operator keeps the places of an unpaid booking until support cancels it, so refusing the
 * money would only leave the traveller stuck.
 */
export function tourBalanceDue(order: OrderRow, paidCents: number): BalanceDue | null {
  const d = tourDetailsOf(order);
  const amountCents = d.payable - Math.max(paidCents, d.dueNow);
  if (amountCents <= 0) return null;
  return { amountCents, dueDate: d.finalPaymentDate, payableUntil: tourStartsAt(d) };
}

export const tourBalance: ProductBalance = {
  due: tourBalanceDue,
  sendReceipt: (ctx: AppContext, order: OrderRow, amountCents: number): Promise<MailResult> =>
    sendMail(ctx, {
      to: order.contactEmail,
      ...tourBalanceReceipt(ctx, order, amountCents),
      kind: 'confirmation',
      requestedByRecipient: true,
    }),
};
