import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HotelAddressReplySchema,
  HotelDetailReplySchema,
  HotelRuleReplySchema,
  HotelSearchReplySchema,
  MAX_HOTEL_NIGHTS,
  type HotelSummary,
} from '@travel/contracts/hotels';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  HOTEL_TEST_NOW,
  STAY,
  chooseRoom,
  cityAddress,
  hotelDetail,
  inject,
  searchHotels,
} from './hotels.test-helpers';

describe('hotel search, detail and rules', () => {
  let t: TestApp;
  let london: string;
  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(HOTEL_TEST_NOW);
    london = await cityAddress(t, 'London');
  });
  afterAll(async () => t.close());

  it('suggests cities (type 1, lng,lat) and airports (type 2, code); recommendations when empty', async () => {
    const res = await inject(t, 'GET', '/api/hotel?where=london&t=a&customersessionid=abc');
    expect(res.status).toBe(200);
    const suggestions = HotelAddressReplySchema.parse(res.body).data;
    expect(suggestions.length).toBeGreaterThan(1);
    expect(suggestions.length).toBeLessThanOrEqual(10);
    const city = suggestions.find((s) => s.type === 1)!;
    expect(city).toMatchObject({ name: 'London', countryname: 'United Kingdom' });
    expect(city.value).toBe(`${city.Longitude.toFixed(4)},${city.Latitude.toFixed(4)}`);
    const airport = suggestions.find((s) => s.type === 2)!;
    expect(airport.value).toBe(airport.code);
    expect(airport.code).toMatch(/^[A-Z]{3}$/);

    const byCode = await inject(t, 'GET', '/api/hotel?where=JFK');
    expect(byCode.body.data.some((s: { value: string }) => s.value === 'JFK')).toBe(true);

    const empty = await inject(t, 'GET', '/api/hotel?where=');
    expect(empty.body.data.length).toBe(10);
    expect(empty.body.data.every((s: { type: number }) => s.type === 1)).toBe(true);
    expect(empty.body.data.map((s: { name: string }) => s.name)).toContain('Paris');

    const nothing = await inject(t, 'GET', '/api/hotel?where=qqzzxxqq');
    expect(nothing).toMatchObject({ status: 200, body: { data: [] } });
    const bad = await inject(t, 'GET', `/api/hotel?where=${'x'.repeat(81)}`);
    expect(bad).toMatchObject({ status: 400, body: { code: 'invalidHotelSearch' } });
  });

  it('searches a city: hotels near its point, the lowest nightly rate, badges and priceRange', async () => {
    const res = await inject(t, 'POST', '/api/SearchHotel', { ...STAY, address: london });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const result = HotelSearchReplySchema.parse(res.body).data;
    expect(result.nights).toBe(2);
    expect(result.total).toBeGreaterThan(20);
    expect(result.hotels).toHaveLength(20);
    expect(result.center.label).toContain('London');
    for (const hotel of result.hotels) {
      expect(hotel.distanceKm).toBeLessThanOrEqual(15);
      expect(hotel.nightlyFrom).toBeGreaterThan(0);
      expect(hotel.stars).toBe(Math.floor(hotel.rating));
      expect(hotel.badges.length).toBeGreaterThan(0);
      expect(hotel.id).toBe(
        `${hotel.propertyCode}-${hotel.chainCode}-${hotel.id.split('-').slice(2).join('-')}`,
      );
    }
    const range = result.priceRange!;
    expect(range.min).toBeLessThanOrEqual(range.max);
    const all = await searchHotels(t, { address: london, pageSize: 300 });
    const prices = all.hotels.map((h) => h.nightlyFrom);
    expect(range).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });
  });

  it('sorts by lowest price, rating and the recommended blend; pages without overlap', async () => {
    const cheap = await searchHotels(t, { address: london, sort: 'lowestPrice', pageSize: 300 });
    const prices = cheap.hotels.map((h) => h.nightlyFrom);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const rated = await searchHotels(t, { address: london, sort: 'rating', pageSize: 300 });
    const ratings = rated.hotels.map((h) => h.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const recommended = await searchHotels(t, { address: london, pageSize: 300 });
    expect(recommended.hotels.map((h) => h.id)).not.toEqual(cheap.hotels.map((h) => h.id));
    expect(new Set(recommended.hotels.map((h) => h.id)).size).toBe(recommended.total);

    const page1 = await searchHotels(t, { address: london, sort: 'lowestPrice', pageSize: 10 });
    const page2 = await searchHotels(t, {
      address: london,
      sort: 'lowestPrice',
      pageSize: 10,
      page: 2,
    });
    expect(page2.page).toBe(2);
    expect(page1.hotels.map((h) => h.id)).toEqual(cheap.hotels.slice(0, 10).map((h) => h.id));
    expect(page2.hotels.map((h) => h.id)).toEqual(cheap.hotels.slice(10, 20).map((h) => h.id));
    const beyond = await searchHotels(t, { address: london, page: 100 });
    expect(beyond.hotels).toEqual([]);
    expect(beyond.total).toBe(cheap.total);
  });

  it('filters by amenities (all of), stars and nightly price; priceRange ignores the price filter', async () => {
    const all = await searchHotels(t, { address: london, pageSize: 300 });
    const has = (h: HotelSummary, a: HotelSummary['amenities'][number]) => h.amenities.includes(a);
    const wifiParking = await searchHotels(t, {
      address: london,
      amenities: ['wifi', 'freeParking'],
      pageSize: 300,
    });
    expect(wifiParking.total).toBe(
      all.hotels.filter((h) => has(h, 'wifi') && has(h, 'freeParking')).length,
    );
    expect(wifiParking.hotels.every((h) => has(h, 'wifi') && has(h, 'freeParking'))).toBe(true);

    const fourFive = await searchHotels(t, { address: london, stars: [4, 5], pageSize: 300 });
    expect(fourFive.total).toBe(all.hotels.filter((h) => h.stars >= 4).length);

    const sorted = all.hotels.map((h) => h.nightlyFrom).sort((a, b) => a - b);
    const minPrice = sorted[Math.floor(sorted.length / 4)]!;
    const maxPrice = sorted[Math.floor((sorted.length * 3) / 4)]!;
    const band = await searchHotels(t, { address: london, minPrice, maxPrice, pageSize: 300 });
    expect(band.total).toBe(sorted.filter((p) => p >= minPrice && p <= maxPrice).length);
    expect(band.total).toBeLessThan(all.total);
    expect(band.priceRange).toEqual(all.priceRange);
  });

  it('searches around an airport as well as a point, farther out', async () => {
    const airport = await searchHotels(t, { airportCode: 'lhr', pageSize: 300 });
    expect(airport.center.label).toContain('Heathrow');
    expect(airport.hotels.length).toBeGreaterThan(0);
    expect(Math.max(...airport.hotels.map((h) => h.distanceKm))).toBeLessThanOrEqual(25);
    const nearest = [...airport.hotels].sort((a, b) => a.distanceKm - b.distanceKm)[0]!;
    expect(nearest.distanceKm).toBeLessThan(5);
  });

  it('answers every broken search rule with 400 invalidHotelSearch and its issues', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ checkOut: STAY.checkIn }, 'checkOut'],
      [{ checkOut: '20270414' }, 'checkOut'],
      [{ checkIn: '20270401', checkOut: '20270503' }, 'checkOut'],
      [{ checkIn: '20270228', checkOut: '20270302' }, 'checkIn'],
      [{ checkIn: '20280415', checkOut: '20280417' }, 'checkIn'],
      [{ rooms: 3, adults: 2 }, 'rooms'],
      [{ rooms: 10, adults: 10 }, 'rooms'],
      [{ adults: 0 }, 'adults'],
      [{ children: 10 }, 'children'],
      [{ checkIn: '20270230' }, 'checkIn'],
      [{ checkIn: '2027-04-15' }, 'checkIn'],
      [{ address: undefined, airportCode: 'QQQ' }, 'airportCode'],
      [{ airportCode: 'LHR' }, 'airportCode'],
      [{ address: undefined }, 'address'],
      [{ address: '200.1,10' }, 'address'],
      [{ address: 'London' }, 'address'],
      [{ minPrice: 20_000, maxPrice: 10_000 }, 'maxPrice'],
      [{ sort: 'cheapest' }, 'sort'],
    ];
    for (const [change, field] of cases) {
      const res = await inject(t, 'POST', '/api/SearchHotel', {
        ...STAY,
        address: london,
        ...change,
      });
      expect(res.status, `${JSON.stringify(change)} ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body.code).toBe('invalidHotelSearch');
      expect(JSON.stringify(res.body.data.issues)).toContain(field);
    }
    expect(MAX_HOTEL_NIGHTS).toBe(30);
    const thirty = await inject(t, 'POST', '/api/SearchHotel', {
      address: london,
      checkIn: '20270401',
      checkOut: '20270501',
    });
    expect(thirty.status).toBe(200);
    // "Today" is the destination's date: 1 March in London at 15:00 UTC.
    const today = await inject(t, 'POST', '/api/SearchHotel', {
      address: london,
      checkIn: '20270301',
      checkOut: '20270302',
    });
    expect(today.status).toBe(200);
  });

  it('shows a hotel with rooms and rates for the stay; 404 for an unknown id, 400 for a bad stay', async () => {
    const [first] = (await searchHotels(t, { address: london })).hotels;
    const detail = HotelDetailReplySchema.parse({
      code: 0,
      msg: 'success',
      data: await hotelDetail(t, first!.id),
    }).data;
    expect(detail).toMatchObject({ id: first!.id, nights: 2, currency: 'USD' });
    expect(detail.timeZone).toBe('Europe/London');
    expect(detail.rooms.length).toBeGreaterThanOrEqual(3);
    expect(detail.rooms.some((room) => room.rates.length > 0)).toBe(true);

    const unknown = `${first!.propertyCode}-${first!.chainCode}-not-this-hotel`;
    const missing = await inject(
      t,
      'GET',
      `/api/HotelDetail?id=${unknown}&checkIn=20270415&checkOut=20270417`,
    );
    expect(missing).toMatchObject({ status: 404, body: { code: 'notFound' } });
    const past = await inject(
      t,
      'GET',
      `/api/HotelDetail?id=${first!.id}&checkIn=20270101&checkOut=20270103`,
    );
    expect(past).toMatchObject({ status: 400, body: { code: 'invalidHotelSearch' } });
    const badId = await inject(
      t,
      'GET',
      '/api/HotelDetail?id=nope&checkIn=20270415&checkOut=20270417',
    );
    expect(badId).toMatchObject({ status: 400, body: { code: 'invalidHotelSearch' } });
  });

  it('prices a chosen room: nights, taxes, total and what is due now; bad choices are 400 or 404', async () => {
    const choice = await chooseRoom(t);
    const rule = HotelRuleReplySchema.parse({ code: 0, msg: 'success', data: choice.rule }).data;
    expect(rule.nights).toHaveLength(2);
    const perNight = rule.nights.reduce((sum, n) => sum + n.price, 0);
    expect(rule.rate.subtotal).toBe(perNight * rule.stay.rooms);
    expect(rule.rate.total).toBe(rule.rate.subtotal + rule.rate.taxes);
    expect(rule.dueNow + rule.dueAtHotel).toBe(rule.rate.total);
    expect(rule.rules.length).toBeGreaterThan(0);
    expect(rule.rate.total).toBe(choice.rate.total);

    const base = { ...STAY, hotelId: choice.hotelId, roomCode: choice.roomCode };
    const unknownRoom = await inject(t, 'POST', '/api/SearchHotelRuleNew', {
      ...base,
      roomCode: 'ZZ-R',
    });
    expect(unknownRoom).toMatchObject({ status: 400, body: { code: 'invalidHotelSearch' } });
    const tooMany = await inject(t, 'POST', '/api/SearchHotelRuleNew', { ...base, adults: 9 });
    expect(tooMany).toMatchObject({ status: 400, body: { code: 'invalidHotelSearch' } });
    const past = await inject(t, 'POST', '/api/SearchHotelRuleNew', {
      ...base,
      checkIn: '20270201',
      checkOut: '20270203',
    });
    expect(past.status).toBe(400);
    expect(JSON.stringify(past.body.data.issues)).toContain('checkIn');
    const otherHotel = await inject(t, 'POST', '/api/SearchHotelRuleNew', {
      ...base,
      hotelId: `${choice.hotelId}-x`,
    });
    expect(otherHotel).toMatchObject({ status: 404, body: { code: 'notFound' } });
  });
});
