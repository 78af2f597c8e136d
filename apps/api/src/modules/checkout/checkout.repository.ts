import { and, desc, eq, gt } from 'drizzle-orm';
import type {
  CheckoutMethodType,
  CheckoutPaymentType,
  CheckoutPurpose,
  CheckoutSession,
  CheckoutSessionStatus,
} from '@travel/contracts/checkout';
import { checkoutSessions, type Executor } from '@travel/db';
import { unixSeconds } from '../../lib/payments/checkout/stripe-shape';

/** Our checkout session rows (packages/db/src/schema/checkout.ts) and how the API shows them. */

export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;

/** What each spec payment type offers on the hosted page. */
export const METHOD_TYPES: Record<CheckoutPaymentType, CheckoutMethodType[]> = {
  Stripe: ['card'],
  WX: ['wechat_pay'],
};

export async function findSession(
  executor: Executor,
  id: string,
): Promise<CheckoutSessionRow | null> {
  const [row] = await executor
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.id, id))
    .limit(1);
  return row ?? null;
}

/** The row locked for the rest of the transaction (an event changing it). */
export async function lockSession(
  executor: Executor,
  id: string,
): Promise<CheckoutSessionRow | null> {
  const [row] = await executor
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.id, id))
    .for('update');
  return row ?? null;
}

/** The newest session of an order that can still be paid, of one payment type and purpose. */
export async function openSessionOf(
  executor: Executor,
  orderId: string,
  paymentType: CheckoutPaymentType,
  now: Date,
  purpose: CheckoutPurpose = 'order',
): Promise<CheckoutSessionRow | null> {
  const [row] = await executor
    .select()
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.orderId, orderId),
        eq(checkoutSessions.paymentType, paymentType),
        eq(checkoutSessions.purpose, purpose),
        eq(checkoutSessions.status, 'open'),
        gt(checkoutSessions.expiresAt, now),
      ),
    )
    .orderBy(desc(checkoutSessions.createdAt))
    .limit(1);
  return row ?? null;
}

/** The newest session of an order, of any status; of one purpose when given. */
export async function latestSessionOf(
  executor: Executor,
  orderId: string,
  purpose?: CheckoutPurpose,
): Promise<CheckoutSessionRow | null> {
  const [row] = await executor
    .select()
    .from(checkoutSessions)
    .where(
      purpose
        ? and(eq(checkoutSessions.orderId, orderId), eq(checkoutSessions.purpose, purpose))
        : eq(checkoutSessions.orderId, orderId),
    )
    .orderBy(desc(checkoutSessions.createdAt))
    .limit(1);
  return row ?? null;
}

export async function updateSession(
  executor: Executor,
  id: string,
  changes: Partial<
    Pick<CheckoutSessionRow, 'status' | 'paymentStatus' | 'paymentRef' | 'outcome' | 'updatedAt'>
  >,
): Promise<void> {
  await executor.update(checkoutSessions).set(changes).where(eq(checkoutSessions.id, id));
}

/** An open session past its expiry reads expired before the processor's event says so. */
export function statusAt(row: CheckoutSessionRow, now: Date): CheckoutSessionStatus {
  if (row.status === 'open' && row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return row.status as CheckoutSessionStatus;
}

/** The session in Stripe Checkout's shape, with the spec's OrderID. */
export function sessionView(row: CheckoutSessionRow, orderNo: string, now: Date): CheckoutSession {
  const status = statusAt(row, now);
  return {
    id: row.id,
    object: 'checkout.session',
    url: status === 'open' ? row.url : null,
    status,
    payment_status: row.paymentStatus === 'paid' ? 'paid' : 'unpaid',
    amount_total: row.amountCents,
    currency: row.currency,
    created: unixSeconds(row.createdAt),
    expires_at: unixSeconds(row.expiresAt),
    payment_method_types: METHOD_TYPES[row.paymentType as CheckoutPaymentType] ?? ['card'],
    // A balance session says so, as its processor session does (sessionMetadata).
    metadata: row.purpose === 'balance' ? { orderNo, purpose: 'balance' } : { orderNo },
    OrderID: JSON.stringify({ orderNo }),
  };
}
