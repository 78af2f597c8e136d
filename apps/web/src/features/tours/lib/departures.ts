import { PRICE_KIND, ROOM_CODE } from '@travel/contracts/tour-rooms';
import type { TourDeparture } from '@travel/contracts/tours-detail';
import { monthOf } from './tour-format';

/** The months that have departures, in order (`YYYY-MM`). */
export const departureMonths = (departures: readonly TourDeparture[]): string[] =>
  [...new Set(departures.map((d) => monthOf(d.date)))].sort();

/**
 * The price per person a departure is shown with: the twin share (two sharing, the usual "per
 * person" price), else the cheapest adult option; of the chosen cabin category on a cruise.
 */
export function perPersonFrom(departure: TourDeparture, cabin: string): number | null {
  const adult = departure.options.filter(
    (o) => o.Cabin === cabin && o.strJgbh === PRICE_KIND.adult,
  );
  const twin = adult.find((o) => o.Code === ROOM_CODE.twin);
  if (twin) return twin.Selling;
  return adult.length > 0 ? Math.min(...adult.map((o) => o.Selling)) : null;
}

export const isSoldOut = (departure: TourDeparture): boolean => departure.placesLeft <= 0;

/** Places left at or under which a departure says so in red. */
export const FEW_PLACES = 5;

/**
 * The departure to open on: in the asked month (else any), the first on sale with places for
 * `people` (the default party), else the first on sale at all.
 */
export function firstChoice(
  departures: readonly TourDeparture[],
  month: string | null,
  people: number,
): TourDeparture | null {
  const onSale = departures.filter((d) => !isSoldOut(d));
  const inMonth = month ? onSale.filter((d) => monthOf(d.date) === month) : [];
  const pool = inMonth.length > 0 ? inMonth : onSale;
  return pool.find((d) => d.placesLeft >= people) ?? pool[0] ?? null;
}
