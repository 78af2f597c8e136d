import { z } from 'zod';
import { envelope } from './envelope';
import { PaymentBodySchema } from './payments';

/**
 * `POST /api/PayBalance` (issue 14 follow-up): pays what is left of an order paid in parts (a
 * tour or cruise booked with a deposit) once its first payment went through. The body is the
 * payment call's: the order, the booking email for visitors, a card or (agents) the balance.
 */
export const PayBalanceBodySchema = PaymentBodySchema;
export type PayBalanceBody = z.input<typeof PayBalanceBodySchema>;

export const BalancePaymentSchema = z.object({
  orderNo: z.string(),
  /** Cents taken by this payment. */
  amountPaid: z.number().int(),
  /** Everything the order's charges took, this payment included. */
  paidTotal: z.number().int(),
  /** Left to pay after it: 0. */
  balanceDue: z.number().int(),
  currency: z.literal('USD'),
  method: z.enum(['card', 'balance']),
  cardLast4: z.string().nullable(),
});
export type BalancePayment = z.infer<typeof BalancePaymentSchema>;

export const BalancePaymentReplySchema = envelope(BalancePaymentSchema);
