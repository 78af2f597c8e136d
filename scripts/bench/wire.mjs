// Bytes on the wire of one page load, from Lighthouse's network records: `transferSize` is what
// Chromium received for a request (headers and the body as sent, compressed or not), and
// `resourceSize` the decoded body. A request served from the cache or failed has no transfer.

/**
 * Sums the records by kind: `html` (the document), `script`, `other` (styles, fonts, images,
 * API replies), each `{wire, decoded, count}`, plus the scripts themselves for the report.
 * @param {Array<{url: string, resourceType?: string, transferSize?: number, resourceSize?: number}>} records
 */
export function wireBytes(records) {
  const empty = () => ({ wire: 0, decoded: 0, count: 0 });
  const totals = { html: empty(), script: empty(), other: empty() };
  const scripts = [];
  for (const record of records) {
    const kind =
      record.resourceType === 'Document'
        ? 'html'
        : record.resourceType === 'Script'
          ? 'script'
          : 'other';
    const wire = record.transferSize ?? 0;
    const decoded = record.resourceSize ?? 0;
    totals[kind].wire += wire;
    totals[kind].decoded += decoded;
    totals[kind].count += 1;
    if (kind === 'script') scripts.push({ url: record.url, wire, decoded });
  }
  return { ...totals, scripts };
}
