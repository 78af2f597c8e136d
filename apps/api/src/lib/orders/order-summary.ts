import { OrderCustomerSchema, type OrderCustomer } from '@travel/contracts/agent-clients';
import type { OrderStatus, OrderSummary } from '@travel/contracts/orders';
import type { OrderRow } from './status';

/** One order in the list (My orders), from the neutral columns every product fills. */

export const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);
const splitList = (value: string, separator: string | RegExp): string[] =>
  value
    .split(separator)
    .map((s) => s.trim())
    .filter(Boolean);

export function toSummary(order: OrderRow): OrderSummary {
  return {
    orderNo: order.orderNo,
    product: order.product as OrderSummary['product'],
    status: order.status as OrderStatus,
    createdAt: order.createdAt.toISOString(),
    deadlineAt: iso(order.deadlineAt),
    currency: 'USD',
    totalPrice: order.totalCents,
    title: order.title,
    departureTime: order.startsLocal,
    flightCodes: splitList(order.searchCodes, /\s+/),
    passengerNames: splitList(order.travellerNames, ','),
    accountCode: order.accountCode,
    bookedByName: order.bookedByName,
    customer: customerOf(order.customer),
  };
}

/** The stored snapshot; a row written before the column existed (or unreadable) has none. */
function customerOf(stored: unknown): OrderCustomer | null {
  const parsed = OrderCustomerSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}
