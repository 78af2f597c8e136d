import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { project } from './geo';
import { LightMap } from './light-map';
import { TileLayer, tileUrl } from './tile-layer';

const TEMPLATE = 'https://tiles.example.com/{z}/{x}/{y}.png';

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(512);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(256);
});
afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

function mapWithTiles() {
  const container = document.createElement('div');
  document.body.append(container);
  const map = new LightMap(container, { zoomIn: 'Zoom in', zoomOut: 'Zoom out' });
  map.addLayer(new TileLayer(map.pane, TEMPLATE));
  const sources = () =>
    [...container.querySelectorAll('img')].map((image) => image.getAttribute('src')).sort();
  return { map, sources };
}

describe('TileLayer', () => {
  it('fills a {z}/{x}/{y} template as Leaflet does', () => {
    expect(tileUrl('https://{s}.t.example/{z}/{x}/{y}{r}.png', 3, 4, 5)).toBe(
      'https://a.t.example/3/4/5.png',
    );
  });

  it('covers the frame with the tiles of the nearest whole zoom', () => {
    const { map, sources } = mapWithTiles();
    // Centred on the corner of tiles 1 and 2 across, 2 down: a 512×256 frame spans x 0.5–2.5
    // and y 1.5–2.5 in tiles of zoom 2.
    map.setView({ latitude: 0, longitude: -90 + 45 }, 2);
    expect(sources()).toEqual(
      [
        [0, 1],
        [1, 1],
        [2, 1],
        [0, 2],
        [1, 2],
        [2, 2],
      ]
        .map(([x, y]) => `https://tiles.example.com/2/${x}/${y}.png`)
        .sort(),
    );
    // Half a level in: the zoom-3 tiles (2.5 rounds to 3), drawn at 256 / √2 px.
    map.setView({ latitude: 0, longitude: -45 }, 2.5);
    expect(sources().every((source) => source?.startsWith('https://tiles.example.com/3/'))).toBe(
      true,
    );
  });

  it('wraps round the antimeridian: the tiles east of it are the world’s first ones', () => {
    const { map, sources } = mapWithTiles();
    const { x } = project({ latitude: 0, longitude: 179.9 });
    expect(x).toBeGreaterThan(255);
    map.setView({ latitude: 10, longitude: 179.9 }, 3);
    const columns = new Set(sources().map((source) => Number(source!.split('/')[4])));
    // Columns 6 and 7 of zoom 3 and, east of the antimeridian, column 0 again.
    expect(columns).toEqual(new Set([6, 7, 0]));
  });
});
