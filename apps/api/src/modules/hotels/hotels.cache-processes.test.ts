import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HotelSearchResult } from '@travel/contracts/hotels';
import { hotelSupplier } from '../../lib/hotel-supplier';
import { createSecondApp, type SecondApp } from '../../test/second-app';
import { createTestApp, type TestApp } from '../../test/test-app';
import { HOTEL_TEST_NOW, STAY, chooseRoom, cityAddress, searchHotels } from './hotels.test-helpers';

/** The hotel availability cache of one API process and rooms held through another. */
describe('hotel availability cache across processes', () => {
  let t: TestApp;
  let second: SecondApp;
  beforeAll(async () => {
    t = await createTestApp();
    second = await createSecondApp(t);
    t.clock.set(HOTEL_TEST_NOW);
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it('rooms held through one process are seen by the next search of the other', async () => {
    const choice = await chooseRoom(t, { city: 'Lisbon' });
    const body = {
      ...STAY,
      rooms: 1,
      adults: 1,
      children: 0,
      address: await cityAddress(t, 'Lisbon'),
      pageSize: 50,
    };
    const searchOnSecond = async (): Promise<HotelSearchResult> => {
      const res = await second.app.inject({
        method: 'POST',
        url: '/api/SearchHotel',
        payload: body,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    const summaryOf = (result: HotelSearchResult) =>
      result.hotels.find((hotel) => hotel.id === choice.hotelId);
    const before = summaryOf(await searchOnSecond());
    expect(before).toBeDefined();

    // Nearly every room of the chosen type, so the rates and rooms left move.
    const supplier = hotelSupplier(t.ctx);
    let held = 0;
    for (let rooms = 40; rooms >= 1 && held === 0; rooms = Math.floor(rooms / 2)) {
      const result = await t.ctx.db.transaction((tx) =>
        supplier.hold(tx, {
          ...STAY,
          hotelId: choice.hotelId,
          roomCode: choice.roomCode,
          rooms,
          adults: rooms,
          children: 0,
          now: HOTEL_TEST_NOW,
        }),
      );
      if (result.kind === 'held') held = rooms;
    }
    expect(held).toBeGreaterThan(0);
    const fresh = summaryOf(await searchHotels(t, body));
    expect(fresh).not.toEqual(before);
    let after = summaryOf(await searchOnSecond());
    for (let i = 0; i < 40 && JSON.stringify(after) !== JSON.stringify(fresh); i += 1) {
      await sleep(25);
      after = summaryOf(await searchOnSecond());
    }
    expect(after).toEqual(fresh);
  });
});
