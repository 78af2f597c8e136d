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

/**
 * Country shapes in one SVG: the paths are in world px (zoom 0) and never change; a view sets
 * the SVG's viewBox to the frame and a margin around it (the browser draws the vectors sharp
 * at any zoom, strokes one px wide through `vector-effect`), and copies of the world through
 * `<use>` where the view crosses the antimeridian. While a drag or pinch is under way only a CSS
 * transform moves the drawing; it is redrawn when the move settles or leaves the margin.
 */
export class AtlasLayer implements Layer {
  private readonly svg: SVGSVGElement;
  private readonly land: SVGGElement;
  private readonly id = `atlas-land-${(atlases += 1)}`;
  private copies: SVGUseElement[] = [];
  private drawn: Drawn | null = null;

  constructor(pane: HTMLElement) {
    this.svg = document.createElementNS(SVG, 'svg');
    this.svg.setAttribute('class', classes.atlas!);
    this.svg.setAttribute('aria-hidden', 'true');
    this.land = document.createElementNS(SVG, 'g');
    this.land.id = this.id;
    this.svg.append(this.land);
    pane.prepend(this.svg);
  }

  /** Adds a country's outline (path data in world px). */
  add(path: string): void {
    const shape = document.createElementNS(SVG, 'path');
    shape.setAttribute('d', path);
    shape.setAttribute('class', classes.land!);
    this.land.append(shape);
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
