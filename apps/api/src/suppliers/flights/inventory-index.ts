import { sql } from 'drizzle-orm';
import { flightInventory, type Database } from '@travel/db';
import { inventoryKey, type InventoryView, type SeatCount } from './inventory.repository';

/**
 * The seats of `flight_inventory` in memory, so a search reads no database: rows exist only for
 * flights someone has held (every other flight stands at its background load), so the table is
 * small next to the timetable, and it is read whole, once per change. A change anywhere
 * (a hold, a release, an operator's SQL: a trigger notifies at commit, see migration 0010)
 * moves `changes()`, and the next search reloads before it prices anything; while nobody
 * listens for notices `changes()` moves on every call, so every search reads the table, as
 * before. Pricing for pre-book and holds still reads (and locks) the rows themselves.
 */

/** Rows of flights that left more than two days ago (local dates) are of no use to a search. */
const PAST_DAYS = 2;

const yyyymmdd = (ms: number): string =>
  new Date(ms).toISOString().slice(0, 10).replaceAll('-', '');

export class InventoryIndex {
  private rows: Map<string, SeatCount> | undefined;
  /** The `changes()` the rows were read under. */
  private rowsStamp: string | undefined;
  private loading: { stamp: string; rows: Promise<Map<string, SeatCount>> } | undefined;

  constructor(
    private readonly db: Database,
    /** Moves whenever inventory may have changed (after the change committed). */
    private readonly changes: () => string,
  ) {}

  /** The seats as of the last change; reads the table first when it changed since. */
  async view(now: Date): Promise<InventoryView> {
    // A new day (or a clock set back, in tests) reads again: the rows kept depend on the date.
    const since = yyyymmdd(now.getTime() - PAST_DAYS * 86_400_000);
    const stamp = `${this.changes()}|${since}`;
    if (this.rows && this.rowsStamp === stamp) return this.rows;
    // Searches arriving while the table is read share that read.
    if (this.loading?.stamp === stamp) return this.loading.rows;
    const rows = this.load(since);
    this.loading = { stamp, rows };
    try {
      const loaded = await rows;
      // Kept only when nothing changed while the table was read (else the next search reads).
      if (`${this.changes()}|${since}` === stamp) {
        this.rows = loaded;
        this.rowsStamp = stamp;
      }
      return loaded;
    } finally {
      if (this.loading?.rows === rows) this.loading = undefined;
    }
  }

  private async load(since: string): Promise<Map<string, SeatCount>> {
    const rows = await this.db
      .select({
        flightId: flightInventory.flightId,
        cabin: flightInventory.cabin,
        capacity: flightInventory.capacity,
        sold: flightInventory.sold,
      })
      .from(flightInventory)
      .where(sql`right(${flightInventory.flightId}, 8) >= ${since}`);
    const view = new Map<string, SeatCount>();
    for (const row of rows) {
      view.set(inventoryKey(row.flightId, row.cabin), { capacity: row.capacity, sold: row.sold });
    }
    return view;
  }
}
