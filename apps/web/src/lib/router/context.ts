import { createContext, useContext, type ReactNode } from 'react';
import type { Router, RouterState } from './router-state';

export interface RouterContextValue {
  router: Router;
  state: RouterState;
}

export const RouterContext = createContext<RouterContextValue | null>(null);

/** The child route's element, for `<Outlet />`. */
export const OutletContext = createContext<ReactNode>(null);

/** The failure an ErrorBoundary shows (`useRouteError`). */
export const RouteErrorContext = createContext<unknown>(undefined);

export function useRouterContext(): RouterContextValue {
  const value = useContext(RouterContext);
  if (!value) throw new Error('Router hooks and links work only inside <RouterProvider>.');
  return value;
}
