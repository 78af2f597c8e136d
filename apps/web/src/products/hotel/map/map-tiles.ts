import { env } from '../../../config/env';

/** The street tiles the API serves the maps (`GET /api/MapTiles`), or none. */
export interface StreetTiles {
  /** `https://host/{z}/{x}/{y}.png`. */
  url: string;
  attribution: { text: string; url: string | null };
}

/** Tiles that failed this long ago are tried again (the connection may be back). */
const RETRY_AFTER_MS = 10 * 60_000;
const FAILED_KEY = 'travel-outlet.map-tiles-failed';

let asked: Promise<StreetTiles | null> | undefined;

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** The reply's tiles, checked by hand (the map's chunk carries no schema library). */
function tilesOf(reply: unknown): StreetTiles | null {
  const data = (reply as { data?: { url?: unknown; attribution?: unknown } } | null)?.data;
  const attribution = data?.attribution as { text?: unknown; url?: unknown } | null | undefined;
  if (!isText(data?.url) || !isText(attribution?.text)) return null;
  return {
    url: data.url,
    attribution: { text: attribution.text, url: isText(attribution.url) ? attribution.url : null },
  };
}

/**
 * The street tiles to try, asked for once per page load (the map's chunk asks as it loads,
 * beside React's render): none when the API has none configured, when the call fails, or when
 * they failed to load in this tab a short while ago (then the offline map at once).
 */
export function streetTiles(): Promise<StreetTiles | null> {
  asked ??= fetch(`${env.apiBaseUrl}/api/MapTiles`)
    .then(async (response) => (response.ok ? tilesOf(await response.json()) : null))
    .catch(() => null);
  return asked.then((tiles) => (tiles && !failedLately() ? tiles : null));
}

function failedLately(): boolean {
  try {
    const at = Number(sessionStorage.getItem(FAILED_KEY));
    return at > 0 && Date.now() - at < RETRY_AFTER_MS;
  } catch {
    return false;
  }
}

/** Street tiles did not load: the next maps of this tab go straight to the offline map. */
export function rememberTilesFailed(failed: boolean): void {
  try {
    if (failed) sessionStorage.setItem(FAILED_KEY, String(Date.now()));
    else sessionStorage.removeItem(FAILED_KEY);
  } catch {
    // Storage refused (private mode): each map tries the tiles again.
  }
}

/** Forgets the answer and the failures (tests: each starts from a fresh page load). */
export function resetStreetTilesForTests(): void {
  asked = undefined;
  rememberTilesFailed(false);
}
