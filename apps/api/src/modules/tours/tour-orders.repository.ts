import { and, asc, desc, eq, inArray, isNotNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { ROLE } from '@travel/contracts';
import type { TourOrderTab } from '@travel/contracts/tour-orders';
import { orders, payments, tours, users, type Executor } from '@travel/db';
import type { OrderRow } from '../../lib/orders/status';

/**
 * SQL of the tour and cruise order calls: the caller's orders (an agent's include its
 * sub-agents', as My orders does), its sub-agents, a tour by its code.
 */

export interface TourOrderViewer {
  userId: string;
  /** Agents see the orders of their sub-agents too (orders.agent_id). */
  includeAgentOrders: boolean;
}

const visible = (v: TourOrderViewer): SQL =>
  v.includeAgentOrders
    ? (or(eq(orders.userId, v.userId), eq(orders.agentId, v.userId)) as SQL)
    : eq(orders.userId, v.userId);

/** The viewer's orders of these products: what every order list here starts from. */
const viewerOrders = (v: TourOrderViewer, products: readonly string[]): SQL =>
  and(visible(v), inArray(orders.product, [...products])) as SQL;

/** The viewer's order rows of these products meeting every further condition (undefined: none). */
const viewerOrderRows = (
  db: Executor,
  viewer: TourOrderViewer,
  products: readonly string[],
  ...conditions: (SQL | undefined)[]
) =>
  db
    .select()
    .from(orders)
    .where(and(viewerOrders(viewer, products), ...conditions));

/** The statuses of each tab (spec §4: all, paid, unpaid, cancelled). */
export const TAB_STATUSES: Record<TourOrderTab, readonly string[] | null> = {
  all: null,
  paid: ['paid', 'issued', 'issueFailed'],
  unpaid: ['awaitingPayment', 'processing'],
  cancelled: ['cancelled', 'refunded', 'partiallyRefunded'],
};

export async function listTourOrders(
  db: Executor,
  viewer: TourOrderViewer,
  products: readonly string[],
  tab: TourOrderTab,
  page: { offset: number; limit: number },
): Promise<{ rows: OrderRow[]; total: number }> {
  const statuses = TAB_STATUSES[tab];
  const where = and(
    viewerOrders(viewer, products),
    statuses ? inArray(orders.status, [...statuses]) : undefined,
  );
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.orderNo))
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(where),
  ]);
  return { rows, total: Number(counted[0]?.n ?? 0) };
}

/** Unpaid orders of the viewer past their deadline: cancelled before a list shows them. */
export async function overdueTourOrders(
  db: Executor,
  viewer: TourOrderViewer,
  products: readonly string[],
  now: Date,
): Promise<OrderRow[]> {
  return viewerOrderRows(
    db,
    viewer,
    products,
    eq(orders.status, 'awaitingPayment'),
    lte(orders.deadlineAt, now),
  );
}

/**
 * Orders that make a receivable: every tour and cruise order of the viewer in the booking-date
 * range, except those cancelled unpaid (nothing was ever owed or paid). Newest first.
 */
export async function receivableOrders(
  db: Executor,
  viewer: TourOrderViewer,
  range: { from?: Date | undefined; to?: Date | undefined },
): Promise<OrderRow[]> {
  return viewerOrderRows(
    db,
    viewer,
    ['tour', 'cruise'],
    or(ne(orders.status, 'cancelled'), isNotNull(orders.paidAt)),
    range.from ? sql`${orders.createdAt} >= ${range.from}` : undefined,
    range.to ? sql`${orders.createdAt} < ${range.to}` : undefined,
  ).orderBy(desc(orders.createdAt), desc(orders.orderNo));
}

/** The payment rows of some orders, by order id. */
export async function paymentsOf(db: Executor, orderIds: readonly string[]) {
  const byOrder = new Map<string, (typeof payments.$inferSelect)[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(payments)
    .where(inArray(payments.orderId, [...orderIds]));
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  return byOrder;
}

/** An agent's sub-agents, by name. */
export function subagentsOf(db: Executor, agentId: string) {
  return db
    .select({
      id: users.id,
      accountCode: users.accountCode,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      disabled: users.disabled,
    })
    .from(users)
    .where(and(eq(users.parentAgentId, agentId), eq(users.role, ROLE.subagent)))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.email));
}

/** A tour or cruise by its product code (TourCode), case-insensitive. */
export async function tourByCode(db: Executor, code: string) {
  const [row] = await db
    .select()
    .from(tours)
    .where(sql`upper(${tours.code}) = ${code.toUpperCase()}`)
    .limit(1);
  return row ?? null;
}
