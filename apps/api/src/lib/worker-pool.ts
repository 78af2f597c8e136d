import type { Transferable, Worker } from 'node:worker_threads';

/**
 * A few worker threads for pure CPU work (issue 10: a new flight search's supplier, pricing,
 * reply text and compression run on the second core). Tasks go to the worker with the fewest
 * tasks under way; each worker answers its tasks in order. With `maxInFlight`, a worker holds
 * at most that many tasks and the rest wait here, in arrival order, for the first worker with
 * room: a worker stalled by a long GC pause then delays only the tasks it holds, not a queue
 * that the other worker could have served (issue 10, the p99 of new searches). A worker that
 * dies (an exception outside a task, out of memory, terminated) fails its tasks under way with
 * `crashed()` at once, never leaving a request hanging, and is replaced; one that keeps dying
 * right after its start is not replaced any more (then `available` is false and callers do the
 * work themselves). `close()` ends every worker (app.close()).
 *
 * Messages: to the worker `{ id, task }`; back `{ id, result }` or `{ id, error }`.
 */

export interface WorkerPoolOptions {
  size: number;
  /** Starts one worker. */
  start: () => Worker;
  /** The error a task gets when its worker died under it (a catalogue error). */
  crashed: () => Error;
  /** Told of each worker that died (the log). */
  onCrash?: ((error: unknown) => void) | undefined;
  /** Tasks a worker holds at most (running and queued in its port); unbounded when absent. */
  maxInFlight?: number | undefined;
}

/** What a caller keeps per worker (e.g. which state it already sent there). */
export interface WorkerSlot {
  memo: unknown;
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

interface Waiting extends Pending {
  make: (slot: WorkerSlot) => { task: unknown; transfer?: Transferable[] };
}

interface Slot extends WorkerSlot {
  worker: Worker;
  pending: Map<number, Pending>;
  startedAt: number;
}

type Reply = { id: number; result: unknown } | { id: number; error: string };

/** A worker that dies this soon after its start counts towards giving up on replacing it. */
const EARLY_DEATH_MS = 5_000;
const MAX_EARLY_DEATHS = 3;

export class WorkerPool<Task, Result> {
  private readonly slots: Slot[] = [];
  /** Tasks no worker has room for yet (`maxInFlight`), oldest first. */
  private readonly queue: Waiting[] = [];
  private readonly maxInFlight: number;
  private nextId = 1;
  private closed = false;
  private earlyDeaths = 0;

  constructor(private readonly options: WorkerPoolOptions) {
    this.maxInFlight = options.maxInFlight ?? Number.POSITIVE_INFINITY;
    for (let i = 0; i < options.size; i += 1) this.slots.push(this.spawn());
  }

  /** Whether a task can run here (some worker alive, the pool open). */
  get available(): boolean {
    return !this.closed && this.slots.length > 0;
  }

  /** Tasks under way, on a worker or waiting for one (tests, and close). */
  get pending(): number {
    return this.slots.reduce((sum, slot) => sum + slot.pending.size, this.queue.length);
  }

  /** The workers, for tests that end one. */
  get workers(): readonly Worker[] {
    return this.slots.map((slot) => slot.worker);
  }

  /**
   * Runs a task on the least busy worker (once one has room, with `maxInFlight`). `make` writes
   * the message for that worker when it is chosen (it may read and update the worker's `memo`)
   * and names the buffers to move rather than copy.
   */
  run(make: (slot: WorkerSlot) => { task: Task; transfer?: Transferable[] }): Promise<Result> {
    if (this.closed || this.slots.length === 0) return Promise.reject(this.options.crashed());
    return new Promise<Result>((resolve, reject) => {
      this.queue.push({ make, resolve: resolve as (value: unknown) => void, reject });
      this.dispatch();
    });
  }

  /** Hands waiting tasks, oldest first, to the least busy workers that have room. */
  private dispatch(): void {
    while (this.queue.length > 0) {
      let chosen: Slot | undefined;
      for (const candidate of this.slots) {
        if (candidate.pending.size >= this.maxInFlight) continue;
        if (!chosen || candidate.pending.size < chosen.pending.size) chosen = candidate;
      }
      if (!chosen) return;
      const waiting = this.queue.shift() as Waiting;
      const id = this.nextId;
      this.nextId += 1;
      try {
        const { task, transfer } = waiting.make(chosen);
        chosen.pending.set(id, waiting);
        chosen.worker.postMessage({ id, task }, transfer);
      } catch (error) {
        chosen.pending.delete(id);
        waiting.reject(error);
      }
    }
  }

  /**
   * Takes no more tasks (`available` turns false), lets the tasks under way finish (requests
   * still being answered while the server closes), at most `graceMs`, then ends the workers.
   */
  async close(graceMs = 5_000): Promise<void> {
    this.closed = true;
    const deadline = Date.now() + graceMs;
    while (this.pending > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const slots = this.slots.splice(0);
    for (const slot of slots) this.fail(slot, this.options.crashed());
    this.failQueue(this.options.crashed());
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }

  private spawn(): Slot {
    const worker = this.options.start();
    const slot: Slot = { worker, pending: new Map(), memo: undefined, startedAt: Date.now() };
    worker.on('message', (reply: Reply) => {
      const waiting = slot.pending.get(reply.id);
      if (!waiting) return;
      slot.pending.delete(reply.id);
      if ('error' in reply) waiting.reject(new Error(reply.error));
      else waiting.resolve(reply.result);
      this.dispatch();
    });
    worker.on('error', (error) => this.options.onCrash?.(error));
    worker.on('exit', () => this.died(slot));
    // Idle workers do not keep the process alive; requests under way keep it anyway.
    worker.unref();
    return slot;
  }

  private died(slot: Slot): void {
    const index = this.slots.indexOf(slot);
    this.fail(slot, this.options.crashed());
    if (index < 0 || this.closed) return;
    this.slots.splice(index, 1);
    if (Date.now() - slot.startedAt < EARLY_DEATH_MS) this.earlyDeaths += 1;
    if (this.earlyDeaths < MAX_EARLY_DEATHS) this.slots.splice(index, 0, this.spawn());
    // Waiting tasks go to the replacement, or fail when no worker is left to take them.
    if (this.slots.length > 0) this.dispatch();
    else this.failQueue(this.options.crashed());
  }

  private failQueue(error: Error): void {
    for (const waiting of this.queue.splice(0)) waiting.reject(error);
  }

  private fail(slot: Slot, error: Error): void {
    const waiting = [...slot.pending.values()];
    slot.pending.clear();
    for (const entry of waiting) entry.reject(error);
  }
}
