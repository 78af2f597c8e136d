// The bench's figures as table rows (value, baseline from the same run, goal, met) and the
// per-page Lighthouse table.
import { fmt, kb, ms, perSecond, percent, row } from './stats.mjs';

export const GOALS = {
  performance: 95,
  lcpOverStaticMs: 1000,
  cls: 0.05,
  firstLoadJsBytes: 170_000,
  coldSearchRps: 500,
  coldSearchP99Ms: 50,
  cachedShareOfHello: 25,
  healthShareOfHello: 25,
  autocompleteP95Ms: 20,
  hotelSearchP95Ms: 100,
  tourSearchP95Ms: 50,
};

/** The tour and cruise pages (issue 14), whose script budget is counted in gzip too. */
const GZIP_BUDGET_PAGES = /^\/(?:tour|Cruise)\//;

/** Rows for each page's Lighthouse and wire figures, against the static page of the same run. */
export function pageRows(pages) {
  const baseline = pages.find((p) => p.baseline);
  const rows = [];
  for (const page of pages.filter((p) => !p.baseline)) {
    const id = (figure) => `page.${page.name}.${figure}`;
    rows.push(
      row({
        id: id('performance'),
        figure: `${page.name} Lighthouse performance`,
        value: page.performance,
        shown: fmt(page.performance),
        baseline: baseline ? `static ${fmt(baseline.performance)}` : '',
        goal: `≥ ${GOALS.performance}`,
        met: page.performance >= GOALS.performance,
      }),
      row({
        id: id('lcp'),
        figure: `${page.name} largest contentful paint`,
        value: page.lcp,
        shown: ms(page.lcp),
        baseline: baseline ? `static ${ms(baseline.lcp)}` : '',
        goal: baseline ? `≤ ${ms(baseline.lcp + GOALS.lcpOverStaticMs)}` : '≤ static + 1 s',
        met: baseline ? page.lcp <= baseline.lcp + GOALS.lcpOverStaticMs : null,
      }),
      row({
        id: id('cls'),
        figure: `${page.name} cumulative layout shift`,
        value: page.cls,
        shown: fmt(page.cls, 3),
        baseline: baseline ? `static ${fmt(baseline.cls, 3)}` : '',
        goal: `≤ ${GOALS.cls}`,
        met: page.cls <= GOALS.cls,
      }),
      row({
        id: id('js'),
        figure: `${page.name} first-load JS on the wire`,
        value: page.wire.script.wire,
        shown: kb(page.wire.script.wire),
        baseline: `decoded ${kb(page.wire.script.decoded)}, gzip ${kb(page.wire.script.gzip)}`,
        goal: `≤ ${kb(GOALS.firstLoadJsBytes)}`,
        met: page.wire.script.wire <= GOALS.firstLoadJsBytes,
      }),
    );
    // Issue 14 names the tour pages' budget in gzip: what a client without brotli is sent.
    if (GZIP_BUDGET_PAGES.test(page.name)) {
      rows.push(
        row({
          id: id('js-gzip'),
          figure: `${page.name} first-load JS, gzip`,
          value: page.wire.script.gzip,
          shown: kb(page.wire.script.gzip),
          baseline: `brotli ${kb(page.wire.script.wire)}`,
          goal: `≤ ${kb(GOALS.firstLoadJsBytes)}`,
          met: page.wire.script.gzip <= GOALS.firstLoadJsBytes,
        }),
      );
    }
  }
  return rows;
}

/** One line per page: the figures Lighthouse reports and the bytes of its load. */
export function pageTable(pages) {
  const header = [
    'page',
    'perf',
    'runs',
    'FCP',
    'LCP',
    'CLS',
    'TBT',
    'HTML wire',
    'JS wire (files)',
    'JS decoded',
  ];
  const lines = pages.map((p) => [
    p.baseline ? `${p.name} (baseline)` : p.name,
    fmt(p.performance),
    (p.runs ?? [p.performance]).join('/'),
    ms(p.fcp),
    ms(p.lcp),
    fmt(p.cls, 3),
    ms(p.tbt),
    kb(p.wire.html.wire),
    `${kb(p.wire.script.wire)} (${p.wire.script.count})`,
    kb(p.wire.script.decoded),
  ]);
  const all = [header, ...lines];
  const widths = header.map((_, c) => Math.max(...all.map((l) => l[c].length)));
  return all
    .map((cells) =>
      cells
        .map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c])))
        .join('  '),
    )
    .join('\n');
}

const share = (value, of) => (value / of) * 100;

