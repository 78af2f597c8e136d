import { afterEach, describe, expect, it, vi } from 'vitest';
import { inSlices } from './slices';

afterEach(() => vi.restoreAllMocks());

/** A clock that moves 2 ms per reading: every third item crosses the 5 ms slice. */
function steppingClock() {
  let now = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => (now += 2));
}

describe('inSlices', () => {
  it('does every item in order, yielding to the browser between slices', async () => {
    steppingClock();
    const order: string[] = [];
    let yields = 0;
    const counting = setInterval(() => (yields += 1), 0);
    const results = await inSlices(
      [1, 2, 3, 4, 5, 6, 7, 8],
      (item) => {
        order.push(`item ${item}`);
        return item * 10;
      },
      new AbortController().signal,
    );
    clearInterval(counting);
    expect(results).toEqual([10, 20, 30, 40, 50, 60, 70, 80]);
    expect(order).toHaveLength(8);
    // Not one task: other tasks ran between the slices.
    expect(yields).toBeGreaterThan(0);
  });

  it('stops when the map goes away', async () => {
    steppingClock();
    const stop = new AbortController();
    const done: number[] = [];
    const run = inSlices(
      Array.from({ length: 100 }, (_, index) => index),
      (item) => {
        done.push(item);
        if (item === 3) stop.abort();
      },
      stop.signal,
    );
    await run;
    expect(done.length).toBeLessThan(10);
  });
});
