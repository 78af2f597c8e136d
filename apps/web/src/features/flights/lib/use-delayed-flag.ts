import { useEffect, useState } from 'react';
import { SKELETON_THROTTLE_MS } from '@travel/contracts/constants';

/**
 * True once `active` has lasted `delayMs` (the spec's 0.3 s skeleton throttle): a fast answer
 * never flashes a skeleton.
 */
export function useDelayedFlag(active: boolean, delayMs: number = SKELETON_THROTTLE_MS): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) {
      setShown(false);
      return;
    }
    const timer = window.setTimeout(() => setShown(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [active, delayMs]);
  return active && shown;
}

/** True from the moment `isoInstant` passes (offers expire 30 minutes after the search). */
export function usePassed(isoInstant: string | undefined): boolean {
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    setPassed(false);
    if (!isoInstant) return;
    const wait = Date.parse(isoInstant) - Date.now();
    if (wait <= 0) {
      setPassed(true);
      return;
    }
    // setTimeout holds at most ~24.8 days; offers live minutes.
    const timer = window.setTimeout(() => setPassed(true), Math.min(wait, 2 ** 31 - 1));
    return () => window.clearTimeout(timer);
  }, [isoInstant]);
  return passed;
}
