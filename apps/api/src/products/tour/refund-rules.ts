import type { RefundQuoteLine } from '@travel/contracts/refunds';
import { addDays, localToUtc } from '../../lib/local-time';
import type { RefundPolicy } from '../../lib/orders/order-product';
import type { OrderRow } from '../../lib/orders/status';
import { tourDetailsOf, tourStartsAt } from './tour-details';

/**
 * What cancelling a confirmed tour or cruise returns (issue 12 machinery; ours, the spec has no
 * terms, docs/decisions.md "Tour refunds"): by the departure city's calendar, 30 days or more
 * before the first day everything paid comes back; 7 to 29 days before, half; less than 7 days,
 * nothing (the places still go back to the operator). Once the tour has begun it is not
 * cancelled here. A booking the operator declines is refunded in full by the confirmation job,
 * not by these rules.
 */
export const TOUR_REFUND_TIERS = [
  { daysBefore: 30, percent: 100 },
  { daysBefore: 7, percent: 50 },
  { daysBefore: 0, percent: 0 },
] as const;

export function tourRefundPolicy(
  order: OrderRow,
  _lines: unknown,
  now: Date,
  paidCents?: number,
): RefundPolicy {
  const d = tourDetailsOf(order);
  const starts = tourStartsAt(d);
  if (now.getTime() >= starts.getTime())
    return { cancellable: false, reason: 'The tour has begun: speak to your tour leader.' };
  // The first instant of each tier: local midnight that many days before the first day.
  const tierStart = (daysBefore: number) =>
    new Date(localToUtc(d.timeZone, addDays(d.departDate, -daysBefore), 0));
  const index = TOUR_REFUND_TIERS.findIndex(
    (tier) => now.getTime() < tierStart(tier.daysBefore - 1).getTime(),
  );
  const tier = TOUR_REFUND_TIERS[index === -1 ? TOUR_REFUND_TIERS.length - 1 : index]!;
  const next = TOUR_REFUND_TIERS[index + 1];
  // Everything the charges took: the deposit, and the balance once it is paid.
  const paid = Math.max(paidCents ?? 0, order.dueNowCents);
  // Paid but never confirmed (support took over): nothing was delivered, everything comes back.
  const percent = order.status === 'issueFailed' ? 100 : tier.percent;
  const refund = Math.round((paid * percent) / 100);
  const rule =
    order.status === 'issueFailed'
      ? 'Not confirmed by the operator: everything paid is returned'
      : tier.percent === 100
        ? 'Cancelled 30 days or more before departure: everything paid is returned'
        : tier.percent > 0
          ? 'Cancelled 7 to 29 days before departure: half of what was paid is returned'
          : 'Cancelled less than 7 days before departure: nothing is returned';
  const lines: RefundQuoteLine[] = [
    {
      kind: 'fare',
      description: `${d.tourName}, ${d.departDate} (${d.places} traveller${d.places === 1 ? '' : 's'})`,
      travellerIndex: null,
      paid,
      refund,
      rule,
    },
  ];
  return {
    cancellable: true,
    lines,
    validUntil: next ? tierStart(tier.daysBefore - 1) : starts,
    summary: rule,
  };
}
