import { describe, expect, it } from 'vitest';
import { choosePills, pillSize, type PillCandidate } from './pill-placement';

/** A 60 × 26 pill centred on (x, y). */
const at = (x: number, y: number): PillCandidate => ({ x, y, width: 60, height: 26 });

describe('choosePills', () => {
  it('keeps every pill when none overlap', () => {
    expect(choosePills([at(50, 50), at(150, 50), at(50, 120)])).toEqual([0, 1, 2]);
  });

  it('places greedily in list order, skipping a pill that would overlap one already placed', () => {
    // 1 overlaps 0; 2 overlaps 1 only, so it stays a pill once 1 is a dot; 3 overlaps 2.
    const candidates = [at(100, 100), at(140, 105), at(185, 110), at(200, 120)];
    expect(choosePills(candidates)).toEqual([0, 2]);
  });

  it('keeps the gap between pills', () => {
    // 62 px apart: the edges are 2 px apart, under the default gap of 4.
    expect(choosePills([at(0, 0), at(62, 0)])).toEqual([0]);
    expect(choosePills([at(0, 0), at(62, 0)], { gap: 0 })).toEqual([0, 1]);
    // Stacked rows: 26 px tall, so 31 px apart vertically is clear.
    expect(choosePills([at(0, 0), at(0, 31)])).toEqual([0, 1]);
  });

  it('places the selected hotel first: it is always a pill and its neighbours give way', () => {
    const candidates = [at(100, 100), at(120, 100), at(300, 300)];
    expect(choosePills(candidates, { first: 1 })).toEqual([1, 2]);
    // Even where nothing else fits, the selected one is a pill.
    expect(choosePills([at(0, 0), at(0, 0), at(0, 0)], { first: 2 })).toEqual([2]);
  });

  it('gives the pills to hotels in view when told the screen size', () => {
    const candidates = [at(-200, 50), at(50, 50), at(500, 50), at(50, 900)];
    expect(choosePills(candidates, { screen: { width: 400, height: 300 } })).toEqual([1]);
    // A pill partly on screen still counts.
    expect(choosePills([at(-20, 50)], { screen: { width: 400, height: 300 } })).toEqual([0]);
  });

  it('leaves a marker without a screen point as a dot, and handles no markers', () => {
    expect(choosePills([at(Number.NaN, 0), at(10, 10)])).toEqual([1]);
    expect(choosePills([])).toEqual([]);
  });

  it('scales with a dense city: a heap of 100 close hotels gets a few pills, none overlapping', () => {
    const candidates = Array.from({ length: 100 }, (_, index) =>
      at(200 + ((index * 37) % 120), 200 + ((index * 53) % 90)),
    );
    const pills = choosePills(candidates);
    expect(pills[0]).toBe(0);
    expect(pills.length).toBeGreaterThan(1);
    expect(pills.length).toBeLessThan(12);
    for (const a of pills) {
      for (const b of pills) {
        if (a >= b) continue;
        const [p, q] = [candidates[a]!, candidates[b]!];
        const apart = Math.abs(p.x - q.x) >= 60 || Math.abs(p.y - q.y) >= 26;
        expect(apart, `pills ${a} and ${b} overlap`).toBe(true);
      }
    }
  });
});

describe('pillSize', () => {
  it('grows with the price text', () => {
    expect(pillSize('$99').width).toBeLessThan(pillSize('$1,299').width);
    expect(pillSize('₫2.500.000').width).toBeGreaterThan(80);
    expect(pillSize('$99').height).toBe(26);
  });
});
