import type { RefundQuoteLine } from '@travel/contracts/refunds';
import { localToUtc } from '../../lib/local-time';
import type { RefundPolicy } from '../../lib/orders/order-product';
import type { OrderRow } from '../../lib/orders/status';
import { hotelDetailsOf, type HotelOrderDetails } from './hotel-details';

/**
 * What cancelling a paid hotel booking returns (issue 12, docs/decisions.md "Hotel refunds"):
 * a refundable rate everything until its free-cancellation deadline and nothing after; a
 * deposit rate keeps the deposit; a non-refundable rate returns nothing; a guarantee took
 * nothing (the hotel may charge a late cancellation itself, as the rate's rules say). An
 * agent's commission is clawed back in proportion to what is returned. In every
 * case cancelling frees the room-nights and tells the hotel. Once the stay has begun (check-in
 * time on the arrival day, hotel time) it is cancelled at the front desk, not here.
 */

/** Check-in time on the arrival day, as a UTC instant. */
export function stayStartsAt(details: HotelOrderDetails): Date {
  const [hours = 0, minutes = 0] = details.checkInFrom.split(':').map(Number);
  const day = `${details.stay.checkIn.slice(0, 4)}-${details.stay.checkIn.slice(4, 6)}-${details.stay.checkIn.slice(6, 8)}`;
  return new Date(localToUtc(details.hotel.timeZone, day, hours * 60 + minutes));
}

export function hotelRefundPolicy(order: OrderRow, _lines: unknown, now: Date): RefundPolicy {
  const details = hotelDetailsOf(order);
  const starts = stayStartsAt(details);
  if (now.getTime() >= starts.getTime()) {
    return {
      cancellable: false,
      reason: 'The stay has begun: changes are made at the hotel’s front desk.',
    };
  }
  // The rate's own cancellation words, as the booking page and mail showed them.
  const rateRule = details.rules[0] ?? 'The rate’s cancellation rules apply.';
  // The stay line is the gross charge; an agent's commission came off it (its own line).
  const paid = details.dueNow + details.commissionNow;
  const deadline = details.cancellationDeadline ? new Date(details.cancellationDeadline) : null;
  const freeNow = details.rate.policy === 'refundable' && deadline !== null && now < deadline;
  const refund = freeNow ? paid : 0;
  const lines: RefundQuoteLine[] = [
    {
      kind: 'stay',
      description: `${details.room.name}, ${details.nights.length} night${details.nights.length === 1 ? '' : 's'} × ${details.stay.rooms} room${details.stay.rooms === 1 ? '' : 's'}`,
      travellerIndex: null,
      paid,
      refund,
      rule: rateRule,
    },
  ];
  if (details.commissionNow > 0) {
    // Clawed back in proportion to the stay returned, as a flight's follows its fare.
    const share = paid > 0 ? refund / paid : 0;
    lines.push({
      kind: 'commission',
      description: 'Agent commission',
      travellerIndex: null,
      paid: -details.commissionNow,
      refund: -Math.round(details.commissionNow * share),
      rule: 'Commission follows the stay returned',
    });
  }
  if (details.dueAtHotel > 0) {
    lines.push({
      kind: 'dueAtHotel',
      description: 'Due at the hotel',
      travellerIndex: null,
      paid: 0,
      refund: 0,
      rule: 'Paid at the hotel, not to us: the rate’s rules above say what a late cancellation costs there',
    });
  }
  return {
    cancellable: true,
    lines,
    // A free cancellation holds until its deadline; any other answer until the stay begins.
    validUntil: freeNow ? deadline : starts,
    summary: freeNow ? 'Free cancellation: everything you paid is returned.' : rateRule,
  };
}
