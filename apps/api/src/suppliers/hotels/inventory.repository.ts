import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { hotelInventory, type Executor } from '@travel/db';
import { roomNightKey } from './hotel-codes';
import type { HotelProfile, HotelRoomType } from './hotel-profile';
import { backgroundSold, nightDemand, type NightDemand } from './rates';

/**
 * Room-nights in `hotel_inventory`. A row is written the first time a booking touches a night;
 * until then the night stands at its background occupancy, so a missing row and a fresh row
 * read the same, in every process.
 */
export interface RoomCount {
  capacity: number;
  sold: number;
}

/** Counts by room-night key, and which hotels have any row (most have none: fast path). */
export interface RoomNightView {
  counts: ReadonlyMap<string, RoomCount>;
  properties: ReadonlySet<string>;
}

export const EMPTY_VIEW: RoomNightView = { counts: new Map(), properties: new Set() };

export function initialRooms(
  hotel: HotelProfile,
  roomType: HotelRoomType,
  night: string,
  demand: NightDemand = nightDemand(night, hotel.city.city.lat),
): RoomCount {
  return { capacity: roomType.capacity, sold: backgroundSold(roomType, demand) };
}

/** The count of a night from the view, or its initial state when no row exists yet. */
export function roomsOf(
  view: RoomNightView,
  hotel: HotelProfile,
  roomType: HotelRoomType,
  night: string,
  demand?: NightDemand,
): RoomCount {
  const row = view.properties.has(hotel.propertyCode)
    ? view.counts.get(roomNightKey(hotel.propertyCode, roomType.spec.code, night))
    : undefined;
  return row ?? initialRooms(hotel, roomType, night, demand);
}

/** Rows of every room type of these hotels for the nights `[first, end)`, in one query. */
export async function readRoomNights(
  executor: Executor,
  propertyCodes: readonly string[],
  first: string,
  end: string,
): Promise<RoomNightView> {
  if (propertyCodes.length === 0) return EMPTY_VIEW;
  const rows = await executor
    .select({
      propertyCode: hotelInventory.propertyCode,
      roomType: hotelInventory.roomType,
      night: hotelInventory.night,
      capacity: hotelInventory.capacity,
      sold: hotelInventory.sold,
    })
    .from(hotelInventory)
    .where(
      and(
        inArray(hotelInventory.propertyCode, [...new Set(propertyCodes)]),
        gte(hotelInventory.night, first),
        lt(hotelInventory.night, end),
      ),
    );
  const counts = new Map<string, RoomCount>();
  for (const row of rows) {
    counts.set(roomNightKey(row.propertyCode, row.roomType, row.night), {
      capacity: row.capacity,
      sold: row.sold,
    });
  }
  return { counts, properties: new Set(rows.map((row) => row.propertyCode)) };
}

/**
 * Creates the rows of one room type's nights if missing and locks them (in night order, so two
 * concurrent holds cannot deadlock) for the rest of the caller's transaction. The caller reads
 * the locked counts with `readRoomNights` on the same transaction.
 */
export async function lockRoomNights(
  tx: Executor,
  hotel: HotelProfile,
  roomType: HotelRoomType,
  nights: readonly string[],
): Promise<void> {
  const code = roomType.spec.code;
  await tx
    .insert(hotelInventory)
    .values(
      nights.map((night) => ({
        propertyCode: hotel.propertyCode,
        roomType: code,
        night,
        ...initialRooms(hotel, roomType, night),
      })),
    )
    .onConflictDoNothing();
  await tx
    .select({ night: hotelInventory.night })
    .from(hotelInventory)
    .where(
      and(
        eq(hotelInventory.propertyCode, hotel.propertyCode),
        eq(hotelInventory.roomType, code),
        inArray(hotelInventory.night, [...nights]),
      ),
    )
    .orderBy(asc(hotelInventory.night))
    .for('update');
}

/**
 * Sells `quantity` rooms on every one of the nights, or none: the guarded UPDATE only touches
 * nights with room, and when one lacks it the nights it did touch are given back at once.
 */
export async function takeRoomNights(
  tx: Executor,
  propertyCode: string,
  roomType: string,
  nights: readonly string[],
  quantity: number,
): Promise<boolean> {
  const taken = await tx
    .update(hotelInventory)
    .set({ sold: sql`${hotelInventory.sold} + ${quantity}`, updatedAt: sql`now()` })
    .where(
      and(
        eq(hotelInventory.propertyCode, propertyCode),
        eq(hotelInventory.roomType, roomType),
        inArray(hotelInventory.night, [...nights]),
        sql`${hotelInventory.sold} + ${quantity} <= ${hotelInventory.capacity}`,
      ),
    )
    .returning({ night: hotelInventory.night });
  if (taken.length === nights.length) return true;
  for (const row of taken) await returnRoomNight(tx, propertyCode, roomType, row.night, quantity);
  return false;
}

/** Gives rooms back; never below zero (the check constraint would refuse it anyway). */
export async function returnRoomNight(
  tx: Executor,
  propertyCode: string,
  roomType: string,
  night: string,
  quantity: number,
): Promise<void> {
  await tx
    .update(hotelInventory)
    .set({ sold: sql`greatest(${hotelInventory.sold} - ${quantity}, 0)`, updatedAt: sql`now()` })
    .where(
      and(
        eq(hotelInventory.propertyCode, propertyCode),
        eq(hotelInventory.roomType, roomType),
        eq(hotelInventory.night, night),
      ),
    );
}
