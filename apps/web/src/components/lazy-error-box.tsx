import { lazy, Suspense, type ComponentProps } from 'react';

const ErrorBoxChunk = lazy(async () => ({ default: (await import('./error-box')).ErrorBox }));

/**
 * The ErrorBox, fetched when an error first shows: a page whose first load would otherwise carry
 * it for a call that rarely fails (issue 14 §5, first-load script). Same props; nothing is drawn
 * for the moment its chunk takes.
 */
export function LazyErrorBox(props: ComponentProps<typeof ErrorBoxChunk>) {
  return (
    <Suspense fallback={null}>
      <ErrorBoxChunk {...props} />
    </Suspense>
  );
}
