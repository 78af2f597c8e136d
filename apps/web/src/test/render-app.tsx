import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createRoutes } from '../app/router';
import { theme } from '../app/theme';

/**
 * Renders the whole app (real routes, guard, layout) at `path` in a memory router. Mantine's
 * test env turns off transitions so dialogs open at once.
 */
export function renderApp(path: string) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  const view = render(
    <MantineProvider theme={theme} env="test">
      <Notifications />
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router, user, client };
}

/** A signed-in session as the Login call would return it. */
export const loginData = {
  id: '7d3c8a1e-3f0b-4c44-9b1a-2c7f0f2d9a10',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  LimitAmount: 0,
  LimitCabin: 0,
  role: 0 as const,
  userType: 0,
  accountCode: 'TRAVELOUTLET',
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  expiresIn: 900 as const,
};

/** A `{code, msg, data}` JSON reply for a mocked fetch. */
export function envelopeResponse(
  status: number,
  body: { code: number | string; msg: string; data: unknown },
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}
