import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Land and sea as the hotel map draws them: the `land` object of Natural Earth 1:50m
 * (world-atlas `countries-50m.json`, the file the web map's base layer draws its countries from;
 * `land` is those countries merged). Read from node_modules on first use, once per process
 * (~50–60 ms), and kept only as flat coordinate arrays with a latitude-band index: a point test is
 * an even-odd ray cast over the few coast edges of its 0.1° band, well under a microsecond.
 */

/** Height of one latitude band of the index, in degrees. */
const BAND_DEGREES = 0.1;
const BAND_COUNT = Math.ceil(180 / BAND_DEGREES);

interface LandIndex {
  /** Edge i runs from (x1[i], y1[i]) to (x2[i], y2[i]), longitude/latitude in degrees. */
  x1: Float64Array;
  y1: Float64Array;
  x2: Float64Array;
  y2: Float64Array;
  /** Edges of band b: bandEdges[bandStart[b] .. bandStart[b + 1]). */
  bandStart: Uint32Array;
  bandEdges: Uint32Array;
  /** Latitudes where a ring crosses the antimeridian (its edges there are cut in two). */
  meridian: Float64Array;
}

let index: LandIndex | undefined;

/** The parts of world-atlas's TopoJSON read here (quantized, delta-encoded arcs). */
interface Atlas {
  transform: { scale: [number, number]; translate: [number, number] };
  arcs: [number, number][][];
  objects: {
    land: {
      geometries: (
        { type: 'Polygon'; arcs: number[][] } | { type: 'MultiPolygon'; arcs: number[][][] }
      )[];
    };
  };
}

function loadAtlas(): Atlas {
  const require = createRequire(import.meta.url);
  return JSON.parse(
    readFileSync(require.resolve('world-atlas/countries-50m.json'), 'utf8'),
  ) as Atlas;
}

/**
 * Every boundary arc of the land, as absolute longitude/latitude pairs. Even-odd parity needs
 * no ring assembly or direction: only each edge of each ring, once.
 */
function landArcs(atlas: Atlas): Float64Array[] {
  const {
    transform: { scale, translate },
    arcs,
  } = atlas;
  const decoded: Float64Array[] = [];
  const decode = (reference: number): void => {
    const arc = arcs[reference < 0 ? ~reference : reference] ?? [];
    const points = new Float64Array(arc.length * 2);
    let x = 0;
    let y = 0;
    for (let i = 0; i < arc.length; i += 1) {
      const [dx = 0, dy = 0] = arc[i]!;
      x += dx;
      y += dy;
      points[2 * i] = x * scale[0] + translate[0];
      points[2 * i + 1] = y * scale[1] + translate[1];
    }
    decoded.push(points);
  };
  for (const geometry of atlas.objects.land.geometries) {
    const polygons = geometry.type === 'Polygon' ? [geometry.arcs] : geometry.arcs;
    for (const polygon of polygons) for (const ring of polygon) ring.forEach(decode);
  }
  return decoded;
}

const bandOf = (latitude: number): number =>
  Math.min(BAND_COUNT - 1, Math.max(0, Math.floor((latitude + 90) / BAND_DEGREES)));

function buildIndex(arcs: readonly Float64Array[]): LandIndex {
  // At most one edge per pair of points, plus one per cut at the antimeridian (a handful).
  let capacity = 0;
  for (const arc of arcs) {
    capacity += arc.length / 2;
    for (let i = 2; i < arc.length; i += 2)
      if (Math.abs(arc[i]! - arc[i - 2]!) > 180) capacity += 1;
  }
  const x1 = new Float64Array(capacity);
  const y1 = new Float64Array(capacity);
  const x2 = new Float64Array(capacity);
  const y2 = new Float64Array(capacity);
  const meridian: number[] = [];
  let edgeCount = 0;
  const addEdge = (ax: number, ay: number, bx: number, by: number): void => {
    x1[edgeCount] = ax;
    y1[edgeCount] = ay;
    x2[edgeCount] = bx;
    y2[edgeCount] = by;
    edgeCount += 1;
  };
  for (const arc of arcs) {
    for (let i = 2; i < arc.length; i += 2) {
      const ax = arc[i - 2]!;
      const ay = arc[i - 1]!;
      const bx = arc[i]!;
      const by = arc[i + 1]!;
      if (Math.abs(bx - ax) <= 180) {
        addEdge(ax, ay, bx, by);
        continue;
      }
      // An edge across the antimeridian (Chukotka, Wrangel, Fiji, Antarctica): cut it at ±180
      // and remember the latitude where the ring crosses that meridian.
      const edge = ax > 0 ? 180 : -180;
      const span = bx + 2 * edge - ax;
      // From -180 straight to 180 (or back) the edge runs along the meridian: cut at its start.
      const cutLat = ax === edge ? ay : ay + ((edge - ax) * (by - ay)) / span;
      addEdge(ax, ay, edge, cutLat);
      addEdge(-edge, cutLat, bx, by);
      meridian.push(cutLat);
    }
  }
  // Two passes (count, then fill) give one flat array of edge numbers per band.
  const bandStart = new Uint32Array(BAND_COUNT + 1);
  for (let e = 0; e < edgeCount; e += 1) {
    const last = bandOf(Math.max(y1[e]!, y2[e]!));
    for (let b = bandOf(Math.min(y1[e]!, y2[e]!)); b <= last; b += 1) bandStart[b + 1]! += 1;
  }
  for (let b = 0; b < BAND_COUNT; b += 1) bandStart[b + 1]! += bandStart[b]!;
  const bandEdges = new Uint32Array(bandStart[BAND_COUNT]!);
  const fill = bandStart.slice(0, BAND_COUNT);
  for (let e = 0; e < edgeCount; e += 1) {
    const last = bandOf(Math.max(y1[e]!, y2[e]!));
    for (let b = bandOf(Math.min(y1[e]!, y2[e]!)); b <= last; b += 1) {
      bandEdges[fill[b]!] = e;
      fill[b]! += 1;
    }
  }
  return {
    x1,
    y1,
    x2,
    y2,
    bandStart,
    bandEdges,
    meridian: Float64Array.from(meridian),
  };
}

function landIndex(): LandIndex {
  index ??= buildIndex(landArcs(loadAtlas()));
  return index;
}

/**
 * True when the point is on land as the hotel map draws it: the parity of the coast edges a ray
 * from the point east to the antimeridian crosses, flipped when the antimeridian itself is on
 * land at that latitude (an odd number of rings cross it farther north; the North Pole is sea).
 */
export function isLand(latitude: number, longitude: number): boolean {
  const { x1, y1, x2, y2, bandStart, bandEdges, meridian } = landIndex();
  const band = bandOf(latitude);
  let inside = false;
  for (let k = bandStart[band]!, end = bandStart[band + 1]!; k < end; k += 1) {
    const e = bandEdges[k]!;
    const ya = y1[e]!;
    const yb = y2[e]!;
    if (ya > latitude === yb > latitude) continue;
    const xa = x1[e]!;
    const crossing = xa + ((latitude - ya) * (x2[e]! - xa)) / (yb - ya);
    if (crossing > longitude) inside = !inside;
  }
  for (const cutLat of meridian) if (cutLat > latitude) inside = !inside;
  return inside;
}

/** Loads the land data now rather than on the first point test (for timing it apart). */
export function preloadLand(): void {
  landIndex();
}
