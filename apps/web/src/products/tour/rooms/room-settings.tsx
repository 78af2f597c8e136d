import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  ROOM_CODE,
  TOUR_ROOM_LIMITS,
  checkRooms,
  childAllowance,
  roomCapacity,
  setRoomAdults,
} from '@travel/contracts/tour-rooms';
import type { RoomContext, RoomSetting } from '@travel/contracts/tour-rooms';
import type { TourInfo } from '@travel/contracts/tours-detail';
import { Counter } from '../../../components/counter';
import { useTranslation } from '../../../lib/i18n';
import { CabinSelect } from './cabin-select';
import { RoomCheckbox } from './room-checkbox';
import { roomIssueText } from './room-words';

export type CruiseCabin = NonNullable<TourInfo['cruise']>['cabins'][number];

/** The next unused room key (`r1`, `r2`…): keys stay stable when a middle room is removed. */
export function nextRoomKey(rooms: readonly RoomSetting[]): string {
  const used = new Set(rooms.map((room) => room.key));
  let n = rooms.length + 1;
  while (used.has(`r${n}`)) n += 1;
  return `r${n}`;
}

/** The rooms a party starts with: one twin room (a cruise cabin of 2, a day trip's 2 adults). */
export const defaultRooms = (): RoomSetting[] => [{ key: 'r1', adults: 2, children: 0 }];

/**
 * The room settings of a departure (spec part 2 §3, §4, §5), for the detail page and the booking
 * pages alike: rooms 1 to 5, added and removed; adults and children per room, children at most
 * the room's capacity minus its adults (changing adults resets children that no longer fit:
 * contracts `setRoomAdults`); with or without a bed when the departure prices both; a day trip
 * books one group (adults 1–20, children 0–20); a cruise books cabins of 2 adults in a cabin
 * category, with the guarantee cabin when offered. Every rule is contracts `tour-rooms.ts`, the
 * one the server prices with; what a party breaks is said under the room at fault.
 */
