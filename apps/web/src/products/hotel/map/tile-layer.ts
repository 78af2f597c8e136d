import { scaleOf, WORLD } from './geo';
import type { Layer, LightMap } from './light-map';
import classes from './light-map.module.css';

const MAX_TILE_ZOOM = 19;

/** A `{z}/{x}/{y}` template's URL for one tile (`{s}` and `{r}` as Leaflet fills them). */
export function tileUrl(template: string, z: number, x: number, y: number): string {
  return template
    .replace('{z}', String(z))
    .replace('{x}', String(x))
    .replace('{y}', String(y))
    .replace('{s}', 'a')
    .replace('{r}', '');
}

/**
 * Raster tiles from the street tile server (`GET /api/MapTiles`, the API's `MAP_TILE_URL`):
 * 256 px images at the nearest whole zoom, scaled for the half levels, wrapped round the
 * antimeridian. Images stay while they are in view and are dropped when they leave it. A tile
 * shows once it has loaded (faded in) and never as a broken image; `onTile` hears of each
 * tile's load or failure (base-layer.ts falls back to the offline map on failures).
 */
export class TileLayer implements Layer {
  private readonly pane: HTMLDivElement;
  private readonly tiles = new Map<string, HTMLImageElement>();

  constructor(
    parent: HTMLElement,
    private readonly template: string,
    private readonly onTile: (loaded: boolean) => void = () => undefined,
  ) {
    this.pane = document.createElement('div');
    this.pane.className = classes.tiles!;
    parent.prepend(this.pane);
  }

  render(map: LightMap): void {
    const view = map.getView();
    const { width, height } = map.getSize();
    if (width === 0 || height === 0) return;
    const z = Math.max(0, Math.min(MAX_TILE_ZOOM, Math.round(view.zoom)));
    const count = 2 ** z;
    /** On-screen px per tile, and the view's centre in tile units. */
    const tile = (WORLD * scaleOf(view.zoom)) / count;
    const cx = (view.x / WORLD) * count;
    const cy = (view.y / WORLD) * count;
    const left = Math.floor(cx - width / 2 / tile);
    const right = Math.floor(cx + width / 2 / tile);
    const top = Math.max(0, Math.floor(cy - height / 2 / tile));
    const bottom = Math.min(count - 1, Math.floor(cy + height / 2 / tile));
    const seen = new Set<string>();
    for (let x = left; x <= right; x += 1) {
      for (let y = top; y <= bottom; y += 1) {
        const key = `${z}/${x}/${y}`;
        seen.add(key);
        const image = this.tiles.get(key) ?? this.load(key, z, x, y);
        // Rounded, and a px larger, so that no seam shows between scaled tiles.
        const px = Math.round((x - cx) * tile + width / 2);
        const py = Math.round((y - cy) * tile + height / 2);
        image.style.transform = `translate(${px}px, ${py}px)`;
        image.style.width = image.style.height = `${Math.ceil(tile) + 1}px`;
      }
    }
    for (const [key, image] of this.tiles) {
      if (!seen.has(key)) {
        image.remove();
        this.tiles.delete(key);
      }
    }
  }

  remove(): void {
    this.pane.remove();
  }

  private load(key: string, z: number, x: number, y: number): HTMLImageElement {
    const image = document.createElement('img');
    image.alt = '';
    image.decoding = 'async';
    image.draggable = false;
    // The page's policy sends no referrer; OpenStreetMap's tile policy asks for one: the origin.
    image.referrerPolicy = 'strict-origin-when-cross-origin';
    image.addEventListener(
      'load',
      () => {
        image.classList.add(classes.tileLoaded!);
        this.onTile(true);
      },
      { once: true },
    );
    image.addEventListener(
      'error',
      () => {
        image.hidden = true;
        this.onTile(false);
      },
      { once: true },
    );
    const wrapped = ((x % 2 ** z) + 2 ** z) % 2 ** z;
    image.src = tileUrl(this.template, z, wrapped, y);
    this.pane.append(image);
    this.tiles.set(key, image);
    return image;
  }
}
