import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HotelDetailReplySchema,
  HotelReviewsReplySchema,
  HotelSearchReplySchema,
  MapTilesReplySchema,
  hotelScoreWord,
} from '@travel/contracts/hotels';
import { createTestApp, type TestApp } from '../../test/test-app';
import { HOTEL_TEST_NOW, STAY, cityAddress, inject, searchHotels } from './hotels.test-helpers';

/**
 * Issue 13 §3: a hotel's written reviews (`GET /api/HotelReviews`, paged, the same every time),
 * the search's distances named from the airport searched, and the map tiles' configuration
 * (`GET /api/MapTiles`) that the pages' content security policy allows.
 */
describe('hotel reviews, airport distances and map tiles', () => {
  let t: TestApp;
  let hotelId: string;
  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(HOTEL_TEST_NOW);
    const found = await searchHotels(t, { address: await cityAddress(t, 'London') });
    hotelId = found.hotels[0]!.id;
  });
  afterAll(async () => t.close());

  it('pages the written reviews, newest stay first, each with its score word', async () => {
    const first = await inject(t, 'GET', `/api/HotelReviews?id=${hotelId}&page=1&pageSize=5`);
    expect(first.status).toBe(200);
    const page1 = HotelReviewsReplySchema.parse(first.body).data;
    expect(page1).toMatchObject({ hotelId, page: 1, pageSize: 5 });
    expect(page1.reviews).toHaveLength(5);
    expect(page1.total).toBeGreaterThan(5);
    for (const review of page1.reviews) {
      expect(review.word).toBe(hotelScoreWord(review.score));
      expect(review.title.length).toBeGreaterThan(3);
      expect(review.text.length).toBeGreaterThan(40);
      expect(review.text).not.toMatch(/[{}]/);
      // Before the test clock's month (March 2027).
      expect(review.stayMonth < '2027-03').toBe(true);
    }
    const months = page1.reviews.map((review) => review.stayMonth);
    expect([...months].sort().reverse()).toEqual(months);

    // The same page again is the same reviews; page 2 goes on where page 1 ended.
    const again = await inject(t, 'GET', `/api/HotelReviews?id=${hotelId}&page=1&pageSize=5`);
    expect(again.body.data.reviews).toEqual(page1.reviews);
    const ten = await inject(t, 'GET', `/api/HotelReviews?id=${hotelId}&pageSize=10`);
    const second = await inject(t, 'GET', `/api/HotelReviews?id=${hotelId}&page=2&pageSize=5`);
    expect(ten.body.data.reviews).toEqual([...page1.reviews, ...second.body.data.reviews]);

    // The detail's summary counts them.
    const detail = await inject(
      t,
      'GET',
      `/api/HotelDetail?${new URLSearchParams({ id: hotelId, ...STAY })}`,
    );
    const summary = HotelDetailReplySchema.parse(detail.body).data.reviews;
    expect(summary.writtenCount).toBe(page1.total);
    expect(Object.values(summary.distribution).reduce((a, b) => a + b, 0)).toBe(100);
  });

  it('answers an empty page past the last, 404 for an unknown hotel, 400 for a bad page size', async () => {
    const past = await inject(t, 'GET', `/api/HotelReviews?id=${hotelId}&page=1000`);
    expect(past.status).toBe(200);
    expect(past.body.data.reviews).toEqual([]);
    const unknown = await inject(t, 'GET', '/api/HotelReviews?id=ZZZZ0000-ZZ-no-such-hotel');
    expect(unknown.status).toBe(404);
    const tooMany = await inject(t, 'GET', `/api/HotelReviews?id=${hotelId}&pageSize=500`);
    expect(tooMany.status).toBe(400);
  });

  it('names the airport an airport search measured its distances from', async () => {
    const res = await inject(t, 'POST', '/api/SearchHotel', { ...STAY, airportCode: 'LHR' });
    const byAirport = HotelSearchReplySchema.parse(res.body).data;
    expect(byAirport.center.airport).toEqual({ code: 'LHR', name: 'London Heathrow Airport' });
    const byCity = await searchHotels(t, { address: await cityAddress(t, 'London') });
    expect(byCity.center.airport).toBeNull();
  });

  it('serves the street tiles OpenStreetMap by default, and the CSP allows exactly their host', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/MapTiles' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(MapTilesReplySchema.parse(res.json()).data).toEqual({
      url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: {
        text: '© OpenStreetMap contributors',
        url: 'https://www.openstreetmap.org/copyright',
      },
    });
    const page = await t.app.inject({ method: 'GET', url: '/hotels/map' });
    expect(page.headers['content-security-policy']).toContain(
      "img-src 'self' data: blob: https://tile.openstreetmap.org;",
    );
  });
});

describe('map tiles configured by MAP_TILE_URL', () => {
  it('empty: no street tiles, and the policy allows no other image host', async () => {
    const t = await createTestApp({ MAP_TILE_URL: '' });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/MapTiles' });
      expect(res.json().data).toEqual({ url: null, attribution: null });
      const page = await t.app.inject({ method: 'GET', url: '/hotels/map' });
      expect(page.headers['content-security-policy']).toContain("img-src 'self' data: blob:;");
    } finally {
      await t.close();
    }
  });

  it('another server: its origin only, with the attribution given', async () => {
    const t = await createTestApp({
      MAP_TILE_URL: 'https://tiles.example.com:8443/osm/{z}/{x}/{y}.png?key=abc',
      MAP_TILE_ATTRIBUTION: '© Example Maps, © OpenStreetMap contributors',
      MAP_TILE_ATTRIBUTION_URL: '',
    });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/MapTiles' });
      expect(res.json().data).toEqual({
        url: 'https://tiles.example.com:8443/osm/{z}/{x}/{y}.png?key=abc',
        attribution: { text: '© Example Maps, © OpenStreetMap contributors', url: null },
      });
      const page = await t.app.inject({ method: 'GET', url: '/hotels/map' });
      expect(page.headers['content-security-policy']).toContain(
        "img-src 'self' data: blob: https://tiles.example.com:8443;",
      );
    } finally {
      await t.close();
    }
  });
});
