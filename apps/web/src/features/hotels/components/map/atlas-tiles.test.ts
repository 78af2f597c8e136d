import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { brotliCompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ATLAS_ZOOM, QUANTUM, tileSide } from '../../../../products/hotel/map/atlas-grid';
import { acrossTheAntimeridian, atlasTiles, clipLine, clipRing, pathData } from './atlas-tiles';
import { project } from '../../../../products/hotel/map/geo';

const BOX: [number, number, number, number] = [0, 0, 10, 10];

describe('clipping', () => {
  it('cuts a ring to the box, keeping the part inside as a ring', () => {
    const ring: [number, number][] = [
      [-5, 5],
      [5, -5],
      [15, 5],
      [5, 15],
    ];
    const clipped = clipRing(ring, BOX);
    expect(clipped.length).toBeGreaterThanOrEqual(4);
    for (const [x, y] of clipped) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(10);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(10);
    }
    expect(
      clipRing(
        [
          [20, 20],
          [30, 20],
          [30, 30],
        ],
        BOX,
      ),
    ).toEqual([]);
  });

  it('cuts a line into its pieces inside the box', () => {
    const pieces = clipLine(
      [
        [-5, 5],
        [5, 5],
        [5, 20],
        [8, 20],
        [8, 5],
      ],
      BOX,
    );
    expect(pieces).toEqual([
      [
        [0, 5],
        [5, 5],
        [5, 10],
      ],
      [
        [8, 10],
        [8, 5],
      ],
    ]);
  });

  it('keeps a ring across the antimeridian in one piece, drawn on both edges of the world', () => {
    // Fiji: from 179° E over to 179° W and back, in world px (the world is 256 wide).
    const ring: [number, number][] = [
      [255, 140],
      [1, 140],
      [1, 142],
      [255, 142],
      [255, 140],
    ];
    expect(acrossTheAntimeridian(ring)).toEqual([
      [
        [255, 140],
        [257, 140],
        [257, 142],
        [255, 142],
        [255, 140],
      ],
      [
        [-1, 140],
        [1, 140],
        [1, 142],
        [-1, 142],
        [-1, 140],
      ],
    ]);
    const plain: [number, number][] = [
      [10, 10],
      [20, 10],
      [20, 20],
    ];
    expect(acrossTheAntimeridian(plain)).toEqual([plain]);
  });

  it('writes integer path data relative to the tile corner', () => {
    const unit = 1 / QUANTUM;
    expect(
      pathData(
        [
          [
            [10, 10],
            [10 + 3 * unit, 10],
            [10 + 3 * unit, 10 - 2 * unit],
          ],
        ],
        [10, 10],
        true,
      ),
    ).toBe('M0 0l3 0 0-2z');
  });
});

describe('the atlas tiles', () => {
  const require = createRequire(import.meta.url);
  const topology = JSON.parse(
    readFileSync(require.resolve('world-atlas/countries-50m.json'), 'utf8'),
  );
  const tiles = atlasTiles(topology, ATLAS_ZOOM);
  const TILE = tileSide(ATLAS_ZOOM);

  it('has land where London is and nothing in the South Pacific', () => {
    const index = (place: { latitude: number; longitude: number }) => {
      const { x, y } = project(place);
      return Math.floor(y / TILE) * 2 ** ATLAS_ZOOM + Math.floor(x / TILE);
    };
    const london = tiles.get(index({ latitude: 51.5, longitude: -0.12 }));
    expect(london).toMatch(/^M\d+ \d+l[-\d ]+z/);
    expect(london!.split('\n')).toHaveLength(2);
    expect(tiles.has(index({ latitude: -55, longitude: -110 }))).toBe(false);
  });

  it('is far smaller around one city than the whole atlas', () => {
    const br = (text: string) => brotliCompressSync(Buffer.from(text)).length;
    const whole = [...tiles.values()].reduce((sum, tile) => sum + br(tile), 0);
    const largest = Math.max(...[...tiles.values()].map(br));
    expect(largest).toBeLessThan(whole / 8);
  });
});
