import type { Location } from './types';

/** One history entry as the router keeps it. */
export interface Entry {
  path: string;
  state: unknown;
  key: string;
  /** Position in the session history: tells back from forward when the browser pops. */
  idx: number;
}

/** The session history the router drives: the browser's, or an in-memory one (tests, build). */
export interface RouterHistory {
  current(): Entry;
  push(entry: Omit<Entry, 'idx'>): void;
  replace(entry: Omit<Entry, 'idx'>): void;
  go(delta: number): void;
  /** Calls `onPop` after back/forward (the entry is already the new one). */
  listen(onPop: () => void): void;
}

export const createKey = () => Math.random().toString(36).slice(2, 10);

export function parsePath(path: string): Pick<Location, 'pathname' | 'search' | 'hash'> {
  const url = new URL(path, 'http://router.invalid');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

export const pathOf = (location: Pick<Location, 'pathname' | 'search' | 'hash'>) =>
  `${location.pathname}${location.search}${location.hash}`;

interface StoredState {
  usr?: unknown;
  key?: string;
  idx?: number;
}

/** `window.history`, its entries carrying `{usr, key, idx}` (the shape react-router used too). */
export function createBrowserHistory(): RouterHistory {
  const stored = () => (window.history.state ?? {}) as StoredState;
  const { location } = window;
  if (stored().idx === undefined) {
    window.history.replaceState({ ...stored(), idx: 0, key: stored().key ?? 'default' }, '');
  }
  return {
    current() {
      const state = stored();
      return {
        path: pathOf(location),
        state: state.usr ?? null,
        key: state.key ?? 'default',
        idx: state.idx ?? 0,
      };
    },
    push({ path, state, key }) {
      const idx = (stored().idx ?? 0) + 1;
      window.history.pushState({ usr: state, key, idx }, '', path);
    },
    replace({ path, state, key }) {
      window.history.replaceState({ usr: state, key, idx: stored().idx ?? 0 }, '', path);
    },
    go: (delta) => window.history.go(delta),
    listen(onPop) {
      window.addEventListener('popstate', onPop);
    },
  };
}

/** A history in memory: tests and the build's prerender. */
export function createMemoryHistory(initialEntries: string[] = ['/']): RouterHistory {
  const entries: Entry[] = initialEntries.map((path, idx) => ({
    path,
    state: null,
    key: idx === 0 ? 'default' : createKey(),
    idx,
  }));
  let index = entries.length - 1;
  let onPop = () => {};
  return {
    current: () => entries[index]!,
    push(entry) {
      entries.splice(index + 1, entries.length, { ...entry, idx: index + 1 });
      index += 1;
    },
    replace(entry) {
      entries[index] = { ...entry, idx: index };
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      // As the browser does: the pop is reported after the call returns.
      queueMicrotask(onPop);
    },
    listen(listener) {
      onPop = listener;
    },
  };
}
