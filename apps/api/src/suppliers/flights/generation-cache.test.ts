import { describe, expect, it } from 'vitest';
import { PairGenerationCache } from './generation-cache';

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

  it('makes a value once while it is kept', () => {
    const cache = new PairGenerationCache<string, number, number>(4);
    let made = 0;
    const make = () => (made += 1);
    expect(cache.getOrCreate('a', 1, make)).toBe(1);
    expect(cache.getOrCreate('a', 1, make)).toBe(1);
    expect(made).toBe(1);
  });
});
