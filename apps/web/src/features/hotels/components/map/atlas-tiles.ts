// Imports name their .ts files: vite.config.ts loads this module too (atlas-plugin.ts).
import { merge, mesh } from 'topojson-client';
import type { GeometryCollection, MultiPolygon, Polygon, Topology } from 'topojson-specification';
import { overlapOf, QUANTUM, tileSide } from '../../../../products/hotel/map/atlas-grid.ts';
import { project, WORLD } from '../../../../products/hotel/map/geo.ts';

/**
 * The offline atlas cut into square tiles at build time (atlas-plugin.ts), so that a map looking
 * at one city downloads the few tiles around it instead of the whole world (Natural Earth
 * 1:50m: ~205 KB brotli as TopoJSON). Build-time code: the browser imports atlas-grid.ts only.
 * Each tile is text: the land's path (filled, its outline stroked as the coast), a newline, the
 * borders' path, in integers of 1/QUANTUM world px relative to the tile's corner.
 *
 * Shapes are cut `overlapOf(side)` beyond the tile, and the browser clips each tile's drawing half as far
 * beyond it (atlas-layer.ts): the cut's own edges stay out of sight, and neighbours' fills
 * overlap, so no seam shows between them.
 */

type Point = [number, number];
type Box = [number, number, number, number];

/** A polygon ring clipped to a box (Sutherland–Hodgman: the box is convex). */
export function clipRing(ring: readonly Point[], [left, top, right, bottom]: Box): Point[] {
  const edges: [(p: Point) => boolean, (a: Point, b: Point) => Point][] = [
    [(p) => p[0] >= left, (a, b) => at(a, b, (left - a[0]) / (b[0] - a[0]))],
    [(p) => p[0] <= right, (a, b) => at(a, b, (right - a[0]) / (b[0] - a[0]))],
    [(p) => p[1] >= top, (a, b) => at(a, b, (top - a[1]) / (b[1] - a[1]))],
    [(p) => p[1] <= bottom, (a, b) => at(a, b, (bottom - a[1]) / (b[1] - a[1]))],
  ];
  let points = [...ring];
  for (const [inside, cross] of edges) {
    const input = points;
    points = [];
    input.forEach((current, index) => {
      const previous = input[(index + input.length - 1) % input.length]!;
      if (inside(current)) {
        if (!inside(previous)) points.push(cross(previous, current));
        points.push(current);
      } else if (inside(previous)) {
        points.push(cross(previous, current));
      }
    });
    if (points.length === 0) break;
  }
  return points;
}

/** A line's pieces inside a box (Liang–Barsky on each segment, consecutive ones joined). */
export function clipLine(line: readonly Point[], [left, top, right, bottom]: Box): Point[][] {
  const pieces: Point[][] = [];
  let piece: Point[] = [];
  for (let index = 1; index < line.length; index += 1) {
    const a = line[index - 1]!;
    const b = line[index]!;
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    let [enter, leave] = [0, 1];
    const limits: [number, number][] = [
      [-dx, a[0] - left],
      [dx, right - a[0]],
      [-dy, a[1] - top],
      [dy, bottom - a[1]],
    ];
    let outside = false;
    for (const [p, q] of limits) {
      if (p === 0) {
        if (q < 0) outside = true;
      } else if (p < 0) enter = Math.max(enter, q / p);
      else leave = Math.min(leave, q / p);
    }
    if (outside || enter > leave) {
      if (piece.length > 1) pieces.push(piece);
      piece = [];
      continue;
    }
    if (piece.length === 0 || enter > 0) {
      if (piece.length > 1) pieces.push(piece);
      piece = [at(a, b, enter)];
    }
    piece.push(at(a, b, leave));
    if (leave < 1) {
      pieces.push(piece);
      piece = [];
    }
  }
  if (piece.length > 1) pieces.push(piece);
  return pieces;
}

function at(a: Point, b: Point, t: number): Point {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
}

/** SVG path data in integer units relative to `origin`: absolute moves, relative lines. */
export function pathData(lines: readonly Point[][], origin: Point, closed: boolean): string {
  let data = '';
  for (const line of lines) {
    let last: Point | null = null;
    let steps = '';
    for (const [x, y] of line) {
      const q: Point = [
        Math.round((x - origin[0]) * QUANTUM),
        Math.round((y - origin[1]) * QUANTUM),
      ];
      if (!last) data += `M${q[0]} ${q[1]}`;
      else if (q[0] !== last[0] || q[1] !== last[1]) {
        steps += `${steps ? ' ' : ''}${q[0] - last[0]} ${q[1] - last[1]}`;
      } else continue;
      last = q;
    }
    data += (steps ? `l${steps.replace(/ -/g, '-')}` : '') + (closed ? 'z' : '');
  }
  return data;
}

type Countries = Topology<{ countries: GeometryCollection }>;

