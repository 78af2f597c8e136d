import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin, ResolvedConfig } from 'vite';
import { atlasTiles } from './atlas-tiles.ts';

const MODULE = 'virtual:hotel-atlas';
const RESOLVED = `\0${MODULE}`;
const DEV_PREFIX = '/@hotel-atlas/';

/**
 * Vite plugin: cuts the offline atlas (world-atlas's Natural Earth 1:50m countries) into tiles
 * once per build (atlas-tiles.ts) and emits them as `assets/atlas-<hash>/<index>.txt` (the
 * build precompresses them like every asset); `virtual:hotel-atlas` tells the map where they
 * are and which tiles hold land. The dev server serves them from memory.
 */
export function hotelAtlas(): Plugin {
  let config: ResolvedConfig | undefined;
  let built: { tiles: Map<number, string>; hash: string } | undefined;
  const atlas = () => {
    if (!built) {
      const require = createRequire(import.meta.url);
      const source = readFileSync(require.resolve('world-atlas/countries-50m.json'), 'utf8');
      const tiles = atlasTiles(JSON.parse(source));
      const hash = createHash('sha256');
      for (const [index, tile] of tiles) hash.update(`${index}\n${tile}\n`);
      built = { tiles, hash: hash.digest('hex').slice(0, 10) };
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
        `export const filled = ${JSON.stringify([...atlas().tiles.keys()])};`,
      ].join('\n');
    },
    configureServer(server) {
      server.middlewares.use(DEV_PREFIX, (request, response, next) => {
        const index = /^\/(\d+)\.txt$/.exec(request.url ?? '')?.[1];
        const tile = index === undefined ? undefined : atlas().tiles.get(Number(index));
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
      for (const [index, tile] of atlas().tiles) {
        this.emitFile({ type: 'asset', fileName: `${directory()}${index}.txt`, source: tile });
      }
    },
  };
}
