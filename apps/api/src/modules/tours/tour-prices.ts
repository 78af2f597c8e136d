import { ROLE, type Role } from '@travel/contracts';
import {
  PRICE_KIND,
  ROOM_CODE,
  TOUR_OPTION_NAMES,
  TOUR_ROOM_LIMITS,
  type TourLanguage,
} from '@travel/contracts/tours';
import type { TourOption } from '@travel/contracts/tours-detail';
import type { DeparturePrice } from '@travel/db';
import { commissionOn, commissionPercent } from '../../lib/pricing/commission';

/**
 * A departure's options as the caller sees them (spec part 2 §3, §6): consumer, agent and
 * sub-agent prices and commissions computed here, from the consumer price and the one
 * commission formula of every product, per person in cents. Who sees what: see TourOptionSchema.
 */

export interface Buyer {
  role: Role | null;
  percent: number;
}

export const buyerOf = (role: Role | null): Buyer => ({ role, percent: commissionPercent(role) });

/** The caller's commission and net on a consumer price. */
export function buyerPrice(cents: number, buyer: Buyer) {
  const comm = commissionOn(cents, buyer.percent);
  return { TourComm: comm, agentSelling: cents - comm };
}

const CHILD_CODES: readonly string[] = [ROOM_CODE.child, ROOM_CODE.bedchild];

/** People one room of an option takes; for child options, the most children in a room. */
function maxOf(code: string, kind: 'tour' | 'one-day' | 'cruise', capacity: number): number {
  if (kind === 'one-day') return TOUR_ROOM_LIMITS.oneDay.maxAdults;
  const { adultsPerRoom } = TOUR_ROOM_LIMITS.cruise;
  // Children fill what the room's adults leave: at least 1 adult a room, 2 a cabin.
  if (CHILD_CODES.includes(code))
    return Math.max(capacity - (kind === 'cruise' ? adultsPerRoom : 1), 0);
  if (kind === 'cruise') return code === ROOM_CODE.single ? 1 : adultsPerRoom;
  return Number(code);
}

export function optionOf(
  price: DeparturePrice,
  roomKind: 'tour' | 'one-day' | 'cruise',
  capacity: number,
  lan: TourLanguage,
  buyer: Buyer,
): TourOption {
  const agent = commissionOn(price.cents, commissionPercent(ROLE.agent));
  const subagent = commissionOn(price.cents, commissionPercent(ROLE.subagent));
  const seesAgent = buyer.role === ROLE.agent;
  const seesSubagent = seesAgent || buyer.role === ROLE.subagent;
  return {
    Code: price.code,
    Name: TOUR_OPTION_NAMES[lan][price.code] ?? price.code,
    Max: maxOf(price.code, roomKind, capacity),
    strJgbh: CHILD_CODES.includes(price.code) ? PRICE_KIND.child : PRICE_KIND.adult,
    Cabin: price.cabin,
    Selling: price.cents,
    TourToCSelling: price.cents,
    TourToAgentSelling: seesAgent ? price.cents - agent : null,
    TourToSubagentSelling: seesSubagent ? price.cents - subagent : null,
    TourToAgentComm: seesAgent ? agent : null,
    TourToSubagentComm: seesSubagent ? subagent : null,
    ...buyerPrice(price.cents, buyer),
  };
}

/** How a tour's party is roomed. */
export const roomKindOf = (tour: { kind: string; style: string }): 'tour' | 'one-day' | 'cruise' =>
  tour.kind === 'cruise' ? 'cruise' : tour.style === 'one-day' ? 'one-day' : 'tour';

/** A tour room's capacity: its largest room option (rules in contracts tour-rooms). */
export function tourRoomCapacity(prices: readonly DeparturePrice[]): number {
  const sizes = prices.map((p) => Number(p.code)).filter((n) => Number.isInteger(n) && n > 0);
  return sizes.length > 0 ? Math.max(...sizes) : 2;
}
