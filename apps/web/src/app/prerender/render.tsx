import type { ComponentType, ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import {
  createMemoryRouter,
  routerReady,
  RouterProvider,
  type RouteObject,
} from '../../lib/router';
import { i18n, initI18n } from '../../lib/i18n';
import { PageSkeleton } from '../layout/app-loading';
import { LayoutFrame } from '../layout/root-layout';
import { AppFrame } from '../app-frame';
import { createRoutes } from '../router';
import { BookPageShell } from '../../features/flight-booking/components/book-heading';
import { HotelHeadingSample } from '../../features/hotel-booking/lib/hotel-heading-sample';
import type { HotelHeading } from '../../features/hotel-booking/lib/hotel-heading';
import { TourHeadingSample } from '../../features/tours/lib/tour-heading-sample';
import type { TourHeading } from '../../features/tours/lib/tour-heading';
import { BookFrame } from '../../features/tour-booking/components/book-frame';
import { TourBookSample } from '../../features/tour-booking/lib/book-sample';
import type { SummaryHead } from '../../features/tour-booking/lib/summary-head';

/**
 * The build-time renderer (scripts/prerender.mjs runs it after `vite build`): the markup of a
 * page as a first-time visitor sees it before any script runs, signed out, in English, in the
 * default currency. Nothing here asks the API; what comes from it keeps its reserved space.
 */

/** The root loader initialises the browser app (session, storage); the build has neither. */
function withoutRootLoader(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => (route.id === 'root' ? { ...route, loader: undefined } : route));
}

export interface Prerendered {
  html: string;
  /** The translation namespaces the page used: the browser loads them before taking over. */
  namespaces: string[];
}

/** The headers of the templates' sample URLs (page-fill.ts), for the page that shows one. */
export interface SampleHeadings {
  hotel?: HotelHeading | undefined;
  tour?: TourHeading | undefined;
  /** The booking summary's head of /tour/book/{id} and /Cruise/book/{id}. */
  tourBook?: SummaryHead | undefined;
}

async function renderTree(
  routes: RouteObject[],
  url: string,
  headings: SampleHeadings = {},
): Promise<Prerendered> {
  // Every namespace, so no useTranslation suspends into a fallback the page never shows.
  await initI18n({ preloadAll: true });
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  await routerReady(router);
  const { location, error } = router.state;
  const asked = new URL(url, 'http://prerender.invalid');
  if (location.pathname !== asked.pathname || location.search !== asked.search) {
    throw new Error(`${url} redirects; it cannot be prerendered`);
  }
  if (error) throw new Error(`${url} failed: ${String(error.value)}`);
  // prerender (unlike renderToString) waits for every lazy part, so the HTML is the whole page
  // and hydration keeps it while the part's script is still on its way.
  // useTranslation records each namespace a component asks for; start a fresh record.
  i18n.resetUsedNamespaces();
  const tree = (
    <AppFrame>
      <HotelHeadingSample value={headings.hotel ?? null}>
        <TourHeadingSample value={headings.tour ?? null}>
          <TourBookSample
            value={headings.tourBook ? { head: headings.tourBook, Frame: BookFrame } : null}
          >
            <RouterProvider router={router} />
          </TourBookSample>
        </TourHeadingSample>
      </HotelHeadingSample>
    </AppFrame>
  );
  // The first pass loads every lazy part; they are cached, so the second pass suspends nowhere
  // and writes each part in place. (A part that suspends is written after the page with an
  // inline script moving it in, and shown only after React's reveal throttle: a late paint.)
  await streamToString(tree);
  const html = await streamToString(tree);
  if (html.includes('<!--$?-->')) throw new Error(`${url}: a part still suspends after loading`);
  const namespaces = i18n.usedNamespaces();
  return { html, namespaces: namespaces.length > 0 ? namespaces : ['common'] };
}

async function streamToString(tree: ReactNode): Promise<string> {
  // The web-streams prerender: the same in Node (the build) and in the tests' jsdom.
  // A finished part larger than progressiveChunkSize is still written out of place (to stream
  // it in steps); there is nothing to stream here.
  const { prelude } = await prerender(tree, { progressiveChunkSize: Number.MAX_SAFE_INTEGER });
  return new Response(prelude).text();
}

/**
 * The whole page at `url` (a route whose first screen needs neither the user nor the API).
 * `headings`: /hotel/{id}'s or a tour's header with the template's sample texts (page-fill.ts).
 */
export function renderPage(url: string, headings?: SampleHeadings): Promise<Prerendered> {
  return renderTree(withoutRootLoader(createRoutes()), url, headings);
}

function ShellFrame() {
  return (
    <LayoutFrame footer={false}>
      <PageSkeleton />
    </LayoutFrame>
  );
}

/**
 * Pages whose first screen is a frame of their own rather than the skeleton, because what
 * fills it lives in the browser (/book's draft). Taken over like the shell: rendered over.
 */
const PAGE_SHELLS: Record<string, ComponentType> = { '/book': BookPageShell };

export const PAGE_SHELL_URLS = Object.keys(PAGE_SHELLS);

/** The header and `url`'s own frame (PAGE_SHELLS), at that URL (the header's links). */
export function renderPageShell(url: string): Promise<Prerendered> {
  const Body = PAGE_SHELLS[url];
  if (!Body) throw new Error(`${url} has no page shell`);
  const Frame = () => (
    <LayoutFrame footer={false}>
      <Body />
    </LayoutFrame>
  );
  return renderTree([{ id: 'root', path: '/', children: [{ path: url, Component: Frame }] }], url);
}

/**
 * The shell every other path starts from: header and the page skeleton. The browser replaces it
 * with the page once the page's code is there; the skeleton is what the page shows while its
 * own parts load, so nothing jumps.
 */
export function renderShell(): Promise<Prerendered> {
  const routes: RouteObject[] = [
    {
      id: 'root',
      path: '/',
      Component: ShellFrame,
    },
  ];
  return renderTree(routes, '/');
}
