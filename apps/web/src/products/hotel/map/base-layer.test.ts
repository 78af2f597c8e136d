import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addBaseLayer, FIRST_TILES_MS, type BaseKind } from './base-layer';
import { LightMap } from './light-map';
import { resetStreetTilesForTests } from './map-tiles';

const OSM = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: {
    text: '© OpenStreetMap contributors',
    url: 'https://www.openstreetmap.org/copyright',
  },
};
const ATLAS_TILE = 'M0 0l1000 0 0 1000-1000 0z\nM0 0l500 500';

/** The API's MapTiles reply (`tiles`) and the atlas's files, at the network edge. */
function serve(tiles: typeof OSM | null) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.endsWith('/api/MapTiles')) {
      return new Response(
        JSON.stringify({
          code: 0,
          msg: 'success',
          data: tiles ?? { url: null, attribution: null },
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      );
    }
    return new Response(ATLAS_TILE, { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function mapWithBase() {
  const container = document.createElement('div');
  document.body.append(container);
  const map = new LightMap(container, { zoomIn: 'Zoom in', zoomOut: 'Zoom out' });
  map.setView({ latitude: 51.5, longitude: -0.12 }, 14);
  const bases: BaseKind[] = [];
  const onError = vi.fn();
  const stop = addBaseLayer(map, {
    atlasAttribution: 'Base map: Natural Earth',
    onError,
    onBase: (kind) => bases.push(kind),
  });
  const tiles = () => [...container.querySelectorAll('img')];
  const atlas = () => container.querySelector('svg');
  const credit = () => container.querySelector('a, [class*="attribution"]');
  return { container, map, bases, onError, stop, tiles, atlas, credit };
}

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(512);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(256);
  resetStreetTilesForTests();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the map’s base: street tiles, or the offline atlas by itself', () => {
  it('draws the street tiles with their attribution linked, hidden until each has loaded', async () => {
    serve(OSM);
    const { tiles, bases, atlas, container } = mapWithBase();
    await vi.waitFor(() => expect(tiles().length).toBeGreaterThan(0));
    expect(tiles()[0]!.getAttribute('src')).toMatch(
      /^https:\/\/tile\.openstreetmap\.org\/14\/\d+\/\d+\.png$/,
    );
    expect(tiles()[0]!.referrerPolicy).toBe('strict-origin-when-cross-origin');
    const link = container.querySelector('a')!;
    expect(link).toHaveTextContent('© OpenStreetMap contributors');
    expect(link).toHaveAttribute('href', 'https://www.openstreetmap.org/copyright');
    tiles()[0]!.dispatchEvent(new Event('load'));
    expect(bases).toEqual(['tiles']);
    // Later failures leave that tile out (never a broken image) and keep the street map.
    tiles()[1]!.dispatchEvent(new Event('error'));
    tiles()[2]!.dispatchEvent(new Event('error'));
    expect(tiles()[1]!.hidden).toBe(true);
    expect(atlas()).toBeNull();
  });

  it('falls back to the offline atlas when tiles fail before any loaded, and remembers it', async () => {
    serve(OSM);
    const first = mapWithBase();
    await vi.waitFor(() => expect(first.tiles().length).toBeGreaterThan(1));
    first.tiles()[0]!.dispatchEvent(new Event('error'));
    expect(first.atlas()).toBeNull();
    first.tiles()[1]!.dispatchEvent(new Event('error'));
    expect(first.tiles()).toEqual([]);
    expect(first.atlas()).not.toBeNull();
    expect(first.bases).toEqual(['atlas']);
    expect(first.container).toHaveTextContent('Base map: Natural Earth');
    expect(first.container.querySelector('a')).toBeNull();

    // The next map of this tab does not try the tiles again.
    const second = mapWithBase();
    await vi.waitFor(() => expect(second.bases).toEqual(['atlas']));
    expect(second.tiles()).toEqual([]);
  });

  it('falls back when no tile has loaded in time (a host that never answers)', async () => {
    serve(OSM);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { tiles, atlas, bases } = mapWithBase();
    // The MapTiles reply settles in microtasks (vi.waitFor would run the fake clock on).
    for (let turn = 0; turn < 50 && tiles().length === 0; turn += 1) {
      await new Promise<void>((resolve) => queueMicrotask(resolve));
    }
    expect(tiles().length).toBeGreaterThan(0);
    vi.advanceTimersByTime(FIRST_TILES_MS - 1);
    expect(atlas()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(atlas()).not.toBeNull();
    expect(bases).toEqual(['atlas']);
  });

  it('draws the atlas at once when the server has no street tiles', async () => {
    const fetchMock = serve(null);
    const { atlas, tiles, bases } = mapWithBase();
    await vi.waitFor(() => expect(atlas()).not.toBeNull());
    expect(tiles()).toEqual([]);
    expect(bases).toEqual(['atlas']);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/MapTiles');
  });
});
