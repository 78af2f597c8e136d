import L from 'leaflet';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
// Served as a file of its own (fetched when a map opens), never inlined into a script chunk.
import atlasUrl from 'world-atlas/countries-50m.json?url';
import { env } from '../../../config/env';
import { inSlices } from './slices';

/** Light land on a light sea, borders a shade darker: markers and their prices stay the focus. */
export const SEA_COLOUR = '#d4e6f3';
const LAND_STYLE: L.PathOptions = {
  color: '#b9b29e',
  weight: 0.8,
  fillColor: '#f6f3ea',
  fillOpacity: 1,
  interactive: false,
};

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

/** A country's outline as GeoJSON, with its bounds (to draw the ones in view first). */
type Shape = GeoJSON.Feature | GeoJSON.FeatureCollection;
interface Country {
  shape: Shape;
  bounds: L.LatLngBounds;
}

function boundsOf(shape: Shape): L.LatLngBounds {
  let [west, south, east, north] = [180, 90, -180, -90];
  const visit = (coordinates: unknown): void => {
    if (!Array.isArray(coordinates)) return;
    if (typeof coordinates[0] === 'number') {
      const [lng, lat] = coordinates as [number, number];
      west = Math.min(west, lng);
      east = Math.max(east, lng);
      south = Math.min(south, lat);
      north = Math.max(north, lat);
      return;
    }
    for (const item of coordinates) visit(item);
  };
  const features = shape.type === 'FeatureCollection' ? shape.features : [shape];
  for (const { geometry } of features) {
    if (geometry && 'coordinates' in geometry) visit(geometry.coordinates);
  }
  return L.latLngBounds([south, west], [north, east]);
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
  map: L.Map,
  fallbackAttribution: string,
  signal: AbortSignal,
): Promise<void> {
  if (env.mapTileUrl) {
    L.tileLayer(env.mapTileUrl, {
      attribution: env.mapTileAttribution,
      maxZoom: 19,
      crossOrigin: true,
    }).addTo(map);
    return;
  }
  map.attributionControl.addAttribution(fallbackAttribution);
  const topology = await loadAtlas();
  if (signal.aborted) return;
  const countries = await inSlices(
    topology.objects.countries.geometries,
    (geometry): Country => {
      const shape = feature(topology, geometry);
      return { shape, bounds: boundsOf(shape) };
    },
    signal,
  );
  const view = map.getBounds().pad(0.5);
  const inView = (country: Country) => (view.intersects(country.bounds) ? 0 : 1);
  countries.sort((a, b) => inView(a) - inView(b));
  const land = L.geoJSON(undefined, { style: LAND_STYLE }).addTo(map);
  await inSlices(countries, (country) => land.addData(country.shape), signal);
}
