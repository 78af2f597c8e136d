import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  flightInventory,
  orderLines,
  orders,
  orderTravellers,
  seatAssignments,
  type Executor,
} from '@travel/db';
import type { OrderRow } from '../../lib/orders/status';

/** SQL of the seat and extra-service calls. */

export async function travellersOf(executor: Executor, orderId: string) {
  return executor
    .select({
      travellerIndex: orderTravellers.travellerIndex,
      passengerType: orderTravellers.passengerType,
      firstName: orderTravellers.firstName,
      middleName: orderTravellers.middleName,
      lastName: orderTravellers.lastName,
    })
    .from(orderTravellers)
    .where(eq(orderTravellers.orderId, orderId))
    .orderBy(asc(orderTravellers.travellerIndex));
}

/** Locks the order row for the rest of `tx`: one change of an order's extras at a time. */
export async function lockOrder(tx: Executor, orderId: string): Promise<OrderRow | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row ?? null;
}

/** Sold seats per flight in one cabin each (`flightId|cabin` keys). */
export async function soldSeats(
  executor: Executor,
  flightIds: readonly string[],
): Promise<Map<string, number>> {
  if (flightIds.length === 0) return new Map();
  const rows = await executor
    .select({
      flightId: flightInventory.flightId,
      cabin: flightInventory.cabin,
      sold: flightInventory.sold,
    })
    .from(flightInventory)
    .where(inArray(flightInventory.flightId, [...flightIds]));
  return new Map(rows.map((r) => [`${r.flightId}|${r.cabin}`, r.sold]));
}

export interface SeatAssignmentRow {
  flightId: string;
  seatNumber: string;
  orderId: string;
  travellerIndex: number;
}

/** Every seat this storefront sold on these flights, any order. */
export async function assignmentsOn(
  executor: Executor,
  flightIds: readonly string[],
): Promise<SeatAssignmentRow[]> {
  if (flightIds.length === 0) return [];
  return executor
    .select({
      flightId: seatAssignments.flightId,
      seatNumber: seatAssignments.seatNumber,
      orderId: seatAssignments.orderId,
      travellerIndex: seatAssignments.travellerIndex,
    })
    .from(seatAssignments)
    .where(inArray(seatAssignments.flightId, [...flightIds]));
}

export interface ExtraLine {
  id: string;
  travellerIndex: number | null;
  amountCents: number;
  ref: unknown;
}

/** The order's lines of one kind (`seat` or `service`). */
export async function linesOf(
  executor: Executor,
  orderId: string,
  kind: 'seat' | 'service',
): Promise<ExtraLine[]> {
  return executor
    .select({
      id: orderLines.id,
      travellerIndex: orderLines.travellerIndex,
      amountCents: orderLines.amountCents,
      ref: orderLines.ref,
    })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.kind, kind)))
    .orderBy(asc(orderLines.createdAt), asc(orderLines.id));
}

export async function deleteLines(tx: Executor, orderId: string, ids: readonly string[]) {
  if (ids.length === 0) return;
  await tx
    .delete(orderLines)
    .where(and(eq(orderLines.orderId, orderId), inArray(orderLines.id, [...ids])));
}

export interface NewLine {
  kind: 'seat' | 'service';
  description: string;
  travellerIndex: number;
  amountCents: number;
  ref: Record<string, string>;
}

export async function insertLines(
  tx: Executor,
  orderId: string,
  lines: readonly NewLine[],
  now: Date,
): Promise<{ id: string }[]> {
  if (lines.length === 0) return [];
  return tx
    .insert(orderLines)
    .values(lines.map((line) => ({ ...line, orderId, createdAt: now })))
    .returning({ id: orderLines.id });
}

export async function releaseSeat(
  tx: Executor,
  orderId: string,
  flightId: string,
  seatNumber: string,
): Promise<void> {
  await tx
    .delete(seatAssignments)
    .where(
      and(
        eq(seatAssignments.orderId, orderId),
        eq(seatAssignments.flightId, flightId),
        eq(seatAssignments.seatNumber, seatNumber),
      ),
    );
}

/**
 * Claims one seat. The primary key (flight, seat) decides between racers: a concurrent claim
 * waits for this transaction and then finds the row; false when someone holds it already.
 */
export async function claimSeat(
  tx: Executor,
  seat: SeatAssignmentRow & { priceCents: number },
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .insert(seatAssignments)
    .values({ ...seat, createdAt: now })
    .onConflictDoNothing()
    .returning({ seatNumber: seatAssignments.seatNumber });
  return rows.length === 1;
}

/** Adds `deltaCents` to the order's total and to what paying it takes; returns the new total. */
export async function addToTotal(
  tx: Executor,
  orderId: string,
  deltaCents: number,
  now: Date,
): Promise<number> {
  const [row] = await tx
    .update(orders)
    .set({
      totalCents: sql`${orders.totalCents} + ${deltaCents}`,
      // Flights are paid in full, so seats and services are due with the rest.
      dueNowCents: sql`${orders.dueNowCents} + ${deltaCents}`,
      updatedAt: now,
    })
    .where(eq(orders.id, orderId))
    .returning({ totalCents: orders.totalCents });
  if (!row) throw new Error('order vanished while its extras changed');
  return row.totalCents;
}
