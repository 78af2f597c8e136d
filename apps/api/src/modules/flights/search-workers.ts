import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { AppError } from '../../lib/app-error';
import { WorkerPool } from '../../lib/worker-pool';
import type { InventoryView } from '../../suppliers/flights/seats';
import type { SupplierSearchQuery } from '../../suppliers/flights/port';
import type { BuiltReply, ReplyJob } from './search-reply-builder';
import type { SearchTask, SearchTaskResult, SearchWorkerData } from './search-worker';

/**
 * New flight searches on worker threads (issue 10): the main thread validates, reads the cache
 * and the seats, and stores the quotes; a worker finds and prices the offers and writes and
 * compresses the reply (search-worker.ts). A new search is ~4 ms of CPU, almost all of it that
 * part, so on two cores the second one takes it while the event loop keeps serving.
 */

/** What the host offers search workers: cores and memory (the container's limit when lower). */
export interface HostResources {
  cores: number;
  /** Bytes. */
  memory: number;
}

export function hostResources(): HostResources {
  const total = os.totalmem();
  // A cgroup limit (a container) when there is one; 0 or undefined when none.
  const constrained = process.constrainedMemory?.() ?? 0;
  return {
    cores: os.availableParallelism(),
    memory: constrained > 0 ? Math.min(total, constrained) : total,
  };
}

const MIB = 1024 * 1024;
/** What the process needs without workers: main thread, PGlite, caches (~880 MB measured). */
const MEMORY_WITHOUT_WORKERS = 1024 * MIB;
/** What each worker adds: its own reference data, airline model and heap (see issue 10). */
const MEMORY_PER_WORKER = 512 * MIB;

/**
 * Workers by default: as many as the machine has cores, at most 2, and no more than its memory
 * holds (one per 512 MiB beyond the first GiB: none on a 1 GiB host, one at 1.5 GiB); none on
 * one core, where a worker only adds the hand-over to the same CPU, and none under
 * NODE_ENV=test (test apps search in-process; the tests of the workers ask for them). On 2
 * cores, measured with wrk on the same machine: 1 worker ~290 searches/s, 2 workers ~420-510/s,
 * none ~230/s (the event loop is then the bottleneck).
 */
export function searchWorkerCount(
  configured: number | undefined,
  nodeEnv: string,
  host: HostResources = hostResources(),
): number {
  if (configured !== undefined) return configured;
  if (nodeEnv === 'test') return 0;
  if (host.cores < 2) return 0;
  const byMemory = Math.floor((host.memory - MEMORY_WITHOUT_WORKERS) / MEMORY_PER_WORKER);
  return Math.max(0, Math.min(2, host.cores, byMemory));
}

/**
 * A worker's young generation: a search allocated ~3.4 MB, so with V8's default a worker
 * scavenged every ~5 searches, each scavenge copying the search under way (3-10 ms on a loaded
 * 2-core host, 1.6 s of scavenges per worker in a 15 s bench run). Larger, it scavenges less
 * often for the same copying (docs/decisions.md: 64 beat 128 and 256 in the bench's A/B).
 * Since the reply and its quotes are written as bytes (ByteSink), a search allocates ~1.2 MB
 * of JS heap (the sampling heap profiler over the soak harness's searches; ~2.9 MB before).
 */
const WORKER_YOUNG_GENERATION_MB = 64;

/**
 * Searches a worker holds at once (running plus one waiting in its port): the others wait on
 * the main thread for the first worker with room (WorkerPool.maxInFlight). Then a worker
 * stalled by a GC pause delays at most this many searches, where it held ~5 of the 10 the
 * bench keeps under way; 2 rather than 1 so that a worker never idles waiting for the main
 * thread to hand it the next one.
 */
const TASKS_PER_WORKER = 2;

/**
 * The worker's entry: the bundle's search-worker.js beside the bundled server, or the source
 * through tsx (tests and `tsx` runs, where this module is itself TypeScript).
 */
function startWorker(data: SearchWorkerData): Worker {
  const here = import.meta.url;
  const options = {
    resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB },
    workerData: data,
  };
  if (!here.endsWith('.ts')) return new Worker(new URL('./search-worker.js', here), options);
  const entry = new URL('./search-worker.ts', here).href;
  // Evaluated code resolves packages from the working directory: the repository's tsx.
  return new Worker(
    `import('tsx/esm/api').then((api) => { api.register(); return import(${JSON.stringify(entry)}); });`,
    { eval: true, ...options },
  );
}

/** An id per seat view: a worker gets the rows once per view, then only the id. */
const viewIds = new WeakMap<InventoryView, number>();
let lastViewId = 0;

function viewId(view: InventoryView): number {
  let id = viewIds.get(view);
  if (id === undefined) {
    lastViewId += 1;
    id = lastViewId;
    viewIds.set(view, id);
  }
  return id;
}

export class SearchWorkers {
  private readonly pool: WorkerPool<SearchTask, SearchTaskResult>;

  /** `warmUp`: searches each worker runs and drops before it takes one (search-warm-up.ts). */
  constructor(size: number, onCrash?: (error: unknown) => void, warmUp = 0) {
    this.pool = new WorkerPool({
      size,
      start: () => startWorker({ warmUp }),
      // A search whose worker died: "busy, try again", as any overload answers.
      crashed: () => new AppError('systemBusy'),
      onCrash,
      maxInFlight: TASKS_PER_WORKER,
    });
  }

  get available(): boolean {
    return this.pool.available;
  }

  /** Tasks under way and the workers (tests end one to see a crash handled). */
  get tasks(): { pending: number; workers: readonly Worker[] } {
    return { pending: this.pool.pending, workers: this.pool.workers };
  }

  /** The simulated airline's offers for `query` on `view`, made into the reply of `job`. */
  build(query: SupplierSearchQuery, job: ReplyJob, view: InventoryView): Promise<BuiltReply> {
    const id = viewId(view);
    return this.pool.run((slot) => {
      const seats = slot.memo === id ? undefined : { id, rows: [...view] };
      slot.memo = id;
      return { task: { query: { ...query, now: query.now.getTime() }, job, seatsId: id, seats } };
    });
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
