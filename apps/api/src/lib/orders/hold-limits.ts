import { and, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { inventoryHolds, orders, type Executor } from '@travel/db';
import type { AppContext } from '../../app-context';
import { AppError } from '../app-error';
import type { HeldUnits } from './holds';
import type { OrderOwner } from './order-owner';
import type { OrderRow } from './status';

/**
 * Limits on holding without paying (issue 9). A booking holds inventory for 30 minutes before
 * it is paid; these limits stop one booker from taking a flight or a hotel off sale with
 * "reserve" bookings, while a family or an agent office never meets them:
 *  - unpaid orders: a visitor per client address and per contact email, a signed-in booker per
 *    account (an agent together with its sub-agents), with a higher limit;
 *  - the share of one resource (flight cabin, hotel room-type night) one booker holds unpaid:
 *    a first booking on it always passes, further ones up to a percentage of its capacity.
 * Everything is counted from the orders table inside the booking transaction, after a
 * transaction-scoped advisory lock per booker, so concurrent bookings cannot overshoot.
 */
export type HoldBooker =
  { kind: 'visitor'; address: string; email: string } | { kind: 'account'; accountId: string };

export function holdBookerOf(owner: OrderOwner, address: string, email: string): HoldBooker {
  const accountId = owner.agentId ?? owner.userId;
  return accountId
    ? { kind: 'account', accountId }
    : { kind: 'visitor', address, email: email.toLowerCase() };
}

/** The `client_address` to store on the order: visitors only (accounts count by account). */
export const clientAddressOf = (booker: HoldBooker): string | null =>
  booker.kind === 'visitor' ? booker.address : null;

const unpaidAt = (now: Date): SQL =>
  and(eq(orders.status, 'awaitingPayment'), gt(orders.deadlineAt, now)) as SQL;

const byAccount = (accountId: string): SQL =>
  or(
    eq(orders.agentId, accountId),
    and(isNull(orders.agentId), eq(orders.userId, accountId)),
  ) as SQL;

const byAddress = (address: string): SQL => eq(orders.clientAddress, address);
const byEmail = (email: string): SQL =>
  and(isNull(orders.userId), eq(orders.contactEmail, email)) as SQL;

/** Serialises the bookings of one booker (both keys of a visitor, in a fixed order). */
async function lockBooker(tx: Executor, booker: HoldBooker): Promise<void> {
  const keys =
    booker.kind === 'account'
      ? [`hold:account:${booker.accountId}`]
      : [`hold:address:${booker.address}`, `hold:email:${booker.email}`].sort();
  for (const key of keys) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
  }
}

async function countUnpaid(tx: Executor, now: Date, who: SQL): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(unpaidAt(now), who));
  return row?.n ?? 0;
}

/**
 * First step inside the booking transaction, before any inventory is locked: takes the
 * booker's lock and refuses (422 `tooManyUnpaidOrders`, with the limit) a booker who already
 * has as many unpaid orders as allowed.
 */
export async function enforceUnpaidOrderLimit(
  ctx: AppContext,
  tx: Executor,
  booker: HoldBooker,
  now: Date,
): Promise<void> {
  await lockBooker(tx, booker);
  const checks: { scope: string; who: SQL; limit: number }[] =
    booker.kind === 'account'
      ? [
          {
            scope: 'account',
            who: byAccount(booker.accountId),
            limit: ctx.env.HOLD_MAX_UNPAID_PER_ACCOUNT,
          },
        ]
      : [
          {
            scope: 'address',
            who: byAddress(booker.address),
            limit: ctx.env.HOLD_MAX_UNPAID_PER_ADDRESS,
          },
          { scope: 'email', who: byEmail(booker.email), limit: ctx.env.HOLD_MAX_UNPAID_PER_EMAIL },
        ];
  for (const { scope, who, limit } of checks) {
    const unpaid = await countUnpaid(tx, now, who);
    if (unpaid >= limit) {
      throw new AppError('tooManyUnpaidOrders', {
        msg: `You have ${unpaid} unpaid bookings (limit ${limit} per ${scope}): pay or cancel one before booking again`,
        data: { scope, limit, unpaid },
      });
    }
  }
}

/**
 * After the hold, still inside the transaction (the resource rows are locked): refuses
 * (422 `holdShareExceeded`, with the limit) a booker whose unpaid holds on one resource would
 * pass the allowed share of its capacity. A booker holding nothing on it yet always passes, so
 * the largest party one booking allows is never refused.
 */
export async function enforceHoldShare(
  ctx: AppContext,
  tx: Executor,
  booker: HoldBooker,
  resourceKind: string,
  holds: readonly HeldUnits[],
  capacities: Readonly<Record<string, number>>,
  now: Date,
): Promise<void> {
  const measured = holds
    .map((h) => ({ ...h, capacity: capacities[h.resourceKey] ?? 0 }))
    .filter((h) => h.capacity > 0);
  if (measured.length === 0) return;
  const who =
    booker.kind === 'account'
      ? byAccount(booker.accountId)
      : (or(byAddress(booker.address), byEmail(booker.email)) as SQL);
  const rows = await tx
    .select({
      resourceKey: inventoryHolds.resourceKey,
      held: sql<number>`coalesce(sum(${inventoryHolds.quantity}), 0)::int`,
    })
    .from(inventoryHolds)
    .innerJoin(orders, eq(orders.id, inventoryHolds.orderId))
    .where(
      and(
        eq(inventoryHolds.resourceKind, resourceKind),
        inArray(
          inventoryHolds.resourceKey,
          measured.map((h) => h.resourceKey),
        ),
        isNull(inventoryHolds.releasedAt),
        unpaidAt(now),
        who,
      ),
    )
    .groupBy(inventoryHolds.resourceKey);
  const heldBy = new Map(rows.map((r) => [r.resourceKey, r.held]));
  const percent =
    booker.kind === 'account'
      ? ctx.env.HOLD_MAX_SHARE_PERCENT_ACCOUNT
      : ctx.env.HOLD_MAX_SHARE_PERCENT;
  for (const hold of measured) {
    const held = heldBy.get(hold.resourceKey) ?? 0;
    const limit = Math.floor((hold.capacity * percent) / 100);
    if (held > 0 && held + hold.quantity > limit) {
      throw new AppError('holdShareExceeded', {
        msg: `You already hold ${held} unpaid places here; one booker may hold ${limit} (${percent}% of ${hold.capacity})`,
        data: {
          resourceKind,
          limit,
          percent,
          capacity: hold.capacity,
          held,
          requested: hold.quantity,
        },
      });
    }
  }
}

/**
 * A payment refused while booking (SaveOrderNew) leaves the order payable. For a visitor the
 * hold shrinks to a few minutes (HOLD_REFUSED_PAYMENT_MINUTES): enough to retry the card, too
 * short to take rooms off sale with declined cards; the sweep frees them after. A signed-in
 * booker's order keeps its 30 minutes. Returns the order with its deadline as now stored.
 */
export async function shortenRefusedVisitorHold(
  ctx: AppContext,
  order: OrderRow,
): Promise<OrderRow> {
  if (order.userId !== null) return order;
  const shortened = new Date(ctx.now().getTime() + ctx.env.HOLD_REFUSED_PAYMENT_MINUTES * 60_000);
  const [row] = await ctx.db
    .update(orders)
    .set({ deadlineAt: shortened })
    .where(
      and(
        eq(orders.id, order.id),
        eq(orders.status, 'awaitingPayment'),
        gt(orders.deadlineAt, shortened),
      ),
    )
    .returning();
  return row ?? order;
}
