import type { MapTiles } from '@travel/contracts/hotels';
import type { Config } from '../../plugins/env';

/**
 * What `GET /api/MapTiles` tells the hotel maps: the configured street tiles and their
 * attribution, or no tiles (the offline world map only). The pages' content security policy
 * allows the same origin (plugins/security.ts), read from the same variable.
 */
export function mapTilesOf(
  env: Pick<Config, 'MAP_TILE_URL' | 'MAP_TILE_ATTRIBUTION' | 'MAP_TILE_ATTRIBUTION_URL'>,
): MapTiles {
  if (!env.MAP_TILE_URL) return { url: null, attribution: null };
  return {
    url: env.MAP_TILE_URL.template,
    attribution: { text: env.MAP_TILE_ATTRIBUTION, url: env.MAP_TILE_ATTRIBUTION_URL },
  };
}
