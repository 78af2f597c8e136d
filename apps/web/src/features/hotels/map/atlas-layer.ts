import { ATLAS_ZOOM, OVERLAP, QUANTUM, TILE } from './atlas-grid';
import { nearestCopy, scaleOf, WORLD, type Size, type View } from './geo';
import type { Layer, LightMap } from './light-map';
import classes from './light-map.module.css';

const SVG = 'http://www.w3.org/2000/svg';
/** The drawn area reaches this share of the frame beyond each side, for drags between redraws. */
const MARGIN = 0.5;
let atlases = 0;

interface Drawn {
  view: View;
  size: Size;
  /** The drawn box in world px: left, top, right, bottom. */
  box: [number, number, number, number];
}

const svg = <K extends keyof SVGElementTagNameMap>(
  tag: K,
  attributes: Record<string, string>,
  parent: Element,
): SVGElementTagNameMap[K] => {
  const created = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) created.setAttribute(name, value);
  parent.append(created);
  return created;
};

/**
 * The offline atlas in one SVG, its tiles (atlas-tiles.ts) fetched as the view first reaches
 * them: the paths are in world px (zoom 0) and never change; a view sets the SVG's viewBox to
 * the frame and a margin around it (the browser draws the vectors sharp at any zoom, strokes
 * one px wide through `vector-effect`), and copies of the world through `<use>` where the view
 * crosses the antimeridian. While a drag or pinch is under way only a CSS transform moves the
 * drawing; it is redrawn when the move settles or leaves the margin.
 */
export class AtlasLayer implements Layer {
  private readonly svg: SVGSVGElement;
  private readonly land: SVGGElement;
  private readonly id = `atlas-land-${(atlases += 1)}`;
  private copies: SVGUseElement[] = [];
  private drawn: Drawn | null = null;
  /** The tiles asked for, by index. */
  private readonly asked = new Set<number>();

  /**
   * `fetchTile` answers a tile's text (the land's path, a newline, the borders' path);
   * `filled` lists the tiles that have one; `onError` hears of the first that fails.
   */
  constructor(
    pane: HTMLElement,
    private readonly filled: ReadonlySet<number>,
    private readonly fetchTile: (index: number) => Promise<string>,
    private readonly onError: () => void,
  ) {
    this.svg = document.createElementNS(SVG, 'svg');
    this.svg.setAttribute('class', classes.atlas!);
    this.svg.setAttribute('aria-hidden', 'true');
    // Every tile is clipped half its overlap beyond its square: the cut edges stay hidden.
    const clip = svg(
      'clipPath',
      { id: `${this.id}-clip`, clipPathUnits: 'userSpaceOnUse' },
      svg('defs', {}, this.svg),
    );
    const edge = String(-(OVERLAP / 2) * QUANTUM);
    const side = String((TILE + OVERLAP) * QUANTUM);
    svg('rect', { x: edge, y: edge, width: side, height: side }, clip);
    this.land = svg('g', { id: this.id }, this.svg);
    pane.prepend(this.svg);
  }

  render(map: LightMap, settled: boolean): void {
    const view = map.getView();
    const size = map.getSize();
    if (size.width === 0 || size.height === 0) return;
    const drawn = this.drawn;
    if (settled || !drawn || !this.covers(drawn, view, size)) this.draw(view, size);
    this.place(view, size);
  }

  remove(): void {
    this.svg.remove();
  }

  /** Whether the drawn box still holds the frame at `view` (same zoom within a factor of 2). */
  private covers(drawn: Drawn, view: View, size: Size): boolean {
    const ratio = scaleOf(view.zoom - drawn.view.zoom);
    if (ratio < 0.5 || ratio > 2) return false;
    const scale = scaleOf(view.zoom);
    const x = nearestCopy(view.x, drawn.view.x);
    const [left, top, right, bottom] = drawn.box;
    return (
      x - size.width / 2 / scale >= left &&
      x + size.width / 2 / scale <= right &&
      view.y - size.height / 2 / scale >= top &&
      view.y + size.height / 2 / scale <= bottom
    );
  }

  private draw(view: View, size: Size): void {
    const scale = scaleOf(view.zoom);
    const width = size.width * (1 + 2 * MARGIN);
    const height = size.height * (1 + 2 * MARGIN);
    const left = view.x - width / 2 / scale;
    const top = view.y - height / 2 / scale;
    const box: Drawn['box'] = [left, top, left + width / scale, top + height / scale];
    this.svg.setAttribute('width', String(width));
    this.svg.setAttribute('height', String(height));
    this.svg.setAttribute('viewBox', `${left} ${top} ${width / scale} ${height / scale}`);
    // The worlds the box reaches besides the first: one <use> each.
    const wanted: number[] = [];
    for (let copy = Math.floor(box[0] / WORLD); copy <= Math.floor(box[2] / WORLD); copy += 1) {
      if (copy !== 0) wanted.push(copy);
    }
    for (const use of this.copies) use.remove();
    this.copies = wanted.map((copy) => {
      const use = document.createElementNS(SVG, 'use');
      use.setAttribute('href', `#${this.id}`);
      use.setAttribute('x', String(copy * WORLD));
      this.svg.append(use);
      return use;
    });
    this.drawn = { view, size, box };
    this.load(box);
  }

  /** Fetches the tiles the drawn box reaches (round the antimeridian too) that it has not yet. */
  private load([left, top, right, bottom]: Drawn['box']): void {
    const count = 2 ** ATLAS_ZOOM;
    const row = (y: number) => Math.max(0, Math.min(count - 1, Math.floor(y / TILE)));
    for (let y = row(top); y <= row(bottom); y += 1) {
      for (let x = Math.floor(left / TILE); x <= Math.floor(right / TILE); x += 1) {
        const index = y * count + (((x % count) + count) % count);
        if (this.asked.has(index) || !this.filled.has(index)) continue;
        this.asked.add(index);
        this.fetchTile(index).then(
          (text) => this.add(index, text),
          () => {
            // Asked again at the next settle; the map says once that the base is missing.
            this.asked.delete(index);
            this.onError();
          },
        );
      }
    }
  }

  private add(index: number, text: string): void {
    const [land = '', borders = ''] = text.split('\n');
    const count = 2 ** ATLAS_ZOOM;
    const tile = svg(
      'g',
      {
        transform: `translate(${(index % count) * TILE} ${Math.floor(index / count) * TILE}) scale(${1 / QUANTUM})`,
        'clip-path': `url(#${this.id}-clip)`,
      },
      this.land,
    );
    svg('path', { d: land, class: classes.land! }, tile);
    svg('path', { d: borders, class: classes.border! }, tile);
  }

  /** The CSS transform from the drawn view to `view`. */
  private place(view: View, size: Size): void {
    const drawn = this.drawn!;
    const scale = scaleOf(view.zoom);
    const ratio = scale / scaleOf(drawn.view.zoom);
    const x = nearestCopy(view.x, drawn.view.x);
    const dx = size.width / 2 - (ratio * drawn.size.width) / 2 + (drawn.view.x - x) * scale;
    const dy = size.height / 2 - (ratio * drawn.size.height) / 2 + (drawn.view.y - view.y) * scale;
    const padX = drawn.size.width * MARGIN;
    const padY = drawn.size.height * MARGIN;
    this.svg.style.transform = `translate(${dx}px, ${dy}px) scale(${ratio}) translate(${-padX}px, ${-padY}px)`;
  }
}
