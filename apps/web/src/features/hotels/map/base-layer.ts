import L from 'leaflet';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
// Served as a file of its own (fetched when a map opens), never inlined into a script chunk.
import atlasUrl from 'world-atlas/countries-50m.json?url';
import { env } from '../../../config/env';

/** Light land on a light sea, borders a shade darker: markers and their prices stay the focus. */
export const SEA_COLOUR = '#d4e6f3';
const LAND_STYLE: L.PathOptions = {
  color: '#b9b29e',
  weight: 0.8,
  fillColor: '#f6f3ea',
  fillOpacity: 1,
  interactive: false,
};

let atlas: Promise<GeoJSON.FeatureCollection> | null = null;

/** Natural Earth 1:50m countries (world-atlas), converted once per visit. */
function loadCountries(): Promise<GeoJSON.FeatureCollection> {
  atlas ??= fetch(atlasUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`world atlas: HTTP ${response.status}`);
      return response.json() as Promise<Topology<{ countries: GeometryCollection }>>;
    })
    .then((topology) => feature(topology, topology.objects.countries))
    .catch((error: unknown) => {
      atlas = null;
      throw error;
    });
  return atlas;
}

/**
 * The map's base: tiles from `VITE_MAP_TILE_URL` when a deployment sets one (with its
 * attribution), else the offline country shapes shipped with the app. Resolves once the base
 * is on the map; a failed atlas download leaves the plain sea colour and the markers.
 */
export async function addBaseLayer(map: L.Map, fallbackAttribution: string): Promise<void> {
  if (env.mapTileUrl) {
    L.tileLayer(env.mapTileUrl, {
      attribution: env.mapTileAttribution,
      maxZoom: 19,
      crossOrigin: true,
    }).addTo(map);
    return;
  }
  map.attributionControl.addAttribution(fallbackAttribution);
  const countries = await loadCountries();
  L.geoJSON(countries, { style: LAND_STYLE }).addTo(map).bringToBack();
}
