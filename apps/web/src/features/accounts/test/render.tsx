import type { ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';

/** Shows where the app went after an action, so tests can assert on navigation. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/**
 * Renders one page inside the providers the app gives it (Mantine, TanStack Query, a memory
 * router) with a probe route for every other path.
 */
export function renderPage(
  element: ReactElement,
  { path = '/', url = path }: { path?: string; url?: string } = {},
) {
  // Toasts live in a module-level store: drop the previous test's ones.
  notifications.clean();
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [url] },
  );
  // No artificial delay between keystrokes: form tests type a lot on a slow shared machine.
  const user = userEvent.setup({ delay: null });
  const view = render(
    // env="test" turns off transitions and portals so dropdowns and modals open at once.
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, user, router, client };
}
