import type { ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from '../lib/router';
import { createRoutes } from '../app/router';
import { theme } from '../app/theme';

type MemoryRouter = ReturnType<typeof createMemoryRouter>;

/**
 * Renders a memory router inside the providers the app gives its pages (Mantine with the app's
 * theme, TanStack Query, toasts). Every test gets a fresh query cache.
 */
function renderRouter(router: MemoryRouter) {
  // Toasts live in a module-level store: drop the previous test's ones.
  notifications.clean();
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  // No artificial delay between keystrokes: form tests type a lot on a slow shared machine.
  const user = userEvent.setup({ delay: null });
  const view = render(
    // env="test" turns off transitions and portals so dropdowns and modals open at once.
    <MantineProvider theme={theme} env="test">
      <Notifications />
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, user, router, client };
}

/** Shows where the app went after an action, so tests can assert on navigation. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/**
 * Renders one page at `path` (opened at `url`) with a probe route for every other path, so a
 * feature's page is tested without the app's layout, guard or other routes.
 */
export function renderPage(
  element: ReactElement,
  { path = '/', url = path }: { path?: string; url?: string } = {},
) {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [url] },
  );
  return renderRouter(router);
}

/** Renders the whole app (real routes, guard, layout) at `path`. */
export function renderApp(path: string) {
  return renderRouter(createMemoryRouter(createRoutes(), { initialEntries: [path] }));
}
