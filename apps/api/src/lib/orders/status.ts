import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { OrderStatus } from '@travel/contracts/orders';
import { orders, type Executor } from '@travel/db';

export type OrderRow = typeof orders.$inferSelect;

/**
 * The order life cycle (spec part 1 §4). Payment moves an order to `processing` while the
 * processor answers; a refused card moves it back. Ticketing ends `issued` or `issueFailed`.
 * An order awaiting payment is cancelled by the customer or at its deadline; an issued (or
 * failed) one is cancelled with a refund (issue 12) and ends `refunded`, `partiallyRefunded`
 * or, when its rules give nothing back, `cancelled`. A payment that arrives for an order
 * already cancelled is refunded at once: `cancelled → refunded`.
 */
const CANCELLED_AFTER_PAYMENT = ['cancelled', 'refunded', 'partiallyRefunded'] as const;

export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  awaitingPayment: ['processing', 'cancelled'],
  processing: ['awaitingPayment', 'paid'],
  paid: ['issued', 'issueFailed'],
  issueFailed: ['issued', ...CANCELLED_AFTER_PAYMENT],
  issued: [...CANCELLED_AFTER_PAYMENT],
  cancelled: ['refunded'],
  refunded: [],
  partiallyRefunded: [],
};

export const canTransition = (from: OrderStatus, to: OrderStatus): boolean =>
  ORDER_TRANSITIONS[from].includes(to);

/**
 * Moves an order from one of `from` to `to` in one guarded UPDATE: of two requests racing for
 * the same move exactly one gets the row back; the other gets null and re-reads.
 */
export async function transitionOrder(
  executor: Executor,
  orderId: string,
  from: OrderStatus | readonly OrderStatus[],
  to: OrderStatus,
  now: Date,
  changes: Partial<
    Pick<OrderRow, 'paidAt' | 'issuedAt' | 'cancelledAt' | 'cancelReason' | 'leaseUntil'>
  > = {},
): Promise<OrderRow | null> {
  const sources = typeof from === 'string' ? [from] : [...from];
  for (const source of sources) {
    if (!canTransition(source, to)) throw new Error(`order status ${source} cannot become ${to}`);
  }
  const [row] = await executor
    .update(orders)
    .set({ ...changes, status: to, updatedAt: now })
    .where(and(eq(orders.id, orderId), inArray(orders.status, sources)))
    .returning();
  return row ?? null;
}

/** Until when a request or reconciler that starts a step now owns the order. */
export const leaseFrom = (now: Date, leaseSeconds: number): Date =>
  new Date(now.getTime() + leaseSeconds * 1000);

/**
 * Starts a payment: awaiting payment → processing, only while the deadline has not passed, in
 * one guarded UPDATE. Of two payments racing for one order exactly one gets the row back.
 * The same UPDATE numbers the attempt and stores its charge's idempotency key (`<id>:<n>`)
 * before anything is sent to the processor, and leases the order to this request until
 * `leaseUntil`; past it the reconciler asks the processor about that key.
 */
export async function startPayment(
  executor: Executor,
  orderId: string,
  now: Date,
  leaseUntil: Date,
): Promise<OrderRow | null> {
  const [row] = await executor
    .update(orders)
    .set({
      status: 'processing',
      updatedAt: now,
      paymentAttempt: sql`${orders.paymentAttempt} + 1`,
      chargeKey: sql`${orders.id}::text || ':' || (${orders.paymentAttempt} + 1)::text`,
      leaseUntil,
    })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.status, 'awaitingPayment'),
        or(isNull(orders.deadlineAt), gt(orders.deadlineAt, now)),
      ),
    )
    .returning();
  return row ?? null;
}
