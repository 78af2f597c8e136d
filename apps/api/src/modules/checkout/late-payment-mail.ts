import type { AppContext } from '../../app-context';
import { plainTextMail } from '../../lib/mail/plain-text-mail';
import { sendMail, type MailResult } from '../../lib/mail/send-mail';
import type { OrderRow } from '../../lib/orders/status';

/** Why a hosted-checkout payment was given straight back. */
export type LatePaymentReason = 'holdExpired' | 'alreadyPaid' | 'amountMismatch' | 'notPayable';

const WHY: Record<LatePaymentReason, string> = {
  holdExpired:
    'The payment reached us after the 30-minute hold on your booking had ended, so the booking was already cancelled and its seats or rooms released.',
  alreadyPaid:
    'The booking had already been paid another way, so this second payment is not needed.',
  amountMismatch:
    'The amount paid was not what the booking asked for at the time (it changed while the payment page was open).',
  notPayable: 'The booking could no longer be paid (it had been cancelled).',
};

/** The booking email is told at once that a checkout payment was refunded, and why. */
export function sendLatePaymentMail(
  ctx: AppContext,
  order: OrderRow,
  reason: LatePaymentReason,
): Promise<MailResult> {
  const text = [
    `We have refunded your payment for booking ${order.orderNo} (${order.title}).`,
    '',
    WHY[reason],
    '',
    'The full amount goes back to the card or wallet you paid with on the secure payment page (5–10 business days, depending on your bank). You do not need to do anything.',
    reason === 'alreadyPaid' ? '' : 'If you still want to travel, please make a new booking.',
    '',
    'Travel Outlet',
  ].join('\n');
  return sendMail(ctx, {
    to: order.contactEmail,
    ...plainTextMail(`Refunded: your payment for booking ${order.orderNo}`, text),
    kind: 'refund',
    // About money they just paid: it reaches them even when unsubscribed from other mail.
    requestedByRecipient: true,
  });
}
