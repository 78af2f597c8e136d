import { unitHash } from '../flights/seeded-random';
import type { HotelProfile, HotelRoomType } from './hotel-profile';
import { RATE_PLANS, type RatePlanSpec } from './room-types';

/**
 * Nightly rates and the background occupancy they follow. A night's price is the hotel's base
 * rate times the room type, the day of the week, the season and how full that night already
 * is; the rate plan then discounts it. Whole dollars before taxes, in cents.
 */

const DAY_MS = 86_400_000;

/** `YYYYMMDD` → epoch ms of that calendar date at 00:00 UTC. */
export const compactToUtcMs = (date: string): number =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(4, 6)) - 1, Number(date.slice(6, 8)));

export const utcMsToCompact = (ms: number): string =>
  new Date(ms).toISOString().slice(0, 10).replaceAll('-', '');

/** The nights of a stay: every date from check-in up to the day before check-out. */
export function stayNights(checkIn: string, checkOut: string): string[] {
  const nights: string[] = [];
  const end = compactToUtcMs(checkOut);
  for (let day = compactToUtcMs(checkIn); day < end; day += DAY_MS) {
    nights.push(utcMsToCompact(day));
  }
  return nights;
}

/** Friday and Saturday nights are dearer, Sunday night is the quietest. */
const WEEKDAY_FACTORS = [0.92, 0.97, 1, 1, 1.02, 1.15, 1.18] as const;

export function weekdayFactor(night: string): number {
  return WEEKDAY_FACTORS[new Date(compactToUtcMs(night)).getUTCDay()] ?? 1;
}

/**
 * Summer (June–August in the north, December–February in the south) and the December
 * holidays are dear; late winter is cheap. Near the equator seasons matter less.
 */
const NORTHERN_MONTH_FACTORS = [
  0.88, 0.9, 0.95, 1, 1.04, 1.15, 1.22, 1.2, 1.06, 1, 0.95, 1.12,
] as const;

export function seasonFactor(night: string, latitude: number): number {
  const month = Number(night.slice(4, 6)) - 1;
  const seasonal = latitude >= 0 ? month : (month + 6) % 12;
  let factor: number = NORTHERN_MONTH_FACTORS[seasonal] ?? 1;
  // The holidays lift late December everywhere, whatever the season.
  if (month === 11 && Number(night.slice(6, 8)) >= 20) factor = Math.max(factor, 1.2);
  const amplitude = Math.min(1, Math.abs(latitude) / 25);
  return 1 + (factor - 1) * amplitude;
}

/** 0.9 on an empty night, 1.0 at 45 % sold, about 1.4 when nearly full. */
export function occupancyFactor(sold: number, capacity: number): number {
  const share = capacity > 0 ? Math.min(1, sold / capacity) : 1;
  return 0.9 + 0.5 * share * share;
}

/**
 * Rooms other guests have already booked: usually 30–75 % of the type, more at weekends and in
 * high season, never the whole type (the last room is always ours to sell).
 */
export function backgroundSold(
  hotel: HotelProfile,
  roomType: HotelRoomType,
  night: string,
): number {
  const base = 0.25 + 0.45 * unitHash(`occ|${hotel.propertyCode}|${roomType.spec.code}|${night}`);
  const demand =
    (weekdayFactor(night) - 1) * 1.2 + (seasonFactor(night, hotel.city.city.lat) - 1) * 1.2;
  const share = Math.min(0.97, Math.max(0.05, base + demand));
  return Math.min(roomType.capacity - 1, Math.floor(roomType.capacity * share));
}

/** Weekday times season: what the calendar alone does to a night's price. */
export const demandFactor = (night: string, latitude: number): number =>
  weekdayFactor(night) * seasonFactor(night, latitude);

/** One room of a type for one night on a plan, before taxes: whole dollars, in cents. */
export function nightlyRate(
  hotel: HotelProfile,
  roomType: HotelRoomType,
  plan: RatePlanSpec['code'],
  night: string,
  sold: number,
  /** The night's weekday and season factors when the caller has worked them out already. */
  dayFactor: number = demandFactor(night, hotel.city.city.lat),
): number {
  const usd =
    hotel.baseRateUsd *
    roomType.spec.priceFactor *
    dayFactor *
    occupancyFactor(sold, roomType.capacity) *
    RATE_PLANS[plan].priceFactor;
  const breakfast =
    hotel.breakfastPlans.includes(plan) && !hotel.amenities.includes('freeBreakfast')
      ? hotel.breakfastUsd
      : 0;
  return Math.max(1, Math.round(usd + breakfast)) * 100;
}

/** Taxes on one night's rate, in cents. */
export const nightlyTaxes = (hotel: HotelProfile, price: number): number =>
  Math.round(price * hotel.city.taxRate);
