import { memo, type ComponentType } from 'react';

type Watched<P> = P & {
  /** What the section shows of the form (its values and errors): it re-renders when they change. */
  watch: readonly unknown[];
};

const sameList = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((item, index) => Object.is(item, b[index]));

/**
 * A section of the /book form that re-renders only when what it shows changes. Mantine's form
 * object is new on every render of the page (a re-price, a query, a keystroke anywhere), so a
 * plain `memo` would never skip: `form` is ignored here and `watch` names the slice instead.
 * Handlers stay current: the form's setters read its latest values, not the render's.
 */
export function formSection<P extends object>(Component: ComponentType<P>) {
  function Section({ watch: _watch, ...props }: Watched<P>) {
    return <Component {...(props as P)} />;
  }
  return memo(Section, (prev, next) => {
    const keys = Object.keys(next) as Array<keyof Watched<P>>;
    if (keys.length !== Object.keys(prev).length) return false;
    return keys.every((key) =>
      key === 'form'
        ? true
        : key === 'watch'
          ? sameList(prev.watch, next.watch)
          : Object.is(prev[key], next[key]),
    );
  });
}

/** The errors under `prefix` as one comparable string (the form's errors object is shared). */
export function errorsUnder(errors: Record<string, unknown>, prefix: string): string {
  let found = '';
  for (const [path, message] of Object.entries(errors)) {
    if (path.startsWith(prefix) && message) found += `${path}\u0000${String(message)}\u0000`;
  }
  return found;
}
