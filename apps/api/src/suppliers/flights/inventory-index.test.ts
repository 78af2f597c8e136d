import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flightInventory } from '@travel/db';
import { createTestApp, type TestApp } from '../../test/test-app';
import { inventoryKey } from './inventory.repository';
import { InventoryIndex } from './inventory-index';

const NOW = new Date('2027-03-01T15:00:00Z');

describe('InventoryIndex', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const setSold = async (flightId: string, sold: number) =>
    t.ctx.db
      .insert(flightInventory)
      .values({ flightId, cabin: 'E', capacity: 100, sold })
      .onConflictDoUpdate({
        target: [flightInventory.flightId, flightInventory.cabin],
        set: { sold },
      });

  it('reads the table once per change, and again as soon as `changes` moves', async () => {
    let changes = 0;
    const index = new InventoryIndex(t.ctx.db, () => String(changes));
    await setSold('ZZ1-20270310', 10);
    const first = await index.view(NOW);
    expect(first.get(inventoryKey('ZZ1-20270310', 'E'))).toEqual({ capacity: 100, sold: 10 });
    // A write nobody was told of is not seen: the rows are served from memory.
    await setSold('ZZ1-20270310', 60);
    expect((await index.view(NOW)).get(inventoryKey('ZZ1-20270310', 'E'))?.sold).toBe(10);
    changes += 1;
    expect((await index.view(NOW)).get(inventoryKey('ZZ1-20270310', 'E'))?.sold).toBe(60);
  });

  it('searches arriving during a read share it; a change during the read is not kept', async () => {
    let changes = 0;
    const index = new InventoryIndex(t.ctx.db, () => String(changes));
    const [a, b] = await Promise.all([index.view(NOW), index.view(NOW)]);
    expect(a).toBe(b);
    const reading = index.view(NOW);
    changes += 1;
    await setSold('ZZ2-20270310', 99);
    await reading;
    // The read began before the change: the next view reads again and sees it.
    expect((await index.view(NOW)).get(inventoryKey('ZZ2-20270310', 'E'))?.sold).toBe(99);
  });

  it('leaves out flights that left days ago, and reads again on a new day', async () => {
    const index = new InventoryIndex(t.ctx.db, () => 'same');
    await setSold('ZZ3-20270220', 5);
    expect((await index.view(NOW)).has(inventoryKey('ZZ3-20270220', 'E'))).toBe(false);
    const earlier = new Date('2027-02-20T12:00:00Z');
    expect((await index.view(earlier)).get(inventoryKey('ZZ3-20270220', 'E'))?.sold).toBe(5);
    await t.ctx.db.delete(flightInventory).where(eq(flightInventory.flightId, 'ZZ3-20270220'));
  });
});
