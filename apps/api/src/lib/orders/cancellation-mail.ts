import type { RefundQuote } from '@travel/contracts/refunds';
import type { AppContext } from '../../app-context';
import { plainTextMail } from '../mail/plain-text-mail';
import { sendMail, type MailResult } from '../mail/send-mail';
import { orderProductOf } from './order-product';
import type { OrderRow } from './status';

const usd = (cents: number): string => `USD ${(cents / 100).toFixed(2)}`;

const DESTINATION_WORDS: Record<RefundQuote['destinations'][number]['method'], string> = {
  card: 'to the card you paid with (5–10 business days, depending on your bank)',
  checkout: 'to the card or wallet you paid with on the secure payment page (5–10 business days)',
  balance: 'to your agency balance (available now)',
};

/** The cancellation and refund confirmation (issue 12): what was cancelled, what comes back, where. */
export function cancellationMessage(order: OrderRow, quote: RefundQuote, what: string) {
  const lines = [
    `Your booking ${order.orderNo} is cancelled.`,
    '',
    what,
    '',
    quote.summary,
    '',
    ...quote.lines.map(
      (line) =>
        `${line.description}: paid ${usd(line.paid)}, returned ${usd(line.refund)} (${line.rule})`,
    ),
    '',
    `Paid: ${usd(quote.paid)}`,
    `Returned: ${usd(quote.refund)}`,
    `Kept under the booking's rules: ${usd(quote.kept)}`,
  ];
  if (quote.refund > 0) {
    lines.push(
      '',
      ...quote.destinations.map(
        (d) => `${usd(d.amount)} goes back ${DESTINATION_WORDS[d.method]}.`,
      ),
    );
  }
  lines.push('', 'Travel Outlet');
  const subject =
    quote.refund > 0
      ? `Cancelled: booking ${order.orderNo}, ${usd(quote.refund)} refunded`
      : `Cancelled: booking ${order.orderNo}`;
  return plainTextMail(subject, lines.join('\n'));
}

export function sendCancellationMail(
  ctx: AppContext,
  order: OrderRow,
  quote: RefundQuote,
): Promise<MailResult> {
  const what = orderProductOf(ctx, order).cancelledWhat(order);
  return sendMail(ctx, {
    to: order.contactEmail,
    ...cancellationMessage(order, quote, what),
    kind: 'cancellation',
    // The traveller asked for the cancellation: the confirmation reaches them even unsubscribed.
    requestedByRecipient: true,
  });
}
