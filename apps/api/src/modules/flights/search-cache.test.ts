import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { SearchReplyCache } from './search-cache';

/** A reply of about `size` × 40 bytes of JSON, different per key so compression has real work. */
const replyOf = (key: number, size: number) => ({
  key,
  offers: Array.from({ length: size * 8 }, (_, i) => ({
    id: `${key}-${i}`,
    price: (key * 7919 + i) % 100_000,
  })),
});

describe('SearchReplyCache memory bounds', () => {
  it('compresses at most two entries at once and keeps its bytes under the cap', async () => {
    const maxBytes = 1024 * 1024;
    const cache = new SearchReplyCache(20_000, maxBytes);
    let peakCompressing = 0;
    let peakBytes = 0;
    // A stream of distinct searches faster than brotli: the case that grew without bound.
    // Each is asked for twice: only a repeated entry is worth compressing (issue 10).
    for (let key = 0; key < 60; key += 1) {
      await cache.reply(`k${key}`, 1_000, async () => replyOf(key, 200));
      await cache.reply(`k${key}`, 1_000, async () => replyOf(key, 200));
      peakCompressing = Math.max(peakCompressing, cache.stats.compressing);
      peakBytes = Math.max(peakBytes, cache.stats.bytes);
    }
    expect(peakCompressing).toBeGreaterThan(0);
    expect(peakCompressing).toBeLessThanOrEqual(2);
    expect(peakBytes).toBeLessThanOrEqual(maxBytes);
    // Evicted entries left the queue: only cached entries wait for the compressor.
    expect(cache.stats.waiting).toBeLessThanOrEqual(cache.stats.entries);
    expect(cache.stats.entries).toBeLessThan(60);
    // Once the compressor caught up, the newest entries are compressed and still answer.
    for (let i = 0; i < 200 && (cache.stats.compressing > 0 || cache.stats.waiting > 0); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(cache.stats).toMatchObject({ compressing: 0, waiting: 0 });
    const newest = await cache.reply('k59', 1_000, async () => {
      throw new Error('a cached entry is not rebuilt');
    });
    expect(newest.gzip).not.toBeNull();
    expect(newest.brotli).not.toBeNull();
  }, 60_000);

  it('does not compress an entry nobody asked for again (issue 10)', async () => {
    const cache = new SearchReplyCache();
    for (let key = 0; key < 10; key += 1) {
      await cache.reply(`k${key}`, 1_000, async () => replyOf(key, 50));
    }
    expect(cache.stats).toMatchObject({ entries: 10, compressing: 0, waiting: 0 });
    const once = await cache.reply('k3', 1_000, async () => {
      throw new Error('a cached entry is not rebuilt');
    });
    expect(cache.stats.compressing + cache.stats.waiting).toBe(1);
    for (let i = 0; i < 200 && once.brotli === null; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(once.brotli).not.toBeNull();
    expect(once.gzip).not.toBeNull();
    // Compressed once: asking again queues nothing more.
    await cache.reply('k3', 1_000, async () => replyOf(3, 50));
    expect(cache.stats).toMatchObject({ compressing: 0, waiting: 0 });
  });

  it("keeps a first reply's brotli instead of its JSON text, and compresses later from it (issue 10)", async () => {
    const cache = new SearchReplyCache();
    const entry = await cache.reply('k', 1_000, async () => replyOf(1, 50));
    const text = entry.json as string;
    const before = cache.stats.bytes;
    const fast = cache.fastBrotli(entry);
    expect(brotliDecompressSync(fast).toString('utf8')).toBe(text);
    expect(entry).toMatchObject({ json: null, fast });
    expect(cache.stats.bytes).toBeLessThan(before / 4);
    // Asked again: compressed from the kept bytes, which then go.
    const again = await cache.reply('k', 1_000, async () => {
      throw new Error('a cached entry is not rebuilt');
    });
    expect(again).toBe(entry);
    for (let i = 0; i < 200 && (again.brotli === null || again.gzip === null); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(gunzipSync(again.gzip as Buffer).toString('utf8')).toBe(text);
    expect(brotliDecompressSync(again.brotli as Buffer).toString('utf8')).toBe(text);
    expect(again.fast).toBeNull();
  });
});
