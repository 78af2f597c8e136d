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

/** What the calendar does to one night at one latitude; a search works it out once per night. */
export interface NightDemand {
  night: string;
  /** Days since 1970-01-01 (mixes into the night's background occupancy). */
  dayNumber: number;
  /** Weekday times season, for the price. */
  priceFactor: number;
  /** How much fuller than usual the calendar makes the night (weekends, high season). */
  occupancyLift: number;
}

export function nightDemand(night: string, latitude: number): NightDemand {
  const weekday = weekdayFactor(night);
  const season = seasonFactor(night, latitude);
  return {
    night,
    dayNumber: Math.round(compactToUtcMs(night) / DAY_MS),
    priceFactor: weekday * season,
    occupancyLift: (weekday - 1) * 1.2 + (season - 1) * 1.2,
  };
}

/** A 32-bit integer hash (murmur3's finaliser) as a float in [0, 1). */
function mixToUnit(value: number): number {
  let h = value >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/**
 * Rooms other guests have already booked: usually 25–70 % of the type, more at weekends and in
 * high season, never the whole type (the last room is always ours to sell).
 */
export function backgroundSold(roomType: HotelRoomType, demand: NightDemand): number {
  const draw = mixToUnit(roomType.occupancySeed ^ Math.imul(demand.dayNumber, 0x9e3779b1));
  const share = Math.min(0.97, Math.max(0.05, 0.25 + 0.45 * draw + demand.occupancyLift));
  return Math.min(roomType.capacity - 1, Math.floor(roomType.capacity * share));
}

/** One room of a type for one night before the rate plan, in (fractional) dollars. */
export function roomNightUsd(
  hotel: HotelProfile,
  roomType: HotelRoomType,
  demand: NightDemand,
  sold: number,
): number {
  return (
    hotel.baseRateUsd *
    roomType.spec.priceFactor *
    demand.priceFactor *
    occupancyFactor(sold, roomType.capacity)
  );
}

/** The plan's price of a room-night: whole dollars, in cents (breakfast added where sold). */
export function planPrice(hotel: HotelProfile, plan: RatePlanSpec['code'], usd: number): number {
  const breakfast =
    hotel.breakfastPlans.includes(plan) && !hotel.amenities.includes('freeBreakfast')
      ? hotel.breakfastUsd
      : 0;
  return Math.max(1, Math.round(usd * RATE_PLANS[plan].priceFactor + breakfast)) * 100;
}

/** One room of a type for one night on a plan, before taxes: whole dollars, in cents. */
export function nightlyRate(
  hotel: HotelProfile,
  roomType: HotelRoomType,
  plan: RatePlanSpec['code'],
  night: string,
  sold: number,
): number {
  const demand = nightDemand(night, hotel.city.city.lat);
  return planPrice(hotel, plan, roomNightUsd(hotel, roomType, demand, sold));
}

/** Taxes on one night's rate, in cents. */
export const nightlyTaxes = (hotel: HotelProfile, price: number): number =>
  Math.round(price * hotel.city.taxRate);