export function RoomSettings({
  ctx,
  rooms,
  onRooms,
  cabins = null,
  cabin = '',
  onCabin,
  guarantee = false,
  onGuarantee,
  headingLevel = 2,
}: {
  ctx: RoomContext;
  rooms: RoomSetting[];
  onRooms: (rooms: RoomSetting[]) => void;
  /** Cruise: the ship's cabin categories, the chosen one and the guarantee cabin choice. */
  cabins?: CruiseCabin[] | null;
  cabin?: string;
  onCabin?: (code: string) => void;
  guarantee?: boolean;
  onGuarantee?: (on: boolean) => void;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation('tours');
  const oneDay = ctx.kind === 'one-day';
  const cruise = ctx.kind === 'cruise';
  const word = cruise ? 'cabin' : 'room';
  const bothChildPrices =
    ctx.optionCodes.includes(ROOM_CODE.child) && ctx.optionCodes.includes(ROOM_CODE.bedchild);
  const capacity = roomCapacity(ctx);
  const issues = checkRooms(ctx, rooms);
  const partyIssues = issues.filter((issue) => issue.room === undefined);
  const update = (index: number, room: RoomSetting) =>
    onRooms(rooms.map((current, i) => (i === index ? room : current)));
  const chosenCabin = cabins?.find((entry) => entry.code === cabin);
  const roomName = (index: number) => t(`rooms.${word}`, { n: index + 1 });

  return (
    <Stack gap="sm" component="section" aria-labelledby="tour-rooms-title">
      <Title order={headingLevel} size="h4" id="tour-rooms-title">
        {t(cruise ? 'rooms.cabinsTitle' : oneDay ? 'rooms.groupTitle' : 'rooms.title')}
      </Title>
      {cruise && cabins && onCabin ? (
        <Stack gap="xs">
          <CabinSelect label={t('rooms.cabinCategory')} value={cabin} onChange={onCabin}>
            {cabins.map((entry) => (
              <option key={entry.code} value={entry.code}>
                {`${t(`cabins.${entry.category}`)} · ${entry.name}`}
              </option>
            ))}
          </CabinSelect>
          {chosenCabin?.guaranteeOption && onGuarantee ? (
            <RoomCheckbox
              label={t('rooms.guarantee', { percent: chosenCabin.guaranteeDiscountPercent })}
              description={t('rooms.guaranteeHint')}
              checked={guarantee}
              onChange={(event) => onGuarantee(event.currentTarget.checked)}
            />
          ) : null}
        </Stack>
      ) : null}
      {rooms.map((room, index) => {
        // One finding per room, the first the rules report: a cabin of 3 adults is "takes 2
        // adults", not also "no room for children".
        const roomIssues = issues.filter((issue) => issue.room === index).slice(0, 1);
        const allowance = childAllowance(ctx, room);
        return (
          <Paper
            key={room.key}
            withBorder
            radius="md"
            p="sm"
            component="fieldset"
            aria-label={oneDay ? t('rooms.group') : roomName(index)}
            style={{
              borderColor: roomIssues.length > 0 ? 'var(--mantine-color-red-7)' : undefined,
            }}
          >
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600}>{oneDay ? t('rooms.group') : roomName(index)}</Text>
                {!oneDay && rooms.length > TOUR_ROOM_LIMITS.minRooms ? (
                  <Button
                    variant="subtle"
                    color="red"
                    size="compact-sm"
                    leftSection={<IconTrash size={16} aria-hidden="true" />}
                    onClick={() => onRooms(rooms.filter((_, i) => i !== index))}
                    aria-label={t('rooms.remove', { name: roomName(index) })}
                  >
                    {t('rooms.removeShort')}
                  </Button>
                ) : null}
              </Group>
              {cruise ? (
                <Text size="sm">
                  {t('rooms.cabinAdults', { count: TOUR_ROOM_LIMITS.cruise.adultsPerRoom })}
                </Text>
              ) : (
                <Counter
                  label={t('rooms.adults')}
                  value={room.adults}
                  min={oneDay ? TOUR_ROOM_LIMITS.oneDay.minAdults : 1}
                  max={oneDay ? TOUR_ROOM_LIMITS.oneDay.maxAdults : capacity}
                  onChange={(adults) => update(index, setRoomAdults(ctx, room, adults))}
                  decreaseLabel={t('rooms.fewerAdults')}
                  increaseLabel={t('rooms.moreAdults')}
                />
              )}
              {allowance > 0 || room.children > 0 ? (
                <Counter
                  label={t('rooms.children')}
                  hint={t('rooms.childrenHint', { count: allowance })}
                  value={room.children}
                  min={0}
                  max={Math.max(allowance, room.children)}
                  onChange={(children) => update(index, { ...room, children })}
                  decreaseLabel={t('rooms.fewerChildren')}
                  increaseLabel={t('rooms.moreChildren')}
                />
              ) : (
                <Text size="xs" c="gray.7">
                  {t('rooms.noChildren')}
                </Text>
              )}
              {bothChildPrices && !oneDay && room.children > 0 ? (
                <RoomCheckbox
                  label={t('rooms.childBed')}
                  checked={room.childBed !== false}
                  onChange={(event) =>
                    update(index, { ...room, childBed: event.currentTarget.checked })
                  }
                />
              ) : null}
              {roomIssues.map((issue) => (
                <Text key={issue.rule} c="red.8" size="sm" role="alert">
                  {roomIssueText(issue, ctx, rooms, t)}
                </Text>
              ))}
            </Stack>
          </Paper>
        );
      })}
      {!oneDay && rooms.length < TOUR_ROOM_LIMITS.maxRooms ? (
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={() =>
              onRooms([
                ...rooms,
                {
                  key: nextRoomKey(rooms),
                  adults: cruise ? TOUR_ROOM_LIMITS.cruise.adultsPerRoom : 2,
                  children: 0,
                },
              ])
            }
          >
            {t(`rooms.add.${word}`)}
          </Button>
        </Group>
      ) : (
        <Text size="xs" c="gray.7">
          {oneDay
            ? t('rooms.groupHint')
            : t('rooms.maxRooms', { count: TOUR_ROOM_LIMITS.maxRooms })}
        </Text>
      )}
      {partyIssues.map((issue) => (
        <Text key={issue.rule} c="red.8" size="sm" role="alert">
          {roomIssueText(issue, ctx, rooms, t)}
        </Text>
      ))}
    </Stack>
  );
}
