import {
  Component,
  startTransition,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { OutletContext, RouteErrorContext, RouterContext } from './context';
import type { Router, RouterState } from './router-state';

interface BoundaryProps {
  Fallback: ComponentType;
  /** A new location clears a shown failure. */
  resetKey: string;
  children: ReactNode;
}

/** A route's ErrorBoundary as a React error boundary: render failures below it show there. */
class RouteBoundary extends Component<BoundaryProps, { error: unknown; resetKey: string }> {
  override state = { error: undefined as unknown, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { resetKey: string }) {
    return props.resetKey === state.resetKey
      ? null
      : { error: undefined, resetKey: props.resetKey };
  }

  override render() {
    const { Fallback, children } = this.props;
    if (this.state.error === undefined) return children;
    return (
      <RouteErrorContext.Provider value={this.state.error}>
        <Fallback />
      </RouteErrorContext.Provider>
    );
  }
}

function DefaultErrorPage() {
  return <p role="alert">This page could not be shown. Please reload it.</p>;
}

/** The matched routes, outermost first, each rendering the next through `<Outlet />`. */
function renderMatches(router: Router, state: RouterState): ReactNode {
  const { matches, error, location } = state;
  const last = error ? error.index : matches.length - 1;
  let outlet: ReactNode = null;
  for (let i = last; i >= 0; i -= 1) {
    const { route } = matches[i]!;
    let element: ReactNode;
    if (error && i === error.index) {
      const Fallback = route.ErrorBoundary ?? DefaultErrorPage;
      element = (
        <RouteErrorContext.Provider value={error.value}>
          <Fallback />
        </RouteErrorContext.Provider>
      );
    } else {
      const Page = route.Component ?? router.loaded(route)?.Component;
      element = Page ? <Page /> : route.element !== undefined ? route.element : outlet;
      if (route.ErrorBoundary) {
        element = (
          <RouteBoundary Fallback={route.ErrorBoundary} resetKey={location.key}>
            {element}
          </RouteBoundary>
        );
      }
    }
    outlet = <OutletContext.Provider value={outlet}>{element}</OutletContext.Provider>;
  }
  return outlet;
}

/**
 * Renders the router's state. Its changes render in a transition, as react-router's did: a new
 * page that suspends (its words still loading) leaves the old one on screen rather than a
 * fallback.
 */
export function RouterProvider({ router }: { router: Router }) {
  const [state, setState] = useState(router.state);
  useEffect(() => {
    const unsubscribe = router.subscribe((next) => startTransition(() => setState(next)));
    // A navigation that finished between the first render and this effect.
    if (router.state !== state) setState(router.state);
    return unsubscribe;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- subscribe once per router
  }, [router]);
  const value = useMemo(() => ({ router, state }), [router, state]);
  let content: ReactNode;
  if (state.initialized) content = renderMatches(router, state);
  else {
    const Fallback = router.routes[0]?.HydrateFallback;
    content = Fallback ? <Fallback /> : null;
  }
  return <RouterContext.Provider value={value}>{content}</RouterContext.Provider>;
}
