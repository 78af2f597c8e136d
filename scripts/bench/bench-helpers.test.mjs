import { describe, expect, it } from 'vitest';
import { isUncompressed, observedReply, shouldCompress } from './compression.mjs';
import { candidateRoutes, flightSearchPath, queryPool, usDate } from './queries.mjs';
import { formatTable, medianRun, percentile, row, tally } from './stats.mjs';
import { wireBytes } from './wire.mjs';
import { parseWrkOutput, wrkScript } from './wrk.mjs';

describe('percentile', () => {
  it('takes the nearest rank of an ascending list', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('the flight query pool', () => {
  it('holds every route on every date once, none repeated', () => {
    const routes = [...candidateRoutes(['AAA', 'BBB', 'CCC', 'DDD'])];
    expect(routes).toHaveLength(12); // every ordered pair of different airports
    expect(routes.every((r) => r.from !== r.to)).toBe(true);
    const days = Array.from({ length: 120 }, (_, i) => 8 + i);
    const pool = queryPool(routes, days);
    expect(pool).toHaveLength(12 * 120);
    const now = Date.UTC(2026, 0, 1);
    const paths = new Set(pool.map((query) => flightSearchPath(query, now)));
    expect(paths.size).toBe(pool.length);
  });

  it('is shuffled the same way each run, not route after route', () => {
    const routes = [...candidateRoutes(['AAA', 'BBB', 'CCC'])];
    const first = queryPool(routes, [1, 2, 3]);
    expect(queryPool(routes, [1, 2, 3])).toEqual(first);
    const runs = first.filter((q, i) => i > 0 && q.from === first[i - 1].from).length;
    expect(runs).toBeLessThan(first.length - 1);
  });

  it('writes dates as the search takes them', () => {
    expect(usDate(31, Date.UTC(2026, 0, 1))).toBe('02/01/2026');
  });
});

describe('bytes on the wire', () => {
  it('sums transferred and decoded bytes per kind; cached requests count nothing', () => {
    const totals = wireBytes([
      { url: '/', resourceType: 'Document', transferSize: 900, resourceSize: 2000 },
      { url: '/a.js', resourceType: 'Script', transferSize: 50_000, resourceSize: 160_000 },
      { url: '/b.js', resourceType: 'Script', transferSize: 10_000, resourceSize: 30_000 },
      { url: '/c.js', resourceType: 'Script', transferSize: 0, resourceSize: 5_000 },
      { url: '/x.css', resourceType: 'Stylesheet', transferSize: 4_000, resourceSize: 20_000 },
    ]);
    expect(totals.html).toEqual({ wire: 900, decoded: 2000, count: 1 });
    expect(totals.script).toEqual({ wire: 60_000, decoded: 195_000, count: 3 });
    expect(totals.other).toEqual({ wire: 4_000, decoded: 20_000, count: 1 });
    expect(totals.scripts.map((s) => s.url)).toEqual(['/a.js', '/b.js', '/c.js']);
  });
});

describe('the compression check', () => {
  it('expects compressible replies over 1 KB to be compressed', () => {
    const json = { type: 'application/json', decoded: 5000 };
    expect(isUncompressed({ ...json, encoding: null })).toBe(true);
    expect(isUncompressed({ ...json, encoding: 'br' })).toBe(false);
    expect(shouldCompress({ type: 'application/json', decoded: 1024 })).toBe(false);
    expect(shouldCompress({ type: 'text/javascript', decoded: 4000 })).toBe(true);
    expect(shouldCompress({ type: 'image/svg+xml', decoded: 4000 })).toBe(true);
    expect(shouldCompress({ type: 'image/png', decoded: 40_000 })).toBe(false);
    expect(shouldCompress({ type: 'font/woff2', decoded: 40_000 })).toBe(false);
  });

  it('reads what Chromium received during a page load', () => {
    const record = { url: '/api/x', mimeType: 'application/json' };
    expect(
      observedReply('x', { ...record, transferSize: 20_300, resourceSize: 20_000 }).uncompressed,
    ).toBe(true);
    expect(
      observedReply('x', { ...record, transferSize: 4_000, resourceSize: 20_000 }).uncompressed,
    ).toBe(false);
  });
});

describe('the result table', () => {
  it('shows each figure with its baseline and goal, and counts the goals met', () => {
    const rows = [
      row({
        id: 'a',
        figure: 'new searches',
        value: 83,
        shown: '83/s',
        goal: '≥ 500/s',
        met: false,
      }),
      row({ id: 'b', figure: 'cached', value: 30, shown: '30 %', baseline: 'hello', met: true }),
      row({ id: 'c', figure: 'sign-in', value: 12, shown: '12/s' }),
      row({ id: 'd', figure: 'failed', value: NaN, shown: 'n/a', met: true }),
    ];
    const text = formatTable(rows);
    expect(text).toMatch(/new searches\s+83\/s\s+≥ 500\/s\s+NOT met/);
    expect(text.split('\n')).toHaveLength(5);
    expect(tally(rows)).toEqual({ met: 1, notMet: 1 });
  });
});

describe('the wrk runner', () => {
  it('reads the figures its script prints', () => {
    const out =
      'Running 10s test\nWRK_JSON {"requests":5000,"durationUs":10000000,"status":2,"connect":0,' +
      '"read":1,"write":0,"timeout":0,"p50Us":1500,"p99Us":48000}\n';
    expect(parseWrkOutput(out, { poolSize: 5000 })).toEqual({
      rps: 500,
      p50: 1.5,
      p99: 48,
      total: 5000,
      failures: 3,
      seconds: 10,
      exhausted: true,
    });
    expect(parseWrkOutput(out).exhausted).toBe(false);
    expect(() => parseWrkOutput('wrk: unable to connect')).toThrow(/no figures/);
  });

  it('hands a pool out once, or round and round when asked', () => {
    const once = wrkScript({ method: 'GET', headers: {}, pathsFile: '/tmp/p.txt' });
    expect(once).toContain('if next > #paths and false then next = 1 end');
    expect(once).toContain('wrk.thread:stop()');
    const cycle = wrkScript({ method: 'GET', headers: {}, pathsFile: '/tmp/p.txt', cycle: true });
    expect(cycle).toContain('if next > #paths and true then next = 1 end');
    const post = wrkScript({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":"b"}',
      path: '/api/x',
    });
    expect(post).toContain('wrk.body = "{\\"a\\":\\"b\\"}"');
    expect(post).toContain('wrk.headers["content-type"] = "application/json"');
  });
});

describe('medianRun', () => {
  it('keeps the whole run whose score is the median, ties broken by the paint', () => {
    const runs = [
      { performance: 71, lcp: 2900 },
      { performance: 99, lcp: 1100 },
      { performance: 98, lcp: 1300 },
    ];
    expect(medianRun(runs)).toBe(runs[2]);
    const tied = [
      { performance: 100, lcp: 1500 },
      { performance: 100, lcp: 1100 },
      { performance: 100, lcp: 1200 },
    ];
    expect(medianRun(tied)).toBe(tied[2]);
    expect(medianRun([{ performance: 90, lcp: 1 }])).toEqual({ performance: 90, lcp: 1 });
  });
});
