import {
  createBrowserHistory,
  createKey,
  createMemoryHistory,
  parsePath,
  pathOf,
  type Entry,
  type RouterHistory,
} from './history';
import { matchRoutes } from './match-routes';
import type {
  HistoryAction,
  LazyRouteParts,
  Location,
  NavigateOptions,
  RouteMatch,
  RouteObject,
} from './types';
import {
  Redirect,
  resolvePath,
  UNBLOCKED,
  type Blocker,
  type BlockerFunction,
  type Router,
  type RouterState,
} from './router-state';

/**
 * The storefront's router: route tables with lazy pages, a guard that runs before every
 * navigation (the root route's `loader`), navigation state for the progress bar, blockers for
 * unsaved forms, and scroll positions per history entry. It replaced react-router's data router,
 * whose ~30 KB (gzip) sat in every page's first load for the handful of its features we use.
 *
 * A navigation first loads what the new location needs (loaders and lazy modules of every
 * matching route), then commits: the URL changes and the new page renders in one go, so the old
 * page stays until the new one can show whole. A newer navigation supersedes an older one.
 */

const MAX_REDIRECTS = 10;

function locationOf(entry: Pick<Entry, 'path' | 'state' | 'key'>): Location {
  return { ...parsePath(entry.path), state: entry.state, key: entry.key };
}

/** The match whose ErrorBoundary shows a failure of match `index`: it, or the nearest above. */
function boundaryFor(matches: RouteMatch[], index: number): number {
  for (let i = index; i >= 0; i -= 1) if (matches[i]!.route.ErrorBoundary) return i;
  return 0;
}

