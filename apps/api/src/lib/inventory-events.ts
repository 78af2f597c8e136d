import type { FastifyInstance } from 'fastify';
import { INVENTORY_CHANNEL, senderTokenOf, type Database, type DatabaseHandle } from '@travel/db';

/**
 * Inventory changes seen by this process, from every other process. Each hold or release sends
 * a NOTIFY in its own transaction (suppliers, `notifyInventoryChange`), delivered at commit to
 * every API process on the database; the others bump their epoch here (the sender already
 * bumped its supplier's own inventory version), and the per-process search
 * caches (flights, hotel availability) key on it, so a booking made through another process
 * is seen by the next search, not 20 s later. While the listening connection is down (it
 * reconnects by itself) notifications may be missed, so the epoch changes on every read: the
 * caches miss rather than serve seats that may be sold.
 */
interface Epoch {
  value: number;
  /**
   * Every notice, this process's own included (they arrive after their commit), and every change
   * of listening: what an in-process copy of the seats keys on (see inventory-index.ts).
   */
  changes: number;
  /** The listeners currently connected (one per app on this database). */
  live: Set<symbol>;
}

const epochs = new WeakMap<Database, Epoch>();

function epochOf(db: Database): Epoch {
  let epoch = epochs.get(db);
  if (!epoch) {
    epoch = { value: 0, changes: 0, live: new Set() };
    epochs.set(db, epoch);
  }
  return epoch;
}

/** The part of a search cache key that changes whenever inventory may have changed anywhere. */
export function inventoryEpoch(db: Database): number {
  const epoch = epochOf(db);
  if (epoch.live.size === 0) epoch.value += 1;
  return epoch.value;
}

/**
 * Changes whenever inventory may have changed, here or anywhere (after the commit), and on every
 * read while nobody listens: a copy of the seats kept under the same number is current.
 */
export function inventoryChanges(db: Database): number {
  const epoch = epochOf(db);
  if (epoch.live.size === 0) epoch.changes += 1;
  return epoch.changes;
}

/** Listens for inventory changes while the app runs (onReady to onClose). */
export function registerInventoryEvents(app: FastifyInstance, database: DatabaseHandle): void {
  const epoch = epochOf(database.db);
  const id = Symbol('inventory listener');
  const own = senderTokenOf(database.db);
  let stop: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stop = await database.listen(INVENTORY_CHANNEL, {
      // Changes made through this handle were already seen (the supplier's own version).
      message: (sender) => {
        if (sender !== own) epoch.value += 1;
        epoch.changes += 1;
      },
      live: (isLive) => {
        // Whatever happened while not listening is unknown: start afresh either way.
        epoch.value += 1;
        epoch.changes += 1;
        if (isLive) epoch.live.add(id);
        else epoch.live.delete(id);
      },
    });
  });
  app.addHook('onClose', async () => {
    await stop?.();
  });
}
