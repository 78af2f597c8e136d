/**
 * Web Mercator view math for the light map (no DOM). "World" points are Web Mercator pixels at
 * zoom 0: the whole world is WORLD px square, x from the antimeridian eastwards, y from the
 * north. A view is a centre in world px and a zoom; at zoom z one world px is 2^z screen px.
 */

export const WORLD = 256;
/** Web Mercator's latitude limit: the world is square. */
const MAX_LATITUDE = 85.0511287798;
const EARTH_CIRCUMFERENCE = 40_075_016.686;

export interface LatLng {
  latitude: number;
  longitude: number;
}
export interface Point {
  x: number;
  y: number;
}
export interface Size {
  width: number;
  height: number;
}
export interface View {
  /** The centre in world px, x kept within [0, WORLD). */
  x: number;
  y: number;
  zoom: number;
}
export interface ZoomLimits {
  minZoom: number;
  maxZoom: number;
  /** Zooms settle on multiples of this (Leaflet's zoomSnap). */
  snap: number;
}

export function project({ latitude, longitude }: LatLng): Point {
  const lat = (Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, latitude)) * Math.PI) / 180;
  return {
    x: (WORLD * (longitude + 180)) / 360,
    y: WORLD * (0.5 - Math.log(Math.tan(Math.PI / 4 + lat / 2)) / (2 * Math.PI)),
  };
}

export function unproject({ x, y }: Point): LatLng {
  const n = Math.PI * (1 - (2 * y) / WORLD);
  return {
    latitude: (Math.atan(Math.sinh(n)) * 180) / Math.PI,
    longitude: (x / WORLD) * 360 - 180,
  };
}

export const scaleOf = (zoom: number): number => 2 ** zoom;

/** x moved by whole worlds into [0, WORLD): panning across the antimeridian goes on round. */
export function wrapX(x: number): number {
  return ((x % WORLD) + WORLD) % WORLD;
}

/** The copy of world x nearest to `near` (a marker shows on the world the view is looking at). */
export function nearestCopy(x: number, near: number): number {
  return x + WORLD * Math.round((near - x) / WORLD);
}

export function clampZoom(zoom: number, limits: ZoomLimits): number {
  return Math.max(limits.minZoom, Math.min(limits.maxZoom, zoom));
}

export function snapZoom(zoom: number, limits: ZoomLimits): number {
  return clampZoom(Math.round(zoom / limits.snap) * limits.snap, limits);
}

/**
 * The view made valid: x wrapped, y kept so that no space beyond the poles shows (or the world
 * centred when it is shorter than the frame), the zoom within its limits.
 */
export function normalise(view: View, size: Size, limits: ZoomLimits): View {
  const zoom = clampZoom(view.zoom, limits);
  const half = size.height / 2 / scaleOf(zoom);
  const y = half * 2 >= WORLD ? WORLD / 2 : Math.max(half, Math.min(WORLD - half, view.y));
  return { x: wrapX(view.x), y, zoom };
}

/** A world point's place in the frame (px from its top left), on the copy nearest the view. */
export function toScreen(view: View, size: Size, point: Point): Point {
  const scale = scaleOf(view.zoom);
  return {
    x: (nearestCopy(point.x, view.x) - view.x) * scale + size.width / 2,
    y: (point.y - view.y) * scale + size.height / 2,
  };
}

export function fromScreen(view: View, size: Size, screen: Point): Point {
  const scale = scaleOf(view.zoom);
  return {
    x: view.x + (screen.x - size.width / 2) / scale,
    y: view.y + (screen.y - size.height / 2) / scale,
  };
}

/** The view at `zoom` that keeps the world point under `screen` where it is (wheel, pinch). */
export function zoomAbout(view: View, size: Size, zoom: number, screen: Point): View {
  const anchor = fromScreen(view, size, screen);
  const scale = scaleOf(zoom);
  return {
    x: anchor.x - (screen.x - size.width / 2) / scale,
    y: anchor.y - (screen.y - size.height / 2) / scale,
    zoom,
  };
}

/** The view moved by a screen offset (a drag of `dx`, `dy` moves the map the other way). */
export function panBy(view: View, dx: number, dy: number): View {
  const scale = scaleOf(view.zoom);
  return { x: view.x + dx / scale, y: view.y + dy / scale, zoom: view.zoom };
}

