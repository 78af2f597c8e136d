import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { OrderStatus } from '@travel/contracts/orders';
import { orders, payments } from '@travel/db';
import type { AppContext } from '../../app-context';
import { isAppError } from '../app-error';
import { claimDue } from '../claim-due';
import { paymentProcessor } from '../payments/payment-processor';
import { settleCardCharge } from '../payments/pay-order';
import { amountDueNow, fulfilOrder, giveUpFulfilment } from './fulfilment';
import { leaseFrom, transitionOrder, type OrderRow } from './status';

/**
 * The reconciler: finishes or fails every order a dead process left half-way.
 *
 * A request that moves an order to `processing` or `paid` leases it (`orders.lease_until`,
 * ORDER_RECOVERY_LEASE_SECONDS). Past the lease nobody is working on it any more, and a pass
 * (run with the order sweep, on every process) takes it over:
 * - `processing`: the processor is asked about the charge by the idempotency key stored before
 *   the charge was sent. Charged → the payment is recorded, the order paid and fulfilled;
 *   refused or never charged → the order is payable again (its deadline applies).
 * - `paid`: fulfilment (tickets, hotel confirmation) is retried through fulfilOrder; after
 *   ORDER_RECOVERY_MAX_ATTEMPTS broken tries the order is `issueFailed` and the traveller is told.
 *
 * State lives in the database only, so a restart loses nothing. Several processes may run it at
 * once: an order is claimed by one guarded UPDATE over `FOR UPDATE SKIP LOCKED` rows that also
 * renews its lease, so each expired order is taken by exactly one reconciler per lease.
 */

export interface ReconcileResult {
  /** `processing` orders the processor had charged: recorded and paid. */
  paid: number;
  /** `processing` orders without a charge (or refused): payable again. */
  reopened: number;
  /** `paid` orders fulfilled (or failed by the supplier) by the reconciler. */
  fulfilled: number;
  /** `paid` orders given up on after their tries: issueFailed, traveller told. */
  failed: number;
  /** Orders whose recovery broke this time; a later pass tries again. */
  retrying: number;
  /** What broke, for the log (order numbers only: no personal data). */
  errors: { orderNo: string; error: unknown }[];
}

/** Orders taken per status per pass; the next pass takes the rest. */
const RECONCILE_BATCH = 50;

export async function reconcileOrders(ctx: AppContext): Promise<ReconcileResult> {
  const result: ReconcileResult = {
    paid: 0,
    reopened: 0,
    fulfilled: 0,
    failed: 0,
    retrying: 0,
    errors: [],
  };
  for (const order of await claimExpired(ctx, 'processing')) {
    await attempt(order, result, () => recoverPayment(ctx, order, result));
  }
  for (const order of await claimExpired(ctx, 'paid')) {
    await attempt(order, result, () => recoverFulfilment(ctx, order, result));
  }
  return result;
}

/**
 * One order's recovery; when it breaks (processor or database unreachable) the order keeps its
 * state, its lease runs out and a later pass tries again. The other orders go on.
 */
async function attempt(
  order: OrderRow,
  result: ReconcileResult,
  work: () => Promise<void>,
): Promise<void> {
  try {
    await work();
  } catch (error) {
    result.retrying += 1;
    result.errors.push({ orderNo: order.orderNo, error });
  }
}

/**
 * Takes the orders in `status` whose lease has run out and leases them to this pass. Rows
 * another reconciler is claiming are skipped, and the outer condition is checked again on the
 * locked row, so two passes never take the same order.
 */
async function claimExpired(ctx: AppContext, status: OrderStatus): Promise<OrderRow[]> {
  const now = ctx.now();
  return claimDue(ctx.db, {
    table: orders,
    key: orders.id,
    order: orders.leaseUntil,
    due: and(eq(orders.status, status), or(isNull(orders.leaseUntil), lte(orders.leaseUntil, now))),
    set: {
      leaseUntil: leaseFrom(now, ctx.env.ORDER_RECOVERY_LEASE_SECONDS),
      ...(status === 'paid' ? { recoveryAttempts: sql`${orders.recoveryAttempts} + 1` } : {}),
    },
    batch: RECONCILE_BATCH,
  });
}

async function recoverPayment(
  ctx: AppContext,
  order: OrderRow,
  result: ReconcileResult,
): Promise<void> {
  if (!order.chargeKey) {
    // Started before charges carried keys (an older version): nothing to ask the processor.
    // Without a recorded payment no money moved; with one, support finishes it as before.
    if (await hasSucceededPayment(ctx, order.id)) return;
    if (await reopen(ctx, order)) result.reopened += 1;
    return;
  }
  const charge = await paymentProcessor(ctx).retrieve(order.chargeKey);
  if (!charge) {
    // The processor never saw this key: no money moved.
    if (await reopen(ctx, order)) result.reopened += 1;
    return;
  }
  let paid;
  try {
    paid = await settleCardCharge(ctx, order, amountDueNow(order), null, charge);
  } catch (error) {
    // A refused card: recorded, and the order is payable again.
    if (isAppError(error)) {
      result.reopened += 1;
      return;
    }
    throw error;
  }
  result.paid += 1;
  await fulfil(ctx, paid.order, paid.failFulfilment, result);
}

async function recoverFulfilment(
  ctx: AppContext,
  order: OrderRow,
  result: ReconcileResult,
): Promise<void> {
  // The sandbox's "ticketing fails" card is known from the charge, as in the request.
  const charge = order.chargeKey ? await paymentProcessor(ctx).retrieve(order.chargeKey) : null;
  const failIssue = charge?.kind === 'approved' && charge.failIssue;
  await fulfil(ctx, order, failIssue, result);
}

async function fulfil(
  ctx: AppContext,
  order: OrderRow,
  failIssue: boolean,
  result: ReconcileResult,
): Promise<void> {
  try {
    await fulfilOrder(ctx, order, failIssue);
    result.fulfilled += 1;
  } catch (error) {
    // Broken before it recorded anything: the order stays paid and its lease runs out, so a
    // later pass tries again, until the tries are used up.
    if (order.recoveryAttempts < ctx.env.ORDER_RECOVERY_MAX_ATTEMPTS) throw error;
    if ((await giveUpFulfilment(ctx, order)) === 'issueFailed') result.failed += 1;
  }
}

async function reopen(ctx: AppContext, order: OrderRow): Promise<boolean> {
  const now = ctx.now();
  return (
    (await transitionOrder(ctx.db, order.id, 'processing', 'awaitingPayment', now, {
      leaseUntil: null,
    })) !== null
  );
}

async function hasSucceededPayment(ctx: AppContext, orderId: string): Promise<boolean> {
  const rows = await ctx.db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.kind, 'charge'),
        eq(payments.status, 'succeeded'),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
