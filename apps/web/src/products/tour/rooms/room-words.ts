import {
  ROOM_CODE,
  TOUR_ROOM_LIMITS,
  childAllowance,
  roomCapacity,
} from '@travel/contracts/tour-rooms';
import type { RoomContext, RoomIssue, RoomSetting } from '@travel/contracts/tour-rooms';
import type { TFunction } from '../../../lib/i18n';

/**
 * The room rules' findings (contracts `checkRooms`, English for the API) in the page's language:
 * the same rule and the same numbers, worded by rule.
 */
export function roomIssueText(
  issue: RoomIssue,
  ctx: RoomContext,
  rooms: readonly RoomSetting[],
  t: TFunction,
): string {
  const room = issue.room === undefined ? undefined : rooms[issue.room];
  const { minRooms, maxRooms, cruise } = TOUR_ROOM_LIMITS;
  switch (issue.rule) {
    case 'rooms':
      return t('rooms.rules.rooms', { min: minRooms, max: maxRooms });
    case 'adults':
      return t('rooms.rules.adults', { max: roomCapacity(ctx) });
    case 'children':
      return t('rooms.rules.children');
    case 'capacity':
      return t('rooms.rules.capacity', { count: room ? childAllowance(ctx, room) : 0 });
    case 'roomType':
      return t('rooms.rules.roomType');
    case 'childOption':
      return t('rooms.rules.childOption');
    case 'cruiseAdults':
      return issue.room === undefined
        ? t('rooms.rules.cruiseParty', { min: cruise.minAdults, max: cruise.maxAdults })
        : t('rooms.rules.cruiseAdults', { count: cruise.adultsPerRoom });
  }
}

/** A room's type name by its adults' option code (single 1, twin 2, triple 3, quad 4). */
const ROOM_TYPES: Record<string, string> = {
  [ROOM_CODE.single]: 'single',
  [ROOM_CODE.twin]: 'twin',
  [ROOM_CODE.triple]: 'triple',
  [ROOM_CODE.quad]: 'quad',
  [ROOM_CODE.adult]: 'group',
};

export const roomTypeKey = (code: string): string => ROOM_TYPES[code] ?? 'twin';
