import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  flightInventory,
  orderLines,
  orderTravellers,
  orders,
  payments,
  seatAssignments,
  type Executor,
} from '@travel/db';
import type { OrderRow } from '../../lib/orders/status';
import type { HeldSeat } from './seat-moves';

/** SQL of the exchange: the order row, its seats, lines, payment and tickets. */

/** The order row locked for the rest of the transaction: one exchange of an order at a time. */
export async function lockOrder(tx: Executor, orderId: string): Promise<OrderRow | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row ?? null;
}

export async function seatsOfOrder(tx: Executor, orderId: string): Promise<HeldSeat[]> {
  return tx
    .select({
      flightId: seatAssignments.flightId,
      seatNumber: seatAssignments.seatNumber,
      travellerIndex: seatAssignments.travellerIndex,
      priceCents: seatAssignments.priceCents,
    })
    .from(seatAssignments)
    .where(eq(seatAssignments.orderId, orderId));
}

/** `flight_inventory.sold` by `{flightId}|{cabin}`, for the seat maps of the new flights. */
export async function soldOnFlights(
  tx: Executor,
  flightIds: readonly string[],
): Promise<Map<string, number>> {
  if (flightIds.length === 0) return new Map();
  const rows = await tx
    .select({
      flightId: flightInventory.flightId,
      cabin: flightInventory.cabin,
      sold: flightInventory.sold,
    })
    .from(flightInventory)
    .where(inArray(flightInventory.flightId, [...new Set(flightIds)]));
  return new Map(rows.map((row) => [`${row.flightId}|${row.cabin}`, row.sold]));
}

/** Indexes of the order's child travellers. */
export async function childTravellers(tx: Executor, orderId: string): Promise<Set<number>> {
  const rows = await tx
    .select({ index: orderTravellers.travellerIndex })
    .from(orderTravellers)
    .where(and(eq(orderTravellers.orderId, orderId), eq(orderTravellers.passengerType, 'CHD')));
  return new Set(rows.map((row) => row.index));
}

/** Frees the order's seat on its old flight (it is then free for anyone). */
export async function freeSeat(tx: Executor, orderId: string, seat: HeldSeat): Promise<void> {
  await tx
    .delete(seatAssignments)
    .where(
      and(
        eq(seatAssignments.orderId, orderId),
        eq(seatAssignments.flightId, seat.flightId),
        eq(seatAssignments.seatNumber, seat.seatNumber),
      ),
    );
}

/**
 * Takes the same seat on the new flight if nobody has it: the table's key (flight, seat) makes
 * a taken seat a no-op rather than a second sale. True when the seat was taken for the order.
 */
export async function takeSeat(
  tx: Executor,
  orderId: string,
  seat: HeldSeat,
  toFlightId: string,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .insert(seatAssignments)
    .values({
      flightId: toFlightId,
      seatNumber: seat.seatNumber,
      orderId,
      travellerIndex: seat.travellerIndex,
      priceCents: seat.priceCents,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ seatNumber: seatAssignments.seatNumber });
  return rows.length === 1;
}

/**
 * Points the order's seat lines at the seat's new flight, so the order's seats and its lines
 * keep naming the same flights (the seat pickers read `ref`).
 */
export async function repointSeatLines(
  tx: Executor,
  orderId: string,
  seat: HeldSeat,
  toFlightId: string,
): Promise<void> {
  await tx
    .update(orderLines)
    .set({ ref: sql`jsonb_set(${orderLines.ref}, '{flightId}', to_jsonb(${toFlightId}::text))` })
    .where(
      and(
        eq(orderLines.orderId, orderId),
        eq(orderLines.kind, 'seat'),
        sql`${orderLines.ref}->>'flightId' = ${seat.flightId}`,
        sql`${orderLines.ref}->>'seatNumber' = ${seat.seatNumber}`,
      ),
    );
}

export interface NewLine {
  kind: 'changeFee' | 'fareDifference' | 'seat';
  description: string;
  travellerIndex: number | null;
  amountCents: number;
  ref?: Record<string, unknown>;
}

export async function addLines(
  tx: Executor,
  orderId: string,
  lines: readonly NewLine[],
  now: Date,
): Promise<void> {
  if (lines.length === 0) return;
  await tx.insert(orderLines).values(
    lines.map((line) => ({
      orderId,
      kind: line.kind,
      description: line.description,
      travellerIndex: line.travellerIndex,
      amountCents: line.amountCents,
      ref: line.ref ?? null,
      createdAt: now,
    })),
  );
}

export async function recordPayment(
  tx: Executor,
  input: {
    orderId: string;
    method: 'card' | 'balance';
    amountCents: number;
    cardBrand: string | null;
    cardLast4: string | null;
    processorRef: string | null;
    /** A card charge's processor key (what a refund of it names). */
    chargeKey?: string;
    now: Date;
  },
): Promise<void> {
  await tx.insert(payments).values({
    chargeKey: input.chargeKey ?? null,
    orderId: input.orderId,
    method: input.method,
    status: 'succeeded',
    amountCents: input.amountCents,
    cardBrand: input.cardBrand,
    cardLast4: input.cardLast4,
    processorRef: input.processorRef,
    createdAt: input.now,
  });
}

export async function travellerCount(tx: Executor, orderId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(orderTravellers)
    .where(eq(orderTravellers.orderId, orderId));
  return row?.n ?? 0;
}

export async function updateExchangedOrder(
  tx: Executor,
  orderId: string,
  changes: Pick<
    OrderRow,
    'details' | 'totalCents' | 'dueNowCents' | 'title' | 'startsAt' | 'startsLocal' | 'searchCodes'
  >,
  now: Date,
): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set({ ...changes, updatedAt: now })
    .where(eq(orders.id, orderId))
    .returning();
  if (!row) throw new Error('exchanged order vanished inside its transaction');
  return row;
}
