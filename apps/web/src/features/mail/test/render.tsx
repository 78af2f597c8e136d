import type { ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** Renders one mail page in the app's providers (Mantine, TanStack Query, a memory router). */
export function renderPage(
  element: ReactElement,
  { path = '/', url = path }: { path?: string; url?: string } = {},
) {
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
