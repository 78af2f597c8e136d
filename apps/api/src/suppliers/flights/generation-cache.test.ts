import { describe, expect, it } from 'vitest';
import { GenerationCache, PairGenerationCache } from './generation-cache';

describe('GenerationCache', () => {
  it('never holds more than its capacity and keeps what is used', () => {
    const cache = new GenerationCache<number, string>(10);
    for (let i = 0; i < 100; i += 1) {
      cache.getOrCreate(i, () => `v${i}`);
      // Key 0 is asked for all along: it survives every turn.
      expect(cache.get(0)).toBe('v0');
      expect(cache.size).toBeLessThanOrEqual(10);
    }
    expect(cache.get(99)).toBe('v99');
    expect(cache.get(50)).toBeUndefined();
  });

  it('makes a value once while it is kept', () => {
    const cache = new GenerationCache<string, number>(4);
    let made = 0;
    const make = () => (made += 1);
    expect(cache.getOrCreate('a', make)).toBe(1);
    expect(cache.getOrCreate('a', make)).toBe(1);
    expect(made).toBe(1);
  });
});

describe('PairGenerationCache', () => {
  it('keys on both parts, stays within its capacity and keeps what is used', () => {
    const cache = new PairGenerationCache<string, number, string>(10);
    for (let i = 0; i < 100; i += 1) {
      cache.getOrCreate(i % 2 === 0 ? 'a' : 'b', i, () => `v${i}`);
      expect(cache.getOrCreate('a', 0, () => 'again')).toBe('v0');
      expect(cache.size).toBeLessThanOrEqual(10);
    }
    expect(cache.get('b', 99)).toBe('v99');
    expect(cache.get('a', 99)).toBeUndefined();
    expect(cache.get('a', 50)).toBeUndefined();
  });
});
