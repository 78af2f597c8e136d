import { useSyncExternalStore } from 'react';

/**
 * A user choice kept in storage and shared by every component: read from storage on first use,
 * written and broadcast on change. The currency and the language are such choices.
 */
export function createStoredChoice<T>(options: {
  read: () => T;
  /** `now` is when the choice is made (choices may expire; tests pass their own time). */
  write: (value: T, now: number) => void;
  /** What the server render and first paint use. */
  fallback: T;
}) {
  const listeners = new Set<() => void>();
  let value: T | null = null;

  const current = (): T => {
    value ??= options.read();
    return value;
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };

  return {
    current,
    set(next: T, now: number = Date.now()): void {
      options.write(next, now);
      value = next;
      for (const listener of listeners) listener();
    },
    useValue(): T {
      return useSyncExternalStore(subscribe, current, () => options.fallback);
    },
    /** Tests only: forget the value so the next read comes from storage. */
    reset(): void {
      value = null;
    },
  };
}
