import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROLE } from '@travel/contracts';
import { tourDepartures } from '@travel/db';
import type { PriceTour } from '@travel/contracts/tours-price';
import type { TourInfo } from '@travel/contracts/tours-detail';
import type { TestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/users';
import { createTourTestApp, ok, refused } from './tours.test-helpers';

/** PriceTour (spec part 2 §7): rooms priced by the contracts' room rules, or Check price failed. */
describe('POST /api/PriceTour', () => {
  let t: TestApp;
  let agent: TestUser;
  let tour: TourInfo;
  let cruise: TourInfo;
  beforeAll(async () => {
    t = await createTourTestApp();
    agent = await createTestUser(t, { role: ROLE.agent, accountCode: 'AGT901' });
    tour = await ok<TourInfo>(t, 'POST', '/api/tourdetail', { tourid: 't-lon-escorted' });
    cruise = await ok<TourInfo>(t, 'GET', '/api/CustomizeCruiseDetail?id=c-bcn-ocean-7');
  });
  afterAll(async () => t.close());

  const open = (info: TourInfo, people: number) =>
    info.departures.find((d) => d.placesLeft >= people)!;
  const body = (
    info: TourInfo,
    people: number,
    rooms: unknown[],
    extra: Record<string, unknown> = {},
  ) => {
    const d = open(info, people);
    return { tourid: info.TourID, packageID: d.id, cttq: d.date, rooms, Lan: 'EN', ...extra };
  };
  const unit = (info: TourInfo, people: number, code: string, cabin = '') =>
    open(info, people).options.find((o) => o.Code === code && o.Cabin === cabin)!.Selling;

  it('prices two rooms: 2 adults + a child with a bed (triple), and 2 adults (twin)', async () => {
    const rooms = [
      { key: 'r1', adults: 2, children: 1, childBed: true },
      { key: 'r2', adults: 2, children: 0 },
    ];
    const price = await ok<PriceTour>(t, 'POST', '/api/PriceTour', body(tour, 5, rooms));
    const hasBedChild = open(tour, 5).options.some((o) => o.Code === 'bedchild');
    const childCode = hasBedChild ? 'bedchild' : 'child';
    const adultCode = hasBedChild ? '3' : '2';
    const expected =
      2 * unit(tour, 5, adultCode) + unit(tour, 5, childCode) + 2 * unit(tour, 5, '2');
    expect(price).toMatchObject({
      people: 5,
      charges: 0,
      totalprice: expected,
      TourComm: 0,
      agentSelling: expected,
      error: '',
    });
    expect(JSON.parse(price.roomlist)).toEqual(price.lines);
    expect(price.lines.map((l) => l.room)).toEqual(['r1', 'r1', 'r2']);
  });

  it("an agent's price carries the commission on the rooms", async () => {
    const rooms = [{ key: 'r1', adults: 2, children: 0 }];
    const price = await ok<PriceTour>(
      t,
      'POST',
      '/api/PriceTour',
      body(tour, 2, rooms),
      agent.headers,
    );
    const twin = unit(tour, 2, '2');
    expect(price.TourComm).toBe(2 * Math.round((twin * 5) / 100));
    expect(price.agentSelling).toBe(price.totalprice - price.TourComm);
  });

  it('prices a balcony cabin for 2 with port charges and gratuities per person', async () => {
    const rooms = [{ key: 'c1', adults: 2, children: 0 }];
    const price = await ok<PriceTour>(
      t,
      'POST',
      '/api/PriceTour',
      body(cruise, 2, rooms, { cabin: 'BA' }),
    );
    const perPerson = cruise.cruise!.portCharges + cruise.cruise!.gratuities;
    expect(price.charges).toBe(2 * perPerson);
    expect(price.totalprice).toBe(2 * unit(cruise, 2, '2', 'BA') + 2 * perPerson);
  });

  it.each([
    [
      'six rooms',
      (b: TourInfo) =>
        body(
          b,
          6,
          Array.from({ length: 6 }, (_, i) => ({ key: `r${i}`, adults: 1, children: 0 })),
        ),
      /Rooms must be 1 to 5/,
    ],
    [
      'too many children for the room',
      (b: TourInfo) => body(b, 5, [{ key: 'r', adults: 2, children: 3 }]),
      /at most/,
    ],
  ])('refuses %s: Check price failed with data.error', async (_name, make, why) => {
    const reply = await refused(t, 'POST', '/api/PriceTour', make(tour), {
      status: 422,
      code: 'checkPriceFailed',
      msg: 'Check price failed',
    });
    expect(reply.data.error).toMatch(why);
  });

  it('refuses a cruise cabin of 3 adults, a cruise without a cabin, a tour with one', async () => {
    const three = await refused(
      t,
      'POST',
      '/api/PriceTour',
      body(cruise, 3, [{ key: 'c', adults: 3, children: 0 }], { cabin: 'SU' }),
      {
        status: 422,
        code: 'checkPriceFailed',
      },
    );
    expect(three.data.error).toMatch(/2 adults/);
    await refused(
      t,
      'POST',
      '/api/PriceTour',
      body(cruise, 2, [{ key: 'c', adults: 2, children: 0 }]),
      { status: 422, code: 'checkPriceFailed' },
    );
    await refused(
      t,
      'POST',
      '/api/PriceTour',
      body(tour, 2, [{ key: 'r', adults: 2, children: 0 }], { cabin: 'BA' }),
      { status: 422, code: 'checkPriceFailed' },
    );
  });

  it('refuses more people than places left, and says so', async () => {
    const d = open(tour, 4);
    await t.ctx.db.update(tourDepartures).set({ placesLeft: 3 }).where(eq(tourDepartures.id, d.id));
    const reply = await refused(
      t,
      'POST',
      '/api/PriceTour',
      {
        tourid: tour.TourID,
        packageID: d.id,
        cttq: d.date,
        rooms: [
          { key: 'r', adults: 2, children: 0 },
          { key: 's', adults: 2, children: 0 },
        ],
      },
      { status: 422, code: 'checkPriceFailed' },
    );
    expect(reply.data.error).toBe('Only 3 places are left');
  });

  it('No tour found for a package that is not this date; bad input is 400', async () => {
    const d = open(tour, 2);
    await refused(
      t,
      'POST',
      '/api/PriceTour',
      {
        tourid: tour.TourID,
        packageID: 'x',
        cttq: d.date,
        rooms: [{ key: 'r', adults: 2, children: 0 }],
      },
      {
        status: 404,
        code: 'noTourFound',
      },
    );
    await refused(
      t,
      'POST',
      '/api/PriceTour',
      { tourid: tour.TourID, packageID: d.id, cttq: d.date, rooms: [] },
      {
        status: 400,
        code: 'tourParameterError',
      },
    );
    await refused(
      t,
      'POST',
      '/api/PriceTour',
      {
        tourid: tour.TourID,
        packageID: d.id,
        cttq: d.date,
        rooms: [{ key: 'r', adults: 1.5, children: 0 }],
      },
      {
        status: 400,
        code: 'tourParameterError',
      },
    );
  });
});