export function createRouter(routes: RouteObject[], history: RouterHistory): Router {
  const lazyParts = new WeakMap<RouteObject, LazyRouteParts>();
  const lazyLoads = new WeakMap<RouteObject, Promise<void>>();
  const listeners = new Set<(state: RouterState) => void>();
  const blockerFunctions = new Map<string, BlockerFunction>();
  const scrollPositions = new Map<string, number>();
  const initial = history.current();
  let navigationId = 0;
  let currentIdx = initial.idx;
  /** A pop the router caused itself (undoing a blocked back/forward): not a navigation. */
  let ignoreNextPop = false;
  let skipBlockersOnPop = false;

  let state: RouterState = {
    location: locationOf(initial),
    matches: [],
    historyAction: 'POP',
    navigation: { state: 'idle' },
    initialized: false,
    error: null,
    preventScrollReset: false,
    blockers: new Map(),
  };

  const update = (next: Partial<RouterState>) => {
    state = { ...state, ...next };
    for (const listener of [...listeners]) listener(state);
  };

  const loadLazy = (route: RouteObject): Promise<void> => {
    if (!route.lazy) return Promise.resolve();
    let load = lazyLoads.get(route);
    if (!load) {
      load = route.lazy().then((parts) => {
        lazyParts.set(route, parts);
      });
      // A failed load (a chunk gone after a deploy) is tried again on the next navigation.
      load.catch(() => lazyLoads.delete(route));
      lazyLoads.set(route, load);
    }
    return load;
  };

  const needsLoading = (matches: RouteMatch[]) =>
    matches.some(({ route }) => route.loader || (route.lazy && !lazyParts.has(route)));

  /** Loaders and lazy modules of every match, at once; the first failure or redirect wins. */
  async function prepare(
    matches: RouteMatch[],
    location: Location,
  ): Promise<{ redirect?: string; error?: RouterState['error'] }> {
    const origin = typeof window === 'undefined' ? 'http://router.invalid' : window.location.origin;
    const url = new URL(pathOf(location), origin);
    const outcomes = await Promise.all(
      matches.map(async (match, index) => {
        try {
          await Promise.all([match.route.loader?.({ url }), loadLazy(match.route)]);
          return null;
        } catch (value) {
          return { index, value };
        }
      }),
    );
    const failed = outcomes.find((outcome) => outcome !== null);
    if (!failed) return {};
    if (failed.value instanceof Redirect) return { redirect: failed.value.to };
    return { error: { index: boundaryFor(matches, failed.index), value: failed.value } };
  }

  async function startNavigation(
    action: HistoryAction,
    location: Location,
    options: NavigateOptions = {},
  ): Promise<void> {
    navigationId += 1;
    const id = navigationId;
    let target = location;
    let historyAction = action;
    for (let redirects = 0; ; redirects += 1) {
      const matches = matchRoutes(routes, target.pathname) ?? [];
      // Nothing to load: commit now, in this tick (a test's first render shows the page at once).
      let outcome: Awaited<ReturnType<typeof prepare>> = {};
      if (needsLoading(matches)) {
        if (state.initialized) update({ navigation: { state: 'loading', location: target } });
        outcome = await prepare(matches, target);
      }
      if (id !== navigationId) return;
      if (outcome.redirect !== undefined && redirects < MAX_REDIRECTS) {
        target = { ...parsePath(outcome.redirect), state: null, key: createKey() };
        // The entry a pop landed on is already in the history: the redirect replaces it.
        if (historyAction === 'POP') historyAction = 'REPLACE';
        continue;
      }
      commit(historyAction, target, matches, outcome.error ?? null, options);
      return;
    }
  }

  function commit(
    action: HistoryAction,
    location: Location,
    matches: RouteMatch[],
    error: RouterState['error'],
    options: NavigateOptions,
  ): void {
    if (state.initialized && typeof window !== 'undefined') {
      scrollPositions.set(state.location.key, window.scrollY);
    }
    const entry = { path: pathOf(location), state: location.state, key: location.key };
    if (action === 'PUSH') history.push(entry);
    else if (action === 'REPLACE') history.replace(entry);
    currentIdx = history.current().idx;
    update({
      location,
      matches,
      historyAction: action,
      navigation: { state: 'idle' },
      initialized: true,
      error,
      preventScrollReset: options.preventScrollReset === true,
    });
  }

  /** Asks the blockers; when one says stop, it shows as blocked with what to do next. */
  function blocks(next: Location, action: HistoryAction, proceed: () => void) {
    for (const [id, shouldBlock] of blockerFunctions) {
      if (
        !shouldBlock({ currentLocation: state.location, nextLocation: next, historyAction: action })
      )
        continue;
      const settle = () => update({ blockers: new Map(state.blockers).set(id, UNBLOCKED) });
      const blocker: Blocker = {
        state: 'blocked',
        location: next,
        proceed: () => {
          settle();
          // Answered: it asks no more until its page registers it again after the move
          // (useBlocker does on every location), so a quick back right after leaving is not
          // held by the page being left.
          blockerFunctions.delete(id);
          proceed();
        },
        reset: settle,
      };
      update({ blockers: new Map(state.blockers).set(id, blocker) });
      return true;
    }
    return false;
  }

  history.listen(() => {
    if (ignoreNextPop) {
      ignoreNextPop = false;
      return;
    }
    const entry = history.current();
    const next = locationOf(entry);
    const delta = currentIdx - entry.idx;
    if (!skipBlockersOnPop) {
      const blocked = blocks(next, 'POP', () => {
        skipBlockersOnPop = true;
        history.go(-delta);
      });
      if (blocked) {
        // Back where the traveller was until they answer.
        ignoreNextPop = true;
        history.go(delta);
        return;
      }
    }
    skipBlockersOnPop = false;
    void startNavigation('POP', next);
  });

  const router: Router = {
    routes,
    get state() {
      return state;
    },
    scrollPositions,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    resolve: (to) => resolvePath(to, state.location),
    async navigate(to, options = {}) {
      if (typeof to === 'number') {
        history.go(to);
        return;
      }
      const path = resolvePath(to, state.location);
      const next: Location = { ...parsePath(path), state: options.state ?? null, key: createKey() };
      // The same URL again replaces the entry rather than stacking a copy.
      const action = options.replace || path === pathOf(state.location) ? 'REPLACE' : 'PUSH';
      if (blocks(next, action, () => void startNavigation(action, next, options))) return;
      await startNavigation(action, next, options);
    },
    setBlocker(id, shouldBlock) {
      blockerFunctions.set(id, shouldBlock);
      return () => {
        blockerFunctions.delete(id);
        if (state.blockers.has(id)) {
          const blockers = new Map(state.blockers);
          blockers.delete(id);
          update({ blockers });
        }
      };
    },
    loaded: (route) => lazyParts.get(route),
  };

  void startNavigation('POP', state.location);
  return router;
}

export function createBrowserRouter(routes: RouteObject[]): Router {
  return createRouter(routes, createBrowserHistory());
}

export function createMemoryRouter(
  routes: RouteObject[],
  options: { initialEntries?: string[] } = {},
): Router {
  return createRouter(routes, createMemoryHistory(options.initialEntries));
}

/** Resolves once the router's first navigation has finished. */
export function routerReady(router: Router): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
