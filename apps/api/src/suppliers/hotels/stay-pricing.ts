import {
  MAX_HOTEL_DAYS_AHEAD,
  MAX_HOTEL_NIGHTS,
  isRealCompactDate,
  nightsBetween,
  type HotelPolicy,
  type HotelRate,
  type HotelRoom,
} from '@travel/contracts/hotels';
import { COUNTER_LIMITS } from '@travel/contracts/constants';
import { addDays, localDate, localToUtc } from '../../lib/local-time';
import type { HotelProfile, HotelRoomType } from './hotel-profile';
import { roomsOf, type RoomNightView } from './inventory.repository';
import type { SupplierStay } from './port';
import { nightlyRate, nightlyTaxes } from './rates';
import { partyFits, RATE_PLANS, type RatePlanSpec } from './room-types';

/** Free cancellation of refundable rates ends at this local time, days before check-in. */
const CANCELLATION_MINUTES_OF_DAY = 18 * 60;

const iso = (compact: string) =>
  `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6, 8)}`;

/**
 * Why a stay cannot be sold in a hotel's zone, or null when it can: real dates, check-out after
 * check-in, at most 30 nights, starting today (hotel time) or later within a year, and a party
 * inside the counters with a room per adult at most.
 */
export function stayProblem(stay: SupplierStay, timeZone: string): string | null {
  const { checkIn, checkOut, rooms, adults, children } = stay;
  if (!isRealCompactDate(checkIn) || !isRealCompactDate(checkOut)) {
    return 'Check-in and check-out must be real dates (YYYYMMDD).';
  }
  const nights = nightsBetween(checkIn, checkOut);
  if (nights < 1) return 'Check-out must be after check-in.';
  if (nights > MAX_HOTEL_NIGHTS) return `A stay is at most ${MAX_HOTEL_NIGHTS} nights.`;
  const today = localDate(timeZone, stay.now.getTime());
  if (iso(checkIn) < today) return 'Check-in cannot be in the past.';
  if (iso(checkIn) > addDays(today, MAX_HOTEL_DAYS_AHEAD)) {
    return `Check-in can be at most ${MAX_HOTEL_DAYS_AHEAD} days ahead.`;
  }
  const within = (value: number, limits: { min: number; max: number }) =>
    Number.isInteger(value) && value >= limits.min && value <= limits.max;
  if (!within(rooms, COUNTER_LIMITS.rooms) || !within(adults, COUNTER_LIMITS.adults)) {
    return 'Rooms and adults must be between 1 and 9.';
  }
  if (!within(children, COUNTER_LIMITS.children)) return 'Children must be between 0 and 9.';
  if (rooms > adults) return 'Every room needs an adult.';
  return null;
}

/** When free cancellation of a refundable rate for a stay starting `checkIn` ends. */
export function cancellationDeadlineOf(hotel: HotelProfile, checkIn: string): Date {
  return new Date(
    localToUtc(
      hotel.city.timeZone,
      addDays(iso(checkIn), -hotel.cancellationDays),
      CANCELLATION_MINUTES_OF_DAY,
    ),
  );
}

/** One rate plan of one room type priced for a stay. */
export interface RateQuote {
  plan: RatePlanSpec['code'];
  policy: HotelPolicy;
  breakfastIncluded: boolean;
  /** One room, before taxes, per night. */
  nights: { date: string; price: number }[];
  /** Average nightly rate of one room, before taxes. */
  nightly: number;
  subtotal: number;
  taxes: number;
  total: number;
  dueNow: number;
  dueAtHotel: number;
  cancellationDeadline: Date | null;
  /** When a guarantee booking starts to cost a night (the same local time as refundable). */
  lateCancellationFrom: Date;
  roomsLeft: number;
}

