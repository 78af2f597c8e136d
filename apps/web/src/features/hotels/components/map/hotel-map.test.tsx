import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import HotelMap, { MARKER_CLASS, type MapHotel } from './hotel-map';

const SIZE = { width: 800, height: 600 };
const CENTRE = { latitude: 51.5072, longitude: -0.1275 };
const HOTELS: MapHotel[] = [
  { id: 'h1', latitude: 51.5, longitude: -0.12, price: '$130', label: 'One, from $130 per night' },
  { id: 'h2', latitude: 51.52, longitude: -0.1, price: '$131', label: 'Two, from $131 per night' },
  // A hair from the first: it cannot have a pill of its own beside it.
  { id: 'h3', latitude: 51.5001, longitude: -0.1201, price: '$99', label: 'Three, from $99' },
];

/** An atlas tile: a square of land, a newline, a border line (atlas-tiles.ts's format). */
const TILE_TEXT = 'M0 0l1000 0 0 1000-1000 0z\nM0 0l500 500';
const fetchTile = vi.fn(async (_url: string) => new Response(TILE_TEXT, { status: 200 }));

beforeEach(() => {
  // jsdom lays nothing out: the map's frame answers with a desktop's size.
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(SIZE.width);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(SIZE.height);
  fetchTile.mockClear();
  vi.stubGlobal('fetch', fetchTile);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

type MapProps = Parameters<typeof HotelMap>[0];

function renderMap(props: Partial<MapProps> = {}) {
  const onSelect = vi.fn();
  const onClear = vi.fn();
  const propsWith = (changes: Partial<MapProps>): MapProps => ({
    hotels: HOTELS,
    center: CENTRE,
    selectedId: null,
    onSelect,
    onClear,
    label: 'Map of hotels near London',
    centreLabel: 'Search centre',
    attribution: 'Base map: Natural Earth',
    controls: { zoomIn: 'Zoom in', zoomOut: 'Zoom out' },
    ...props,
    ...changes,
  });
  const view = render(<HotelMap {...propsWith({})} />);
  /** Renders the same map again with some props changed (the page's next render). */
  const rerenderWith = (changes: Partial<MapProps>) =>
    view.rerender(<HotelMap {...propsWith(changes)} />);
  return { ...view, onSelect, onClear, rerenderWith };
}

const marker = (id: string) =>
  document.querySelector<HTMLButtonElement>(`.${MARKER_CLASS}[data-hotel-id="${id}"]`);

/** A marker's centre in the frame, from its transform. */
function placeOf(element: HTMLElement): { x: number; y: number } {
  const [, x, y] = /translate\(([-\d.e]+)px, ([-\d.e]+)px\)/.exec(element.style.transform) ?? [];
  return { x: Number(x), y: Number(y) };
}

describe('HotelMap', () => {
  it('draws a named button per hotel, pills where they fit, dots where they would overlap', async () => {
    renderMap();
    await waitFor(() => expect(marker('h1')).not.toBeNull());
    const region = screen.getByRole('region', { name: 'Map of hotels near London' });
    expect(region).toHaveAttribute('tabindex', '0');
    const buttons = region.querySelectorAll(`button.${MARKER_CLASS}`);
    expect([...buttons].map((button) => button.getAttribute('data-hotel-id'))).toEqual([
      'h1',
      'h2',
      'h3',
    ]);
    expect(marker('h1')).toHaveAccessibleName('One, from $130 per night');
    expect(marker('h1')).toHaveTextContent('$130');
    expect(marker('h2')).toHaveTextContent('$131');
    // The third sits under the first's pill: a dot, without its price.
    expect(marker('h3')).toHaveTextContent('');
    expect(marker('h3')).toHaveAccessibleName('Three, from $99');
    for (const id of ['h1', 'h2', 'h3']) {
      const { x, y } = placeOf(marker(id)!);
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(SIZE.width);
      expect(y).toBeGreaterThan(0);
      expect(y).toBeLessThan(SIZE.height);
    }
    expect(screen.getByRole('button', { name: 'Zoom in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zoom out' })).toBeInTheDocument();
    expect(screen.getByText('Base map: Natural Earth')).toBeInTheDocument();
  });

  it('selects a hotel on a click on its marker, and clears on a click on the map', async () => {
    const { onSelect, onClear, rerenderWith } = renderMap();
    await waitFor(() => expect(marker('h3')).not.toBeNull());
    fireEvent.click(marker('h3')!);
    expect(onSelect).toHaveBeenCalledWith('h3');
    expect(onClear).not.toHaveBeenCalled();
    rerenderWith({ selectedId: 'h3' });
    // The chosen one is a pill on top of the others, its neighbour a dot now.
    expect(marker('h3')).toHaveAttribute('aria-pressed', 'true');
    expect(marker('h3')).toHaveTextContent('$99');
    expect(Number(marker('h3')!.style.zIndex)).toBeGreaterThan(Number(marker('h1')!.style.zIndex));
    expect(marker('h1')).toHaveTextContent('');
    fireEvent.click(screen.getByRole('region', { name: 'Map of hotels near London' }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it('zooms with + and − and the buttons, about the centre, and pans with the arrow keys', async () => {
    renderMap();
    await waitFor(() => expect(marker('h2')).not.toBeNull());
    const region = screen.getByRole('region', { name: 'Map of hotels near London' });
    const centre = { x: SIZE.width / 2, y: SIZE.height / 2 };
    const before = placeOf(marker('h2')!);
    fireEvent.keyDown(region, { key: '+' });
    const zoomed = placeOf(marker('h2')!);
    // One level: twice as far from the centre.
    expect(zoomed.x - centre.x).toBeCloseTo(2 * (before.x - centre.x), 6);
    expect(zoomed.y - centre.y).toBeCloseTo(2 * (before.y - centre.y), 6);
    fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(placeOf(marker('h2')!).x).toBeCloseTo(before.x, 6);

    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(placeOf(marker('h2')!).x).toBeCloseTo(before.x - 80, 6);
    fireEvent.keyDown(region, { key: 'ArrowUp', shiftKey: true });
    expect(placeOf(marker('h2')!).y).toBeCloseTo(before.y + 240, 6);
    // Keys on the zoom buttons are theirs.
    fireEvent.keyDown(screen.getByRole('button', { name: 'Zoom in' }), { key: 'ArrowLeft' });
    expect(placeOf(marker('h2')!).x).toBeCloseTo(before.x - 80, 6);
  });

  it('zooms with the wheel about the pointer: the marker under it stays put', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      renderMap();
      await vi.waitFor(() => expect(marker('h2')).not.toBeNull());
      const region = screen.getByRole('region', { name: 'Map of hotels near London' });
      const under = placeOf(marker('h2')!);
      const other = placeOf(marker('h1')!);
      fireEvent.wheel(region, { deltaY: -120, clientX: under.x, clientY: under.y });
      vi.advanceTimersByTime(50);
      const after = placeOf(marker('h2')!);
      expect(after.x).toBeCloseTo(under.x, 6);
      expect(after.y).toBeCloseTo(under.y, 6);
      // One level in (120 px of wheel): the others move away from it, twice as far.
      expect(placeOf(marker('h1')!).x - after.x).toBeCloseTo(2 * (other.x - under.x), 6);
    } finally {
      vi.useRealTimers();
    }
  });

  it('drags the map with the pointer, and a drag that ends on a marker does not select it', async () => {
    const { onSelect } = renderMap();
    await waitFor(() => expect(marker('h1')).not.toBeNull());
    const region = screen.getByRole('region', { name: 'Map of hotels near London' });
    const start = placeOf(marker('h1')!);
    const pointer = { pointerId: 1, pointerType: 'mouse', button: 0 };
    fireEvent.pointerDown(marker('h1')!, { ...pointer, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(region, { ...pointer, clientX: 150, clientY: 130 });
    fireEvent.pointerUp(region, { ...pointer, clientX: 150, clientY: 130 });
    // Enter on a marker (a click with detail 0) selects, even right after a drag.
    fireEvent.click(marker('h2')!, { detail: 0 });
    expect(onSelect).toHaveBeenCalledWith('h2');
    // The click that follows the drag's release (a pointer's: detail 1) does not.
    fireEvent.click(marker('h1')!, { detail: 1 });
    expect(onSelect).not.toHaveBeenCalledWith('h1');
    const moved = placeOf(marker('h1')!);
    expect(moved.x).toBeCloseTo(start.x + 50, 6);
    expect(moved.y).toBeCloseTo(start.y + 30, 6);
  });

  it('draws the offline atlas from the tiles around the view', async () => {
    renderMap();
    await waitFor(() => expect(document.querySelector('svg path')).not.toBeNull());
    const svg = document.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    // The frame and its margin, in world px at zoom 0.
    expect(svg.getAttribute('viewBox')?.split(' ')).toHaveLength(4);
    // London at city zoom: the tile west of the prime meridian and the one east of it (5, 7 and
    // 5, 8 of the 16 × 16 grid), each once.
    const asked = () => fetchTile.mock.calls.map(([url]) => String(url).replace(/^.*\//, ''));
    expect(asked().sort()).toEqual(['87.txt', '88.txt']);
    const paths = [...document.querySelectorAll('svg g g path')].map((path) =>
      path.getAttribute('d'),
    );
    expect(paths).toContain('M0 0l1000 0 0 1000-1000 0z');
    expect(paths).toContain('M0 0l500 500');

    // Zoomed out to a continent: the whole world's overview, one file.
    const region = screen.getByRole('region', { name: 'Map of hotels near London' });
    for (let step = 0; step < 12; step += 1) fireEvent.keyDown(region, { key: '-' });
    expect(asked().filter((name) => name === 'overview.txt')).toHaveLength(1);
  });
});
