import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tourDepartures } from '@travel/db';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedTourCatalogue } from '../../modules/tours/tour-catalogue.seed';
import { holdTourPlaces, releaseTourPlaces } from './places.repository';

/** The last places of a departure, on PGlite and (TEST_DB=postgres) PostgreSQL. */
describe('tour places', () => {
  let t: TestApp;
  let id: string;
  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(new Date('2027-03-01T15:00:00Z'));
    await seedTourCatalogue(t.ctx);
    const [row] = await t.ctx.db.select().from(tourDepartures).limit(1);
    if (!row) throw new Error('no departure');
    id = row.id;
  });
  afterAll(async () => t.close());

  const left = async () =>
    (await t.ctx.db.select().from(tourDepartures).where(eq(tourDepartures.id, id)))[0]?.placesLeft;

  it('20 simultaneous holds of one place for 3 places: exactly 3 succeed, none below zero', async () => {
    await t.ctx.db.update(tourDepartures).set({ placesLeft: 3 }).where(eq(tourDepartures.id, id));
    const results = await Promise.all(
      Array.from({ length: 20 }, () => t.ctx.db.transaction((tx) => holdTourPlaces(tx, id, 1))),
    );
    expect(results.filter((r) => r !== null).sort()).toEqual([0, 1, 2]);
    expect(await left()).toBe(0);
  });

  it('refuses a hold larger than what is left, and gives places back up to the capacity', async () => {
    await t.ctx.db.update(tourDepartures).set({ placesLeft: 2 }).where(eq(tourDepartures.id, id));
    expect(await holdTourPlaces(t.ctx.db, id, 3)).toBeNull();
    expect(await left()).toBe(2);
    expect(await holdTourPlaces(t.ctx.db, id, 2)).toBe(0);
    await releaseTourPlaces(t.ctx.db, id, 2);
    expect(await left()).toBe(2);
    await releaseTourPlaces(t.ctx.db, id, 10_000);
    const [row] = await t.ctx.db.select().from(tourDepartures).where(eq(tourDepartures.id, id));
    expect(row?.placesLeft).toBe(row?.capacity);
    await expect(holdTourPlaces(t.ctx.db, id, 0)).rejects.toThrow();
  });
});
