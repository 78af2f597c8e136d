/**
 * A hotel price in the page's one price kind (issue 13 §4): an agent sees the client's price
 * (gross, taxes in), the commission and what the agency pays (net); in client view, and for
 * everyone else, the gross price alone. The API sends the commission to agents only.
 */
export interface ShownStayPrice {
  /** The stay with taxes, before commission: what the client pays. */
  gross: number;
  /** The agent's commission on it; 0 when it is not shown. */
  commission: number;
  /** What the agency pays: gross less the commission shown. */
  net: number;
}

export function shownStayPrice(
  total: number,
  commission: number | undefined,
  showsNet: boolean,
): ShownStayPrice {
  const shown = showsNet ? Math.max(0, commission ?? 0) : 0;
  return { gross: total, commission: shown, net: total - shown };
}
