import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { WorkerPool } from './worker-pool';

/** A worker that doubles numbers, fails on 'bad' and dies (exits) on 'die'. */
const WORKER = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', ({ id, task }) => {
  if (task === 'die') process.exit(3);
  if (task === 'bad') parentPort.postMessage({ id, error: 'bad task' });
  else parentPort.postMessage({ id, result: { doubled: task * 2, thread: require('node:worker_threads').threadId } });
});
`;

class Crashed extends Error {}

describe('WorkerPool', () => {
  let pool: WorkerPool<number | string, { doubled: number; thread: number }> | undefined;
  afterEach(async () => pool?.close());

  const open = (size: number, maxInFlight?: number) => {
    pool = new WorkerPool({
      size,
      maxInFlight,
      start: () => new Worker(WORKER, { eval: true }),
      crashed: () => new Crashed('worker died'),
    });
    return pool;
  };

  it('runs tasks on its workers and spreads them', async () => {
    const p = open(2);
    const results = await Promise.all([1, 2, 3, 4].map((n) => p.run(() => ({ task: n }))));
    expect(results.map((r) => r.doubled)).toEqual([2, 4, 6, 8]);
    expect(new Set(results.map((r) => r.thread)).size).toBe(2);
  });

  it('with maxInFlight, keeps the rest waiting and hands each to the first worker with room', async () => {
    const p = open(2, 1);
    const made: number[] = [];
    const runs = [1, 2, 3, 4, 5].map((n) =>
      p.run(() => {
        made.push(n);
        return { task: n };
      }),
    );
    // One task per worker is written at once; the others wait for an answer.
    expect(made).toEqual([1, 2]);
    expect(p.pending).toBe(5);
    const results = await Promise.all(runs);
    expect(results.map((r) => r.doubled)).toEqual([2, 4, 6, 8, 10]);
    expect(made).toEqual([1, 2, 3, 4, 5]);
    expect(p.pending).toBe(0);
  });

  it('with maxInFlight, gives waiting tasks to the replacement of a worker that died', async () => {
    const p = open(1, 1);
    const dying = p.run(() => ({ task: 'die' }));
    const waiting = p.run(() => ({ task: 7 }));
    await expect(dying).rejects.toBeInstanceOf(Crashed);
    await expect(waiting).resolves.toMatchObject({ doubled: 14 });
  });

  it('passes a task error back to its caller and goes on', async () => {
    const p = open(1);
    await expect(p.run(() => ({ task: 'bad' }))).rejects.toThrow('bad task');
    await expect(p.run(() => ({ task: 5 }))).resolves.toMatchObject({ doubled: 10 });
  });

  it('fails the tasks of a worker that dies, replaces it, and tells each worker apart', async () => {
    const p = open(1);
    const first = await p.run((slot) => {
      slot.memo = 'sent';
      return { task: 1 };
    });
    const queued = p.run(() => ({ task: 2 }));
    await expect(p.run(() => ({ task: 'die' }))).rejects.toBeInstanceOf(Crashed);
    await expect(queued).resolves.toMatchObject({ doubled: 4 });
    // The task sent before it was answered before the worker died; the replacement starts afresh: another thread, nothing remembered.
    let memo: unknown = 'unset';
    const after = await p.run((slot) => {
      memo = slot.memo;
      return { task: 3 };
    });
    expect(after.doubled).toBe(6);
    expect(after.thread).not.toBe(first.thread);
    expect(memo).toBeUndefined();
    expect(p.available).toBe(true);
  });

  it('fails a task whose worker is ended from outside before it answers', async () => {
    const p = open(1);
    await p.run(() => ({ task: 1 }));
    const worker = p.workers[0]!;
    // Ended where the task would be posted: it is under way and can never be answered.
    worker.postMessage = () => void worker.terminate();
    await expect(p.run(() => ({ task: 2 }))).rejects.toBeInstanceOf(Crashed);
    await expect(p.run(() => ({ task: 4 }))).resolves.toMatchObject({ doubled: 8 });
  });

  it('lets tasks under way finish on close, then takes none', async () => {
    const p = open(1);
    const running = p.run(() => ({ task: 21 }));
    await p.close();
    await expect(running).resolves.toMatchObject({ doubled: 42 });
    expect(p.available).toBe(false);
    await expect(p.run(() => ({ task: 1 }))).rejects.toBeInstanceOf(Crashed);
  });
});
