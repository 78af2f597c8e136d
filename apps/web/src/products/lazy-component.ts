import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A product's heavy UI (order body, search form) in a chunk of its own. The registry that holds
 * it is imported eagerly (My orders, the order shell, the home page), so only this small handle
 * is there; the code comes on `preload()` or the first render of `Component`.
 */
export interface LazyComponent<Props extends object> {
  /** Starts the download (or joins the one under way): the same promise for every caller. */
  preload(): Promise<ComponentType<Props>>;
  /** The component; it suspends until the download `preload` shares has arrived. */
  Component: LazyExoticComponent<ComponentType<Props>>;
}

/** A `LazyComponent` whose code `load` imports (an `import()` inside the function). */
export function lazyComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): LazyComponent<Props> {
  let loading: Promise<ComponentType<Props>> | null = null;
  const preload = () => {
    if (!loading) {
      const started = load();
      loading = started;
      // A failed download is reported where the component renders (the error page offers a
      // reload); a later preload tries again.
      started.catch(() => {
        if (loading === started) loading = null;
      });
    }
    return loading;
  };
  return { preload, Component: lazy(async () => ({ default: await preload() })) };
}
