import { createElement } from 'react';
import type { AppContext } from '../../app-context';
import { calendarAttachment } from '../../lib/mail/calendar';
import { moneyLabel, utcLabel } from '../../lib/mail/mail-format';
import {
  composeOrderMail,
  manageNote,
  type OrderMailParts,
} from '../../lib/mail/order-mail-layout';
import { plainTextMail } from '../../lib/mail/plain-text-mail';
import { sendMail, type MailResult } from '../../lib/mail/send-mail';
import { findPayments } from '../../lib/orders/order-parts';
import type { OrderMailMessage } from '../../lib/orders/order-product';
import type { OrderRow } from '../../lib/orders/status';
import { orderMoney } from '../../lib/payments/ledger';
import { CONFIRMATION_WINDOW_MS, tourDetailsOf, type TourOrderDetails } from './tour-details';
import { TourMailHtml } from './tour-mail-html';
import {
  tourCalendar,
  tourMailText,
  tourMailView,
  tourManageLink,
  tourWord,
  tripDates,
} from './tour-mail-view';

export { tourOrderUrl } from './tour-mail-view';

/**
 * The mails of a tour or cruise order (issue 14 §4; spec part 2 §1, §9 "confirmation by email
 * within 48 hours"): at payment "booking received, the operator confirms within 48 hours", then
 * the operator's answer (confirmed, or declined with a full refund), and the balance mails
 * (tour-balance-mail.ts). Each is an order mail in the shared layout (lib/mail/order-mail-layout):
 * HTML with a text alternative carrying the same facts, the Manage booking link, and on the
 * confirmed mail the trip as a whole-day calendar event, which the declined mail cancels.
 */

type Ctx = Pick<AppContext, 'env' | 'now'>;

const STATUS_WORDS: Record<string, string> = {
  awaitingPayment: 'Awaiting payment',
  processing: 'Processing',
  paid: 'Paid, waiting for the operator to confirm',
  issued: 'Confirmed',
  issueFailed: 'Paid, confirmation pending',
  cancelled: 'Cancelled',
  refunded: 'Cancelled and refunded',
  partiallyRefunded: 'Cancelled, partly refunded',
};

/** What one mail says around the order's facts. */
export interface TourMailState {
  subject: string;
  heading: string;
  lead: string;
  /** Defaults to the order's status in words. */
  status?: string;
  notice?: string | undefined;
  /** What the charges took; `refundedCents` on a declined booking. */
  paidCents?: number | undefined;
  refundedCents?: number | undefined;
  /** The trip's calendar event: added (confirmed) or cancelled (declined). */
  calendar?: 'publish' | 'cancel';
}

/** One tour or cruise mail in the shared order-mail layout, both parts. */
export function tourOrderMail(
  ctx: Ctx,
  order: OrderRow,
  d: TourOrderDetails,
  state: TourMailState,
): OrderMailParts {
  const view = tourMailView(ctx, order, d, state);
  const link = tourManageLink(ctx, order, d);
  const filename = `${tourWord(d)}-${order.orderNo}.ics`;
  const calendar = state.calendar
    ? calendarAttachment(
        filename,
        tourCalendar(order, d, link.url, ctx.now(), state.calendar === 'cancel'),
        state.calendar === 'cancel' ? 'CANCEL' : 'PUBLISH',
      )
    : null;
  const calendarNote = !calendar
    ? undefined
    : state.calendar === 'cancel'
      ? `If you added this trip to your calendar, open the attached file ${filename} to remove it.`
      : `Add your trip to your calendar: open the attached file ${filename}.`;
  return composeOrderMail({
    subject: state.subject,
    preview: `${d.tourName}: ${tripDates(d)}`,
    heading: state.heading,
    lead: state.lead,
    orderNo: order.orderNo,
    // Paid through the WeChat flow: the short number it gave, beside the order number.
    references: order.shortNumber ? [['WeChat reference', order.shortNumber]] : undefined,
    status: state.status ?? STATUS_WORDS[order.status] ?? order.status,
    notice: state.notice,
    manageUrl: link.url,
    manageNote: manageNote(link.expiresAt),
    calendarNote,
    textLines: tourMailText(view),
    html: createElement(TourMailHtml, { view }),
    attachments: calendar ? [calendar] : [],
  });
}

