import { vi } from 'vitest';

/**
 * Replaces IntersectionObserver with one the test drives: `reach()` reports every watched
 * element as near the viewport. Undo with `vi.unstubAllGlobals()`.
 */
export function stubIntersectionObserver(): { reach: () => void } {
  const callbacks: IntersectionObserverCallback[] = [];
  class FakeObserver {
    constructor(callback: IntersectionObserverCallback) {
      callbacks.push(callback);
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  const near = [{ isIntersecting: true } as IntersectionObserverEntry];
  return {
    reach: () => callbacks.forEach((callback) => callback(near, {} as IntersectionObserver)),
  };
}
