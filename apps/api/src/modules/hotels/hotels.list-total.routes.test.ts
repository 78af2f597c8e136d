import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HotelSearchReplySchema, type HotelRule } from '@travel/contracts/hotels';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  HOTEL_TEST_NOW,
  STAY,
  cityAddress,
  inject,
  orderBody,
  saveOrder,
  searchHotels,
} from './hotels.test-helpers';

/**
 * Issue 13 §3: the list says the stay's total with taxes beside the nightly rate, and that
 * total is the one the booking charges (the server prices both with the same code).
 */
describe('hotel list: stay totals, free cancellation, review score, distance', () => {
  let t: TestApp;
  let london: string;
  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(HOTEL_TEST_NOW);
    london = await cityAddress(t, 'London');
  });
  afterAll(async () => t.close());

  const party = { rooms: 2, adults: 3, children: 1 };

  it('each hotel carries totalFrom (every room and night, taxes in) equal to the rule and the booking of roomCodeFrom', async () => {
    const res = await inject(t, 'POST', '/api/SearchHotel', {
      ...STAY,
      ...party,
      address: london,
      pageSize: 8,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { hotels, nights } = HotelSearchReplySchema.parse(res.body).data;
    expect(nights).toBe(2);
    expect(hotels.length).toBe(8);
    const rules: HotelRule[] = [];
    for (const hotel of hotels) {
      // Taxes are on top of every room and night of the nightly rate.
      expect(hotel.totalFrom).toBeGreaterThan(hotel.nightlyFrom * nights * party.rooms);
      expect(hotel.roomCodeFrom).toMatch(/^[A-Z0-9]+-[A-Z0-9]+$/);
      const rule = await inject(t, 'POST', '/api/SearchHotelRuleNew', {
        ...STAY,
        ...party,
        hotelId: hotel.id,
        roomCode: hotel.roomCodeFrom,
      });
      expect(rule.status, JSON.stringify(rule.body)).toBe(200);
      const priced = rule.body.data as HotelRule;
      expect(priced.rate.total, hotel.id).toBe(hotel.totalFrom);
      expect(priced.rate.nightly, hotel.id).toBe(hotel.nightlyFrom);
      expect(priced.rate.subtotal + priced.rate.taxes).toBe(hotel.totalFrom);
      rules.push(priced);
    }

    // Booked at the listed total: accepted, and the order's total is that amount.
    const [first] = hotels;
    const booked = await saveOrder(
      t,
      orderBody(
        {
          hotelId: first!.id,
          roomCode: first!.roomCodeFrom,
          rate: rules[0]!.rate,
          rule: rules[0]!,
        },
        { expectedTotal: first!.totalFrom },
      ),
    );
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    expect(booked.body.data.total).toBe(first!.totalFrom);
  });

  it('filters on free cancellation and review score, and the filters survive paging', async () => {
    const all = await searchHotels(t, { address: london, pageSize: 300 });
    const free = await searchHotels(t, { address: london, freeCancellation: true, pageSize: 300 });
    const refundable = all.hotels.filter((h) => h.freeCancellation);
    expect(free.total).toBe(refundable.length);
    expect(free.hotels.every((h) => h.badges.includes('refundable'))).toBe(true);
    // Six weeks out every hotel's refundable rate is still free to cancel; tomorrow, the
    // hotels whose deadline (1–3 days before check-in, 18:00 local) has passed drop out.
    expect(refundable.length).toBe(all.total);
    const soon = { checkIn: '20270302', checkOut: '20270304', address: london, pageSize: 300 };
    const soonAll = await searchHotels(t, soon);
    const soonFree = await searchHotels(t, { ...soon, freeCancellation: true });
    expect(soonFree.total).toBeGreaterThan(0);
    expect(soonFree.total).toBeLessThan(soonAll.total);
    expect(soonFree.total).toBe(soonAll.hotels.filter((h) => h.freeCancellation).length);
    for (const hotel of soonFree.hotels.slice(0, 3)) {
      const detail = await inject(
        t,
        'GET',
        `/api/HotelDetail?id=${hotel.id}&checkIn=20270302&checkOut=20270304`,
      );
      const rooms = detail.body.data.rooms as {
        rates: { cancellationDeadline: string | null }[];
      }[];
      const deadlines = rooms
        .flatMap((room) => room.rates)
        .map((rate) => rate.cancellationDeadline)
        .filter((d): d is string => d !== null);
      expect(deadlines.some((d) => Date.parse(d) > HOTEL_TEST_NOW.getTime())).toBe(true);
    }
    for (const minRating of [4.5, 4, 3.5] as const) {
      const rated = await searchHotels(t, { address: london, minRating, pageSize: 300 });
      expect(rated.total).toBe(all.hotels.filter((h) => h.rating >= minRating).length);
      expect(rated.hotels.every((h) => h.rating >= minRating)).toBe(true);
    }
    const four = all.hotels.filter((h) => h.rating >= 4);
    expect(four.length).toBeGreaterThan(0);
    expect(four.length).toBeLessThan(all.total);
    const both = { address: london, freeCancellation: true, minRating: 4 as const };
    const whole = await searchHotels(t, { ...both, pageSize: 300 });
    const page2 = await searchHotels(t, { ...both, pageSize: 5, page: 2 });
    expect(page2.total).toBe(whole.total);
    expect(page2.hotels.map((h) => h.id)).toEqual(whole.hotels.slice(5, 10).map((h) => h.id));
  });

  it('sorts by distance from the searched point, nearest first', async () => {
    const near = await searchHotels(t, { address: london, sort: 'distance', pageSize: 300 });
    const km = near.hotels.map((h) => h.distanceKm);
    expect(km).toEqual([...km].sort((a, b) => a - b));
    const airport = await searchHotels(t, { airportCode: 'LHR', sort: 'distance', pageSize: 3 });
    expect(airport.hotels[0]!.distanceKm).toBeLessThanOrEqual(airport.hotels[1]!.distanceKm);
  });

  it('answers bad filter values with 400 invalidHotelSearch', async () => {
    for (const change of [
      { minRating: 9 },
      { minRating: '4' },
      { freeCancellation: 'yes' },
      { sort: 'nearest' },
    ]) {
      const res = await inject(t, 'POST', '/api/SearchHotel', {
        ...STAY,
        address: london,
        ...change,
      });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body).toMatchObject({ code: 'invalidHotelSearch' });
      expect(typeof res.body.msg).toBe('string');
    }
  });
});
