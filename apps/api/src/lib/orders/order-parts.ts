import { and, asc, eq } from 'drizzle-orm';
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
