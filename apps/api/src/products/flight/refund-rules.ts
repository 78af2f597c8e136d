import type { FareRules } from '@travel/contracts/flights';
import type { RefundQuoteLine } from '@travel/contracts/refunds';
import type { LineRow } from '../../lib/orders/order-parts';
import type { RefundPolicy } from '../../lib/orders/order-product';
import type { OrderRow } from '../../lib/orders/status';
import { flightDetailsOf, type FlightOrderDetails } from './flight-details';

/**
 * What cancelling a paid flight order returns (issue 12, docs/decisions.md "Flight refunds"):
 *
 * - **24-hour void**: within 24 hours of booking, when the first flight leaves at least 7 days
 *   after the booking (the US rule travellers know), everything is returned: fare, taxes,
 *   seats, services and change fees.
 * - After that the fare's `refundPenalty` decides the fare (and any fare difference paid in an
 *   exchange): `able` returns it, a fee returns it less the fee per traveller, `non` (and
 *   `unknown`: we never promise what the airline may refuse) returns nothing of it. Taxes are
 *   always returned (they are owed only for flying). Unused extra services (bags, meals) are
 *   returned; paid seats and change fees are kept. Agent commission is clawed back in
 *   proportion to the fare returned.
 * - Once the first flight has left, the order is not cancelled here.
 */

const HOUR_MS = 60 * 60 * 1000;
const VOID_WINDOW_MS = 24 * HOUR_MS;
const VOID_MIN_LEAD_MS = 7 * 24 * HOUR_MS;

/** What the rules read of a flight order's details. */
type RefundFacts = {
  brand: { rules: Pick<FareRules, 'refundPenalty' | 'refundFeeCents'> };
  trips: Pick<FlightOrderDetails['trips'][number], 'segments'>[];
};

export const firstDeparture = (details: Pick<RefundFacts, 'trips'>): Date | null => {
  const first = details.trips[0]?.segments[0]?.departureTimeUtc;
  return first ? new Date(first) : null;
};

/** Until when the order can still be voided (null when it never could). */
export function voidWindowEnd(order: Pick<OrderRow, 'createdAt'>, departure: Date): Date | null {
  const booked = order.createdAt.getTime();
  if (departure.getTime() - booked < VOID_MIN_LEAD_MS) return null;
  return new Date(booked + VOID_WINDOW_MS);
}

/** Whether the order cancelled at `at` is a void (the airline then voids, not refunds, tickets). */
export function isVoid(
  order: Pick<OrderRow, 'createdAt'>,
  details: Pick<RefundFacts, 'trips'>,
  at: Date,
) {
  const departure = firstDeparture(details);
  const end = departure ? voidWindowEnd(order, departure) : null;
  return end !== null && at.getTime() < end.getTime();
}

export const flightRefundPolicy = (
  order: OrderRow,
  lines: readonly LineRow[],
  now: Date,
): RefundPolicy => refundPolicyOf(order, flightDetailsOf(order), lines, now);

/** The rules on what they read (pure: the unit tests give them bare facts). */
export function refundPolicyOf(
  order: Pick<OrderRow, 'createdAt'>,
  details: RefundFacts,
  lines: readonly RefundLine[],
  now: Date,
): RefundPolicy {
  const departure = firstDeparture(details);
  if (!departure || now.getTime() >= departure.getTime()) {
    return {
      cancellable: false,
      reason: 'The first flight has left: ask us about refunds for unused flights.',
    };
  }
  const voidEnd = voidWindowEnd(order, departure);
  if (voidEnd && now.getTime() < voidEnd.getTime()) {
    const rule = 'Free cancellation within 24 hours of booking';
    return {
      cancellable: true,
      lines: lines.map((line) => quoteLine(line, line.amountCents, rule)),
      validUntil: voidEnd,
      summary: `${rule}: everything you paid is returned.`,
    };
  }
  return {
    cancellable: true,
    lines: afterVoidLines(details, lines),
    // The answer holds until the first flight leaves; then nothing is cancelled here.
    validUntil: departure,
    summary: fareRuleText(details),
  };
}

function afterVoidLines(details: RefundFacts, lines: readonly RefundLine[]): RefundQuoteLine[] {
  const { refundPenalty, refundFeeCents } = details.brand.rules;
  const fareRule = fareRuleText(details);
  // The fare (and exchange fare differences) per traveller: the fee is charged once per traveller.
  const fareOf = new Map<number | null, number>();
  for (const line of lines) {
    if (line.kind === 'fare' || line.kind === 'fareDifference') {
      fareOf.set(line.travellerIndex, (fareOf.get(line.travellerIndex) ?? 0) + line.amountCents);
    }
  }
  const fareBack = new Map<number | null, number>();
  for (const [traveller, paid] of fareOf) {
    fareBack.set(traveller, fareReturned(refundPenalty, refundFeeCents, paid));
  }
  const feeLeft = new Map(fareBack);
  return lines.map((line) => {
    switch (line.kind) {
      case 'tax':
        return quoteLine(line, line.amountCents, 'Taxes are always returned');
      case 'fare':
      case 'fareDifference': {
        // What the traveller's fare returns, spread over their fare lines in order.
        const left = feeLeft.get(line.travellerIndex) ?? 0;
        const back = Math.max(0, Math.min(line.amountCents, left));
        feeLeft.set(line.travellerIndex, left - back);
        return quoteLine(line, back, fareRule);
      }
      case 'commission': {
        const paid = fareOf.get(line.travellerIndex) ?? 0;
        const back = fareBack.get(line.travellerIndex) ?? 0;
        const share = paid > 0 ? back / paid : 0;
        return quoteLine(
          line,
          Math.round(line.amountCents * share),
          'Commission follows the fare returned',
        );
      }
      case 'service':
        return quoteLine(line, line.amountCents, 'Unused extra services are returned');
      case 'seat':
        return quoteLine(line, 0, 'Paid seats are not refundable after 24 hours');
      default:
        return quoteLine(line, 0, 'Change fees are not refundable');
    }
  });
}

function fareReturned(penalty: string, feeCents: number | null, paid: number): number {
  if (penalty === 'able') return paid;
  if (penalty === 'non' || penalty === 'unknown') return 0;
  // A fee text ("USD 75"): the fare less the fee, never below nothing.
  return Math.max(0, paid - (feeCents ?? paid));
}

function fareRuleText(details: RefundFacts): string {
  const { refundPenalty, refundFeeCents } = details.brand.rules;
  if (refundPenalty === 'able') return 'Refundable fare: the fare is returned in full';
  if (refundPenalty === 'non') return 'Non-refundable fare: only taxes are returned';
  if (refundPenalty === 'unknown') {
    return "The airline's refund rules are not known: only taxes are returned";
  }
  const fee = refundFeeCents === null ? refundPenalty : `USD ${(refundFeeCents / 100).toFixed(2)}`;
  return `Refund fee ${fee} per traveller is kept from the fare`;
}

type RefundLine = Pick<LineRow, 'kind' | 'description' | 'travellerIndex' | 'amountCents'>;

const quoteLine = (line: RefundLine, refund: number, rule: string): RefundQuoteLine => ({
  kind: line.kind,
  description: line.description,
  travellerIndex: line.travellerIndex,
  paid: line.amountCents,
  refund,
  rule,
});
