import { useEffect, useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { subscribeSession, getSession } from '../lib/session';
import { createQueryClient } from './query-client';
import { cssVariablesResolver, theme } from './theme';

/**
 * When the signed-in user changes (sign in, sign out, another tab), cached server state belonged
 * to someone else: drop it so no page shows the previous user's data.
 */
function useClearCacheOnUserChange(client: QueryClient): void {
  useEffect(() => {
    let userId = getSession()?.user.id ?? null;
    return subscribeSession(() => {
      const next = getSession()?.user.id ?? null;
      if (next !== userId) client.clear();
      userId = next;
    });
  }, [client]);
}

export function Providers({
  children,
  queryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  useClearCacheOnUserChange(client);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      <Notifications position="top-right" limit={4} zIndex={1000} />
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
