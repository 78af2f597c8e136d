import type { RoomContext } from '@travel/contracts/tours';
import type { TourDeparture, TourInfo } from '@travel/contracts/tours-detail';

/**
 * The room rules' context of a departure (contracts tour-rooms.ts): day trips book one group,
 * cruises cabins of the chosen category (its occupancy, its options), tours rooms by type.
 */
export function roomContextOf(
  info: TourInfo,
  departure: TourDeparture,
  cabin: string,
): RoomContext {
  if (info.cruise) {
    const category = info.cruise.cabins.find((entry) => entry.code === cabin);
    return {
      kind: 'cruise',
      optionCodes: departure.options
        .filter((option) => option.Cabin === cabin)
        .map((option) => option.Code),
      cabinCapacity: category?.maxOccupancy,
    };
  }
  return {
    kind: info.style === 'one-day' ? 'one-day' : 'tour',
    optionCodes: departure.options.map((option) => option.Code),
  };
}
