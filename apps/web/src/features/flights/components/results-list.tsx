import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { ResultCard } from '../lib/filters';
import type { ResultStage } from '../lib/flight-groups';
import { FlightCard } from './flight-card';

/** A collapsed card's height; real heights are measured as cards render. */
const ESTIMATED_CARD_PX = 200;
const GAP_PX = 12;

/**
 * The results, virtualised against the window's scroll: only the cards near the viewport are
 * in the DOM, so 300 offers scroll without long tasks. Cards are measured as they render, so
 * an opened Detail simply makes its row taller.
 *
 * A round trip's two stages share one list: the sizes measured of the outbounds are still
 * known when the traveller comes back to them, so the scroll position restored on Back puts
 * the same cards in view.
 */
export function ResultsList({
  items,
  stage,
  onChoose,
  label,
}: {
  items: readonly ResultCard[];
  stage: ResultStage['kind'];
  onChoose: (card: ResultCard) => void;
  label: string;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());

  // The list starts below the summary, date strip and sort bar, whose heights change as they
  // load or open; any such change resizes the body, so measure again then.
  useLayoutEffect(() => {
    const measure = () => {
      const top = (listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
      setScrollMargin((current) => (Math.abs(top - current) > 1 ? top : current));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
    // Another stage has another header above the list (the chosen outbound): measure again.
  }, [stage]);

  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => ESTIMATED_CARD_PX + GAP_PX,
    overscan: 3,
    // Render scroll updates in React's normal batch rather than synchronously inside the scroll
    // event: a fast fling then never turns card mounting into one long task.
    useFlushSync: false,
    scrollMargin,
    getItemKey: (index) => `${stage}:${items[index]!.key}`,
  });

  const toggle = useCallback(
    (key: string) => {
      const id = `${stage}:${key}`;
      setExpanded((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      });
    },
    [stage],
  );

  return (
    <div
      ref={listRef}
      aria-label={label}
      role="region"
      style={{ position: 'relative', height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => {
        const card = items[row.index]!;
        return (
          <div
            key={row.key}
            data-index={row.index}
            ref={virtualizer.measureElement}
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              paddingBottom: GAP_PX,
              transform: `translateY(${row.start - scrollMargin}px)`,
            }}
          >
            <FlightCard
              card={card}
              stage={stage}
              expanded={expanded.has(row.key as string)}
              onToggle={toggle}
              onChoose={onChoose}
            />
          </div>
        );
      })}
    </div>
  );
}
