import { matchRoutes, redirect, type LoaderArgs, type RouteObject } from '../lib/router';
import { getSession } from '../lib/session';
import { initialiseApp } from './app-init';
import { decideNavigation, type GuardLocation } from './guard';

/** Route `handle` fields the shell understands. */
export interface RouteHandle {
  requiresAuth?: boolean;
}

const requiresAuth = (routes: RouteObject[], pathname: string): boolean =>
  (matchRoutes(routes, pathname) ?? []).some(
    (match) => (match.route.handle as RouteHandle | undefined)?.requiresAuth === true,
  );

/**
 * The root route's loader is the navigation guard: the router runs it on every navigation and
 * commits nothing until it has answered, so a signed-out visitor never sees a protected page
 * (its data is never asked for), and the first render waits for the app to be initialised. The
 * page's module loads beside it, so the guard costs a navigation no extra wait.
 */
export function createRootLoader(getRoutes: () => RouteObject[]) {
  let previous: GuardLocation | null = null;

  return async function rootLoader({ url: target }: LoaderArgs): Promise<null> {
    // A copy: the partner key is taken out of it below.
    const url = new URL(target);
    const firstRun = previous === null;
    await initialiseApp(url);

    // The partner key has done its job once the session exists; it must not stay in the URL
    // (bookmarks, shared links, referrers).
    if (firstRun && url.searchParams.has('key')) {
      url.searchParams.delete('key');
      previous = { pathname: url.pathname, search: '' };
      throw redirect(`${url.pathname}${url.search}${url.hash}`);
    }

    const to: GuardLocation = { pathname: url.pathname, search: url.search, hash: url.hash };
    const decision = decideNavigation({
      to,
      from: previous,
      signedIn: getSession() !== null,
      requiresAuth: requiresAuth(getRoutes(), url.pathname),
    });
    // Only a location that is actually shown becomes the "previous" one.
    if (decision.kind === 'redirect') throw redirect(decision.to);
    previous = to;
    return null;
  };
}
