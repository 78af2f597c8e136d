import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { OrderTripView } from '@travel/contracts/orders';
import { orderTravellers, orders, type Executor } from '@travel/db';

/** Whose orders a list shows: the caller's own, plus (agents) those booked under them. */
export interface OrderVisibility {
  userId: string;
  includeAgentOrders: boolean;
}

export interface OrderListFilter {
  accountCode?: string | undefined;
  /** UTC day of booking: [from, to). */
  bookedFrom?: Date | undefined;
  bookedTo?: Date | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
  /** Upper-cased airline code and number, e.g. UA123. */
  flightCode?: string | undefined;
  /** Local departure dates YYYY-MM-DD, inclusive. */
  departFrom?: string | undefined;
  departTo?: string | undefined;
  statuses?: readonly string[] | undefined;
  product?: string | undefined;
  /**
   * Trips view (issue 13 §5): upcoming and past split at `now` on `starts_at`, which each
   * product's `listFields` fills (a flight's first departure, a hotel's check-in); cancelled is
   * the `cancelledStatuses` family, which the other two leave out.
   */
  trip?: { view: OrderTripView; now: Date; cancelledStatuses: readonly string[] } | undefined;
}

const visible = (v: OrderVisibility): SQL =>
  v.includeAgentOrders
    ? (or(eq(orders.userId, v.userId), eq(orders.agentId, v.userId)) as SQL)
    : eq(orders.userId, v.userId);

/** `%`, `_` and `\` typed by a person are matched literally. */
const likeEscape = (value: string): string => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Travellers by the name part asked for; an order without traveller rows (a hotel's lead guests,
 * one per room, live in `traveller_names` only) matches by either part of their names.
 */
const travellerNameLike = (column: 'first_name' | 'last_name', value: string): SQL => {
  const pattern = `%${likeEscape(value)}%`;
  const ofOrder = sql`${orderTravellers.orderId} = ${orders.id}`;
  return sql`(exists (select 1 from ${orderTravellers} where ${ofOrder} and ${sql.raw(`"order_travellers"."${column}"`)} ilike ${pattern}) or (not exists (select 1 from ${orderTravellers} where ${ofOrder}) and ${orders.travellerNames} ilike ${pattern}))`;
};

function conditions(v: OrderVisibility, f: OrderListFilter): SQL[] {
  const where: SQL[] = [visible(v)];
  if (f.accountCode) where.push(eq(orders.accountCode, f.accountCode));
  if (f.bookedFrom) where.push(gte(orders.createdAt, f.bookedFrom));
  if (f.bookedTo) where.push(lt(orders.createdAt, f.bookedTo));
  if (f.firstName) where.push(travellerNameLike('first_name', f.firstName));
  if (f.lastName) where.push(travellerNameLike('last_name', f.lastName));
  if (f.flightCode) {
    where.push(sql`${orders.searchCodes} like ${`% ${likeEscape(f.flightCode)} %`}`);
  }
  if (f.departFrom) where.push(gte(sql`substr(${orders.startsLocal}, 1, 10)`, f.departFrom));
  if (f.departTo) where.push(lte(sql`substr(${orders.startsLocal}, 1, 10)`, f.departTo));
  if (f.statuses) where.push(inArray(orders.status, [...f.statuses]));
  if (f.product) where.push(eq(orders.product, f.product));
  if (f.trip) {
    const { view, now, cancelledStatuses } = f.trip;
    if (view === 'cancelled') {
      where.push(inArray(orders.status, [...cancelledStatuses]));
    } else {
      where.push(notInArray(orders.status, [...cancelledStatuses]));
      // An order without a start (none is written so today) counts as still to come.
      where.push(
        view === 'upcoming'
          ? (or(isNull(orders.startsAt), gte(orders.startsAt, now)) as SQL)
          : lt(orders.startsAt, now),
      );
    }
  }
  return where;
}

/** Upcoming trips soonest first, past ones most recent first, the rest latest booking first. */
function orderOf(f: OrderListFilter): SQL[] {
  switch (f.trip?.view) {
    case 'upcoming':
      return [sql`${orders.startsAt} asc nulls last`, asc(orders.createdAt), asc(orders.id)];
    case 'past':
      return [desc(orders.startsAt), desc(orders.createdAt), desc(orders.id)];
    default:
      return [desc(orders.createdAt), desc(orders.id)];
  }
}

export type OrderListRow = typeof orders.$inferSelect;

export async function listOrders(
  executor: Executor,
  visibility: OrderVisibility,
  filter: OrderListFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: OrderListRow[]; total: number }> {
  const where = and(...conditions(visibility, filter));
  const [totalRow] = await executor.select({ total: count() }).from(orders).where(where);
  const rows = await executor
    .select()
    .from(orders)
    .where(where)
    .orderBy(...orderOf(filter))
    .limit(page.limit)
    .offset(page.offset);
  return { rows, total: totalRow?.total ?? 0 };
}

/** Unpaid orders of these viewers already past their deadline (cancelled before listing). */
export async function overdueOrderIds(
  executor: Executor,
  visibility: OrderVisibility,
  now: Date,
): Promise<string[]> {
  const rows = await executor
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(visible(visibility), eq(orders.status, 'awaitingPayment'), lte(orders.deadlineAt, now)),
    )
    .limit(500);
  return rows.map((r) => r.id);
}