/**
 * The view that shows every point, as Leaflet's `fitBounds(bounds.pad(padding), {maxZoom})`:
 * the box of the points grown by `padding` of its span on each side, the highest snapped zoom
 * at which it fits the frame, centred on it.
 */
export function fitBounds(
  points: readonly LatLng[],
  size: Size,
  { padding, maxZoom }: { padding: number; maxZoom: number },
  limits: ZoomLimits,
): View | null {
  if (points.length === 0) return null;
  let [south, west, north, east] = [90, 180, -90, -180];
  for (const { latitude, longitude } of points) {
    south = Math.min(south, latitude);
    north = Math.max(north, latitude);
    west = Math.min(west, longitude);
    east = Math.max(east, longitude);
  }
  const padLat = (north - south) * padding;
  const padLng = (east - west) * padding;
  const topLeft = project({ latitude: north + padLat, longitude: west - padLng });
  const bottomRight = project({ latitude: south - padLat, longitude: east + padLng });
  const width = bottomRight.x - topLeft.x;
  const height = bottomRight.y - topLeft.y;
  const ceiling = Math.min(maxZoom, limits.maxZoom);
  let zoom = ceiling;
  if (width > 0 || height > 0) {
    const fit = Math.min(
      width > 0 ? size.width / width : Infinity,
      height > 0 ? size.height / height : Infinity,
    );
    // Down to the snap (a box that fits at 12.7 shows at 12.5, never cropped at 13).
    if (Number.isFinite(fit) && fit > 0) {
      zoom = Math.floor(Math.log2(fit) / limits.snap) * limits.snap;
    }
  }
  return {
    x: (topLeft.x + bottomRight.x) / 2,
    y: (topLeft.y + bottomRight.y) / 2,
    zoom: clampZoom(Math.min(zoom, ceiling), limits),
  };
}

/**
 * The smallest move that brings a world point inside the frame less its padding (Leaflet's
 * `panInside`); the same view when it is already there.
 */
export function panInside(
  view: View,
  size: Size,
  point: Point,
  topLeft: Point,
  bottomRight: Point,
): View {
  const screen = toScreen(view, size, point);
  const shift = (at: number, low: number, high: number) =>
    at < low ? at - low : at > high ? at - high : 0;
  const dx = shift(screen.x, topLeft.x, size.width - bottomRight.x);
  const dy = shift(screen.y, topLeft.y, size.height - bottomRight.y);
  return dx === 0 && dy === 0 ? view : panBy(view, dx, dy);
}

/** Metres per screen px at the view's centre latitude. */
export function metresPerPixel(view: View): number {
  const { latitude } = unproject(view);
  return (
    (EARTH_CIRCUMFERENCE * Math.cos((latitude * Math.PI) / 180)) / (WORLD * scaleOf(view.zoom))
  );
}

/** 1, 2, 3 or 5 times a power of ten, at most `value` (a scale bar's round length). */
export function roundDown(value: number): number {
  const power = 10 ** Math.floor(Math.log10(value));
  const digit = value / power;
  return power * (digit >= 5 ? 5 : digit >= 3 ? 3 : digit >= 2 ? 2 : 1);
}

export interface ScaleLine {
  label: string;
  /** The line's length in px, at most the bar's width. */
  width: number;
}

/** The scale bar's metric and imperial lines for a bar at most `maxWidth` px wide. */
export function scaleLines(view: View, maxWidth = 100): [ScaleLine, ScaleLine] {
  const metres = metresPerPixel(view) * maxWidth;
  const metric = roundDown(metres);
  const miles = metres / 1609.344;
  const imperial =
    miles >= 1
      ? { amount: roundDown(miles), unit: 'mi', perUnit: 1609.344 }
      : { amount: roundDown(metres / 0.3048), unit: 'ft', perUnit: 0.3048 };
  return [
    {
      label: metric >= 1000 ? `${metric / 1000} km` : `${metric} m`,
      width: Math.round((maxWidth * metric) / metres),
    },
    {
      label: `${imperial.amount} ${imperial.unit}`,
      width: Math.round((maxWidth * imperial.amount * imperial.perUnit) / metres),
    },
  ];
}
