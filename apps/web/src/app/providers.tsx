import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { notificationsStore } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { subscribeSession, getSession } from '../lib/session';
import { createQueryClient } from './query-client';
import { cssVariablesResolver, theme } from './theme';

// The toast container (with its transition and scroll-lock code) is not needed to draw a page:
// it loads with the first toast. Toasts raised before it arrives wait in their store.
const Toasts = lazy(async () => ({ default: (await import('./toasts')).Toasts }));

/** False until the first toast is raised (after the first render: hydration sees none). */
function useToastsWanted(): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return undefined;
    const check = () => {
      const { notifications, queue } = notificationsStore.getState();
      if (notifications.length + queue.length > 0) setWanted(true);
    };
    check();
    return notificationsStore.subscribe(check);
  }, [wanted]);
  return wanted;
}

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
  const toasts = useToastsWanted();
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      {toasts ? (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      ) : null}
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
