/** The offline atlas's tiles, from atlas-plugin.ts. */
declare module 'virtual:hotel-atlas' {
  /** The tiles' URL prefix: `${base}${index}.txt`. */
  export const base: string;
  /** The indexes (`y * 2^ATLAS_ZOOM + x`) of the tiles that hold land or borders. */
  export const filled: readonly number[];
}
