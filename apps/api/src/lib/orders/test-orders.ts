import { orders, type Executor } from '@travel/db';
import type { OrderStatus } from '@travel/contracts/orders';
import { recordHolds, type HeldUnits, type HoldReleasers } from './holds';
import { newOrderNumber } from './order-number';
import type { OrderRow } from './status';

/**
 * Test fixture: a bare order row (and optional holds) written straight to the database, for
 * tests of the order machinery that do not need a real booking.
 */
export async function insertTestOrder(
  db: Executor,
  input: {
    status?: OrderStatus;
    deadlineAt?: Date | null;
    now: Date;
    holds?: HeldUnits[];
    userId?: string | null;
    agentId?: string | null;
    email?: string;
  },
): Promise<OrderRow> {
  const [row] = await db
    .insert(orders)
    .values({
      orderNo: newOrderNumber(),
      product: 'flight',
      status: input.status ?? 'awaitingPayment',
      userId: input.userId ?? null,
      agentId: input.agentId ?? null,
      accountCode: 'TRAVELOUTLET',
      contactName: 'Test Contact',
      contactEmail: input.email ?? 'contact@example.test',
      contactMobile: '+1 555 0100',
      totalCents: 10_000,
      dueNowCents: 10_000,
      details: {},
      title: 'LAX → SFO',
      deadlineAt:
        input.deadlineAt === undefined
          ? new Date(input.now.getTime() + 30 * 60_000)
          : input.deadlineAt,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning();
  if (!row) throw new Error('order insert returned no row');
  if (input.holds) await recordHolds(db, row.id, 'test', input.holds, input.now);
  return row;
}

/** A releaser for the `test` resource kind that records what it was given back. */
export function recordingReleasers(): { releasers: HoldReleasers; released: HeldUnits[] } {
  const released: HeldUnits[] = [];
  return {
    released,
    releasers: {
      test: async (_tx, holds) => {
        released.push(...holds);
      },
    },
  };
}
