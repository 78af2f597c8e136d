import { startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { routerReady, RouterProvider } from '../lib/router';
import { i18n, initI18n } from '../lib/i18n';
import { DEFAULT_LANGUAGE } from '../lib/language';
import { AppFrame } from './app-frame';
import { createAppRouter } from './router';

/**
 * How the browser takes over the HTML the server sent (scripts/prerender.mjs writes it):
 * - `page`: the markup is this very page as the build rendered it (English, signed out, this
 *   exact URL): React hydrates it, keeping every node on screen;
 * - `shell` (header and page skeleton), or a page file that no longer matches (another
 *   language, a query string the build did not see): React renders over it in one commit.
 * Either way the first render waits until the page's code and translations are here, so it shows
 * the page itself, never the loading state in between (no flash, nothing moves).
 */
export function takeOverMode(
  container: HTMLElement,
  shown: { url: string; language: string },
): 'hydrate' | 'render' {
  const prerendered = container.dataset.prerendered;
  if (prerendered !== 'page') return 'render';
  const sameUrl = container.dataset.url === shown.url;
  return sameUrl && shown.language === DEFAULT_LANGUAGE ? 'hydrate' : 'render';
}

export async function startApp(container: HTMLElement, router = createAppRouter()): Promise<Root> {
  const app = (
    <AppFrame>
      <RouterProvider router={router} />
    </AppFrame>
  );
  if (!container.dataset.prerendered) {
    const root = createRoot(container);
    root.render(app);
    return root;
  }
  const namespaces = (container.dataset.namespaces ?? '').split(',').filter(Boolean);
  await Promise.all([routerReady(router), initI18n().then(() => i18n.loadNamespaces(namespaces))]);
  const { location } = router.state;
  const mode = takeOverMode(container, {
    url: `${location.pathname}${location.search}`,
    language: i18n.language,
  });
  if (mode === 'hydrate') return hydrateRoot(container, app);
  // A transition renders in slices, yielding to the browser between them: the whole page in
  // one go would be one long task (blocking input) while the shell is already on screen.
  const root = createRoot(container);
  startTransition(() => root.render(app));
  return root;
}