const HALF_WORLD = WORLD / 2;

/**
 * A land ring as one continuous shape: merged countries that straddle the antimeridian (Russia,
 * Fiji) jump from one edge of the world to the other, which drawn flat is a band across the
 * world. Points after a jump move by a world so that the ring stays continuous, and the ring is
 * drawn again a world away where it reaches beyond an edge.
 */
export function acrossTheAntimeridian(ring: readonly Point[]): Point[][] {
  let shift = 0;
  let previous: number | null = null;
  const continuous = ring.map(([x, y]): Point => {
    if (previous !== null) {
      const dx = x + shift - previous;
      if (dx > HALF_WORLD) shift -= WORLD;
      else if (dx < -HALF_WORLD) shift += WORLD;
    }
    previous = x + shift;
    return [x + shift, y];
  });
  const [left, , right] = boxOf(continuous);
  const moved = (by: number) => continuous.map(([x, y]): Point => [x + by, y]);
  return [
    continuous,
    ...(left < 0 ? [moved(WORLD)] : []),
    ...(right > WORLD ? [moved(-WORLD)] : []),
  ];
}

/** A line cut where it jumps from one edge of the world to the other. */
function splitAtJumps(line: readonly Point[]): Point[][] {
  const pieces: Point[][] = [[]];
  line.forEach((point, index) => {
    if (index > 0 && Math.abs(point[0] - line[index - 1]![0]) > HALF_WORLD) pieces.push([]);
    pieces.at(-1)!.push(point);
  });
  return pieces.filter((piece) => piece.length > 1);
}

const projected = (line: readonly GeoJSON.Position[]): Point[] =>
  line.map(([longitude = 0, latitude = 0]) => {
    const { x, y } = project({ latitude, longitude });
    return [x, y];
  });

function boxOf(points: readonly Point[]): Box {
  const box: Box = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of points) {
    box[0] = Math.min(box[0], x);
    box[1] = Math.min(box[1], y);
    box[2] = Math.max(box[2], x);
    box[3] = Math.max(box[3], y);
  }
  return box;
}

/**
 * The tiles of a countries topology: the land (countries merged, so its outline is the coast)
 * and the borders between countries, each stored once. Returns the tiles that hold something,
 * by index `y * 2^zoom + x` (zoom 0: the whole world in tile 0).
 */
export function atlasTiles(topology: Countries, zoom: number): Map<number, string> {
  const TILE = tileSide(zoom);
  const OVERLAP = overlapOf(TILE);
  const countries = topology.objects.countries;
  const shapes = countries.geometries.filter(
    (geometry): geometry is Polygon | MultiPolygon =>
      geometry.type === 'Polygon' || geometry.type === 'MultiPolygon',
  );
  const land = merge(topology, shapes);
  const rings = land.coordinates.flat().map(projected).flatMap(acrossTheAntimeridian);
  const borders = mesh(topology, countries, (a, b) => a !== b)
    .coordinates.map(projected)
    .flatMap(splitAtJumps);
  const count = 2 ** zoom;
  const fills = new Map<number, Point[][]>();
  const strokes = new Map<number, Point[][]>();
  const add = (into: Map<number, Point[][]>, index: number, lines: Point[][]) => {
    if (lines.length > 0) into.set(index, [...(into.get(index) ?? []), ...lines]);
  };
  const tilesOf = (points: readonly Point[], visit: (index: number, box: Box) => void) => {
    const [left, top, right, bottom] = boxOf(points);
    const first = (value: number) => Math.max(0, Math.floor((value - OVERLAP) / TILE));
    const last = (value: number) => Math.min(count - 1, Math.floor((value + OVERLAP) / TILE));
    for (let y = first(top); y <= last(bottom); y += 1) {
      for (let x = first(left); x <= last(right); x += 1) {
        const corner = [x * TILE - OVERLAP, y * TILE - OVERLAP] as const;
        visit(y * count + x, [
          corner[0],
          corner[1],
          corner[0] + TILE + 2 * OVERLAP,
          corner[1] + TILE + 2 * OVERLAP,
        ]);
      }
    }
  };
  for (const ring of rings) {
    tilesOf(ring, (index, box) => {
      const clipped = clipRing(ring, box);
      add(fills, index, clipped.length > 2 ? [clipped] : []);
    });
  }
  for (const line of borders)
    tilesOf(line, (index, box) => add(strokes, index, clipLine(line, box)));
  const tiles = new Map<number, string>();
  for (const index of [...new Set([...fills.keys(), ...strokes.keys()])].sort((a, b) => a - b)) {
    const origin: Point = [(index % count) * TILE, Math.floor(index / count) * TILE];
    tiles.set(
      index,
      `${pathData(fills.get(index) ?? [], origin, true)}\n${pathData(strokes.get(index) ?? [], origin, false)}`,
    );
  }
  return tiles;
}
