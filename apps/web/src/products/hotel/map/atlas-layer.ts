import { ATLAS_ZOOM, OVERVIEW_BELOW, overlapOf, QUANTUM, tileSide } from './atlas-grid';
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
 * them, and below zoom OVERVIEW_BELOW the coarser whole world in one file instead (shown too,
 * once it is there, while tiles for a closer view are on their way): the paths are in world px (zoom 0) and never change; a view sets the SVG's viewBox to
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
  /** The fine tiles, and the overview of the world, each in a group of its own. */
  private readonly tiles: SVGGElement;
  private readonly overview: SVGGElement;
  /** The files asked for: tile indexes, and "overview". */
  private readonly asked = new Set<string>();
  /** Fine tiles asked for and not yet drawn. */
  private pending = 0;
  private overviewDrawn = false;
  private fine = false;

  /**
   * `fetchFile` answers a file's text (the land's path, a newline, the borders' path) by name:
   * a tile's index or "overview"; `filled` lists the tiles that have one; `onError` hears of
   * each failure.
   */
  constructor(
    pane: HTMLElement,
    private readonly filled: ReadonlySet<number>,
    private readonly fetchFile: (name: string) => Promise<string>,
    private readonly onError: () => void,
  ) {
    this.svg = document.createElementNS(SVG, 'svg');
    this.svg.setAttribute('class', classes.atlas!);
    this.svg.setAttribute('aria-hidden', 'true');
    // Every tile is clipped half its overlap beyond its square: the cut edges stay hidden.
    const defs = svg('defs', {}, this.svg);
    for (const zoom of [0, ATLAS_ZOOM]) {
      const side = tileSide(zoom);
      const clip = svg(
        'clipPath',
        { id: this.clipId(zoom), clipPathUnits: 'userSpaceOnUse' },
        defs,
      );
      const edge = String(-(overlapOf(side) / 2) * QUANTUM);
      const length = String((side + overlapOf(side)) * QUANTUM);
      svg('rect', { x: edge, y: edge, width: length, height: length }, clip);
    }
    this.land = svg('g', { id: this.id }, this.svg);
    this.overview = svg('g', {}, this.land);
    this.tiles = svg('g', {}, this.land);
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
    this.fine = view.zoom >= OVERVIEW_BELOW;
    if (this.fine) this.load(box);
    else this.ask('overview', 0, 0);
    this.showGroups();
  }

  /** The fine tiles in a close view; the overview otherwise, and while they are on their way. */
  private showGroups(): void {
    this.tiles.style.display = this.fine ? '' : 'none';
    const overview = !this.fine || (this.pending > 0 && this.overviewDrawn);
    this.overview.style.display = overview ? '' : 'none';
  }

  private clipId(zoom: number): string {
    return `${this.id}-clip-${zoom}`;
  }

  /** Fetches the tiles the drawn box reaches (round the antimeridian too) that it has not yet. */
  private load([left, top, right, bottom]: Drawn['box']): void {
    const count = 2 ** ATLAS_ZOOM;
    const side = tileSide(ATLAS_ZOOM);
    const row = (y: number) => Math.max(0, Math.min(count - 1, Math.floor(y / side)));
    for (let y = row(top); y <= row(bottom); y += 1) {
      for (let x = Math.floor(left / side); x <= Math.floor(right / side); x += 1) {
        const index = y * count + (((x % count) + count) % count);
        if (this.filled.has(index)) this.ask(String(index), ATLAS_ZOOM, index);
      }
    }
  }

  /** Fetches a file (once, again after a failure) and draws it as tile `index` of grid `zoom`. */
  private ask(name: string, zoom: number, index: number): void {
    if (this.asked.has(name)) return;
    this.asked.add(name);
    const fine = zoom === ATLAS_ZOOM;
    if (fine) this.pending += 1;
    const done = () => {
      if (fine) this.pending -= 1;
      this.showGroups();
    };
    this.fetchFile(name).then(
      (text) => {
        this.add(zoom, index, text);
        if (!fine) this.overviewDrawn = true;
        done();
      },
      () => {
        // Asked again at the next settle; the map says that the base is missing.
        this.asked.delete(name);
        done();
        this.onError();
      },
    );
  }

  private add(zoom: number, index: number, text: string): void {
    const [land = '', borders = ''] = text.split('\n');
    const count = 2 ** zoom;
    const side = tileSide(zoom);
    const tile = svg(
      'g',
      {
        transform: `translate(${(index % count) * side} ${Math.floor(index / count) * side}) scale(${1 / QUANTUM})`,
        'clip-path': `url(#${this.clipId(zoom)})`,
      },
      zoom === ATLAS_ZOOM ? this.tiles : this.overview,
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
