import type { AppContext } from '../../app-context';
import { moneyLabel } from '../../lib/mail/mail-format';
import type { OrderMailParts } from '../../lib/mail/order-mail-layout';
import type { OrderRow } from '../../lib/orders/status';
import { tourDetailsOf } from './tour-details';
import { tourOrderMail } from './tour-mail';
import { balanceDate, tourWord } from './tour-mail-view';

/**
 * The balance mails of a booking paid with a deposit: the reminder and the receipt, in the same
 * order-mail layout as the booking's other mails (tour-mail.ts).
 */

type Ctx = Pick<AppContext, 'env' | 'now'>;

/** The receipt once the balance is paid: nothing is left. */
export function tourBalanceReceipt(ctx: Ctx, order: OrderRow, amountCents: number): OrderMailParts {
  const d = tourDetailsOf(order);
  return tourOrderMail(ctx, order, d, {
    subject: `Balance received: ${d.tourName} (${order.orderNo})`,
    heading: 'Your balance is received',
    lead: `Thank you, ${d.contact.firstName}. We have received the balance of your ${tourWord(d)} booking.`,
    notice:
      `Balance paid: ${moneyLabel(amountCents, 'USD')}. Paid in all: ${moneyLabel(d.payable, 'USD')}. ` +
      'Nothing is left to pay.',
    paidCents: d.payable,
  });
}

/** Some days before the final payment date, while the balance (`amountCents`) is open. */
export function tourBalanceReminder(
  ctx: Ctx,
  order: OrderRow,
  amountCents: number,
): OrderMailParts {
  const d = tourDetailsOf(order);
  const by = balanceDate(d);
  return tourOrderMail(ctx, order, d, {
    subject: `Balance due by ${by}: ${d.tourName} (${order.orderNo})`,
    heading: 'Your balance is due soon',
    lead: `Hello ${d.contact.firstName}, the balance of your ${tourWord(d)} booking is due by ${by}.`,
    notice:
      `Balance ${moneyLabel(amountCents, 'USD')} due by ${by}. Pay it on your order: the Manage ` +
      'booking button opens it. A booking whose balance is still unpaid after that date may be ' +
      'cancelled under its cancellation rules; our support team contacts you first.',
    paidCents: d.payable - amountCents,
  });
}
