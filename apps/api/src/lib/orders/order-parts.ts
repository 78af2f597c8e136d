import { and, asc, eq, inArray } from 'drizzle-orm';
import { orderLines, orderTravellers, payments, type Executor } from '@travel/db';

/** The rows every order's detail view shows around its product's part. */

export const findTravellers = (executor: Executor, orderId: string) =>
  executor
    .select()
    .from(orderTravellers)
    .where(eq(orderTravellers.orderId, orderId))
    .orderBy(asc(orderTravellers.travellerIndex));

export const findLines = (executor: Executor, orderId: string) =>
  executor
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.createdAt), asc(orderLines.travellerIndex), asc(orderLines.kind));

/** The lines of several orders in one query (My orders), by order id. */
export async function findLinesOfOrders(
  executor: Executor,
  orderIds: readonly string[],
): Promise<Map<string, LineRow[]>> {
  const byOrder = new Map<string, LineRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await executor
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, [...orderIds]))
    .orderBy(asc(orderLines.createdAt), asc(orderLines.travellerIndex), asc(orderLines.kind));
  for (const row of rows) {
    const list = byOrder.get(row.orderId) ?? [];
    list.push(row);
    byOrder.set(row.orderId, list);
  }
  return byOrder;
}

export const findPayments = (executor: Executor, orderId: string) =>
  executor
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.createdAt));

/**
 * Each traveller's ticket numbers (one per trip), by traveller index: written when tickets are
 * issued after payment and again when an exchange reissues them.
 */
export async function setTicketNumbers(
  executor: Executor,
  orderId: string,
  ticketNumbers: readonly (readonly string[])[],
): Promise<void> {
  for (const [index, numbers] of ticketNumbers.entries()) {
    await executor
      .update(orderTravellers)
      .set({ ticketNumbers: [...numbers] })
      .where(and(eq(orderTravellers.orderId, orderId), eq(orderTravellers.travellerIndex, index)));
  }
}

export type TravellerRow = Awaited<ReturnType<typeof findTravellers>>[number];
export type LineRow = Awaited<ReturnType<typeof findLines>>[number];
export type PaymentRow = Awaited<ReturnType<typeof findPayments>>[number];
