import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { openDatabase, tourDepartures, type DatabaseHandle } from '@travel/db';
import { seedTourCatalogue } from '../../modules/tours/tour-catalogue.seed';

let database: DatabaseHandle;
const now = () => new Date('2027-03-01T12:00:00Z');

beforeAll(async () => {
  database = await openDatabase();
  await database.migrate();
});
afterAll(() => database.close());

const count = async (table: string) =>
  Number(
    (
      (await database.db.execute(
        sql.raw(`select count(*)::int as n from ${table}`),
      )) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]?.n,
  );

describe('tour catalogue sync', () => {
  it('seeds quickly, and a second run keeps places left and adds nothing twice', async () => {
    const started = performance.now();
    await seedTourCatalogue({ db: database.db, now });
    const ms = performance.now() - started;
    expect(ms).toBeLessThan(3000);
    const departures = await count('tour_departures');
    expect(await count('tours')).toBeGreaterThanOrEqual(105);
    const [first] = await database.db.select().from(tourDepartures).limit(1);
    if (!first) throw new Error('no departure');
    await database.db
      .update(tourDepartures)
      .set({ placesLeft: 0 })
      .where(eq(tourDepartures.id, first.id));
    const again = performance.now();
    await seedTourCatalogue({ db: database.db, now });
    const againMs = performance.now() - again;
    expect(await count('tour_departures')).toBe(departures);
    const [held] = await database.db
      .select()
      .from(tourDepartures)
      .where(eq(tourDepartures.id, first.id));
    expect(held?.placesLeft).toBe(0);
    console.info(
      `tour catalogue seed: ${Math.round(ms)} ms first (with reference data), ${Math.round(againMs)} ms again, ${departures} departures`,
    );
  });

  it('refuses negative places left and more than the capacity (CHECK constraint)', async () => {
    const [row] = await database.db.select().from(tourDepartures).limit(1);
    if (!row) throw new Error('no departure');
    await expect(
      database.db.execute(sql`update tour_departures set places_left = -1 where id = ${row.id}`),
    ).rejects.toThrow();
    await expect(
      database.db.execute(
        sql`update tour_departures set places_left = capacity + 1 where id = ${row.id}`,
      ),
    ).rejects.toThrow();
  });
});
