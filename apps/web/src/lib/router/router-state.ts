import type {
  HistoryAction,
  LazyRouteParts,
  Location,
  NavigateOptions,
  RouteMatch,
  RouteObject,
  To,
} from './types';

/** The router's public shape and state (router.ts makes one), and its small pure parts. */

export type BlockerFunction = (args: {
  currentLocation: Location;
  nextLocation: Location;
  historyAction: HistoryAction;
}) => boolean;

export type Blocker =
  | { state: 'unblocked'; proceed?: undefined; reset?: undefined; location?: undefined }
  | { state: 'blocked'; proceed: () => void; reset: () => void; location: Location };

export const UNBLOCKED: Blocker = { state: 'unblocked' };

export interface NavigationState {
  state: 'idle' | 'loading';
  location?: Location;
}

export interface RouterState {
  location: Location;
  matches: RouteMatch[];
  historyAction: HistoryAction;
  navigation: NavigationState;
  /** False until the first navigation (guard, page module) has finished. */
  initialized: boolean;
  /** A failure to show, and which match's ErrorBoundary shows it. */
  error: { index: number; value: unknown } | null;
  preventScrollReset: boolean;
  blockers: ReadonlyMap<string, Blocker>;
}

export interface Router {
  readonly routes: RouteObject[];
  readonly state: RouterState;
  /** Scroll positions of the entries left, by location key (ScrollRestoration). */
  readonly scrollPositions: Map<string, number>;
  subscribe(listener: (state: RouterState) => void): () => void;
  navigate(to: To | number, options?: NavigateOptions): Promise<void>;
  /** The path `to` points at from the current location. */
  resolve(to: To): string;
  /** Registers a blocker (useBlocker); returns the function that removes it. */
  setBlocker(id: string, shouldBlock: BlockerFunction): () => void;
  /** The module a lazy route loaded, once it has. */
  loaded(route: RouteObject): LazyRouteParts | undefined;
}

/** What a loader throws to send the navigation elsewhere. */
export class Redirect {
  constructor(readonly to: string) {}
}

export const redirect = (to: string) => new Redirect(to);

/** The path `to` points at from `from`: absolute, a new query or fragment, or relative. */
export function resolvePath(to: To, from: Pick<Location, 'pathname' | 'search'>): string {
  if (typeof to !== 'string') {
    const search = to.search && to.search !== '?' ? `?${to.search.replace(/^\?/, '')}` : '';
    const hash = to.hash && to.hash !== '#' ? `#${to.hash.replace(/^#/, '')}` : '';
    return `${to.pathname ?? from.pathname}${search}${hash}`;
  }
  const url = new URL(to, `http://router.invalid${from.pathname}${from.search}`);
  return `${url.pathname}${url.search}${url.hash}`;
}
