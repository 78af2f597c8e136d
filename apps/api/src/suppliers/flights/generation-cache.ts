/**
 * A bounded cache for the timetable: two generations of at most `capacity / 2` entries each.
 * New entries and hits from the older generation go into the current one; when it is full the
 * older generation is dropped and the current one becomes the older. A hit in the current
 * generation changes nothing, where LruCache deletes and re-inserts its key on every hit: a new
 * search reads the schedules of a few hundred leg-dates, most of them hits, and that churn of a
 * 20,000-entry Map was ~0.2 ms of it (issue 10). Entries used since the last turn stay; like
 * an LRU it never holds more than `capacity`, and a crawl cannot grow it. Keyed by a pair (a
 * route leg and a date): two lookups on keys that already exist instead of building and hashing
 * a key string per call, the timetable's commonest work.
 */
export class PairGenerationCache<A, B, V> {
  private current = new Map<A, Map<B, V>>();
  private older = new Map<A, Map<B, V>>();
  private currentSize = 0;
  private olderSize = 0;
  private readonly half: number;

  constructor(capacity: number) {
    this.half = Math.max(1, Math.floor(capacity / 2));
  }

  get size(): number {
    return this.currentSize + this.olderSize;
  }

  get(a: A, b: B): V | undefined {
    const value = this.current.get(a)?.get(b);
    if (value !== undefined) return value;
    const olderOfA = this.older.get(a);
    const old = olderOfA?.get(b);
    if (olderOfA && old !== undefined) {
      olderOfA.delete(b);
      this.olderSize -= 1;
      this.add(a, b, old);
    }
    return old;
  }

  getOrCreate(a: A, b: B, create: () => V): V {
    const found = this.get(a, b);
    if (found !== undefined) return found;
    const value = create();
    this.add(a, b, value);
    return value;
  }

  private add(a: A, b: B, value: V): void {
    if (this.currentSize >= this.half) {
      this.older = this.current;
      this.olderSize = this.currentSize;
      this.current = new Map();
      this.currentSize = 0;
    }
    let ofA = this.current.get(a);
    if (!ofA) {
      ofA = new Map();
      this.current.set(a, ofA);
    }
    ofA.set(b, value);
    this.currentSize += 1;
  }
}
