import type { TFunction } from '../../../lib/i18n';

/**
 * The exchange form (spec part 1 §5: "exchange form must be complete"): one new date per trip
 * of the order, none before today, each trip no earlier than the one before it. Dates are ISO
 * `YYYY-MM-DD` as the pickers give them; URLs and the API use `MM/DD/YYYY`.
 */
export type IsoDate = string;

const pad = (n: number) => String(n).padStart(2, '0');

/** The traveller's own calendar day. */
export const todayIso = (now: Date = new Date()): IsoDate =>
  `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

export const isoToUs = (iso: IsoDate): string => {
  const [y, m, d] = iso.split('-');
  return `${m}/${d}/${y}`;
};

/** `MM/DD/YYYY` → ISO, or null when it is not one. */
export const usToIso = (us: string): IsoDate | null => {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(us);
  return match ? `${match[3]}-${match[1]}-${match[2]}` : null;
};

/**
 * Messages per trip index for the dates chosen; empty when the form may be sent. `tripLabel`
 * names a trip in the "Please fill in {field}" message.
 */
export function validateNewDates(
  dates: readonly (IsoDate | null)[],
  today: IsoDate,
  t: TFunction,
  tripLabel: (index: number) => string,
): Record<number, string> {
  const errors: Record<number, string> = {};
  dates.forEach((date, index) => {
    if (!date) {
      errors[index] = t('form.emptyTip', { field: tripLabel(index) });
      return;
    }
    if (date < today) {
      errors[index] = t('form.pastDate');
      return;
    }
    const previous = dates[index - 1];
    if (previous && date < previous) errors[index] = t('form.beforePrevious');
  });
  return errors;
}

/** Where each page of the flow lives (spec part 1 §2 Exchange section). */
export const exchangePaths = {
  init: (orderNo: string) => `/exchange/init?orderNo=${encodeURIComponent(orderNo)}`,
  search: (orderNo: string, dates: readonly string[]) =>
    `/exchange/search?${new URLSearchParams({ orderNo, dates: dates.join('|') }).toString()}`,
  order: (orderNo: string) => `/exchange/order?orderNo=${encodeURIComponent(orderNo)}`,
  success: (orderNo: string) => `/exchange/success?orderNo=${encodeURIComponent(orderNo)}`,
};

/** The `dates` query of /exchange/search: MM/DD/YYYY values, or null when malformed. */
export function parseDatesParam(value: string | null): string[] | null {
  if (!value) return null;
  const dates = value.split('|');
  return dates.every((date) => usToIso(date) !== null) ? dates : null;
}
