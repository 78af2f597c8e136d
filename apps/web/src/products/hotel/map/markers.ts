import { project, toScreen, type LatLng, type Point } from './geo';
import type { Layer, LightMap } from './light-map';
import classes from './light-map.module.css';

export interface Marker {
  readonly place: LatLng;
  readonly element: HTMLElement;
  /** Raises the marker above others: its stacking is its y in the frame plus `offset`. */
  setZOffset(offset: number): void;
}

interface Placed extends Marker {
  point: Point;
  /** Its y in the frame at the last render. */
  y: number;
  zOffset: number;
}

/**
 * Elements pinned to places, centred on them: on every render each one moves to its place in
 * the frame (on the world copy the view shows), stacked by y plus its offset as Leaflet's were.
 */
export class MarkerLayer implements Layer {
  private readonly pane: HTMLDivElement;
  private markers: Placed[] = [];

  constructor(parent: HTMLElement) {
    this.pane = document.createElement('div');
    this.pane.className = classes.markers!;
    parent.append(this.pane);
  }

  add(place: LatLng, element: HTMLElement): Marker {
    element.classList.add(classes.marker!);
    this.pane.append(element);
    const marker: Placed = {
      place,
      element,
      point: project(place),
      y: 0,
      zOffset: 0,
      setZOffset(offset) {
        marker.zOffset = offset;
        element.style.zIndex = String(Math.round(marker.y) + offset);
      },
    };
    this.markers.push(marker);
    return marker;
  }

  clear(): void {
    for (const { element } of this.markers) element.remove();
    this.markers = [];
  }

  render(map: LightMap): void {
    const view = map.getView();
    const size = map.getSize();
    for (const marker of this.markers) {
      const { x, y } = toScreen(view, size, marker.point);
      marker.y = y;
      marker.element.style.transform = `translate(${x}px, ${y}px) translate(-50%, -50%)`;
      marker.setZOffset(marker.zOffset);
    }
  }

  remove(): void {
    this.pane.remove();
  }
}
