import {
  fitBounds,
  normalise,
  panBy,
  panInside,
  project,
  snapZoom,
  toScreen,
  zoomAbout,
  type LatLng,
  type Point,
  type Size,
  type View,
  type ZoomLimits,
} from './geo';
import { addControls, type Controls } from './controls';
import { listenToGestures } from './gestures';
import classes from './light-map.module.css';

/** Something drawn on the map, placed again on every frame the view changes. */
export interface Layer {
  /** `settled` once the view stops moving (the end of a drag, a zoom step, a setView). */
  render(map: LightMap, settled: boolean): void;
  remove(): void;
}

export interface MapLabels {
  zoomIn: string;
  zoomOut: string;
}

const LIMITS: ZoomLimits = { minZoom: 1, maxZoom: 19, snap: 0.5 };
/** Arrow keys pan 80 px (Leaflet's keyboardPanDelta), three times that with Shift. */
const KEY_PAN = 80;

/**
 * The hotel map's own small map (it replaced Leaflet, of which it used a small part): a Web
 * Mercator view with world wrapping, drag, pinch, wheel and double-click zoom about the pointer,
 * arrow keys and +/− when focused, zoom buttons, a scale bar and an attribution line. Layers
 * (the atlas or tiles, the markers) draw themselves from the view; changes are batched to one
 * render per animation frame, and `onMoveEnd` runs once a move settles.
 */
export class LightMap {
  readonly container: HTMLElement;
  /** The layers' parent, under the controls. */
  readonly pane: HTMLDivElement;
  onMoveEnd: () => void = () => undefined;
  onClick: () => void = () => undefined;
  private view: View = { x: 128, y: 128, zoom: 2 };
  private size: Size = { width: 0, height: 0 };
  private readonly layers: Layer[] = [];
  private readonly controls: Controls;
  private frame = 0;
  private readonly stop: () => void;

  /**
   * `embedded`: a small map within a page (the hotel's own): the wheel and a finger's swipe
   * scroll the page rather than move the map; buttons, keys and a mouse drag still do.
   */
  constructor(container: HTMLElement, labels: MapLabels, { embedded = false } = {}) {
    this.container = container;
    this.pane = document.createElement('div');
    this.pane.className = classes.pane!;
    if (embedded) this.pane.style.touchAction = 'manipulation';
    container.append(this.pane);
    // A focused marker outside the frame would scroll the pane's box; the map pans instead.
    this.pane.addEventListener('scroll', () => {
      this.pane.scrollTop = 0;
      this.pane.scrollLeft = 0;
    });
    this.controls = addControls(container, labels, (delta) => this.zoomBy(delta));
    this.measure();
    this.stop = listenToGestures(
      this,
      {
        move: (view) => this.show(view, false),
        zoomAt: (delta, at) => this.zoomBy(delta, at),
        key: (key, shift) => this.key(key, shift),
      },
      { wheel: !embedded, touch: !embedded },
    );
  }

  get limits(): ZoomLimits {
    return LIMITS;
  }

  getView(): View {
    return this.view;
  }

  getSize(): Size {
    return this.size;
  }

  /** A place's point in the frame, px from its top left. */
  latLngToContainerPoint(place: LatLng): Point {
    return toScreen(this.view, this.size, project(place));
  }

  setView(place: LatLng, zoom: number): void {
    const { x, y } = project(place);
    this.show({ x, y, zoom: snapZoom(zoom, LIMITS) }, true);
  }

  fitBounds(places: readonly LatLng[], options: { padding: number; maxZoom: number }): void {
    const view = fitBounds(places, this.size, options, LIMITS);
    if (view) this.show(view, true);
  }

  /** Brings a place inside the frame less the padding (px), by the smallest move. */
  panInside(place: LatLng, topLeft: Point, bottomRight: Point): void {
    const moved = panInside(this.view, this.size, project(place), topLeft, bottomRight);
    if (moved !== this.view) this.show(moved, true);
  }

  addLayer(layer: Layer): void {
    this.layers.push(layer);
    layer.render(this, true);
  }

  removeLayer(layer: Layer): void {
    const index = this.layers.indexOf(layer);
    if (index < 0) return;
    this.layers.splice(index, 1);
    layer.remove();
  }

  setAttribution(text: string, url?: string | null): void {
    this.controls.attribution(text, url);
  }

  /** Reads the frame's size again (it follows the page's layout) and keeps the centre. */
  invalidateSize(): void {
    this.measure();
    this.show(this.view, true);
  }

  remove(): void {
    cancelAnimationFrame(this.frame);
    this.stop();
    for (const layer of this.layers) layer.remove();
    this.layers.length = 0;
    this.controls.remove();
    this.pane.remove();
  }

  private measure(): void {
    this.size = { width: this.container.clientWidth, height: this.container.clientHeight };
  }

  private zoomBy(delta: number, at?: Point): void {
    const centre = { x: this.size.width / 2, y: this.size.height / 2 };
    const zoom = snapZoom(this.view.zoom + delta, LIMITS);
    this.show(zoomAbout(this.view, this.size, zoom, at ?? centre), true);
  }

  private key(key: string, shift: boolean): boolean {
    const step = KEY_PAN * (shift ? 3 : 1);
    const pans: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const pan = pans[key];
    if (pan) this.show(panBy(this.view, pan[0], pan[1]), true);
    else if (key === '+' || key === '=') this.zoomBy(1);
    else if (key === '-' || key === '_') this.zoomBy(-1);
    else return false;
    return true;
  }

  /**
   * Makes `view` the map's view. A settled view renders at once (the caller may read positions
   * right after) and ends the move; one during a gesture waits for the next frame.
   */
  private show(view: View, settled: boolean): void {
    this.view = normalise(view, this.size, LIMITS);
    if (!settled) {
      this.frame ||= requestAnimationFrame(() => {
        this.frame = 0;
        this.render(false);
      });
      return;
    }
    cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.render(true);
    this.onMoveEnd();
  }

  private render(settled: boolean): void {
    this.controls.update(this.view, LIMITS);
    for (const layer of this.layers) layer.render(this, settled);
  }
}
