import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
// Served as a file of its own (fetched when a map opens), never inlined into a script chunk.
import atlasUrl from 'world-atlas/countries-50m.json?url';
import { env } from '../../../config/env';
import { AtlasLayer } from './atlas-layer';
import { fromScreen, project } from './geo';
import type { LightMap } from './light-map';
import { inSlices } from './slices';
import { TileLayer } from './tile-layer';

/** Light land on a light sea, borders a shade darker: markers and their prices stay the focus. */
export const SEA_COLOUR = '#d4e6f3';

type Countries = Topology<{ countries: GeometryCollection }>;
let atlas: Promise<Countries> | null = null;

/** Natural Earth 1:50m countries (world-atlas), downloaded once per visit. */
function loadAtlas(): Promise<Countries> {
  atlas ??= fetch(atlasUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`world atlas: HTTP ${response.status}`);
      return response.json() as Promise<Countries>;
    })
    .catch((error: unknown) => {
      atlas = null;
      throw error;
    });
  return atlas;
}

/** A country's outline as SVG path data in world px, with its box (to draw those in view first). */
export interface Outline {
  path: string;
  box: [number, number, number, number];
}

const round = (value: number) => Math.round(value * 1e4) / 1e4;

/** Projects a country's (multi)polygon rings into one path: one subpath per ring. */
export function outline(geometry: GeoJSON.Geometry | null): Outline {
  const box: Outline['box'] = [Infinity, Infinity, -Infinity, -Infinity];
  const parts: string[] = [];
  const polygons =
    geometry?.type === 'Polygon'
      ? [geometry.coordinates]
      : geometry?.type === 'MultiPolygon'
        ? geometry.coordinates
        : [];
  for (const polygon of polygons) {
    for (const ring of polygon) {
      const points = ring.map(([longitude = 0, latitude = 0]) => {
        const { x, y } = project({ latitude, longitude });
        box[0] = Math.min(box[0], x);
        box[1] = Math.min(box[1], y);
        box[2] = Math.max(box[2], x);
        box[3] = Math.max(box[3], y);
        return `${round(x)} ${round(y)}`;
      });
      if (points.length > 2) parts.push(`M${points.join('L')}Z`);
    }
  }
  return { path: parts.join(''), box };
}

/**
 * The map's base: tiles from `VITE_MAP_TILE_URL` when a deployment sets one (with its
 * attribution), else the offline country shapes shipped with the app. Resolves once the base
 * is on the map; a failed atlas download leaves the plain sea colour and the markers.
 *
 * The atlas is ~240 countries and ~100,000 points: converting and projecting them at once was
 * one task of ~300 ms on a slow phone, blocking the page just after the map appeared. They are
 * converted and drawn in short slices instead, the countries in view first; `signal` stops
 * the work when the map goes away.
 */
export async function addBaseLayer(
  map: LightMap,
  fallbackAttribution: string,
  signal: AbortSignal,
): Promise<void> {
  if (env.mapTileUrl) {
    map.setAttribution(env.mapTileAttribution, true);
    map.addLayer(new TileLayer(map.pane, env.mapTileUrl));
    return;
  }
  map.setAttribution(fallbackAttribution);
  const topology = await loadAtlas();
  if (signal.aborted) return;
  const countries = await inSlices(
    topology.objects.countries.geometries,
    (geometry) => {
      const shape = feature(topology, geometry);
      return outline(shape.type === 'Feature' ? shape.geometry : null);
    },
    signal,
  );
  // In view: within a frame's width or height of the frame.
  const size = map.getSize();
  const view = map.getView();
  const near = fromScreen(view, size, { x: -size.width, y: -size.height });
  const far = fromScreen(view, size, { x: 2 * size.width, y: 2 * size.height });
  const inView = ({ box }: Outline) =>
    box[0] <= far.x && box[2] >= near.x && box[1] <= far.y && box[3] >= near.y ? 0 : 1;
  countries.sort((a, b) => inView(a) - inView(b));
  const layer = new AtlasLayer(map.pane);
  map.addLayer(layer);
  await inSlices(countries, (country) => layer.add(country.path), signal);
}
