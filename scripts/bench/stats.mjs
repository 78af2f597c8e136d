// Pure helpers of `npm run bench`: percentiles, number formats, and the result table (each figure
// beside its baseline from the same run and its goal).

/** The nearest-rank percentile of an ascending array (NaN when empty). */
export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

export const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');
export const kb = (bytes) => `${fmt(bytes / 1000, 1)} KB`;
export const ms = (value) => `${fmt(value, value < 10 ? 2 : 0)} ms`;
export const seconds = (value) => `${fmt(value / 1000, 2)} s`;
export const perSecond = (value) => `${fmt(value)}/s`;
export const percent = (value) => `${fmt(value, 1)} %`;

/**
 * A row of the table. `met` is true/false against the goal, or null for a figure that has no
 * goal (shown for context) or could not be measured.
 * @param {{id: string, figure: string, value: number, shown: string, baseline?: string,
 *   goal?: string, met?: boolean | null}} row
 */
export function row({ id, figure, value, shown, baseline = '', goal = '', met = null }) {
  return { id, figure, value, shown, baseline, goal, met: Number.isFinite(value) ? met : null };
}

const verdict = (met) => (met === null ? '' : met ? 'met' : 'NOT met');

/** Fixed-width text table of rows, with a header line. */
export function formatTable(rows) {
  const header = { figure: 'figure', shown: 'value', baseline: 'baseline', goal: 'goal', met: '' };
  const lines = [header, ...rows].map((r) => [
    r.figure,
    r.shown,
    r.baseline,
    r.goal,
    r === header ? 'goal met?' : verdict(r.met),
  ]);
  const widths = lines[0].map((_, column) => Math.max(...lines.map((l) => l[column].length)));
  return lines
    .map((cells) =>
      cells
        .map((cell, column) =>
          column === 1 ? cell.padStart(widths[column]) : cell.padEnd(widths[column]),
        )
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** `{met, notMet}` counts over the rows that have a goal. */
export function tally(rows) {
  const judged = rows.filter((r) => r.met !== null);
  return { met: judged.filter((r) => r.met).length, notMet: judged.filter((r) => !r.met).length };
}

/** Two load runs of the same thing as one: mean rate and latencies, summed counts. */
export function meanOfRuns(a, b) {
  return {
    rps: (a.rps + b.rps) / 2,
    p50: (a.p50 + b.p50) / 2,
    p99: (a.p99 + b.p99) / 2,
    total: a.total + b.total,
    failures: a.failures + b.failures,
    seconds: a.seconds + b.seconds,
    exhausted: false,
  };
}

/** The run whose performance score is the median (ties by largest contentful paint). */
export function medianRun(results) {
  const sorted = [...results].sort((a, b) => a.performance - b.performance || a.lcp - b.lcp);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}
