import type { HotelDetail, HotelRate, HotelSummary } from '@travel/contracts/hotels';
import { commissionOn } from '../../lib/pricing/commission';

/**
 * Hotel prices as the signed-in buyer pays them (issue 13 §4, spec part 2 §1): agents and
 * sub-agents earn `commissionPercent(role)` of the rooms' price before taxes (the hotel's
 * `subtotal`), as flights pay it on the base fare. Supplier prices stay gross everywhere
 * (caches, holds, the 1059 price check); these functions add the buyer's commission on the
 * way out, so a cached list can never carry one buyer's prices to another. At 0 % nothing is
 * added: visitors and customers get exactly the gross reply.
 */

/** The commission on a stay priced `subtotal` before taxes. */
export const stayCommission = (subtotal: number, percent: number): number =>
  commissionOn(subtotal, percent);

/** A rate with the buyer's commission (unchanged at 0 %). */
export function buyerRate(rate: HotelRate, percent: number): HotelRate {
  if (percent <= 0) return rate;
  return { ...rate, commission: stayCommission(rate.subtotal, percent) };
}

/**
 * A list card's "from" price with the buyer's commission: `subtotalFrom` is the stay before
 * taxes at the rate behind `totalFrom` (the supplier's, not in the contract).
 */
export function buyerSummary<T extends Omit<HotelSummary, 'distanceKm'>>(
  summary: T,
  subtotalFrom: number,
  percent: number,
): T {
  if (percent <= 0) return summary;
  return { ...summary, commissionFrom: stayCommission(subtotalFrom, percent) };
}

/** The hotel page for the buyer: every rate, and the "from" price, with the commission. */
export function buyerDetail(detail: HotelDetail, percent: number): HotelDetail {
  if (percent <= 0) return detail;
  const rooms = detail.rooms.map((room) => ({
    ...room,
    rates: room.rates.map((rate) => buyerRate(rate, percent)),
  }));
  const from = rooms
    .flatMap((room) => room.rates)
    .find((rate) => rate.roomCode === detail.roomCodeFrom);
  return {
    ...detail,
    rooms,
    ...(from?.commission !== undefined ? { commissionFrom: from.commission } : {}),
  };
}

/** What a buyer pays for a stay now and at the hotel, and the commission that came off. */
export interface BuyerDue {
  /** On the whole stay. */
  commission: number;
  /** The part of it deducted from the charge made when booking. */
  commissionNow: number;
  dueNow: number;
  dueAtHotel: number;
}

/**
 * Splits the commission over the two payments: it comes off what is charged when booking
 * first (a prepaid rate's whole price), and what that cannot take (a deposit's first night
 * on a long stay, a guarantee's nothing) off the amount due at the hotel, so the buyer pays
 * `total − commission` in all.
 */
export function buyerDue(
  priced: { subtotal: number; dueNow: number; dueAtHotel: number },
  percent: number,
): BuyerDue {
  const commission = stayCommission(priced.subtotal, percent);
  const commissionNow = Math.min(commission, priced.dueNow);
  return {
    commission,
    commissionNow,
    dueNow: priced.dueNow - commissionNow,
    dueAtHotel: priced.dueAtHotel - (commission - commissionNow),
  };
}
