import { useEffect, useRef, useState } from 'react';

/**
 * Seconds left until an ISO instant (the 30-minute payment deadline), ticking once a second.
 * It counts against the deadline itself, not a decremented number, so a throttled background
 * tab still shows the right figure. `onExpire` runs once when it reaches zero.
 */
export function useDeadline(deadlineIso: string | null | undefined, onExpire?: () => void): number {
  const deadline = deadlineIso ? Date.parse(deadlineIso) : Number.NaN;
  const [now, setNow] = useState(() => Date.now());
  const expireRef = useRef(onExpire);
  expireRef.current = onExpire;

  useEffect(() => {
    if (!Number.isFinite(deadline)) return undefined;
    let fired = Date.now() >= deadline;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (!fired && current >= deadline) {
        fired = true;
        expireRef.current?.();
      }
      if (current >= deadline) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);

  if (!Number.isFinite(deadline)) return 0;
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** `mm:ss`, or `h:mm:ss` past an hour. */
export function formatCountdown(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}
