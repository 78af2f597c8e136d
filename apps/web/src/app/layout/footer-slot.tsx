import { lazy, Suspense, useEffect, useRef, useState } from 'react';

const Footer = lazy(async () => ({ default: (await import('./footer')).Footer }));

/** How far below the viewport the footer's place may be when it starts loading: a screen. */
const AHEAD = 1;

/** Calls `run` when the page is idle (a short timeout where requestIdleCallback is missing). */
function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 300);
  return () => clearTimeout(id);
}

/**
 * The footer (spec part 2 §2), loaded when its place comes within a screen of the viewport
 * instead of with every page (issue 10: first-load script). Main grows to fill the window, so
 * the footer is never in the first screen, and nothing above it moves when it arrives. The
 * place is checked again once the page is idle: while a page's content is still loading (its
 * skeleton is a screen high), the footer's place is close without the footer being needed.
 * The build's shell (app/prerender) has no footer, so React's take-over removes nothing.
 */
export function FooterSlot() {
  const place = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    const element = place.current;
    if (wanted || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setWanted(true);
      return;
    }
    let cancelIdle: (() => void) | null = null;
    const near = () => element.getBoundingClientRect().top < window.innerHeight * (1 + AHEAD);
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting) || cancelIdle) return;
        cancelIdle = whenIdle(() => {
          cancelIdle = null;
          if (near()) setWanted(true);
        });
      },
      { rootMargin: `0px 0px ${AHEAD * 100}% 0px` },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelIdle?.();
    };
  }, [wanted]);

  if (!wanted) return <div ref={place} />;
  return (
    <Suspense fallback={null}>
      <Footer />
    </Suspense>
  );
}
