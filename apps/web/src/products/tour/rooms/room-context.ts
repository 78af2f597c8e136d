import type { RoomContext } from '@travel/contracts/tours';
import type { TourDeparture, TourInfo } from '@travel/contracts/tours-detail';

/**
 * The room rules' context of a departure (contracts `tour-rooms.ts`): day trips book one group,
 * cruises cabins of the chosen category (its occupancy and its prices), other tours rooms by the
 * types the departure prices.
 */
export function roomContextOf(
  info: Pick<TourInfo, 'kind' | 'style' | 'cruise'>,
  departure: TourDeparture,
  cabin: string,
): RoomContext {
  if (info.kind === 'cruise') {
    const category = info.cruise?.cabins.find((entry) => entry.code === cabin);
    return {
      kind: 'cruise',
      optionCodes: departure.options.filter((o) => o.Cabin === cabin).map((o) => o.Code),
      cabinCapacity: category?.maxOccupancy,
    };
  }
  return {
    kind: info.style === 'one-day' ? 'one-day' : 'tour',
    optionCodes: departure.options.map((o) => o.Code),
  };
}

/** Per-person consumer prices (cents) by option code, of the departure or the cabin category. */
export function pricesOf(departure: TourDeparture, cabin: string): Record<string, number> {
  const prices: Record<string, number> = {};
  for (const option of departure.options) {
    if (option.Cabin === cabin) prices[option.Code] = option.Selling;
  }
  return prices;
}
