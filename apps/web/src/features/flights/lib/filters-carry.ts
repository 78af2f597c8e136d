/**
 * The results' filters, handed from one search to the next when the traveller picks another
 * day on the ±3-day strip (issue 13 §1: filters survive the strip; a new search resets them).
 * The page owns one of these; the lazily loaded results body fills `latest` and reads `next`,
 * so the page itself carries no filter code. Filters are opaque here.
 */
export interface FiltersCarry {
  /** The filters the results on screen have now. */
  latest: unknown;
  /** The filters for the results of `search` (a query string), set by a click on the strip. */
  next: { search: string; filters: unknown } | null;
}
