import { payments, type Executor } from '@travel/db';
import type { ProcessorSession } from '../../lib/payments/checkout/port';

export type PaymentRow = typeof payments.$inferSelect;

/**
 * The payment a paid session took, as a `checkout` charge row of its order: recorded whatever
 * happens next (the order or its balance takes it, or it is refunded at once), so the ledger
 * and the refund always name it.
 */
export async function recordCheckoutCharge(
  tx: Executor,
  orderId: string,
  session: ProcessorSession & { paymentIntent: string },
  now: Date,
): Promise<PaymentRow> {
  const [charge] = await tx
    .insert(payments)
    .values({
      orderId,
      method: 'checkout',
      kind: 'charge',
      status: 'succeeded',
      amountCents: session.amountTotal,
      currency: session.currency.toUpperCase(),
      processorRef: session.paymentIntent,
      // What a refund of it names at the processor (the PaymentIntent).
      chargeKey: session.paymentIntent,
      settledAt: now,
      createdAt: now,
    })
    .returning();
  if (!charge) throw new Error('checkout payment row was not stored');
  return charge;
}