/** At payment: received, not yet confirmed. `confirmBy` is payment plus 48 hours. */
export function tourReceivedMessage(
  ctx: Ctx,
  order: OrderRow,
  confirmBy: Date,
  paidCents?: number,
): OrderMailParts {
  const d = tourDetailsOf(order);
  return tourOrderMail(ctx, order, d, {
    subject: `Booking received: ${d.tourName} (${order.orderNo})`,
    heading: `Your ${tourWord(d)} booking is received`,
    lead: `Thank you, ${d.contact.firstName}. We have received your ${tourWord(d)} booking and your payment.`,
    // Sent at payment (the row may still read `processing`), or again on request.
    status: order.status === 'issueFailed' ? STATUS_WORDS.issueFailed : STATUS_WORDS.paid,
    notice:
      `The operator confirms it within 48 hours, by ${utcLabel(confirmBy)}; we e-mail you as ` +
      'soon as it does. If the operator cannot take the booking, everything you paid is refunded in full.',
    paidCents,
  });
}

export function tourConfirmedMessage(
  ctx: Ctx,
  order: OrderRow,
  paidCents?: number,
): OrderMailParts {
  const d = tourDetailsOf(order);
  return tourOrderMail(ctx, order, d, {
    subject: `Confirmed: ${d.tourName} (${order.orderNo})`,
    heading: `Your ${tourWord(d)} is confirmed`,
    lead: `Good news, ${d.contact.firstName}: the operator has confirmed your ${tourWord(d)}.`,
    status: STATUS_WORDS.issued,
    notice: d.confirmationNumber
      ? `Operator confirmation number: ${d.confirmationNumber}`
      : undefined,
    paidCents,
    calendar: 'publish',
  });
}

/** Declined by the operator: `refund` is everything paid, all of it given back. */
export function tourDeclinedMessage(
  ctx: Ctx,
  order: OrderRow,
  reason: string,
  refund: number,
): OrderMailParts {
  const d = tourDetailsOf(order);
  return tourOrderMail(ctx, order, d, {
    subject: `Not confirmed, refunded: ${d.tourName} (${order.orderNo})`,
    heading: `Your ${tourWord(d)} could not be confirmed`,
    lead: `We are sorry, ${d.contact.firstName}: the operator could not confirm your ${tourWord(d)}. Reason: ${reason}`,
    status: 'Not confirmed, refunded',
    notice:
      `Everything you paid, ${moneyLabel(refund, 'USD')}, is refunded in full to the card or ` +
      'wallet you paid with (5–10 business days, depending on your bank), or to your agency balance if you paid from it.',
    paidCents: refund,
    refundedCents: refund,
    calendar: 'cancel',
  });
}

/**
 * The machinery's "paid, taking longer" mail (a confirmation the job could not finish). The
 * registry's `delayedMessage` gets the order alone (no context for links), so, as the flight
 * and hotel ones, it stays a short plain message.
 */
export function tourConfirmationDelayedMessage(order: OrderRow): OrderMailMessage {
  const d = tourDetailsOf(order);
  return plainTextMail(
    `Confirmation delayed: ${d.tourName} (${order.orderNo})`,
    [
      `Your payment for order ${order.orderNo} is safe. The operator's confirmation is taking longer than it should:`,
      'our support team is following it up and will write to you; if it cannot be confirmed you are refunded in full.',
      '',
      `${d.tourName} (${d.tourCode})`,
      `From ${d.tourCity}: ${tripDates(d)}`,
      '',
      'Travel Outlet',
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
