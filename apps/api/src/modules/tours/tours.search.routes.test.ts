import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { tourDepartures } from '@travel/db';
import type { TourPage, TourRegion } from '@travel/contracts/tours';
import type { TestApp } from '../../test/test-app';
import { call, createTourTestApp, ok, refused } from './tours.test-helpers';

/** Destination tree, valid months, tourlist and SearchTour (spec part 2 §7; issue 14 §2). */
describe('tour search calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTourTestApp();
  });
  afterAll(async () => t.close());

  const list = (body: Record<string, unknown>) =>
    ok<TourPage>(t, 'POST', '/api/tourlist', { Lan: 'EN', ...body });

  it('GET /api/list: regions with areas from the catalogue, names in the asked language', async () => {
    const { world } = await ok<{ world: TourRegion[] }>(t, 'GET', '/api/list?type=a&Lan=EN');
    expect(world.map((r) => r.code).sort()).toEqual(['AF', 'AS', 'EU', 'NA', 'OC', 'SA']);
    const europe = world.find((r) => r.code === 'EU');
    expect(europe?.name).toBe('Europe');
    expect(europe?.areas).toContainEqual({ code: 'FR', name: 'France', count: 3 });
    expect(europe?.count).toBe(europe?.areas.reduce((n, a) => n + a.count, 0));
    const cruises = await ok<{ world: TourRegion[] }>(t, 'GET', '/api/list?type=a&kind=cruise');
    expect(cruises.world.map((r) => r.code).sort()).toEqual([
      'AF',
      'AN',
      'AS',
      'EU',
      'NA',
      'OC',
      'SA',
    ]);
    const zh = await ok<{ world: TourRegion[] }>(t, 'GET', '/api/list?Lan=zh');
    expect(zh.world.find((r) => r.code === 'EU')?.areas.find((a) => a.code === 'FR')?.name).toBe(
      '法国',
    );
  });

  it('valid months: the months with a departure on sale, or No useful months', async () => {
    const months = await ok<string[]>(t, 'GET', '/api/ValidMonths?kind=tour&area=JP&Lan=EN');
    expect(months[0]).toBe('2027-03');
    expect(months.length).toBeGreaterThanOrEqual(12);
    expect(months).toEqual([...months].sort());
    // Antarctic cruises sail from November to March only.
    const polar = await ok<string[]>(t, 'GET', '/api/ValidMonths?kind=cruise&region=AN');
    expect(polar.every((m) => ['01', '02', '03', '11', '12'].includes(m.slice(5)))).toBe(true);
    await refused(t, 'GET', '/api/ValidMonths?kind=tour&area=IS', undefined, {
      status: 404,
      code: 'noUsefulMonths',
      msg: 'No useful months',
    });
  });

  it('tourlist: a region, sorted newest first by default, paged', async () => {
    const page = await list({ region: 'EU', pageSize: 10 });
    expect(page.total).toBe(27);
    expect(page.Tours).toHaveLength(10);
    const second = await list({ region: 'EU', pageSize: 10, page: 3 });
    expect(second.Tours).toHaveLength(7);
    const all = await list({ region: 'EU', pageSize: 50 });
    const ids = new Set(all.Tours.map((x) => x.TourID));
    expect(ids.size).toBe(27);
    const card = all.Tours[0];
    expect(card).toMatchObject({ kind: 'tour', region: 'EU', currency: 'USD', TourComm: 0 });
    expect(card?.agentSelling).toBe(card?.Selling);
    expect((card?.nextDeparture ?? '') > '2027-03-01').toBe(true);
  });

  it('tourlist sorts: 2 price low to high, 3 fewest days', async () => {
    const byPrice = await list({ region: 'AS', sort: 2, pageSize: 50 });
    const prices = byPrice.Tours.map((x) => x.Selling);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const byDays = await list({ region: 'AS', sort: 3, pageSize: 50 });
    const days = byDays.Tours.map((x) => x.TourDays);
    expect(days).toEqual([...days].sort((a, b) => a - b));
    expect(days[0]).toBe(1);
  });

  it('tourlist filters by days, price and month; an empty filter result is an empty page', async () => {
    const long = await list({ region: 'EU', minDays: 8, maxDays: 12, pageSize: 50 });
    expect(long.Tours.every((x) => x.TourDays >= 8 && x.TourDays <= 12)).toBe(true);
    expect(long.total).toBeGreaterThan(0);
    const cheap = await list({ region: 'EU', maxPrice: 20_000, pageSize: 50 });
    expect(cheap.Tours.every((x) => x.Selling <= 20_000 && x.style === 'one-day')).toBe(true);
    const may = await list({ area: 'FR', month: '2027-05' });
    expect(may.Tours.every((x) => x.nextDeparture.startsWith('2027-05'))).toBe(true);
    const none = await list({ region: 'EU', minPrice: 9_000_000 });
    expect(none).toEqual({ Tours: [], total: 0, page: 1, pageSize: 12 });
  });

  it('No tours for a destination with nothing on sale', async () => {
    await refused(
      t,
      'POST',
      '/api/tourlist',
      { area: 'IS' },
      { status: 404, code: 'noTours', msg: 'No tours' },
    );
  });

  it('SearchTour: the SearchCondition payload, by destination or keyword', async () => {
    const byArea = await ok<TourPage>(t, 'POST', '/api/SearchTour', {
      Lan: 'TW',
      user: {
        userid: '00000000-0000-0000-0000-000000000000',
        usertype: 'tourist',
        source: 'traveloutlet',
      },
      SearchCondition: { area: 'JP', sort: 2 },
    });
    // Lan TW: the texts are in traditional Chinese, the ids and order the same.
    expect(byArea.Tours.map((x) => x.TourCity)).toEqual(['東京', '東京', '東京']);
    const byWord = await ok<TourPage>(t, 'POST', '/api/SearchTour', {
      SearchCondition: { keyword: 'tokyo' },
    });
    expect(byWord.total).toBe(3);
    const byCity = await ok<TourPage>(t, 'POST', '/api/SearchTour', {
      SearchCondition: { keyword: 'Marrakesh' },
    });
    expect(byCity.Tours.every((x) => x.TourCity === 'Marrakesh')).toBe(true);
    expect(byCity.total).toBe(3);
  });

  it.each([
    ['no destination', '/api/tourlist', { Lan: 'EN' }, /region/],
    ['sort 4', '/api/tourlist', { region: 'EU', sort: 4 }, /sort/],
    ['a month that is not one', '/api/tourlist', { region: 'EU', month: '2027-13' }, /month/],
    ['minDays above maxDays', '/api/tourlist', { region: 'EU', minDays: 9, maxDays: 3 }, /minDays/],
    ['a language not offered', '/api/tourlist', { region: 'EU', Lan: 'FR' }, /Lan/],
    ['page 0', '/api/tourlist', { region: 'EU', page: 0 }, /page/],
    ['SearchTour without SearchCondition', '/api/SearchTour', { Lan: 'EN' }, /SearchCondition/],
  ])('bad input is 400 parameter error: %s', async (_name, url, body, field) => {
    const reply = await refused(t, 'POST', url, body, {
      status: 400,
      code: 'tourParameterError',
      msg: field,
    });
    expect(reply.msg).toMatch(/^parameter error/);
    expect(reply.data.issues.length).toBeGreaterThan(0);
  });

  it('bad query strings are 400 too, and no call writes anything', async () => {
    const placesLeft = () =>
      t.ctx.db
        .select({ n: sql<number>`sum(${tourDepartures.placesLeft})::int` })
        .from(tourDepartures);
    const before = await placesLeft();
    for (const url of [
      '/api/list?type=b',
      '/api/list?kind=ferry',
      '/api/ValidMonths?region=EUROPE',
      '/api/list?Lan=xx',
    ])
      await refused(t, 'GET', url, undefined, { status: 400, code: 'tourParameterError' });
    await call(t, 'POST', '/api/tourlist', { region: 'EU' });
    const after = await placesLeft();
    expect(after).toEqual(before);
  });

  it('every tour call is in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const path of [
      '/api/list',
      '/api/ValidMonths',
      '/api/tourlist',
      '/api/SearchTour',
      '/api/tourdetail',
      '/api/roomData',
      '/api/PriceTour',
      '/api/ListCurise',
      '/api/CustomizeCruiseSearch',
      '/api/CustomizeCruiseDetail',
    ])
      expect(paths).toContain(path);
  });
});
