import { createHash } from 'node:crypto';
import type { RefundQuote, RefundQuoteLine } from '@travel/contracts/refunds';
import type { AppContext } from '../../app-context';
import { orderMoney, refundableCharges } from '../payments/ledger';
import { CANCELLABLE_PAID } from './cancel-paid-rules';
import { findLines, findPayments, type PaymentRow } from './order-parts';
import { orderProductOf, type RefundPolicy } from './order-product';
import type { OrderRow } from './status';
import type { OrderStatus } from '@travel/contracts/orders';

/**
 * The refund quote of a paid order (issue 12): its product's rules line by line
 * (`OrderProduct.refundPolicy`), bounded by what the order's charges can still give back, and
 * split over where the money goes (newest charge first). The quote's id names exactly this
 * answer: `POST /api/Cancel` refuses an id that no longer matches (refundQuoteChanged).
 */

export interface QuoteWithRows {
  quote: RefundQuote;
  /** The payment rows the quote was computed from (the cancellation re-reads them locked). */
  payments: PaymentRow[];
}

export async function quoteRefund(ctx: AppContext, order: OrderRow): Promise<QuoteWithRows> {
  const [lines, rows] = await Promise.all([
    findLines(ctx.db, order.id),
    findPayments(ctx.db, order.id),
  ]);
  const now = ctx.now();
  const policy: RefundPolicy = CANCELLABLE_PAID.includes(order.status as OrderStatus)
    ? orderProductOf(ctx, order).refundPolicy(order, lines, now, orderMoney(rows).paid)
    : { cancellable: false, reason: notCancellableReason(order.status) };
  return { quote: buildQuote(order, policy, rows), payments: rows };
}

/**
 * The quote from a policy and the order's payment rows. An order paid but never fulfilled
 * (`issueFailed`) returns everything whatever the rules say: the supplier never confirmed.
 */
export function buildQuote(
  order: OrderRow,
  policy: RefundPolicy,
  rows: readonly PaymentRow[],
): RefundQuote {
  const money = orderMoney(rows);
  if (!policy.cancellable) {
    return finish(order, {
      cancellable: false,
      reason: policy.reason,
      lines: [],
      paid: money.net,
      refund: 0,
      validUntil: null,
      summary: policy.reason,
      rows,
    });
  }
  const unfulfilled = order.status === 'issueFailed';
  const lines: RefundQuoteLine[] = unfulfilled
    ? policy.lines.map((line) => ({
        ...line,
        refund: line.paid,
        rule: 'Never confirmed by the supplier: returned in full',
      }))
    : policy.lines;
  const asked = lines.reduce((sum, line) => sum + line.refund, 0);
  // Never more than the order's charges still hold (a line paid at the hotel, an earlier refund).
  const refund = Math.max(0, Math.min(asked, money.net));
  return finish(order, {
    cancellable: true,
    reason: null,
    lines,
    paid: money.net,
    refund,
    validUntil: unfulfilled ? null : policy.validUntil,
    summary: unfulfilled
      ? 'The booking was never confirmed: everything you paid is returned.'
      : policy.summary,
    rows,
  });
}

function finish(
  order: OrderRow,
  input: {
    cancellable: boolean;
    reason: string | null;
    lines: RefundQuoteLine[];
    paid: number;
    refund: number;
    validUntil: Date | null;
    summary: string;
    rows: readonly PaymentRow[];
  },
): RefundQuote {
  const destinations = splitByMethod(input.rows, input.refund);
  const validUntil = input.validUntil?.toISOString() ?? null;
  const body = {
    orderNo: order.orderNo,
    cancellable: input.cancellable,
    reason: input.reason,
    currency: 'USD' as const,
    lines: input.lines,
    paid: input.paid,
    refund: input.refund,
    kept: input.paid - input.refund,
    destinations,
    validUntil,
  };
  // The order's status and last change are part of the name: a payment, an exchange or another
  // cancellation in between makes a new quote.
  const quoteId = createHash('sha256')
    .update(JSON.stringify([order.id, order.status, order.updatedAt.toISOString(), body]))
    .digest('base64url')
    .slice(0, 24);
  return { ...body, quoteId, summary: input.summary };
}

function splitByMethod(rows: readonly PaymentRow[], amount: number): RefundQuote['destinations'] {
  const byMethod = new Map<string, number>();
  let rest = amount;
  for (const { charge, left } of refundableCharges(rows)) {
    if (rest <= 0) break;
    const take = Math.min(left, rest);
    byMethod.set(charge.method, (byMethod.get(charge.method) ?? 0) + take);
    rest -= take;
  }
  return [...byMethod].map(([method, sum]) => ({
    method: method as RefundQuote['destinations'][number]['method'],
    amount: sum,
  }));
}

function notCancellableReason(status: string): string {
  switch (status) {
    case 'awaitingPayment':
      return 'Not paid yet: cancelling returns nothing because nothing was taken.';
    case 'processing':
    case 'paid':
      return 'The payment is still being completed: try again in a minute.';
    default:
      return 'This order is already cancelled.';
  }
}
