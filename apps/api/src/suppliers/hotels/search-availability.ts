import type { HotelPolicy } from '@travel/contracts/hotels';
import type { HotelProfile, HotelRoomType } from './hotel-profile';
import { roomsOf, type RoomNightView } from './inventory.repository';
import type { SupplierStay } from './port';
import { nightDemand, planPrice, roomNightUsd, type NightDemand } from './rates';
import { partyFits, RATE_PLANS, type RatePlanSpec } from './room-types';

export interface HotelBestRate {
  /** Cheapest average nightly rate of one room, before taxes. */
  nightly: number;
  badges: HotelPolicy[];
  /** Rooms left of the room type behind the cheapest rate. */
  roomsLeft: number;
  /** The room type and plan of the cheapest rate (the search prices its stay total from them). */
  roomType: HotelRoomType;
  plan: RatePlanSpec['code'];
}

/** Badge order, the spec's: guarantee, deposit, refundable, not refundable. */
export const POLICY_ORDER: readonly HotelPolicy[] = [
  'guarantee',
  'deposit',
  'refundable',
  'notRefundable',
];

/**
 * The cheapest bookable rate of each hotel for a stay, from one inventory view. Hotels where
 * no room type fits the party or every fitting type lacks rooms on some night are left out.
 * This is the hot loop of a search (hundreds of hotels, up to 30 nights), so it prices nights
 * directly instead of building full quotes with taxes and deadlines.
 */
export function searchAvailability<T extends { hotel: HotelProfile }>(
  candidates: readonly T[],
  stay: SupplierStay,
  nights: readonly string[],
  view: RoomNightView,
): (T & { best: HotelBestRate })[] {
  // Hotels of one city share a latitude, so the calendar is worked out once per city and night.
  const demandByLatitude = new Map<number, NightDemand[]>();
  const demandAt = (latitude: number): NightDemand[] => {
    let demand = demandByLatitude.get(latitude);
    if (!demand) {
      demand = nights.map((night) => nightDemand(night, latitude));
      demandByLatitude.set(latitude, demand);
    }
    return demand;
  };
  const found: (T & { best: HotelBestRate })[] = [];
  const usd: number[] = [];
  for (const candidate of candidates) {
    const { hotel } = candidate;
    const demand = demandAt(hotel.city.city.lat);
    let best: Omit<HotelBestRate, 'badges'> | null = null;
    for (const roomType of hotel.roomTypes) {
      if (!partyFits(roomType.spec, stay.rooms, stay.adults, stay.children)) continue;
      let roomsLeft = Infinity;
      for (let i = 0; i < nights.length; i += 1) {
        const count = roomsOf(view, hotel, roomType, nights[i]!, demand[i]);
        roomsLeft = Math.min(roomsLeft, count.capacity - count.sold);
        usd[i] = roomNightUsd(hotel, roomType, demand[i]!, count.sold);
      }
      if (roomsLeft < stay.rooms) continue;
      for (const plan of hotel.plans) {
        let sum = 0;
        for (let i = 0; i < nights.length; i += 1) sum += planPrice(hotel, plan, usd[i]!);
        const nightly = Math.round(sum / nights.length);
        if (!best || nightly < best.nightly) best = { nightly, roomsLeft, roomType, plan };
      }
    }
    if (!best) continue;
    // Inventory is per room type, so every plan of a hotel with a bookable type is on offer.
    const badges = POLICY_ORDER.filter((policy) =>
      hotel.plans.some((plan) => RATE_PLANS[plan].policy === policy),
    );
    found.push({ ...candidate, best: { ...best, badges } });
  }
  return found;
}
