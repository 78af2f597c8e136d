import type { ComponentType, ReactNode } from 'react';

/** Where the app is: a URL's path, query and fragment, with the history entry's state and key. */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  /** Unique per history entry: scroll positions are kept by it. */
  key: string;
}

export type To = string | { pathname?: string; search?: string; hash?: string };

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  /** Keep the scroll position (a filter or form field written into the query string). */
  preventScrollReset?: boolean;
}

/** PUSH and REPLACE come from the app; POP from the browser's back and forward. */
export type HistoryAction = 'POP' | 'PUSH' | 'REPLACE';

/** What a route's module gives once loaded (`lazy`). */
export interface LazyRouteParts {
  Component?: ComponentType;
}

export interface LoaderArgs {
  url: URL;
}

/**
 * One route of the table. Pages are `lazy`: their module loads before the navigation commits,
 * so the old page stays on screen until the new one can render whole.
 */
export interface RouteObject {
  id?: string;
  path?: string;
  index?: boolean;
  Component?: ComponentType;
  element?: ReactNode;
  /** Shown in place of this route (and below it) when it or a child fails. */
  ErrorBoundary?: ComponentType;
  /** The root's look before the first navigation has finished (render mode only). */
  HydrateFallback?: ComponentType;
  lazy?: () => Promise<LazyRouteParts>;
  /** Runs before every navigation to a location this route matches; may throw `redirect()`. */
  loader?: (args: LoaderArgs) => Promise<unknown> | unknown;
  handle?: unknown;
  children?: RouteObject[];
}

export type Params = Record<string, string>;

export interface RouteMatch {
  route: RouteObject;
  params: Params;
  /** The part of the URL this route matched. */
  pathname: string;
}

/** What `useMatches` returns: the public part of each match. */
export interface UIMatch {
  id: string;
  pathname: string;
  params: Params;
  handle: unknown;
}
