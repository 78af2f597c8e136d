import { describe, expect, it } from 'vitest';
import { HASH_START, hashAfter, hashString, unitHash } from './seeded-random';

describe('seeded hashes', () => {
  it('hashes a key in two parts as the joined key (FNV-1a carried on)', () => {
    // Known FNV-1a 32-bit values: the schedules and fares of every process depend on them.
    expect(hashString('')).toBe(0x811c9dc5);
    expect(hashString('a')).toBe(0xe40c292c);
    expect(hashString('foobar')).toBe(0xbf9cf968);
    for (const [head, tail] of [
      ['AA100', '2027-03-14'],
      ['', 'LH4'],
      ['BA9', ''],
      ['QF12', '2026-12-31'],
    ] as const) {
      expect(hashAfter(hashAfter(HASH_START, head), tail) >>> 0).toBe(hashString(head + tail));
    }
    expect(unitHash('foobar')).toBe(0xbf9cf968 / 4294967296);
  });
});
