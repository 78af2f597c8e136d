export { matchRoutes } from './match-routes';
export { createBrowserRouter, createMemoryRouter, routerReady } from './router';
export {
  redirect,
  Redirect,
  type Blocker,
  type BlockerFunction,
  type NavigationState,
  type Router,
  type RouterState,
} from './router-state';
export { RouterProvider } from './router-provider';
export { Link, Navigate, NavLink, Outlet, ScrollRestoration, type LinkProps } from './components';
export {
  useBlocker,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useParams,
  useRouteError,
  useSearchParams,
  type SetSearchParams,
} from './hooks';
export type {
  HistoryAction,
  LoaderArgs,
  Location,
  NavigateOptions,
  Params,
  RouteMatch,
  RouteObject,
  To,
  UIMatch,
} from './types';
