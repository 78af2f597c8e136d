import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { hotelInventory, orders } from '@travel/db';
import type {
  HotelDetail,
  HotelRate,
  HotelRule,
  HotelSearchBody,
  HotelSearchResult,
} from '@travel/contracts/hotels';
import type { HotelOrderBody } from '@travel/contracts/hotel-orders';
import { card } from '../../lib/orders/test-booking';
import type { TestApp } from '../../test/test-app';

/**
 * Fixtures for the hotel API tests: real searches, details and rules through the API at a
 * fixed instant, so dates, prices and deadlines are stable.
 */
export const HOTEL_TEST_NOW = new Date('2027-03-01T15:00:00Z');
export const STAY = { checkIn: '20270415', checkOut: '20270417' } as const;
export const GUEST_EMAIL = 'guest.contact@example.test';

type Headers = Record<string, string>;

export async function inject(
  t: TestApp,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
  headers: Headers = {},
) {
  const res = await t.app.inject({ method, url, headers, payload: payload as object });
  return { status: res.statusCode, body: res.json() };
}

/** The city suggestion's value (`longitude,latitude`) for a city name. */
export async function cityAddress(t: TestApp, name: string): Promise<string> {
  const res = await inject(t, 'GET', `/api/hotel?where=${encodeURIComponent(name)}&t=a`);
  expect(res.status).toBe(200);
  const city = res.body.data.find((s: { type: number; name: string }) => s.type === 1);
  if (!city) throw new Error(`no city suggestion for ${name}`);
  return city.value as string;
}

export async function searchHotels(
  t: TestApp,
  body: Partial<HotelSearchBody>,
): Promise<HotelSearchResult> {
  const res = await inject(t, 'POST', '/api/SearchHotel', { ...STAY, ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

export async function hotelDetail(
  t: TestApp,
  id: string,
  stay: Record<string, string | number> = STAY,
): Promise<HotelDetail> {
  const query = new URLSearchParams({ id, ...stay } as Record<string, string>);
  const res = await inject(t, 'GET', `/api/HotelDetail?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

export interface RoomChoiceFixture {
  hotelId: string;
  roomCode: string;
  rate: HotelRate;
  rule: HotelRule;
}

/**
 * A bookable rate in a city for the stay: the first hotel of the search, its first rate with
 * the wanted policy (any when not given), priced by `SearchHotelRuleNew`.
 */
export async function chooseRoom(
  t: TestApp,
  options: {
    city?: string;
    policy?: HotelRate['policy'];
    stay?: typeof STAY;
    rooms?: number;
    adults?: number;
  } = {},
): Promise<RoomChoiceFixture> {
  const stay = options.stay ?? STAY;
  const party = { rooms: options.rooms ?? 1, adults: options.adults ?? 1, children: 0 };
  const result = await searchHotels(t, {
    ...stay,
    ...party,
    address: await cityAddress(t, options.city ?? 'London'),
    pageSize: 50,
  });
  for (const hotel of result.hotels) {
    const detail = await hotelDetail(t, hotel.id, { ...stay, ...party });
    const rate = detail.rooms
      .flatMap((room) => room.rates)
      .find((r) => !options.policy || r.policy === options.policy);
    if (!rate) continue;
    const res = await inject(t, 'POST', '/api/SearchHotelRuleNew', {
      ...stay,
      ...party,
      hotelId: hotel.id,
      roomCode: rate.roomCode,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { hotelId: hotel.id, roomCode: rate.roomCode, rate, rule: res.body.data };
  }
  throw new Error(`no ${options.policy ?? ''} rate found`);
}

/** The same choice priced again: rates follow the rooms sold, so each booking moves them. */
export async function repriced(t: TestApp, choice: RoomChoiceFixture): Promise<RoomChoiceFixture> {
  const { stay } = choice.rule;
  const res = await inject(t, 'POST', '/api/SearchHotelRuleNew', {
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    rooms: stay.rooms,
    adults: stay.adults,
    children: stay.children,
    hotelId: choice.hotelId,
    roomCode: choice.roomCode,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { ...choice, rule: res.body.data };
}

/** A booking body at the price of now (see `repriced`). */
export async function freshOrderBody(
  t: TestApp,
  choice: RoomChoiceFixture,
  overrides: Partial<HotelOrderBody> = {},
): Promise<HotelOrderBody> {
  return orderBody(await repriced(t, choice), overrides);
}

export function orderBody(
  choice: RoomChoiceFixture,
  overrides: Partial<HotelOrderBody> = {},
): HotelOrderBody {
  const { stay } = choice.rule;
  return {
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    rooms: stay.rooms,
    adults: stay.adults,
    children: stay.children,
    hotelId: choice.hotelId,
    roomCode: choice.roomCode,
    guests: Array.from({ length: stay.rooms }, (_, i) => ({
      firstName: 'Robin',
      lastName: `Guest${i + 1}`,
    })),
    contact: { name: 'Robin Guest', email: GUEST_EMAIL, mobile: '+1 415 555 0111' },
    expectedTotal: choice.rule.rate.total,
    payment: { method: 'card', card: card() },
    acceptTerms: true,
    ...overrides,
  };
}

export const orderHeaders = (extra: Headers = {}, key: string = randomUUID()): Headers => ({
  'idempotency-key': key,
  ...extra,
});

export async function saveOrder(t: TestApp, body: unknown, headers: Headers = orderHeaders()) {
  return inject(t, 'POST', '/api/SaveOrderNew', body, headers);
}

export async function findOrderRow(t: TestApp, orderNo: string) {
  const [row] = await t.ctx.db.select().from(orders).where(eq(orders.orderNo, orderNo));
  if (!row) throw new Error(`no order ${orderNo}`);
  return row;
}

/** Rooms of the chosen type sold on the first night (null: no row yet, background occupancy). */
export async function roomsSoldFirstNight(
  t: TestApp,
  choice: RoomChoiceFixture,
): Promise<number | null> {
  const [row] = await t.ctx.db
    .select()
    .from(hotelInventory)
    .where(
      and(
        eq(hotelInventory.propertyCode, choice.hotelId.split('-')[0]!),
        eq(hotelInventory.roomType, choice.roomCode.split('-')[0]!),
        eq(hotelInventory.night, choice.rule.stay.checkIn),
      ),
    );
  return row?.sold ?? null;
}

export function lookupHotelOrder(
  t: TestApp,
  orderNo: string,
  email?: string,
  headers: Headers = {},
) {
  const query = new URLSearchParams({ orderNo, ...(email ? { email } : {}) });
  return inject(t, 'GET', `/api/SearchHotelOrder?${query}`, undefined, headers);
}
