import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedTourCatalogue } from './tour-catalogue.seed';
import { TOUR_TEST_NOW } from './tours.test-helpers';
import {
  booked,
  placesLeft,
  saveOrder,
  setDeparture,
  tourBooking,
} from './tour-orders.test-helpers';

/**
 * One booker may not keep a departure off sale with unpaid holds (issue 9 limits, as flights
 * and hotels): past its share of the places a second booking is refused, nothing written.
 */
describe('tour places: one booker’s unpaid share', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ HOLD_MAX_SHARE_PERCENT: '20' });
    t.clock.set(TOUR_TEST_NOW);
    await seedTourCatalogue(t.ctx);
  });
  afterAll(async () => t.close());

  it('a visitor holding places asks for more than 20 % of a departure: 422 holdShareExceeded', async () => {
    const rooms = [{ key: 'r1', adults: 2, children: 0 }];
    const { body, departure } = await tourBooking(t, 't-lon-escorted', rooms);
    await setDeparture(t, departure.id, { capacity: 10, placesLeft: 10 });
    await booked(t, body);
    const res = await saveOrder(t, body);
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body.code).toBe('holdShareExceeded');
    expect(await placesLeft(t, departure.id)).toBe(8);
  });
});
