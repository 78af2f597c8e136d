import type { AppContext } from '../../app-context';
import { dateLabel, moneyLabel } from '../../lib/mail/mail-format';
import { plainTextMail } from '../../lib/mail/plain-text-mail';
import type { OrderMailMessage } from '../../lib/orders/order-product';
import type { OrderRow } from '../../lib/orders/status';
import { tourDetailsOf, type TourOrderDetails } from './tour-details';
import { tourOrderUrl } from './tour-mail';

/** The balance mails of a booking paid with a deposit: the reminder and the receipt. */

const trip = (order: OrderRow, d: TourOrderDetails): string[] => [
  `${d.tourName} (${d.tourCode})`,
  `Order number: ${order.orderNo}`,
  `Departure: ${dateLabel(d.departDate)} from ${d.tourCity}`,
];

/** The receipt once the balance is paid: nothing is left. */
export function tourBalanceReceipt(
  ctx: Pick<AppContext, 'env'>,
  order: OrderRow,
  amountCents: number,
): OrderMailMessage {
  const d = tourDetailsOf(order);
  return plainTextMail(
    `Balance received: ${d.tourName} (${order.orderNo})`,
    [
      `Thank you, ${d.contact.firstName}. We have received the balance of your ${d.kind} booking.`,
      '',
      ...trip(order, d),
      `Balance paid: ${moneyLabel(amountCents, 'USD')}`,
      `Paid in all: ${moneyLabel(d.payable, 'USD')}`,
      'Nothing is left to pay.',
      '',
      `Your order: ${tourOrderUrl(ctx, order, d)}`,
    ].join('\n'),
  );
}

/** Some days before the final payment date, while the balance is open. */
export function tourBalanceReminder(
  ctx: Pick<AppContext, 'env'>,
  order: OrderRow,
  amountCents: number,
): OrderMailMessage {
  const d = tourDetailsOf(order);
  const by = d.finalPaymentDate ? dateLabel(d.finalPaymentDate) : dateLabel(d.departDate);
  return plainTextMail(
    `Balance due by ${by}: ${d.tourName} (${order.orderNo})`,
    [
      `Hello ${d.contact.firstName}, the balance of your ${d.kind} booking is due soon.`,
      `Balance ${moneyLabel(amountCents, 'USD')} due by ${by}.`,
      `Pay it on your order page: ${tourOrderUrl(ctx, order, d)}`,
      'A booking whose balance is still unpaid after that date may be cancelled under its cancellation rules; our support team contacts you first.',
      '',
      ...trip(order, d),
    ].join('\n'),
  );
}
