/** Chromium's scheduler.yield (resumes ahead of other queued tasks), where there is one. */
interface YieldingScheduler {
  yield?: () => Promise<void>;
}

// Short enough that a phone four times slower than this machine still stays under 50 ms.
const SLICE_MS = 5;

/** Lets the browser handle input and paint before the next slice. */
function nextSlice(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * `work` on every item in order, in slices of about 5 ms with a yield between them, so that a
 * long list never becomes one long task that blocks input. Stops (with what was done) when
 * `signal` aborts.
 */
export async function inSlices<T, R>(
  items: readonly T[],
  work: (item: T) => R,
  signal: AbortSignal,
): Promise<R[]> {
  const results: R[] = [];
  let sliceStart = performance.now();
  for (const item of items) {
    if (performance.now() - sliceStart > SLICE_MS) {
      await nextSlice();
      if (signal.aborted) return results;
      sliceStart = performance.now();
    }
    results.push(work(item));
  }
  return results;
}
