import { lazy, Suspense, useEffect } from 'react';
import { useBlocker } from '../../../lib/router';

const LeaveDialog = lazy(() => import('./leave-dialog'));

/**
 * Asks before leaving a tour booking with unsaved data (spec part 2 §2): in-app navigation waits
 * for the traveller's answer (the router's `useBlocker`), a reload or closed tab gets the
 * browser's question; `allow` lets a path through without asking (the booking's own next step).
 */
export function LeaveGuard({
  dirty,
  allow,
}: {
  dirty: boolean;
  allow?: (pathname: string) => boolean;
}) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      currentLocation.pathname !== nextLocation.pathname &&
      !(allow?.(nextLocation.pathname) ?? false),
  );
  // Closing the tab or reloading: the browser's own question (its words, not ours).
  useEffect(() => {
    if (!dirty) return undefined;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
  // The dialog's chunk is fetched when it is first needed (a blocked navigation waits for it).
  if (blocker.state !== 'blocked') return null;
  return (
    <Suspense fallback={null}>
      <LeaveDialog onStay={() => blocker.reset()} onLeave={() => blocker.proceed()} />
    </Suspense>
  );
}
