// Imports name their .ts files: vite.config.ts loads this module too (atlas-plugin.ts).
import { WORLD } from './geo.ts';

/** The offline atlas's tiles (cut by atlas-tiles.ts at build time, drawn by atlas-layer.ts). */

/** Tiles of a 2^3 × 2^3 grid (32 world px each): a city view needs one to four of them. */
export const ATLAS_ZOOM = 3;
/** Path units per world px: finer than the source's own grid (1e-5 of the world's width). */
export const QUANTUM = 512;
export const TILE = WORLD / 2 ** ATLAS_ZOOM;
/** Shapes reach this far (world px) beyond their tile; the browser clips them at half of it. */
export const OVERLAP = TILE / 64;
