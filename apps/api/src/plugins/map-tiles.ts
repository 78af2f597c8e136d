/**
 * The hotel maps' street tiles (issue 13 §3): `MAP_TILE_URL`, a `{z}/{x}/{y}` template on one
 * host. OpenStreetMap's standard tiles by default (its tile usage policy allows a site's maps
 * with the attribution shown); empty turns street tiles off and the maps draw the offline world
 * map only. The web asks `GET /api/MapTiles` for it, and the pages' content security policy
 * allows exactly its origin in `img-src`, so the two cannot disagree.
 */
export const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const OSM_ATTRIBUTION = '© OpenStreetMap contributors';
export const OSM_COPYRIGHT_URL = 'https://www.openstreetmap.org/copyright';

export interface TileServer {
  /** The template as configured. */
  template: string;
  /** `https://tile.openstreetmap.org`: what `img-src` allows. */
  origin: string;
}

const PLACEHOLDERS = ['{z}', '{x}', '{y}'] as const;

/**
 * The configured template and its origin; null when empty (no street tiles); an error message
 * for anything else: not http(s), a placeholder missing, or a placeholder in the host (`{s}`
 * subdomains would need every one of them in the policy: name one host instead).
 */
export function parseTileTemplate(value: string | undefined): TileServer | null | string {
  const template = (value ?? '').trim();
  if (template === '') return null;
  const missing = PLACEHOLDERS.filter((part) => !template.includes(part));
  if (missing.length > 0) {
    return `MAP_TILE_URL needs the placeholders ${missing.join(', ')} (e.g. ${OSM_TILE_URL}), or empty for the offline map only`;
  }
  const hostEnd = template.indexOf('/', template.indexOf('://') + 3);
  const authority = template.slice(0, hostEnd === -1 ? undefined : hostEnd);
  if (/[{}]/.test(authority)) {
    return 'MAP_TILE_URL must name one host: placeholders go in the path ({s} subdomains are not supported)';
  }
  let url: URL;
  try {
    url = new URL(template.replace(/\{[a-z]+\}/g, '0'));
  } catch {
    return `MAP_TILE_URL is not a URL: ${template}`;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return 'MAP_TILE_URL must be an http(s) URL';
  }
  if (url.username || url.password) return 'MAP_TILE_URL must not carry credentials';
  return { template, origin: url.origin };
}