/** Rows of the throughput and server-time figures, against the hello-world of the same run. */
export function serverRows({ hello, search, health, autocomplete, signIn, hotels, tours }) {
  const rows = [];
  const helloShown = hello ? `hello ${perSecond(hello.rps)}` : '';
  if (search) {
    const { cold, cached } = search;
    rows.push(
      row({
        id: 'search.cold.rps',
        figure: `new flight searches (${search.used} of ${search.pool} distinct${cold.exhausted ? ', pool used up' : ''})`,
        value: cold.rps,
        // A used-up pool ends the requests early but (with wrk) not the clock: a lower bound.
        shown: `${cold.exhausted ? '≥ ' : ''}${perSecond(cold.rps)}`,
        baseline: helloShown,
        goal: `≥ ${GOALS.coldSearchRps}/s`,
        met: cold.rps >= GOALS.coldSearchRps && cold.failures === 0,
      }),
      row({
        id: 'search.cold.p50',
        figure: 'new flight search latency p50',
        value: cold.p50,
        shown: ms(cold.p50),
        baseline: hello ? `hello ${ms(hello.p50)}` : '',
      }),
      row({
        id: 'search.cold.p99',
        figure: 'new flight search latency p99',
        value: cold.p99,
        shown: ms(cold.p99),
        baseline: hello ? `hello ${ms(hello.p99)}` : '',
        goal: `≤ ${GOALS.coldSearchP99Ms} ms`,
        met: cold.p99 <= GOALS.coldSearchP99Ms,
      }),
      row({
        id: 'search.cold.serverP95',
        figure: `new flight search server time p95 (${search.serverTime.count}, one at a time)`,
        value: search.serverTime.p95,
        shown: ms(search.serverTime.p95),
        baseline: `hello ${ms(search.serverTime.helloP95)}; p50 ${ms(search.serverTime.p50)}`,
      }),
      row({
        id: 'search.cached.rps',
        figure: 'cached flight search (one query repeated)',
        value: cached.rps,
        shown: `${perSecond(cached.rps)}${hello ? ` = ${percent(share(cached.rps, hello.rps))}` : ''}`,
        baseline: helloShown,
        goal: `≥ ${GOALS.cachedShareOfHello} % of hello`,
        met: hello ? share(cached.rps, hello.rps) >= GOALS.cachedShareOfHello : null,
      }),
    );
  }
  if (health) {
    rows.push(
      row({
        id: 'health.rps',
        figure: '/api/health',
        value: health.rps,
        shown: `${perSecond(health.rps)}${hello ? ` = ${percent(share(health.rps, hello.rps))}` : ''}`,
        baseline: helloShown,
        goal: `≥ ${GOALS.healthShareOfHello} % of hello`,
        met: hello ? share(health.rps, hello.rps) >= GOALS.healthShareOfHello : null,
      }),
    );
  }
  if (autocomplete) {
    rows.push(
      row({
        id: 'autocomplete.p95',
        figure: `airport autocomplete server time p95 (${autocomplete.count} prefixes)`,
        value: autocomplete.p95,
        shown: ms(autocomplete.p95),
        goal: `< ${GOALS.autocompleteP95Ms} ms`,
        met: autocomplete.p95 < GOALS.autocompleteP95Ms,
      }),
      row({
        id: 'autocomplete.rps',
        figure: 'airport autocomplete',
        value: autocomplete.throughput.rps,
        shown: `${perSecond(autocomplete.throughput.rps)}${hello ? ` = ${percent(share(autocomplete.throughput.rps, hello.rps))}` : ''}`,
        baseline: helloShown,
      }),
    );
  }
  if (signIn) {
    rows.push(
      row({
        id: 'signin.rps',
        figure: 'sign-in (argon2id)',
        value: signIn.rps,
        shown: perSecond(signIn.rps),
        baseline: helloShown,
      }),
    );
  }
  if (hotels) {
    rows.push(
      row({
        id: 'hotels.p95',
        figure: `new hotel search server time p95 (London, ${hotels.count} dates)`,
        value: hotels.p95,
        shown: ms(hotels.p95),
        goal: `≤ ${GOALS.hotelSearchP95Ms} ms`,
        met: hotels.p95 <= GOALS.hotelSearchP95Ms,
      }),
    );
  }
  if (tours) {
    rows.push(
      row({
        id: 'tours.p95',
        figure: `new tour and cruise list server time p95 (${tours.count} conditions; p50 ${ms(tours.p50)})`,
        value: tours.p95,
        shown: ms(tours.p95),
        goal: `≤ ${GOALS.tourSearchP95Ms} ms`,
        met: tours.p95 <= GOALS.tourSearchP95Ms,
      }),
    );
  }
  return rows;
}

/** The compression row: how many replies over 1 KB went out uncompressed. */
export function compressionRow(replies) {
  const expected = replies.filter((r) => r.expected);
  const bad = expected.filter((r) => r.uncompressed);
  return row({
    id: 'compression.uncompressed',
    figure: `replies over 1 KB sent uncompressed (of ${expected.length} checked)`,
    value: bad.length,
    shown: String(bad.length),
    baseline: `${replies.length} replies sampled`,
    goal: '0',
    met: bad.length === 0,
  });
}

/**
 * The uncompressed replies, short: hashed assets summed per type (one line each), every other
 * reply on its own line with its path cut to 90 characters.
 */
export function uncompressedLines(replies, origin) {
  const assets = new Map();
  const lines = [];
  for (const reply of replies) {
    const path = reply.url.replace(origin, '');
    if (path.startsWith('/assets/')) {
      const entry = assets.get(reply.type) ?? { count: 0, bytes: 0 };
      assets.set(reply.type, { count: entry.count + 1, bytes: entry.bytes + reply.wire });
    } else {
      const shown = path.length > 90 ? `${path.slice(0, 89)}…` : path;
      lines.push(`${reply.label}: ${reply.method} ${shown} (${reply.type}, ${kb(reply.wire)})`);
    }
  }
  const summed = [...assets].map(
    ([type, { count, bytes }]) => `/assets/: ${count} ${type} files, ${kb(bytes)} in all`,
  );
  return [...summed, ...lines];
}