/** The plan priced night by night from the inventory view, or null when a night lacks rooms. */
export function quoteRate(
  hotel: HotelProfile,
  roomType: HotelRoomType,
  plan: RatePlanSpec['code'],
  stay: SupplierStay,
  nights: readonly string[],
  view: RoomNightView,
): RateQuote | null {
  let roomsLeft = Infinity;
  const perNight: { date: string; price: number }[] = [];
  let oneRoom = 0;
  let oneRoomTaxes = 0;
  for (const night of nights) {
    const count = roomsOf(view, hotel, roomType, night);
    roomsLeft = Math.min(roomsLeft, count.capacity - count.sold);
    const price = nightlyRate(hotel, roomType, plan, night, count.sold);
    perNight.push({ date: night, price });
    oneRoom += price;
    oneRoomTaxes += nightlyTaxes(hotel, price);
  }
  if (perNight.length === 0 || roomsLeft < stay.rooms) return null;
  const subtotal = oneRoom * stay.rooms;
  const taxes = oneRoomTaxes * stay.rooms;
  const total = subtotal + taxes;
  const policy = RATE_PLANS[plan].policy;
  const first = perNight[0]!.price;
  const dueNow =
    policy === 'guarantee'
      ? 0
      : policy === 'deposit'
        ? (first + nightlyTaxes(hotel, first)) * stay.rooms
        : total;
  const deadline = cancellationDeadlineOf(hotel, stay.checkIn);
  return {
    plan,
    policy,
    breakfastIncluded: hotel.breakfastPlans.includes(plan),
    nights: perNight,
    nightly: Math.round(oneRoom / perNight.length),
    subtotal,
    taxes,
    total,
    dueNow,
    dueAtHotel: total - dueNow,
    cancellationDeadline: policy === 'refundable' ? deadline : null,
    lateCancellationFrom: deadline,
    roomsLeft,
  };
}

export const roomCodeOf = (roomType: HotelRoomType, plan: RatePlanSpec['code']): string =>
  `${roomType.spec.code}-${plan}`;

export function toHotelRate(roomType: HotelRoomType, quote: RateQuote): HotelRate {
  return {
    roomCode: roomCodeOf(roomType, quote.plan),
    policy: quote.policy,
    breakfastIncluded: quote.breakfastIncluded,
    nightly: quote.nightly,
    subtotal: quote.subtotal,
    taxes: quote.taxes,
    total: quote.total,
    cancellationDeadline: quote.cancellationDeadline?.toISOString() ?? null,
    roomsLeft: quote.roomsLeft,
  };
}

/** A room type as the detail page shows it, without its rates. */
export function describeRoom(roomType: HotelRoomType): Omit<HotelRoom, 'rates' | 'unavailable'> {
  return {
    code: roomType.spec.code,
    name: roomType.spec.name,
    beds: roomType.spec.beds.map((bed) => ({ ...bed })),
    maxOccupancy: roomType.spec.maxOccupancy,
    sizeSqm: roomType.sizeSqm,
    picture: roomType.picture,
    features: [...roomType.spec.features],
  };
}

/**
 * Every room type with the plans bookable for the stay, cheapest plan first. A type the party
 * does not fit says `tooSmall`; one without rooms on some night (or a stay that cannot be sold)
 * says `soldOut`.
 */
export function roomsForStay(
  hotel: HotelProfile,
  stay: SupplierStay,
  nights: readonly string[] | null,
  view: RoomNightView,
): HotelRoom[] {
  return hotel.roomTypes.map((roomType) => {
    const room = describeRoom(roomType);
    if (!partyFits(roomType.spec, stay.rooms, stay.adults, stay.children)) {
      return { ...room, rates: [], unavailable: 'tooSmall' as const };
    }
    const quotes = nights
      ? hotel.plans.flatMap((plan) => {
          const quote = quoteRate(hotel, roomType, plan, stay, nights, view);
          return quote ? [quote] : [];
        })
      : [];
    quotes.sort((a, b) => a.nightly - b.nightly);
    return {
      ...room,
      rates: quotes.map((quote) => toHotelRate(roomType, quote)),
      unavailable: quotes.length === 0 ? ('soldOut' as const) : null,
    };
  });
}
