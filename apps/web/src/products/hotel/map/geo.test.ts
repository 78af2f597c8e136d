import { describe, expect, it } from 'vitest';
import {
  fitBounds,
  fromScreen,
  normalise,
  panInside,
  project,
  roundDown,
  scaleLines,
  snapZoom,
  toScreen,
  unproject,
  WORLD,
  wrapX,
  zoomAbout,
  type View,
} from './geo';

const LIMITS = { minZoom: 1, maxZoom: 19, snap: 0.5 };
const SIZE = { width: 800, height: 600 };
const LONDON = { latitude: 51.5072, longitude: -0.1275 };

describe('Web Mercator', () => {
  it('puts the equator and the prime meridian in the middle of the world, north up', () => {
    expect(project({ latitude: 0, longitude: 0 })).toEqual({ x: WORLD / 2, y: WORLD / 2 });
    expect(project({ latitude: 0, longitude: -180 }).x).toBe(0);
    expect(project({ latitude: 85.0511287798, longitude: 180 })).toEqual({
      x: WORLD,
      y: expect.closeTo(0, 6),
    });
    expect(project(LONDON).y).toBeLessThan(WORLD / 2);
  });

  it('round-trips a place through the world and the screen', () => {
    const view: View = { ...project(LONDON), zoom: 12.5 };
    for (const place of [LONDON, { latitude: -33.86, longitude: 151.21 }]) {
      const back = unproject(fromScreen(view, SIZE, toScreen(view, SIZE, project(place))));
      expect(back.latitude).toBeCloseTo(place.latitude, 9);
      expect(back.longitude).toBeCloseTo(place.longitude, 9);
    }
    expect(toScreen(view, SIZE, project(LONDON))).toEqual({ x: 400, y: 300 });
  });
});

describe('the view', () => {
  it('wraps across the antimeridian: a place shows on the world copy nearest the centre', () => {
    expect(wrapX(WORLD + 3)).toBe(3);
    expect(wrapX(-3)).toBe(WORLD - 3);
    // Looking at Fiji from just east of the antimeridian, Tonga's west (179.9°E) is beside it.
    const view: View = { ...project({ latitude: -18, longitude: -179.9 }), zoom: 8 };
    const across = toScreen(view, SIZE, project({ latitude: -18, longitude: 179.9 }));
    expect(across.x).toBeCloseTo(400 - (0.2 / 360) * WORLD * 2 ** 8, 6);
    // Panning east past the antimeridian keeps x within one world.
    const panned = normalise({ ...view, x: view.x - 10 }, SIZE, LIMITS);
    expect(panned.x).toBeGreaterThan(WORLD - 10);
  });

  it('keeps the poles’ edge inside the frame and the zoom within its limits', () => {
    const north = normalise({ x: 10, y: 0, zoom: 25 }, SIZE, LIMITS);
    expect(north.zoom).toBe(19);
    expect(toScreen(north, SIZE, { x: 10, y: 0 }).y).toBeCloseTo(0, 6);
    // At zoom 1 the world (512 px) is shorter than the frame: it is centred.
    expect(normalise({ x: 10, y: 30, zoom: 0 }, SIZE, LIMITS)).toEqual({ x: 10, y: 128, zoom: 1 });
    expect(snapZoom(12.74, LIMITS)).toBe(12.5);
    expect(snapZoom(12.76, LIMITS)).toBe(13);
  });

  it('zooms about a point, which stays where it is on the screen', () => {
    const view: View = { ...project(LONDON), zoom: 12 };
    const at = { x: 620, y: 130 };
    const under = fromScreen(view, SIZE, at);
    const zoomed = zoomAbout(view, SIZE, 13.5, at);
    expect(zoomed.zoom).toBe(13.5);
    const still = toScreen(zoomed, SIZE, under);
    expect(still.x).toBeCloseTo(at.x, 6);
    expect(still.y).toBeCloseTo(at.y, 6);
    // The centre moved towards the point: a quarter-plus of the way at 2^1.5 magnification.
    expect(zoomed.x).toBeGreaterThan(view.x);
  });

  it('fits the places with 10 % padding at the highest half zoom that holds them', () => {
    const places = [
      { latitude: 51.45, longitude: -0.25 },
      { latitude: 51.55, longitude: 0.05 },
    ];
    const view = fitBounds(places, SIZE, { padding: 0.1, maxZoom: 15 }, LIMITS)!;
    expect(view.zoom % 0.5).toBe(0);
    const corners = [
      { latitude: 51.55 + 0.01, longitude: -0.25 - 0.03 },
      { latitude: 51.45 - 0.01, longitude: 0.05 + 0.03 },
    ].map((corner) => toScreen(view, SIZE, project(corner)));
    for (const { x, y } of corners) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(SIZE.width);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(SIZE.height);
    }
    // Half a level more and the padded box no longer fits across.
    const closer = { ...view, zoom: view.zoom + 0.5 };
    const [west, east] = corners.map((_, index) =>
      toScreen(
        closer,
        SIZE,
        project(
          index === 0
            ? { latitude: 51.56, longitude: -0.28 }
            : { latitude: 51.44, longitude: 0.08 },
        ),
      ),
    );
    expect(west!.x < 0 || east!.x > SIZE.width || west!.y < 0 || east!.y > SIZE.height).toBe(true);
    // Centred on the box.
    expect(unproject(view).longitude).toBeCloseTo(-0.1, 6);
  });

  it('stops at the maximum zoom for one hotel, and has nothing to fit without hotels', () => {
    expect(fitBounds([LONDON], SIZE, { padding: 0.1, maxZoom: 15 }, LIMITS)).toEqual({
      ...project(LONDON),
      zoom: 15,
    });
    expect(fitBounds([], SIZE, { padding: 0.1, maxZoom: 15 }, LIMITS)).toBeNull();
  });

  it('pans a place inside the padded frame by the smallest move, and not when it is there', () => {
    const view: View = { ...project(LONDON), zoom: 12 };
    const padding = { x: 48, y: 32 };
    const inside = fromScreen(view, SIZE, { x: 300, y: 200 });
    expect(panInside(view, SIZE, inside, padding, padding)).toBe(view);
    const outside = fromScreen(view, SIZE, { x: 900, y: 590 });
    const moved = panInside(view, SIZE, outside, padding, { x: 48, y: 32 + 150 });
    const now = toScreen(moved, SIZE, outside);
    expect(now.x).toBeCloseTo(SIZE.width - 48, 6);
    expect(now.y).toBeCloseTo(SIZE.height - 32 - 150, 6);
  });
});

describe('the scale bar', () => {
  it('rounds down to 1, 2, 3 or 5 times a power of ten', () => {
    expect([0.7, 1, 2.9, 4.99, 7, 12, 450, 999].map(roundDown)).toEqual([
      0.5, 1, 2, 3, 5, 10, 300, 500,
    ]);
  });

  it('shows metres or kilometres and feet or miles, no wider than 100 px', () => {
    const city = scaleLines({ ...project(LONDON), zoom: 13 });
    // ~11.9 m per px at London's latitude at zoom 13: 100 px ≈ 1.19 km.
    expect(city[0]).toEqual({ label: '1 km', width: expect.any(Number) });
    expect(city[0].width).toBeGreaterThan(80);
    expect(city[0].width).toBeLessThanOrEqual(100);
    expect(city[1].label).toBe('3000 ft');
    const country = scaleLines({ ...project(LONDON), zoom: 6 });
    expect(country.map((line) => line.label)).toEqual(['100 km', '50 mi']);
  });
});
