import type { TourKind } from '@travel/contracts/tours';
import { useTourWorld } from '../../../products/tour/search/tour-places';
import type { TourDestination } from '../../../products/tour/search/tour-query';

/** The destination's name from the (cached) destination tree; its code until that arrives. */
export function useDestinationName(kind: TourKind, destination: TourDestination | null): string {
  const world = useTourWorld(kind);
  if (!destination) return '';
  const region = world.data?.find((r) => r.code === destination.region);
  if (!destination.area) return region?.name ?? destination.region;
  return region?.areas.find((a) => a.code === destination.area)?.name ?? destination.area;
}
