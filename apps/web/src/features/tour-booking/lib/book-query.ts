import type { RoomSetting } from '@travel/contracts/tours';

/**
 * The booking link the detail page makes (features/tours): `/tour/book/{id}?date=YYYY-MM-DD&
 * rooms=2-1,2-0` (adults-children per room), a cruise adding `cabin=BA` and `guarantee=1`. A
 * room may add `b` or `n` after its children (with or without bed, when both are priced): the
 * page writes it back when the traveller chooses.
 */
export interface BookQuery {
  date: string | null;
  rooms: RoomSetting[];
  cabin: string | null;
  guarantee: boolean;
}

const MAX_ROOMS_IN_LINK = 10;

export function parseRooms(text: string | null): RoomSetting[] {
  if (!text) return [];
  const rooms: RoomSetting[] = [];
  for (const part of text.split(',').slice(0, MAX_ROOMS_IN_LINK)) {
    const match = /^(\d{1,2})-(\d{1,2})([bn])?$/.exec(part.trim());
    if (!match) return [];
    const room: RoomSetting = {
      key: `r${rooms.length + 1}`,
      adults: Number(match[1]),
      children: Number(match[2]),
    };
    if (match[3]) room.childBed = match[3] === 'b';
    rooms.push(room);
  }
  return rooms;
}

export const formatRooms = (rooms: readonly RoomSetting[]): string =>
  rooms
    .map(
      (room) =>
        `${room.adults}-${room.children}${room.childBed === undefined || room.children === 0 ? '' : room.childBed ? 'b' : 'n'}`,
    )
    .join(',');

export function parseBookQuery(params: URLSearchParams): BookQuery {
  const date = params.get('date');
  const cabin = params.get('cabin');
  return {
    date: date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null,
    rooms: parseRooms(params.get('rooms')),
    cabin: cabin && /^[A-Za-z]{2}$/.test(cabin) ? cabin.toUpperCase() : null,
    guarantee: params.get('guarantee') === '1',
  };
}
