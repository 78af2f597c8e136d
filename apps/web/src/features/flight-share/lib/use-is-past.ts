import { useEffect, useState } from 'react';

/** setTimeout cannot wait longer than this (about 24.8 days); later instants are re-checked. */
const MAX_TIMEOUT_MS = 2_147_483_647;

/**
 * Whether `iso` has passed, turning true at that instant while the page stays open: someone
 * who opens a link and reads for half an hour sees the fare expire without reloading.
 */
export function useIsPast(iso: string): boolean {
  const at = Date.parse(iso);
  const [past, setPast] = useState(() => Date.now() >= at);
  useEffect(() => {
    const remaining = at - Date.now();
    if (remaining <= 0) {
      setPast(true);
      return undefined;
    }
    setPast(false);
    const timer = window.setTimeout(
      () => setPast(Date.now() >= at),
      Math.min(remaining, MAX_TIMEOUT_MS),
    );
    return () => window.clearTimeout(timer);
  }, [at]);
  return past;
}
