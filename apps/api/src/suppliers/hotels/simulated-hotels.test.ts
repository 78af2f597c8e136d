import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { hotelInventory } from '@travel/db';
import { createTestApp, type TestApp } from '../../test/test-app';
import { referenceCatalog } from '../../lib/reference-catalog';
import { hotelSupplier } from '../../lib/hotel-supplier';
import type { HotelProfile, HotelRoomType } from './hotel-profile';
import type { RoomKey } from './port';
import { backgroundSold, nightDemand } from './rates';
import type { SimulatedHotels } from './simulated-hotels';

describe('simulated hotels on the database', () => {
  let t: TestApp;
  let supplier: SimulatedHotels;
  let hotel: HotelProfile;
  let room: HotelRoomType;
  const now = new Date('2027-03-01T12:00:00Z');
  const lisbon = referenceCatalog().catalog.cities.find((city) => city.name === 'Lisbon')!;

  beforeAll(async () => {
    t = await createTestApp();
    supplier = hotelSupplier(t.ctx) as SimulatedHotels;
    hotel = supplier.catalogue.hotelsOf(lisbon)[0]!;
    room = hotel.roomTypes.find((type) => type.spec.maxOccupancy >= 2)!;
  });
  afterAll(async () => t.close());

  /** A key on dates of its own, so tests do not share room-nights. */
  const keyOn = (checkIn: string, checkOut: string, rooms = 1, plan = 'R'): RoomKey => ({
    hotelId: hotel.id,
    roomCode: `${room.spec.code}-${plan}`,
    checkIn,
    checkOut,
    rooms,
    adults: rooms * 2,
    children: 0,
    now,
  });
  const soldOn = async (night: string): Promise<number | undefined> =>
    (
      await t.ctx.db
        .select({ sold: hotelInventory.sold })
        .from(hotelInventory)
        .where(
          and(
            eq(hotelInventory.propertyCode, hotel.propertyCode),
            eq(hotelInventory.roomType, room.spec.code),
            eq(hotelInventory.night, night),
          ),
        )
    )[0]?.sold;
  const background = (night: string) => backgroundSold(room, nightDemand(night, lisbon.lat));
  const fill = async (night: string, left: number) =>
    t.ctx.db.insert(hotelInventory).values({
      propertyCode: hotel.propertyCode,
      roomType: room.spec.code,
      night,
      capacity: room.capacity,
      sold: room.capacity - left,
    });

  it('holds rooms for every night in the caller transaction and releases them', async () => {
    const key = keyOn('20270503', '20270505', 2);
    const held = await t.ctx.db.transaction((tx) => supplier.hold(tx, key));
    expect(held.kind).toBe('held');
    if (held.kind !== 'held') return;
    expect(held.holds).toEqual([
      { resourceKey: `${hotel.propertyCode}|${room.spec.code}|20270503`, quantity: 2 },
      { resourceKey: `${hotel.propertyCode}|${room.spec.code}|20270504`, quantity: 2 },
    ]);
    expect(held.stay.nights.map((night) => night.date)).toEqual(['20270503', '20270504']);
    expect(await soldOn('20270503')).toBe(background('20270503') + 2);
    expect(await soldOn('20270504')).toBe(background('20270504') + 2);
    const version = supplier.inventoryVersion();
    await t.ctx.db.transaction((tx) => supplier.release(tx, held.holds));
    expect(supplier.inventoryVersion()).toBe(version + 1);
    expect(await soldOn('20270503')).toBe(background('20270503'));
    expect(await soldOn('20270504')).toBe(background('20270504'));
  });

  it('keeps nothing from a rolled-back transaction', async () => {
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await supplier.hold(tx, keyOn('20270510', '20270511'));
        throw new Error('booking failed later');
      }),
    ).rejects.toThrow('booking failed later');
    expect(await soldOn('20270510')).toBeUndefined();
  });

  it('refuses a stay when one night lacks rooms, changing no night; never negative', async () => {
    await fill('20270516', 1);
    const key = keyOn('20270515', '20270518', 2);
    expect((await supplier.price(key)).kind).toBe('soldOut');
    const result = await t.ctx.db.transaction((tx) => supplier.hold(tx, key));
    expect(result.kind).toBe('soldOut');
    expect(await soldOn('20270515')).toBe(background('20270515'));
    expect(await soldOn('20270516')).toBe(room.capacity - 1);
    expect(await soldOn('20270517')).toBe(background('20270517'));
    // One room still fits.
    expect((await supplier.price({ ...key, rooms: 1, adults: 2 })).kind).toBe('priced');
    await t.ctx.db.transaction((tx) =>
      supplier.release(tx, [
        {
          resourceKey: `${hotel.propertyCode}|${room.spec.code}|20270516`,
          quantity: room.capacity * 2,
        },
      ]),
    );
    expect(await soldOn('20270516')).toBe(0);
  });

  it('prices a night higher after rooms sell', async () => {
    const key = keyOn('20270520', '20270521');
    const before = await supplier.price(key);
    await fill('20270520', 1);
    const after = await supplier.price(key);
    expect(before.kind).toBe('priced');
    expect(after.kind).toBe('priced');
    if (before.kind === 'priced' && after.kind === 'priced') {
      expect(after.stay.total).toBeGreaterThan(before.stay.total);
      expect(after.stay.roomsLeft).toBe(1);
    }
  });

  it('with N rooms left, 5N simultaneous holds of one room: exactly N succeed', async () => {
    const left = 3;
    await fill('20270525', left);
    const results = await Promise.all(
      Array.from({ length: left * 5 }, () =>
        t.ctx.db.transaction((tx) => supplier.hold(tx, keyOn('20270524', '20270526'))),
      ),
    );
    expect(results.filter((r) => r.kind === 'held')).toHaveLength(left);
    expect(results.filter((r) => r.kind === 'soldOut')).toHaveLength(left * 4);
    expect(await soldOn('20270525')).toBe(room.capacity);
    expect(await soldOn('20270524')).toBe(background('20270524') + left);
  });

  it('leaves a sold-out hotel out of search and shows its room as sold out', async () => {
    const stay = {
      checkIn: '20270601',
      checkOut: '20270602',
      rooms: 1,
      adults: 1,
      children: 0,
      now,
    };
    const query = { ...stay, latitude: lisbon.lat, longitude: lisbon.lng, radiusKm: 10 };
    const before = await supplier.search(query);
    expect(before.some((found) => found.hotel.id === hotel.id)).toBe(true);
    for (const type of hotel.roomTypes) {
      await t.ctx.db.insert(hotelInventory).values({
        propertyCode: hotel.propertyCode,
        roomType: type.spec.code,
        night: '20270601',
        capacity: type.capacity,
        sold: type.capacity,
      });
    }
    const after = await supplier.search(query);
    expect(after.some((found) => found.hotel.id === hotel.id)).toBe(false);
    expect(after.length).toBe(before.length - 1);
    const detail = await supplier.detail(hotel.id, stay);
    expect(detail?.rooms.every((r) => r.unavailable === 'soldOut' && r.rates.length === 0)).toBe(
      true,
    );
  });

  it('lists only hotels with a room for the party, cheapest rate first in the summary', async () => {
    const stay = { checkIn: '20270610', checkOut: '20270613', rooms: 1, adults: 2, now };
    const query = { ...stay, latitude: lisbon.lat, longitude: lisbon.lng, radiusKm: 15 };
    const couples = await supplier.search({ ...query, children: 0 });
    const families = await supplier.search({ ...query, children: 2 });
    expect(couples.length).toBeGreaterThan(families.length);
    for (const found of families) {
      const profile = supplier.catalogue.hotel(found.hotel.id)!;
      expect(profile.roomTypes.some((type) => type.spec.maxOccupancy >= 4)).toBe(true);
    }
    const first = couples[0]!;
    const detail = await supplier.detail(first.hotel.id, { ...stay, children: 0 });
    expect(detail?.nightlyFrom).toBe(first.nightlyFrom);
    expect(detail?.badges).toEqual(first.badges);
    const again = await supplier.search({ ...query, children: 0 });
    expect(again).toEqual(couples);
  });

  it('answers invalid for unknown hotels, rooms, plans, bad stays and parties that do not fit', async () => {
    const good = keyOn('20270701', '20270703');
    const single = hotel.roomTypes.find((type) => type.spec.maxOccupancy === 1);
    const missingPlan = (['G', 'D'] as const).find((plan) => !hotel.plans.includes(plan));
    const bad: RoomKey[] = [
      { ...good, hotelId: `${hotel.propertyCode}-${hotel.chainCode}-not-this-hotel` },
      { ...good, roomCode: 'ZZ-R' },
      { ...good, roomCode: `${room.spec.code}-X` },
      { ...good, roomCode: room.spec.code },
      { ...good, checkOut: good.checkIn },
      { ...good, checkIn: '20270201', checkOut: '20270203' },
      { ...good, rooms: 2, adults: 1 },
      { ...good, adults: room.spec.maxOccupancy + 1 },
    ];
    if (single) bad.push({ ...good, roomCode: `${single.spec.code}-R`, adults: 2 });
    if (missingPlan) bad.push({ ...good, roomCode: `${room.spec.code}-${missingPlan}` });
    for (const key of bad) {
      const priced = await supplier.price(key);
      expect(priced.kind, JSON.stringify(key)).toBe('invalid');
      if (priced.kind === 'invalid') expect(priced.reason.length).toBeGreaterThan(5);
      expect((await t.ctx.db.transaction((tx) => supplier.hold(tx, key))).kind).toBe('invalid');
    }
    expect(await supplier.detail(`${hotel.propertyCode}-IN-hotel`, good)).toBeNull();
  });

  it('gives the header facts of a hotel from memory, as its detail carries them', async () => {
    const stay = {
      checkIn: '20270810',
      checkOut: '20270812',
      rooms: 1,
      adults: 2,
      children: 0,
      now,
    };
    const detail = (await supplier.detail(hotel.id, stay))!;
    const facts = supplier.headerFacts(hotel.id)!;
    for (const [field, value] of Object.entries(facts)) {
      expect(detail[field as keyof typeof detail], field).toEqual(value);
    }
    expect(supplier.headerFacts(`${hotel.propertyCode}-IN-hotel`)).toBeNull();
  });

  it('confirms with a stable ten-character number, or fails on request', async () => {
    const request = {
      orderNo: 'HO123',
      hotelId: hotel.id,
      roomCode: `${room.spec.code}-R`,
      checkIn: '20270801',
      checkOut: '20270803',
      rooms: 1,
      leadGuest: 'Ana Silva',
    };
    const first = await supplier.confirm(request);
    const again = await supplier.confirm(request);
    const other = await supplier.confirm({ ...request, orderNo: 'HO124' });
    expect(first.kind).toBe('confirmed');
    if (first.kind !== 'confirmed' || other.kind !== 'confirmed') return;
    expect(first.confirmationNumber).toMatch(/^[0-9A-Z]{10}$/);
    expect(again).toEqual(first);
    expect(other.confirmationNumber).not.toBe(first.confirmationNumber);
    expect((await supplier.confirm({ ...request, failConfirm: true })).kind).toBe('failed');
  });
});
