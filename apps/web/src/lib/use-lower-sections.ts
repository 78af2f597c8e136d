import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

/** What scrolling must come within of the lower sections' frame for them to load. */
const AHEAD = '0px 0px 50% 0px';

/**
 * When a form's lower sections (below its first screen) load and render: on the form's first
 * focus (`show`), when their frame comes within half a screen of the viewport, or at once where
 * IntersectionObserver is missing. Until then the page's first load carries no script for them
 * (issue 10 and issue 14 §5: first-load script); rendering is a transition, so a keystroke never
 * waits for it. /book and the tour and cruise booking form use it.
 */
export function useLowerSections(): {
  shown: boolean;
  show: () => void;
  frameRef: (element: HTMLElement | null) => void;
} {
  const [shown, setShown] = useState(false);
  const observer = useRef<IntersectionObserver | null>(null);
  const show = useCallback(() => startTransition(() => setShown(true)), []);

  const frameRef = useCallback(
    (element: HTMLElement | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!element) return;
      if (typeof IntersectionObserver === 'undefined') {
        show();
        return;
      }
      observer.current = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) show();
        },
        { rootMargin: AHEAD },
      );
      observer.current.observe(element);
    },
    [show],
  );

  useEffect(() => () => observer.current?.disconnect(), []);
  return { shown, show, frameRef };
}
