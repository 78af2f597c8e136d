import type { AppContext } from '../../app-context';
import { publicOrigin } from '../../lib/mail/manage-link';
import { dateLabel, moneyLabel, plural, utcLabel } from '../../lib/mail/mail-format';
import { plainTextMail } from '../../lib/mail/plain-text-mail';
import { sendMail, type MailResult } from '../../lib/mail/send-mail';
import { findPayments } from '../../lib/orders/order-parts';
import type { OrderMailMessage } from '../../lib/orders/order-product';
import type { OrderRow } from '../../lib/orders/status';
import { orderMoney } from '../../lib/payments/ledger';
import { CONFIRMATION_WINDOW_MS, tourDetailsOf, type TourOrderDetails } from './tour-details';

/**
 * The mails of a tour or cruise order (issue 14 §4; spec part 2 §1, §9 "confirmation by email
 * within 48 hours"): at payment "booking received, the operator confirms within 48 hours", then
 * the operator's answer (confirmed, or declined with a full refund). Plain lines of facts, as
 * text and the same text in HTML, through the mail outbox.
 */

const word = (d: TourOrderDetails): string => (d.kind === 'cruise' ? 'cruise' : 'tour');

/** The order page: /order-tour/{orderNo} or /order-cruise/{orderNo}. */
export const tourOrderUrl = (ctx: Pick<AppContext, 'env'>, order: OrderRow, d: TourOrderDetails) =>
  `${publicOrigin(ctx.env)}/order-${word(d)}/${order.orderNo}`;

/** `paidCents`: what the order's charges took (the deposit, and the balance once paid). */
function facts(order: OrderRow, d: TourOrderDetails, paidCents?: number): string[] {
  const paid = Math.max(paidCents ?? 0, d.dueNow);
  const balance = d.payable - paid;
  return [
    `${d.tourName} (${d.tourCode})`,
    `Order number: ${order.orderNo}`,
    `From ${d.tourCity}: ${dateLabel(d.departDate)} to ${dateLabel(d.returnDate)} (${plural(d.days, 'day')})`,
    ...(d.cruise
      ? [
          `Cabin: ${d.cruise.cabinName}${d.cruise.guarantee ? ' (guarantee: the cabin number is assigned later)' : ''}`,
        ]
      : []),
    `${plural(d.rooms.length, d.cruise ? 'cabin' : 'room')}, ${plural(d.places, 'traveller')}`,
    ...d.tourists.map((t) => `  ${t.firstName} ${t.lastName} (${t.type})`),
    '',
    `Total: ${moneyLabel(d.total, 'USD')}`,
    ...(d.commission > 0 ? [`Agent commission: ${moneyLabel(-d.commission, 'USD')}`] : []),
    `Paid: ${moneyLabel(paid, 'USD')}`,
    ...(balance > 0 && d.finalPaymentDate
      ? [`Balance ${moneyLabel(balance, 'USD')} due by ${dateLabel(d.finalPaymentDate)}`]
      : []),
  ];
}

/** At payment: received, not yet confirmed. `confirmBy` is payment plus 48 hours. */
export function tourReceivedMessage(
  ctx: Pick<AppContext, 'env'>,
  order: OrderRow,
  confirmBy: Date,
  paidCents?: number,
): OrderMailMessage {
  const d = tourDetailsOf(order);
  return plainTextMail(
    `Booking received: ${d.tourName} (${order.orderNo})`,
    [
      `Thank you, ${d.contact.firstName}. We have received your ${word(d)} booking and your payment.`,
      `The operator confirms it within 48 hours, by ${utcLabel(confirmBy)}; we e-mail you as soon as it does.`,
      'If the operator cannot take the booking, everything you paid is refunded in full.',
      '',
      ...facts(order, d, paidCents),
      '',
      `Your order: ${tourOrderUrl(ctx, order, d)}`,
    ].join('\n'),
  );
}

export function tourConfirmedMessage(
  ctx: Pick<AppContext, 'env'>,
  order: OrderRow,
  paidCents?: number,
): OrderMailMessage {
  const d = tourDetailsOf(order);
  return plainTextMail(
    `Confirmed: ${d.tourName} (${order.orderNo})`,
    [
      `Good news, ${d.contact.firstName}: the operator has confirmed your ${word(d)}.`,
      ...(d.confirmationNumber ? [`Operator confirmation number: ${d.confirmationNumber}`] : []),
      '',
      ...facts(order, d, paidCents),
      '',
      `Arrival flight: ${d.contact.arrivalFlight.number} at ${d.contact.arrivalFlight.airport}, ${dateLabel(d.contact.arrivalFlight.date)} ${d.contact.arrivalFlight.time}`,
      `Departure flight: ${d.contact.departureFlight.number} from ${d.contact.departureFlight.airport}, ${dateLabel(d.contact.departureFlight.date)} ${d.contact.departureFlight.time}`,
      '',
      `Your order: ${tourOrderUrl(ctx, order, d)}`,
    ].join('\n'),
  );
}

export function tourDeclinedMessage(
  ctx: Pick<AppContext, 'env'>,
  order: OrderRow,
  reason: string,
  refund: number,
): OrderMailMessage {
  const d = tourDetailsOf(order);
  return plainTextMail(
    `Not confirmed, refunded: ${d.tourName} (${order.orderNo})`,
    [
      `We are sorry, ${d.contact.firstName}: the operator could not confirm your ${word(d)}.`,
      `Reason: ${reason}`,
      `Everything you paid, ${moneyLabel(refund, 'USD')}, is refunded in full to your payment method.`,
      '',
      ...facts(order, d),
      '',
      `Your order: ${tourOrderUrl(ctx, order, d)}`,
    ].join('\n'),
  );
}

/** The machinery's "paid, taking longer" mail (a confirmation the job could not finish). */
export function tourConfirmationDelayedMessage(order: OrderRow): OrderMailMessage {
  const d = tourDetailsOf(order);
  return plainTextMail(
    `Confirmation delayed: ${d.tourName} (${order.orderNo})`,
    [
      `Your payment for order ${order.orderNo} is safe. The operator's confirmation is taking longer than it should:`,
      'our support team is following it up and will write to you; if it cannot be confirmed you are refunded in full.',
      '',
      ...facts(order, d),
    ].join('\n'),
  );
}

/** The order's own mail as it stands (sent again on request): confirmed or received. */
export async function sendTourOrderMail(ctx: AppContext, order: OrderRow): Promise<MailResult> {
  const paid = orderMoney(await findPayments(ctx.db, order.id)).paid;
  const message =
    order.status === 'issued'
      ? tourConfirmedMessage(ctx, order, paid)
      : tourReceivedMessage(
          ctx,
          order,
          new Date((order.paidAt ?? order.createdAt).getTime() + CONFIRMATION_WINDOW_MS),
          paid,
        );
  return sendMail(ctx, {
    to: order.contactEmail,
    ...message,
    kind: 'confirmation',
    requestedByRecipient: true,
  });
}
