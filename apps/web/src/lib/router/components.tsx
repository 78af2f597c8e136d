import {
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  type AnchorHTMLAttributes,
  type CSSProperties,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { tabStore } from '../storage';
import { OutletContext, useRouterContext } from './context';
import { decodeSafely } from './match-routes';
import type { NavigateOptions, To } from './types';

export function Outlet() {
  return <>{useContext(OutletContext)}</>;
}

/** Another site, or another scheme (mailto:, tel:): the browser's own navigation. */
const EXTERNAL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined) {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey
  );
}

export interface LinkProps
  extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>, NavigateOptions {
  to: To;
  ref?: Ref<HTMLAnchorElement>;
}

/** An `<a href>` that navigates inside the app on a plain click (others open as usual). */
export function Link({ to, replace, state, preventScrollReset, onClick, ref, ...rest }: LinkProps) {
  const { router } = useRouterContext();
  const external = typeof to === 'string' && EXTERNAL.test(to);
  const href = external ? (to as string) : router.resolve(to);
  return (
    <a
      {...rest}
      ref={ref}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (external || !isPlainLeftClick(event, rest.target)) return;
        event.preventDefault();
        void router.navigate(to, { replace, state, preventScrollReset });
      }}
    />
  );
}

export interface NavLinkProps extends Omit<LinkProps, 'className' | 'style' | 'children'> {
  /** Active only on this very path, not below it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string | undefined);
  style?: CSSProperties;
  children?: ReactNode;
}

/** A Link that knows when it is the current page (`aria-current="page"`, class `active`). */
export function NavLink({ end = false, className, to, ...rest }: NavLinkProps) {
  const { router, state } = useRouterContext();
  const target = router.resolve(to).split(/[?#]/)[0]!.toLowerCase().replace(/\/+$/, '');
  const current = state.location.pathname.toLowerCase().replace(/\/+$/, '');
  const isActive = current === target || (!end && current.startsWith(`${target}/`));
  const classes =
    typeof className === 'function'
      ? className({ isActive })
      : [className, isActive ? 'active' : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <Link {...rest} to={to} className={classes} aria-current={isActive ? 'page' : undefined} />
  );
}

/** Navigates once rendered (a page that belongs elsewhere). */
export function Navigate({ to, replace, state }: { to: To } & NavigateOptions) {
  const { router } = useRouterContext();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    void router.navigate(to, { replace, state });
  }, [router, to, replace, state]);
  return null;
}

const STORAGE_KEY = 'travel.scroll-positions';

/**
 * Scroll like a multi-page site: a new page starts at the top (or at its #anchor), back and
 * forward return to where the traveller was, a reload keeps the place.
 */
export function ScrollRestoration() {
  const { router, state } = useRouterContext();
  const first = useRef(true);

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    try {
      const saved: unknown = JSON.parse(tabStore()?.getItem(STORAGE_KEY) ?? '{}');
      for (const [key, y] of Object.entries(saved ?? {})) {
        if (typeof y === 'number') router.scrollPositions.set(key, y);
      }
    } catch {
      // Unreadable: positions are kept in memory only.
    }
    const save = () => {
      router.scrollPositions.set(router.state.location.key, window.scrollY);
      try {
        tabStore()?.setItem(
          STORAGE_KEY,
          JSON.stringify(Object.fromEntries(router.scrollPositions)),
        );
      } catch {
        // Quota: as above.
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('pagehide', save);
    return () => window.removeEventListener('pagehide', save);
  }, [router]);

  const { location, historyAction, preventScrollReset } = state;
  useLayoutEffect(() => {
    const saved = historyAction === 'POP' ? router.scrollPositions.get(location.key) : undefined;
    const initial = first.current;
    first.current = false;
    if (saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    // The first page keeps whatever the traveller did before the app took over.
    if (initial) return;
    if (location.hash) {
      const anchor = document.getElementById(decodeSafely(location.hash.slice(1)));
      if (anchor) {
        anchor.scrollIntoView();
        return;
      }
    }
    if (!preventScrollReset) window.scrollTo(0, 0);
    // Once per committed location: the router's other changes (loading, blockers) are not moves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [router, location]);
  return null;
}
