// Imports name their .ts files: vite.config.ts loads this module too (atlas-plugin.ts).
import { WORLD } from './geo.ts';

/** The offline atlas's tiles (cut by atlas-tiles.ts at build time, drawn by atlas-layer.ts). */

/**
 * Natural Earth 1:50m in a 2^4 × 2^4 grid of tiles (16 world px each): a city's map needs one to
 * four of them (a few KB each).
 */
export const ATLAS_ZOOM = 4;
/** Map zooms below this draw the overview instead: 1:110m, the whole world in one tile. */
export const OVERVIEW_BELOW = 4;
/** Path units per world px: finer than the source's own grid (1e-5 of the world's width). */
export const QUANTUM = 512;

/** A tile's side in world px at a grid zoom. */
export const tileSide = (zoom: number): number => WORLD / 2 ** zoom;
/** Shapes reach this far (world px) beyond their tile; the browser clips them at half of it. */
export const overlapOf = (side: number): number => side / 64;
