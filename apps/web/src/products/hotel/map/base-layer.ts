import { base, filled } from 'virtual:hotel-atlas';
import { AtlasLayer } from './atlas-layer';
import type { Layer, LightMap } from './light-map';
import { rememberTilesFailed, streetTiles } from './map-tiles';
import { TileLayer } from './tile-layer';

/** Light land on a light sea, borders a shade darker: markers and their prices stay the focus. */
export const SEA_COLOUR = '#d4e6f3';

const FILLED = new Set(filled);
/** No tile loaded this soon after the map asked for them: the offline map takes over. */
export const FIRST_TILES_MS = 3000;
/** Tiles that failed before any loaded: the tile server is out of reach. */
const FAILURES_BEFORE_FALLBACK = 2;

// Asked for as this chunk loads, beside React's first render of the map.
void streetTiles();

/** A file of the offline atlas (a tile, or the overview), cached like every asset. */
async function fetchFile(name: string): Promise<string> {
  const response = await fetch(`${base}${name}.txt`);
  if (!response.ok) throw new Error(`atlas ${name}: HTTP ${response.status}`);
  return response.text();
}

export type BaseKind = 'tiles' | 'atlas';

export interface BaseLayerOptions {
  /** The offline atlas's own attribution ("Base map: Natural Earth"). */
  atlasAttribution: string;
  /** The atlas could not be loaded either (called once): the map says so. */
  onError: () => void;
  /** Which base the map ended with: the street tiles once one loaded, or the atlas. */
  onBase?: (kind: BaseKind) => void;
}

/**
 * The map's base: the street tiles the API names (`GET /api/MapTiles`: OpenStreetMap's standard
 * tiles by default, with their attribution), falling back by itself to the offline atlas when
 * they cannot load: two failed tiles before any loaded, or none loaded within FIRST_TILES_MS
 * (a machine without internet, a blocked host). The tab then skips the tiles for a while. The
 * atlas is shipped with the app (Natural Earth, cut into tiles at build time, fetched as the
 * view reaches them: a city's map downloads one to four; small zooms draw a coarser whole
 * world). An atlas file that fails to download calls `onError` (once) and leaves the plain sea
 * colour there. Returns the function that stops waiting (the map is going away).
 */
export function addBaseLayer(map: LightMap, options: BaseLayerOptions): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const showAtlas = () => {
    map.setAttribution(options.atlasAttribution);
    let failed = false;
    map.addLayer(
      new AtlasLayer(map.pane, FILLED, fetchFile, () => {
        if (failed || stopped) return;
        failed = true;
        options.onError();
      }),
    );
    options.onBase?.('atlas');
  };

  void streetTiles().then((tiles) => {
    if (stopped) return;
    if (!tiles) {
      showAtlas();
      return;
    }
    let settled = false;
    let failures = 0;
    const fallBack = () => {
      if (settled || stopped) return;
      settled = true;
      clearTimeout(timer);
      map.removeLayer(layer);
      rememberTilesFailed(true);
      showAtlas();
    };
    map.setAttribution(tiles.attribution.text, tiles.attribution.url);
    const layer: Layer = new TileLayer(map.pane, tiles.url, (loaded) => {
      if (settled || stopped) return;
      if (loaded) {
        settled = true;
        clearTimeout(timer);
        rememberTilesFailed(false);
        options.onBase?.('tiles');
      } else if ((failures += 1) >= FAILURES_BEFORE_FALLBACK) {
        fallBack();
      }
    });
    timer = setTimeout(fallBack, FIRST_TILES_MS);
    map.addLayer(layer);
  });

  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
