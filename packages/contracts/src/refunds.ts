import { z } from 'zod';
import { envelope } from './envelope';
import { OrderLookupQuerySchema } from './orders';

/**
 * Cancelling a paid order (issue 12): `GET /api/Orders/RefundQuote` says what cancelling now
 * gives back, line by line, and until when that holds; `POST /api/Cancel` with its `quoteId`
 * cancels on exactly that quote.
 */

export const RefundQuoteQuerySchema = OrderLookupQuerySchema;

/** Where a refund goes: back to the card it came from, or to the agent balance that paid. */
export const REFUND_DESTINATIONS = ['card', 'balance', 'checkout'] as const;

export const RefundQuoteLineSchema = z.object({
  /** The order line's kind (fare, tax, seat, service, changeFee, room…). */
  kind: z.string(),
  description: z.string(),
  travellerIndex: z.number().int().nullable(),
  /** Cents paid for the line, and what cancelling now returns of it. */
  paid: z.number().int(),
  refund: z.number().int(),
  /** The rule that decides it, in the traveller's words ("Free cancellation within 24 hours"). */
  rule: z.string(),
});
export type RefundQuoteLine = z.infer<typeof RefundQuoteLineSchema>;

export const RefundQuoteSchema = z.object({
  orderNo: z.string(),
  /** Whether the order can be cancelled now (false: `reason` says why). */
  cancellable: z.boolean(),
  reason: z.string().nullable(),
  currency: z.literal('USD'),
  lines: z.array(RefundQuoteLineSchema),
  /** Cents paid so far, returned by cancelling now, and kept. */
  paid: z.number().int(),
  refund: z.number().int(),
  kept: z.number().int(),
  /** Where the refund goes, per destination (cents). */
  destinations: z.array(
    z.object({ method: z.enum(REFUND_DESTINATIONS), amount: z.number().int() }),
  ),
  /** ISO instant until when this answer holds (a void window or free-cancellation deadline). */
  validUntil: z.string().nullable(),
  /** Names this quote; `POST /api/Cancel` takes it and refuses when the quote has changed. */
  quoteId: z.string(),
  /** The headline rule ("Free cancellation until 12 Mar, 18:00"), for the confirm dialog. */
  summary: z.string(),
});
export type RefundQuote = z.infer<typeof RefundQuoteSchema>;
export const RefundQuoteReplySchema = envelope(RefundQuoteSchema);
