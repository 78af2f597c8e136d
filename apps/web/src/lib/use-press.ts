import { useRef } from 'react';

/**
 * Whether a pointer is held down on a light stand-in, and what to do once it is released. An
 * element replaced between mousedown and mouseup loses the click (the browser sends it to no
 * control), so whatever that click asked for (a picker, a dropdown) would not open: code that
 * swaps a stand-in for the real control waits for the press to end.
 */
export function usePress() {
  const press = useRef<{ held: boolean; then?: () => void }>({ held: false });
  const start = () => {
    if (press.current.held) return;
    press.current.held = true;
    const release = () => {
      document.removeEventListener('pointerup', release, true);
      document.removeEventListener('pointercancel', release, true);
      const then = press.current.then;
      press.current = { held: false };
      // The click follows pointerup in the same task: after it, not before.
      if (then) setTimeout(then, 0);
    };
    document.addEventListener('pointerup', release, true);
    document.addEventListener('pointercancel', release, true);
  };
  const afterPress = (action: () => void) => {
    if (press.current.held) press.current.then = action;
    else action();
  };
  return { start, afterPress };
}
