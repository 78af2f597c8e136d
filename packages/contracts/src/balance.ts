import { z } from 'zod';
import { envelope } from './envelope';
import { PRODUCTS } from './products';

/**
 * The agent balance statement (issue 13 §4): `GET /api/Balance/Statement`. An agent sees its
 * balance and every movement (payments, refunds, top-ups) with dates and order numbers; a
 * sub-agent, who pays from its agency's balance, sees that balance and the movements of the
 * orders it booked. The spec shows no such call (its tour `FinanceReceivable` has no fields).
 */

export const BalanceStatementQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type BalanceStatementQuery = z.input<typeof BalanceStatementQuerySchema>;

export const BALANCE_MOVEMENT_KINDS = ['payment', 'refund', 'topUp', 'adjustment'] as const;

export const BalanceMovementSchema = z.object({
  id: z.string(),
  /** ISO instant. */
  createdAt: z.string(),
  kind: z.enum(BALANCE_MOVEMENT_KINDS),
  /** Cents: negative out of the balance, positive into it. */
  amount: z.number().int(),
  orderNo: z.string().nullable(),
  /** The order's product (its page's address depends on it); null for a top-up. */
  product: z.enum(PRODUCTS).nullable(),
  description: z.string(),
  /** The balance right after this movement; null for a sub-agent (others' movements are not shown). */
  balanceAfter: z.number().int().nullable(),
});
export type BalanceMovement = z.infer<typeof BalanceMovementSchema>;

export const BalanceStatementSchema = z.object({
  /** Cents available now (the agency's, for a sub-agent). */
  balance: z.number().int(),
  currency: z.literal('USD'),
  /** Newest first. */
  items: z.array(BalanceMovementSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type BalanceStatement = z.infer<typeof BalanceStatementSchema>;
export const BalanceStatementReplySchema = envelope(BalanceStatementSchema);

/** `GET /api/Balance`: what the agency can spend now, shown where an agent pays (issue 13 §4). */
export const AgentBalanceSchema = z.object({
  balance: z.number().int(),
  currency: z.literal('USD'),
});
export type AgentBalance = z.infer<typeof AgentBalanceSchema>;
export const AgentBalanceReplySchema = envelope(AgentBalanceSchema);
