import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TourPage } from '@travel/contracts/tours';
import type { CruisePromotion } from '@travel/contracts/tours-cruise';
import type { RoomData, TourInfo } from '@travel/contracts/tours-detail';
import type { TestApp } from '../../test/test-app';
import { createTourTestApp, ok, refused } from './tours.test-helpers';

/** ListCurise, CustomizeCruiseSearch and CustomizeCruiseDetail (spec part 2 §7 "Cruises"). */
describe('cruise calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTourTestApp();
  });
  afterAll(async () => t.close());

  it('ListCurise: promotions with key, title, ship name, picture, next departure, city, price', async () => {
    const promos = await ok<CruisePromotion[]>(t, 'GET', '/api/ListCurise?Lan=EN');
    expect(promos).toHaveLength(10);
    for (const p of promos) {
      expect(p.key).toMatch(/^c-/);
      expect(p.name.length).toBeGreaterThan(3);
      expect(p.departureTime > '2027-03-02').toBe(true);
      expect(p.price).toBeGreaterThan(0);
    }
    expect(await ok<CruisePromotion[]>(t, 'GET', '/api/ListCurise?top=3')).toHaveLength(3);
    await refused(t, 'GET', '/api/ListCurise?top=0', undefined, {
      status: 400,
      code: 'tourParameterError',
    });
  });

  it('CustomizeCruiseSearch: cruises of a region, sorted and filtered; No tours elsewhere', async () => {
    const europe = await ok<TourPage>(
      t,
      'GET',
      '/api/CustomizeCruiseSearch?region=EU&sort=3&pageSize=50',
    );
    expect(europe.total).toBeGreaterThanOrEqual(10);
    expect(europe.Tours.every((c) => c.kind === 'cruise' && c.region === 'EU')).toBe(true);
    const days = europe.Tours.map((c) => c.TourDays);
    expect(days).toEqual([...days].sort((a, b) => a - b));
    const rivers = await ok<TourPage>(
      t,
      'GET',
      '/api/CustomizeCruiseSearch?region=EU&style=river&pageSize=50',
    );
    expect(rivers.Tours.every((c) => c.style === 'river')).toBe(true);
    const polar = await ok<TourPage>(t, 'GET', '/api/CustomizeCruiseSearch?region=AN');
    expect(polar.Tours.map((c) => c.TourCity)).toEqual(['Ushuaia', 'Ushuaia']);
    await refused(t, 'GET', '/api/CustomizeCruiseSearch?area=IS', undefined, {
      status: 404,
      code: 'noTours',
    });
    await refused(t, 'GET', '/api/CustomizeCruiseSearch', undefined, {
      status: 400,
      code: 'tourParameterError',
    });
    await refused(t, 'GET', '/api/CustomizeCruiseSearch?region=EU&month=May', undefined, {
      status: 400,
      code: 'tourParameterError',
    });
  });

  it('CustomizeCruiseDetail: ship, cabin categories, port charges, gratuities, deposit and final payment', async () => {
    const info = await ok<TourInfo>(t, 'GET', '/api/CustomizeCruiseDetail?id=c-bcn-ocean-7&Lan=EN');
    expect(info).toMatchObject({
      kind: 'cruise',
      style: 'ocean',
      TourDays: 7,
      TourCity: 'Barcelona',
    });
    expect(info.cruise?.cabins.map((c) => c.category)).toEqual([
      'inside',
      'oceanview',
      'balcony',
      'suite',
    ]);
    expect(info.cruise?.cabins.find((c) => c.category === 'inside')).toMatchObject({
      guaranteeOption: true,
      maxOccupancy: 2,
    });
    expect(info.cruise?.portCharges).toBeGreaterThan(0);
    expect(info.cruise?.gratuities).toBeGreaterThan(0);
    expect(info.deposit).toBeGreaterThan(0);
    expect(info.TourBriefItinerary[0]?.overnight).toContain(info.cruise?.ship.name);
    const d = info.departures[0]!;
    expect(d.finalPaymentDate! < d.date).toBe(true);
    // Every cabin category is priced per person: twin share, single, and a child berth where it fits.
    const balcony = d.options.filter((o) => o.Cabin === 'BA').map((o) => o.Code);
    expect(balcony).toEqual(['1', '2', 'bedchild']);
    const twin = (cabin: string) =>
      d.options.find((o) => o.Cabin === cabin && o.Code === '2')!.Selling;
    expect(twin('IN') < twin('OV') && twin('OV') < twin('BA') && twin('BA') < twin('SU')).toBe(
      true,
    );
    // A land tour is not a cruise.
    await refused(t, 'GET', '/api/CustomizeCruiseDetail?id=t-par-escorted', undefined, {
      status: 404,
      code: 'noTourFound',
    });
    await refused(t, 'GET', '/api/CustomizeCruiseDetail', undefined, {
      status: 400,
      code: 'tourParameterError',
    });
  });

  it('room data of a cruise: cabins of 2 adults, 2–6 in all, capacity per cabin', async () => {
    const info = await ok<TourInfo>(t, 'GET', '/api/CustomizeCruiseDetail?id=c-bud-river-8');
    const date = info.departures[0]!.date;
    const room = await ok<RoomData>(t, 'GET', `/api/roomData?tourid=c-bud-river-8&cttq=${date}`);
    expect(room.roomKind).toBe('cruise');
    expect(room.limits).toMatchObject({
      minAdults: 2,
      maxAdults: 6,
      adultsPerRoom: 2,
      maxRooms: 3,
    });
    expect(room.capacity).toEqual({ OV: 2, BA: 2, SU: 3 });
    expect(room.options.find((o) => o.Cabin === 'SU' && o.Code === 'bedchild')?.Max).toBe(1);
  });
});

describe('drawn pictures', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTourTestApp();
  });
  afterAll(async () => t.close());

  it('every TourImage of the lists is a drawn SVG, the same each time; unknown keys are 404', async () => {
    const page = await ok<TourPage>(t, 'POST', '/api/tourlist', { region: 'EU', pageSize: 3 });
    const cruise = await ok<TourInfo>(t, 'GET', '/api/CustomizeCruiseDetail?id=c-ush-ocean-11');
    for (const url of [...page.Tours.map((x) => x.TourImage), cruise.TourImage]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.headers['cache-control']).toContain('immutable');
      expect(res.body).toMatch(/^<svg /);
      expect((await t.app.inject({ method: 'GET', url })).body).toBe(res.body);
    }
    const bad = await t.app.inject({ method: 'GET', url: '/api/TourPicture/%3Cscript%3E.svg' });
    expect(bad.statusCode).toBe(404);
  });
});
