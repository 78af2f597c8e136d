import { panBy, zoomAbout, type Point, type View } from './geo';
import type { LightMap } from './light-map';
import classes from './light-map.module.css';

export interface GestureHandlers {
  /** A view during a drag or pinch (rendered on the next frame). */
  move(view: View): void;
  /** Zooms by `delta` (snapped) keeping the point `at` where it is. */
  zoomAt(delta: number, at: Point): void;
  /** A key pressed while the map or a marker has focus; true when the map used it. */
  key(key: string, shift: boolean): boolean;
}

/** A press that moves less than this is a click (a marker's, or the map's). */
const CLICK_SLOP = 4;
/** Wheel px per zoom level; a wheel step always zooms at least one snap (half a level). */
const WHEEL_PX_PER_LEVEL = 120;
const WHEEL_DEBOUNCE_MS = 40;

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const middle = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/**
 * The map's pointer, wheel and keyboard input: one pointer drags, two pinch (zoom about their
 * middle, snapped when they lift), the wheel and a double click zoom about the pointer, arrows
 * and +/− work while the map or a marker has focus. A press that became a drag does not click.
 * Returns the function that stops listening.
 */
export function listenToGestures(
  map: LightMap,
  on: GestureHandlers,
  { wheel: wheelZooms = true, touch: touchMoves = true } = {},
): () => void {
  const surface = map.container;
  const pointers = new Map<number, Point>();
  let start: { view: View; points: Point[] } | null = null;
  let last: Point = { x: 0, y: 0 };
  let dragged = false;
  let wheel = { delta: 0, at: { x: 0, y: 0 }, timer: 0 as ReturnType<typeof setTimeout> | 0 };

  const local = (event: MouseEvent): Point => {
    const box = surface.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };
  /** The zoom buttons and the attribution's links keep their own clicks and keys. */
  const onControl = (target: EventTarget | null) =>
    target instanceof Element && target.closest(`.${classes.zoom}, .${classes.attribution}`);
  const begin = () => {
    start = { view: map.getView(), points: [...pointers.values()] };
  };

  const down = (event: PointerEvent) => {
    if ((event.pointerType === 'mouse' && event.button !== 0) || onControl(event.target)) return;
    // A small map within a page: a finger scrolls the page (the zoom buttons still work).
    if (!touchMoves && event.pointerType === 'touch') return;
    if (pointers.size === 0) dragged = false;
    pointers.set(event.pointerId, local(event));
    begin();
  };
  const move = (event: PointerEvent) => {
    if (!pointers.has(event.pointerId) || !start) return;
    pointers.set(event.pointerId, local(event));
    const now = [...pointers.values()];
    const [a, b] = now;
    const [a0, b0] = start.points;
    if (!a || !a0) return;
    if (!dragged) {
      if (distance(a, a0) < CLICK_SLOP && (!b || !b0 || distance(b, b0) < CLICK_SLOP)) return;
      dragged = true;
      surface.classList.add(classes.dragging!);
      // Captured only now: a capture from the press would take the click from a marker.
      for (const id of pointers.keys()) surface.setPointerCapture?.(id);
    }
    if (b && b0) {
      const from = middle(a0, b0);
      last = middle(a, b);
      const zoom = start.view.zoom + Math.log2(distance(a, b) / Math.max(1, distance(a0, b0)));
      const zoomed = zoomAbout(start.view, map.getSize(), zoom, from);
      on.move(panBy(zoomed, from.x - last.x, from.y - last.y));
    } else {
      last = a;
      on.move(panBy(start.view, a0.x - a.x, a0.y - a.y));
    }
  };
  const up = (event: PointerEvent) => {
    if (!pointers.delete(event.pointerId)) return;
    if (pointers.size > 0) {
      begin();
      return;
    }
    start = null;
    surface.classList.remove(classes.dragging!);
    // The move ends (and a pinch on a half level, about where the fingers were).
    if (dragged) on.zoomAt(0, last);
  };
  const click = (event: MouseEvent) => {
    // Only a pointer's click (detail > 0): Enter on a marker after a drag still selects it.
    if (dragged && event.detail > 0) {
      event.stopPropagation();
      event.preventDefault();
      dragged = false;
    }
  };
  const tap = (event: MouseEvent) => {
    const target = event.target as Element;
    if (!target.closest('button, a')) map.onClick();
  };
  const doubleClick = (event: MouseEvent) => {
    if ((event.target as Element).closest('button, a')) return;
    on.zoomAt(event.shiftKey ? -1 : 1, local(event));
  };
  const scroll = (event: WheelEvent) => {
    event.preventDefault();
    const unit = event.deltaMode === 1 ? 40 : event.deltaMode === 2 ? 800 : 1;
    wheel.delta += event.deltaY * unit;
    wheel.at = local(event);
    if (wheel.timer) return;
    wheel.timer = setTimeout(() => {
      const levels = Math.min(4, Math.abs(wheel.delta) / WHEEL_PX_PER_LEVEL);
      const step = Math.max(0.5, Math.ceil(levels * 2) / 2);
      if (wheel.delta !== 0) on.zoomAt(wheel.delta < 0 ? step : -step, wheel.at);
      wheel = { delta: 0, at: wheel.at, timer: 0 };
    }, WHEEL_DEBOUNCE_MS);
  };
  const key = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey || onControl(event.target)) return;
    if (on.key(event.key, event.shiftKey)) event.preventDefault();
  };

  const listeners: [string, (event: never) => void, AddEventListenerOptions?][] = [
    ['pointerdown', down],
    ['pointermove', move],
    ['pointerup', up],
    ['pointercancel', up],
    ['click', click, { capture: true }],
    ['click', tap],
    ['dblclick', doubleClick],
    ['keydown', key],
  ];
  // A small map within a page leaves the wheel to the page's scrolling.
  if (wheelZooms) listeners.push(['wheel', scroll, { passive: false }]);
  for (const [type, listener, options] of listeners) {
    surface.addEventListener(type, listener as EventListener, options);
  }
  return () => {
    if (wheel.timer) clearTimeout(wheel.timer);
    for (const [type, listener, options] of listeners) {
      surface.removeEventListener(type, listener as EventListener, options);
    }
  };
}
