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
} from './hotels.test-helpers';

/**
 * Issue 13 §3: the list says the stay's total with taxes beside the nightly rate, and that
 * total is the one the booking charges (the server prices both with the same code).
 */
describe('hotel list totals', () => {
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
});
