import type { TourKind } from '@travel/contracts/tours';

/**
 * The list's search query (spec part 2 §2): `destination` and an optional `departureDate`
 * (YYYY-MM). A destination is a region (`EU`) or one area of a region (`EU-FR`): continent and
 * country codes overlap (AF, AS, NA, SA), so an area always names its region too.
 */
export interface TourDestination {
  region: string;
  area?: string;
}

const DESTINATION = /^([A-Z]{2})(?:-([A-Z]{2}))?$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export const destinationValue = ({ region, area }: TourDestination): string =>
  area ? `${region}-${area}` : region;

export function parseDestination(value: string | null | undefined): TourDestination | null {
  const match = DESTINATION.exec((value ?? '').trim().toUpperCase());
  if (!match) return null;
  return match[2] ? { region: match[1]!, area: match[2] } : { region: match[1]! };
}

export const isTourMonth = (value: string | null | undefined): value is string =>
  typeof value === 'string' && MONTH.test(value);

/** The list pages (routes TourList and CruiseList): paths under /tour and /Cruise. */
export const TOUR_BASE_PATHS: Record<TourKind, string> = { tour: '/tour', cruise: '/Cruise' };

export const tourListPath = (kind: TourKind) => `${TOUR_BASE_PATHS[kind]}/list`;
export const tourDetailPath = (kind: TourKind, id: string) =>
  `${TOUR_BASE_PATHS[kind]}/detail/${encodeURIComponent(id)}`;

/** The list URL of a search: `?destination=EU-FR&departureDate=2027-03`. */
export function tourSearchUrl(
  kind: TourKind,
  search: { destination: TourDestination; departureDate?: string | null | undefined },
  extra: Record<string, string> = {},
): string {
  const params = new URLSearchParams({ destination: destinationValue(search.destination) });
  if (search.departureDate) params.set('departureDate', search.departureDate);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  return `${tourListPath(kind)}?${params.toString()}`;
}

/**
 * The booking link of a departure and rooms, as the booking pages read it
 * (features/tour-booking `book-query.ts`): `/tour/book/{id}?date=YYYY-MM-DD&rooms=2-1b,2-0`,
 * adults-children per room, `b`/`n` after the children when the room chose with or without a
 * bed; a cruise adds `cabin=BA` and `guarantee=1`.
 */
export function tourBookUrl(
  kind: TourKind,
  id: string,
  choice: {
    date: string;
    rooms: readonly { adults: number; children: number; childBed?: boolean | undefined }[];
    cabin?: string | undefined;
    guarantee?: boolean | undefined;
  },
): string {
  const rooms = choice.rooms
    .map((room) => {
      const bed =
        room.children === 0 || room.childBed === undefined ? '' : room.childBed ? 'b' : 'n';
      return `${room.adults}-${room.children}${bed}`;
    })
    .join(',');
  const params = new URLSearchParams({ date: choice.date, rooms });
  if (choice.cabin) params.set('cabin', choice.cabin);
  if (choice.guarantee) params.set('guarantee', '1');
  return `${TOUR_BASE_PATHS[kind]}/book/${encodeURIComponent(id)}?${params.toString()}`;
}
