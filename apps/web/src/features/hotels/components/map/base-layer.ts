import { base, filled } from 'virtual:hotel-atlas';
import { env } from '../../../../config/env';
import { AtlasLayer } from './atlas-layer';
import type { LightMap } from './light-map';
import { TileLayer } from './tile-layer';

/** Light land on a light sea, borders a shade darker: markers and their prices stay the focus. */
export const SEA_COLOUR = '#d4e6f3';

const FILLED = new Set(filled);

/** A file of the offline atlas (a tile, or the overview), cached like every asset. */
async function fetchFile(name: string): Promise<string> {
  const response = await fetch(`${base}${name}.txt`);
  if (!response.ok) throw new Error(`atlas ${name}: HTTP ${response.status}`);
  return response.text();
}

/**
 * The map's base: tiles from `VITE_MAP_TILE_URL` when a deployment sets one (with its
 * attribution), else the offline atlas shipped with the app (Natural Earth, cut into tiles at
 * build time, fetched as the view reaches them: a city's map downloads one to four; small zooms
 * draw a coarser whole world). A file that fails to download calls `onError` (once) and leaves
 * the plain sea colour there.
 *
 * The atlas needs no work in script beyond handing each tile's path text to the SVG: the old
 * TopoJSON (~240 countries, ~100,000 points) was converted and projected in the browser, in
 * 5 ms slices so as not to block input; now that is done once, at build time.
 */
export function addBaseLayer(
  map: LightMap,
  fallbackAttribution: string,
  onError: () => void,
): void {
  if (env.mapTileUrl) {
    map.setAttribution(env.mapTileAttribution, true);
    map.addLayer(new TileLayer(map.pane, env.mapTileUrl));
    return;
  }
  map.setAttribution(fallbackAttribution);
  let failed = false;
  const fail = () => {
    if (failed) return;
    failed = true;
    onError();
  };
  map.addLayer(new AtlasLayer(map.pane, FILLED, fetchFile, fail));
}
