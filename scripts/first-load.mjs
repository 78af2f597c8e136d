// First-load JavaScript of a built web app: what a browser must download before a route can
// render, i.e. the entry script with every chunk it imports statically, plus the route's lazy
// page chunk and its static imports. Chunks loaded later (dialogs, drawers, the search form
// behind "Change search") are not counted, nor chunks a page requests by dynamic import as it
// runs for what waits on an API answer (the /flights result cards): they load during that call.
// Sizes are gzip at zlib's default level, as Vite reports them.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const STATIC_IMPORT = /(?:import|from)\s*["']\.\/([^"']+\.js)["']/g;

function staticClosure(assets, starts) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(path.join(assets, file), 'utf8');
    for (const match of source.matchAll(STATIC_IMPORT)) visit(match[1]);
  };
  starts.forEach(visit);
  return seen;
}

/**
 * `routes` maps a label to the page chunk's name (`flights-page` for
 * `features/flights/pages/flights-page.tsx`). Returns gzip bytes for the entry alone and for
 * each route.
 */
export function firstLoadBytes(distDir, routes) {
  const assets = path.join(distDir, 'assets');
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const entry = [...html.matchAll(/<script[^>]+src="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]);
  if (entry.length === 0) throw new Error(`no entry script in ${distDir}/index.html`);
  const files = readdirSync(assets);
  const sizes = new Map();
  const gzipped = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(path.join(assets, file))).length);
    return sizes.get(file);
  };
  const total = (set) => [...set].reduce((sum, file) => sum + gzipped(file), 0);
  const result = { entry: total(staticClosure(assets, entry)) };
  for (const [label, chunkName] of Object.entries(routes)) {
    const chunk = files.find((file) => file.startsWith(`${chunkName}-`) && file.endsWith('.js'));
    if (!chunk || !existsSync(path.join(assets, chunk))) {
      throw new Error(`no ${chunkName} chunk in ${assets}`);
    }
    result[label] = total(staticClosure(assets, [...entry, chunk]));
  }
  return result;
}
