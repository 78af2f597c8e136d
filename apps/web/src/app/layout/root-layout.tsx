import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Box } from '@mantine/core';
import { useTranslation } from '../../lib/i18n';
import {
  Outlet,
  ScrollRestoration,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
} from '../../lib/router';
import { loginPathFor } from '../../lib/redirect';
import { useSession } from '../../lib/session';
import type { RouteHandle } from '../root-loader';
import { PageSkeleton } from './app-loading';
import { FooterSlot } from './footer-slot';
import { Header } from './header';
import { NavigationProgress } from './navigation-progress';

/**
 * The guard in the root loader checks every navigation; this covers the session ending while a
 * protected page is open (sign-out in another tab, a refused token refresh).
 */
function useLeaveProtectedPageOnSignOut(): void {
  const session = useSession();
  const matches = useMatches();
  const navigation = useNavigation();
  const location = useLocation();
  const navigate = useNavigate();
  const protectedPage = matches.some(
    (match) => (match.handle as RouteHandle | undefined)?.requiresAuth === true,
  );

  useEffect(() => {
    if (!session && protectedPage && navigation.state === 'idle') {
      void navigate(loginPathFor(`${location.pathname}${location.search}`), { replace: true });
    }
  }, [session, protectedPage, navigation.state, location.pathname, location.search, navigate]);
}

/**
 * After a client-side page change, focus moves to the new page's main content, as a full page
 * load would, so keyboard and screen-reader users start at the top of what changed.
 */
function useFocusMainOnPageChange(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);
}

export function RootLayout() {
  useLeaveProtectedPageOnSignOut();
  useFocusMainOnPageChange();

  return (
    <LayoutFrame>
      <Suspense fallback={<PageSkeleton />}>
        <Outlet />
      </Suspense>
    </LayoutFrame>
  );
}

/**
 * Skip link, header, the page in `<main>`, footer. The build's shell (app/prerender) draws it
 * without the footer: the shell's skeleton is not the page's height, and a footer drawn below it
 * would move when the page replaces it.
 */
export function LayoutFrame({
  children,
  footer = true,
}: {
  children: ReactNode;
  footer?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipLink')}
      </a>
      <Header />
      <NavigationProgress />
      <Box component="main" id="main" tabIndex={-1} style={{ flex: 1 }}>
        {children}
      </Box>
      {/* Below the fold of every page: it loads when scrolled near (footer-slot). */}
      {footer ? <FooterSlot /> : null}
      <ScrollRestoration />
    </>
  );
}
