import { setFlagsFromString } from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { referenceCatalog } from '../../lib/reference-catalog';
import { airlineModel, searchOffers } from '../../suppliers/flights/airline-model';
import { segmentJson, segmentKey, writeSegmentJson } from '../../suppliers/flights/flight-part';
import type { InventoryView, SeatCount } from '../../suppliers/flights/seats';
import type { SupplierSearchQuery } from '../../suppliers/flights/port';
import { buildReply, type BuiltReply, type ReplyJob } from './search-reply-builder';
import { warmUpSearches } from './search-warm-up';

/**
 * A search worker (search-workers.ts starts them): the simulated airline's search on the seats
 * the main thread sends, then the reply's text, its brotli and its stored quotes
 * (search-reply-builder.ts), all pure CPU. The main thread keeps HTTP, the cache, the seats'
 * reads and the one insert. The model (network, timetables, itinerary caches) is this
 * thread's own, built at start-up from the same reference data, so it finds the same flights.
 */

export interface SearchTask {
  query: Omit<SupplierSearchQuery, 'now'> & { now: number };
  job: ReplyJob;
  /** The seat view the search prices from, by id (sent once per change: `seats`). */
  seatsId: number;
  seats?: { id: number; rows: [string, SeatCount][] } | undefined;
}

export type SearchTaskResult = BuiltReply;

/** What a worker is started with (search-workers.ts). */
export interface SearchWorkerData {
  /** Searches run and dropped before the first task (SEARCH_WARM_UP; search-warm-up.ts). */
  warmUp: number;
}

/** A buffer that owns its memory, so it can move to the main thread without copying. */
function ownBuffer(bytes: Uint8Array): Uint8Array {
  if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength) return bytes;
  return new Uint8Array(bytes);
}

const port = parentPort;
if (port) {
  // V8 moves an allocation site's objects straight to old space once many of them survived a
  // scavenge; a search's offers and reply parts do whenever a scavenge falls in the middle of
  // a reply, and from then on every search's were old-space garbage left for mark-compacts
  // (~40 % of what a worker promoted, measured with the sampling heap profiler: issue 10,
  // round 2). V8's flags are the process's: the main thread's sites are not tenured either.
  setFlagsFromString('--no-allocation-site-pretenuring');
  // Built before the first task arrives: searches queue meanwhile, off the main thread.
  const model = airlineModel(referenceCatalog().catalog);
  warmUpSearches(model, (workerData as SearchWorkerData | undefined)?.warmUp ?? 0);
  let seats: { id: number; view: InventoryView } | undefined;
  port.on('message', ({ id, task }: { id: number; task: SearchTask }) => {
    try {
      if (task.seats) seats = { id: task.seats.id, view: new Map(task.seats.rows) };
      if (seats?.id !== task.seatsId) throw new Error(`seat view ${task.seatsId} not sent`);
      const query: SupplierSearchQuery = { ...task.query, now: new Date(task.query.now) };
      const found = searchOffers(model, query, seats.view);
      const built = buildReply(found, task.job, {
        segmentJson,
        segmentKey,
        writeSegment: writeSegmentJson,
      });
      const brotli = built.brotli && ownBuffer(built.brotli);
      const result: SearchTaskResult = { ...built, brotli };
      port.postMessage({ id, result }, brotli ? [brotli.buffer as ArrayBuffer] : []);
    } catch (error) {
      port.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
    }
  });
}
