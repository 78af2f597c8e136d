import { useCallback, useContext, useEffect, useId, useMemo, useRef } from 'react';
import { RouteErrorContext, useRouterContext } from './context';
import {
  UNBLOCKED,
  type Blocker,
  type BlockerFunction,
  type NavigationState,
} from './router-state';
import type { Location, NavigateOptions, Params, To, UIMatch } from './types';

export function useLocation(): Location {
  return useRouterContext().state.location;
}

/** Navigates: a path, a location object, or a number of steps through the history. */
export function useNavigate(): (to: To | number, options?: NavigateOptions) => Promise<void> {
  return useRouterContext().router.navigate;
}

export function useParams(): Params {
  const { matches } = useRouterContext().state;
  return matches[matches.length - 1]?.params ?? {};
}

export function useNavigation(): NavigationState {
  return useRouterContext().state.navigation;
}

export function useMatches(): UIMatch[] {
  const { matches } = useRouterContext().state;
  return useMemo(
    () =>
      matches.map(({ route, params, pathname }, i) => ({
        id: route.id ?? String(i),
        pathname,
        params,
        handle: route.handle,
      })),
    [matches],
  );
}

export function useRouteError(): unknown {
  return useContext(RouteErrorContext);
}

type SearchParamsInit =
  string | URLSearchParams | string[][] | Record<string, string | readonly string[]>;

function toSearchParams(init: SearchParamsInit): URLSearchParams {
  if (typeof init === 'string' || init instanceof URLSearchParams || Array.isArray(init)) {
    return new URLSearchParams(init);
  }
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(init)) {
    for (const one of typeof value === 'string' ? [value] : value) params.append(key, one);
  }
  return params;
}

export type SetSearchParams = (
  next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
  options?: NavigateOptions,
) => Promise<void>;

/** The query string as URLSearchParams, and a setter that navigates to a new one. */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const { router, state } = useRouterContext();
  const { search } = state.location;
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback<SetSearchParams>(
    (next, options) => {
      // The query as it is when called (a previous call may have changed it since the render).
      const current = new URLSearchParams(router.state.location.search);
      const value = typeof next === 'function' ? next(current) : next;
      const query = toSearchParams(value).toString();
      return router.navigate(`?${query}`, options);
    },
    [router],
  );
  return [params, setParams];
}

/**
 * Holds in-app navigations (links, back and forward) while `shouldBlock` says so: the returned
 * blocker is then `blocked`, and `proceed` or `reset` answers.
 */
export function useBlocker(shouldBlock: boolean | BlockerFunction): Blocker {
  const { router, state } = useRouterContext();
  const id = useId();
  const latest = useRef(shouldBlock);
  latest.current = shouldBlock;
  const { key } = state.location;
  // Registered again for every location shown: a blocker that let a navigation through is
  // dropped by the router until then (see `proceed`).
  useEffect(
    () =>
      router.setBlocker(id, (args) =>
        typeof latest.current === 'function' ? latest.current(args) : latest.current,
      ),
    [router, id, key],
  );
  return state.blockers.get(id) ?? UNBLOCKED;
}
