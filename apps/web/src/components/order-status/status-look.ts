import {
  IconAlertTriangle,
  IconCircleCheck,
  IconClockHour4,
  IconReceiptRefund,
  IconX,
} from '@tabler/icons-react';
import type { OrderStatus } from '@travel/contracts/orders';

/** The hue of an order status, the same on badges, alerts and result headlines. */
export const STATUS_COLOR: Record<OrderStatus, string> = {
  awaitingPayment: 'orange',
  processing: 'blue',
  paid: 'blue',
  issued: 'teal',
  issueFailed: 'red',
  cancelled: 'gray',
  refunded: 'gray',
  partiallyRefunded: 'gray',
};

/** The icon of a result page's headline for an order in that status. */
export const STATUS_ICON = {
  issued: IconCircleCheck,
  awaitingPayment: IconClockHour4,
  paid: IconClockHour4,
  processing: IconClockHour4,
  issueFailed: IconAlertTriangle,
  cancelled: IconX,
  refunded: IconReceiptRefund,
  partiallyRefunded: IconReceiptRefund,
} as const satisfies Record<OrderStatus, unknown>;

/** Cancelled, whatever came back: nothing more happens to such an order (tickets, mails, terms). */
export const isCancelledStatus = (status: OrderStatus): boolean =>
  status === 'cancelled' || status === 'refunded' || status === 'partiallyRefunded';
