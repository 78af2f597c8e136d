import { lazy, Suspense, useEffect, useRef } from 'react';

/** How far below the viewport the footer's place may be when it starts loading: a screen. */
const AHEAD = 1;

let openGate = () => {};
/** Opened once the footer's place is near; at once where nothing can watch the viewport (the
 * build's prerender, tests). Once open it stays open: the footer stays loaded. */
const gate = new Promise<void>((resolve) => {
  openGate = resolve;
});
if (typeof IntersectionObserver === 'undefined') openGate();

// React's lazy, so a prerendered page's footer stays as the build drew it (a dehydrated
// boundary) until the chunk is here, as with any lazy part; only the wait for the gate is added.
const Footer = lazy(async () => {
  await gate;
  return { default: (await import('./footer')).Footer };
});

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
 * the footer is never in the first screen, and nothing above it moves when it arrives.
 * A prerendered page keeps the build's footer: while the footer waits its boundary stays
 * dehydrated (the server's markup, plain links), so the take-over neither removes nor redraws
 * it. The place is checked again once the page is idle: while a page's content is still
 * loading (its skeleton is a screen high), the footer's place is near without being needed.
 */
export function FooterSlot() {
  const place = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = place.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    let cancelIdle: (() => void) | null = null;
    const near = () => element.getBoundingClientRect().top < window.innerHeight * (1 + AHEAD);
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting) || cancelIdle) return;
        cancelIdle = whenIdle(() => {
          cancelIdle = null;
          if (!near()) return;
          observer.disconnect();
          openGate();
        });
      },
      { rootMargin: `0px 0px ${AHEAD * 100}% 0px` },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelIdle?.();
    };
  }, []);

  return (
    <>
      <div ref={place} />
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </>
  );
}
