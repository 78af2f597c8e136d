import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin, ResolvedConfig } from 'vite';
import { ATLAS_ZOOM } from '../../../../products/hotel/map/atlas-grid.ts';
import { atlasTiles } from './atlas-tiles.ts';

const MODULE = 'virtual:hotel-atlas';
const RESOLVED = `\0${MODULE}`;
const DEV_PREFIX = '/@hotel-atlas/';

/**
 * Vite plugin: cuts the offline atlas (world-atlas's Natural Earth 1:50m countries) into tiles
 * once per build (atlas-tiles.ts) and emits them as `assets/atlas-<hash>/<index>.txt`, with the
 * 1:110m world as `overview.txt` for small zooms (the build precompresses them like every
 * asset); `virtual:hotel-atlas` tells the map where they are and which tiles hold land. The dev
 * server serves them from memory.
 */
export function hotelAtlas(): Plugin {
  let config: ResolvedConfig | undefined;
  let built: { files: Map<string, string>; filled: number[]; hash: string } | undefined;
  const atlas = () => {
    if (!built) {
      const require = createRequire(import.meta.url);
      const read = (name: string) =>
        JSON.parse(readFileSync(require.resolve(`world-atlas/${name}`), 'utf8'));
      const tiles = atlasTiles(read('countries-50m.json'), ATLAS_ZOOM);
      const overview = atlasTiles(read('countries-110m.json'), 0).get(0) ?? '';
      const files = new Map([...tiles].map(([index, tile]) => [`${index}.txt`, tile]));
      files.set('overview.txt', overview);
      const hash = createHash('sha256');
      for (const [name, file] of files) hash.update(`${name}\n${file}\n`);
      built = { files, filled: [...tiles.keys()], hash: hash.digest('hex').slice(0, 10) };
    }
    return built;
  };
  const directory = () => `assets/atlas-${atlas().hash}/`;

  return {
    name: 'hotel-atlas',
    configResolved(resolved) {
      config = resolved;
    },
    resolveId(id) {
      return id === MODULE ? RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      const base = config?.command === 'build' ? `${config.base}${directory()}` : DEV_PREFIX;
      return [
        `export const base = ${JSON.stringify(base)};`,
        `export const filled = ${JSON.stringify(atlas().filled)};`,
      ].join('\n');
    },
    configureServer(server) {
      server.middlewares.use(DEV_PREFIX, (request, response, next) => {
        const tile = atlas().files.get((request.url ?? '').slice(1));
        if (tile === undefined) {
          next();
          return;
        }
        response.setHeader('content-type', 'text/plain; charset=utf-8');
        response.end(tile);
      });
    },
    generateBundle() {
      if (config?.build.ssr) return;
      for (const [name, file] of atlas().files) {
        this.emitFile({ type: 'asset', fileName: `${directory()}${name}`, source: file });
      }
    },
  };
}
