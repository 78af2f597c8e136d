import { asc } from 'drizzle-orm';
import { balanceLedger, orders, payments, type Database } from '@travel/db';
import { orderMoney } from './ledger';

/**
 * What would be wrong with the books of every order in a database (issue 12): refunds that are
 * not negative or name no charge of their order, a charge given back more than it took, an
 * order whose status disagrees with its money (refunded but money kept, issued but refunded),
 * or a balance-paid order whose agent ledger does not mirror its payments. Empty when all
 * balance. Test apps run it over everything their suite created when they close.
 */
export async function ledgerProblems(db: Database): Promise<string[]> {
  const [orderRows, paymentRows, ledgerRows] = await Promise.all([
    db.select({ id: orders.id, orderNo: orders.orderNo, status: orders.status }).from(orders),
    db.select().from(payments).orderBy(asc(payments.createdAt)),
    db
      .select({ orderId: balanceLedger.orderId, amountCents: balanceLedger.amountCents })
      .from(balanceLedger),
  ]);
  const problems: string[] = [];
  const byId = new Map(paymentRows.map((row) => [row.id, row]));
  const byOrder = new Map<string, typeof paymentRows>();
  for (const row of paymentRows) {
    byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  }
  const givenBack = new Map<string, number>();
  for (const row of paymentRows) {
    if (row.kind !== 'refund') continue;
    const charge = row.refundOf ? byId.get(row.refundOf) : undefined;
    if (row.amountCents >= 0) problems.push(`refund ${row.id} is not negative`);
    if (!charge || charge.orderId !== row.orderId || charge.kind !== 'charge') {
      problems.push(`refund ${row.id} names no charge of its order`);
    } else if (row.status !== 'failed') {
      givenBack.set(charge.id, (givenBack.get(charge.id) ?? 0) - row.amountCents);
    }
  }
  for (const [chargeId, amount] of givenBack) {
    const charge = byId.get(chargeId);
    if (charge && (charge.status !== 'succeeded' || amount > charge.amountCents)) {
      problems.push(`charge ${chargeId} gave back ${amount} of ${charge.amountCents}`);
    }
  }
  const ledgerOf = new Map<string, number>();
  for (const row of ledgerRows) {
    if (row.orderId) ledgerOf.set(row.orderId, (ledgerOf.get(row.orderId) ?? 0) + row.amountCents);
  }
  for (const order of orderRows) {
    const rows = byOrder.get(order.id) ?? [];
    const money = orderMoney(rows);
    if (money.paid - money.refunded !== money.net) problems.push(`${order.orderNo}: unbalanced`);
    const refundedOk =
      order.status === 'refunded'
        ? money.refunded > 0 && money.net === 0
        : order.status === 'partiallyRefunded'
          ? money.refunded > 0 && money.net > 0
          : order.status === 'cancelled' || money.refunded === 0 || returnsWholeCharges(rows);
    if (!refundedOk) {
      problems.push(
        `${order.orderNo}: status ${order.status} with paid ${money.paid}, refunded ${money.refunded}`,
      );
    }
    const balanceNet = orderMoney(rows.filter((row) => row.method === 'balance')).net;
    if ((ledgerOf.get(order.id) ?? 0) !== -balanceNet) {
      problems.push(
        `${order.orderNo}: agent ledger ${ledgerOf.get(order.id) ?? 0} vs balance payments ${balanceNet}`,
      );
    }
  }
  return problems;
}

/**
 * A live order may have given back whole charges it did not take: a hosted-checkout payment
 * that arrived after the order was paid another way, or for another amount, is refunded at once
 * in full (modules/checkout/webhook.service.ts). Anything else refunded on a live order is not.
 */
function returnsWholeCharges(rows: readonly (typeof payments.$inferSelect)[]): boolean {
  const charges = new Map(rows.map((row) => [row.id, row]));
  const givenBack = new Map<string, number>();
  for (const row of rows) {
    if (row.kind !== 'refund' || row.status === 'failed' || !row.refundOf) continue;
    givenBack.set(row.refundOf, (givenBack.get(row.refundOf) ?? 0) - row.amountCents);
  }
  return [...givenBack].every(
    ([chargeId, amount]) => charges.get(chargeId)?.amountCents === amount,
  );
}
