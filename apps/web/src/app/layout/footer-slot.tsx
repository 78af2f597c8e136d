import { lazy, Suspense, use, useEffect, useRef, useState } from 'react';

const Footer = lazy(async () => ({ default: (await import('./footer')).Footer }));

/** How far below the viewport the footer's place may be when it starts loading: a screen. */
const AHEAD = 1;

interface Gate {
  opened: Promise<void>;
  open: () => void;
}

/** Open at once where nothing can watch the viewport: the build's prerender, tests. */
function createGate(): Gate {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  if (typeof IntersectionObserver === 'undefined') open();
  return { opened, open };
}

/** Calls `run` when the page is idle (a short timeout where requestIdleCallback is missing). */
function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 300);
  return () => clearTimeout(id);
}

/** The footer once its gate opens; suspended until then. */
function GatedFooter({ gate }: { gate: Gate }) {
  use(gate.opened);
  return <Footer />;
}

/**
 * The footer (spec part 2 §2), loaded when its place comes within a screen of the viewport
 * instead of with every page (issue 10: first-load script). Main grows to fill the window, so
 * the footer is never in the first screen, and nothing above it moves when it arrives.
 * A prerendered page keeps the build's footer: while the gate is shut its boundary stays
 * dehydrated (the server's markup, plain links), so the take-over neither removes nor redraws
 * it. The place is checked again once the page is idle: while a page's content is still
 * loading (its skeleton is a screen high), the footer's place is near without being needed.
 */
export function FooterSlot() {
  const place = useRef<HTMLDivElement>(null);
  const [gate] = useState(createGate);

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
          gate.open();
        });
      },
      { rootMargin: `0px 0px ${AHEAD * 100}% 0px` },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelIdle?.();
    };
  }, [gate]);

  return (
    <>
      <div ref={place} />
      <Suspense fallback={null}>
        <GatedFooter gate={gate} />
      </Suspense>
    </>
  );
}
