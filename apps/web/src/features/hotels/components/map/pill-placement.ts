/** A marker's place on the screen: its point (the pill's centre) and the pill's size, in px. */
export interface PillCandidate {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The visible part of the map, in the same px as the candidates. */
export interface ScreenBox {
  width: number;
  height: number;
}

const PILL_HEIGHT = 26;
/** Bold 12px digits are about 7.2px wide; the pill adds its padding and border. */
const CHAR_WIDTH = 7.4;
const PILL_PADDING = 18;

/** A pill's size from its text (e.g. "$129", "₫2,500,000"), without measuring the DOM. */
export function pillSize(text: string): { width: number; height: number } {
  return { width: Math.ceil([...text].length * CHAR_WIDTH + PILL_PADDING), height: PILL_HEIGHT };
}

/**
 * Which markers show as price pills: greedily in list order (the list's sort), each candidate
 * becomes a pill unless its rectangle, grown by `gap`, overlaps a pill already placed; the rest
 * are dots. `first` (the selected hotel) is placed before all others and is always a pill.
 * With `screen`, candidates wholly outside it are skipped (they are placed again after the map
 * moves), so the hotels in view get the pills. Returns the pills' indexes in ascending order.
 */
export function choosePills(
  candidates: readonly PillCandidate[],
  {
    first = null,
    gap = 4,
    screen = null,
  }: { first?: number | null; gap?: number; screen?: ScreenBox | null } = {},
): number[] {
  const placed: { left: number; top: number; right: number; bottom: number }[] = [];
  const pills: number[] = [];
  const indexes = candidates.map((_, index) => index);
  const order =
    first !== null && first >= 0 && first < candidates.length
      ? [first, ...indexes.filter((index) => index !== first)]
      : indexes;

  for (const index of order) {
    const { x, y, width, height } = candidates[index]!;
    const box = {
      left: x - width / 2,
      top: y - height / 2,
      right: x + width / 2,
      bottom: y + height / 2,
    };
    if (index !== first) {
      if (!Number.isFinite(x) || !Number.isFinite(y)) continue;
      if (
        screen &&
        (box.right < 0 || box.bottom < 0 || box.left > screen.width || box.top > screen.height)
      ) {
        continue;
      }
      const overlaps = placed.some(
        (other) =>
          box.left < other.right + gap &&
          box.right + gap > other.left &&
          box.top < other.bottom + gap &&
          box.bottom + gap > other.top,
      );
      if (overlaps) continue;
    }
    placed.push(box);
    pills.push(index);
  }
  return pills.sort((a, b) => a - b);
}
