import { Button, Checkbox, Group, Paper, Select, Stack, Switch, Text, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  ROOM_CODE,
  TOUR_ROOM_LIMITS,
  childAllowance,
  roomCapacity,
  setRoomAdults,
  type RoomContext,
  type RoomSetting,
} from '@travel/contracts/tours';
import type { TourInfo } from '@travel/contracts/tours-detail';
import { Counter } from '../../../components/counter';
import { useTranslation } from '../../../lib/i18n';

/**
 * The room settings of a booking (spec part 2 §3, §4, §5): rooms 1 to 5, added and removed;
 * adults and children per room within the room's capacity (changing adults resets children that
 * no longer fit, by the contracts' `setRoomAdults`); with or without a bed for children when the
 * departure prices both; a day trip books one group of 1–20 adults and 0–20 children; a cruise
 * books cabins of 2 adults in a cabin category (the room-type select), optionally a guarantee
 * cabin. Every rule is the contracts' `tour-rooms.ts`, the one the server applies.
 */
export function RoomSettings({
  ctx,
  rooms,
  onRooms,
  cabins,
  cabin,
  onCabin,
  guarantee,
  onGuarantee,
  error,
}: {
  ctx: RoomContext;
  rooms: RoomSetting[];
  onRooms: (rooms: RoomSetting[]) => void;
  cabins: NonNullable<TourInfo['cruise']>['cabins'] | null;
  cabin: string;
  onCabin: (code: string) => void;
  guarantee: boolean;
  onGuarantee: (on: boolean) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('tour-booking');
  const oneDay = ctx.kind === 'one-day';
  const cruise = ctx.kind === 'cruise';
  const word = cruise ? 'cabin' : 'room';
  const bothChildPrices =
    ctx.optionCodes.includes(ROOM_CODE.child) && ctx.optionCodes.includes(ROOM_CODE.bedchild);
  const capacity = roomCapacity(ctx);
  const update = (index: number, room: RoomSetting) =>
    onRooms(rooms.map((current, i) => (i === index ? room : current)));
  const nextKey = () => {
    const used = new Set(rooms.map((room) => room.key));
    let n = rooms.length + 1;
    while (used.has(`r${n}`)) n += 1;
    return `r${n}`;
  };
  const chosenCabin = cabins?.find((entry) => entry.code === cabin);

  return (
    <Stack gap="sm" component="section" aria-labelledby="tour-rooms-title">
      <Title order={2} size="h4" id="tour-rooms-title">
        {t(cruise ? 'rooms.cabinsTitle' : oneDay ? 'rooms.groupTitle' : 'rooms.title')}
      </Title>
      {cruise && cabins ? (
        <Group gap="md" align="flex-end" wrap="wrap">
          <Select
            label={t('fields.cabin')}
            required
            data={cabins.map((entry) => ({
              value: entry.code,
              label: `${entry.name} · ${t(`rooms.category.${entry.category}`)}`,
            }))}
            value={cabin || null}
            onChange={(value) => value && onCabin(value)}
            allowDeselect={false}
            w={{ base: '100%', sm: 320 }}
            comboboxProps={{ withinPortal: true }}
          />
          {chosenCabin?.guaranteeOption ? (
            <Checkbox
              label={t('rooms.guarantee', { percent: chosenCabin.guaranteeDiscountPercent })}
              checked={guarantee}
              onChange={(event) => onGuarantee(event.currentTarget.checked)}
            />
          ) : null}
        </Group>
      ) : null}
      {rooms.map((room, index) => (
        <Paper key={room.key} withBorder radius="md" p="sm">
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600}>
                {oneDay ? t('rooms.group') : t(`rooms.${word}`, { n: index + 1 })}
              </Text>
              {!oneDay && rooms.length > TOUR_ROOM_LIMITS.minRooms ? (
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-sm"
                  leftSection={<IconTrash size={16} aria-hidden="true" />}
                  onClick={() => onRooms(rooms.filter((_, i) => i !== index))}
                  aria-label={t(`rooms.remove`, { name: t(`rooms.${word}`, { n: index + 1 }) })}
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
            {childAllowance(ctx, room) > 0 || room.children > 0 ? (
              <Counter
                label={t('rooms.children')}
                hint={t('rooms.childrenHint')}
                value={room.children}
                min={0}
                max={Math.max(childAllowance(ctx, room), room.children)}
                onChange={(children) => update(index, { ...room, children })}
                decreaseLabel={t('rooms.fewerChildren')}
                increaseLabel={t('rooms.moreChildren')}
              />
            ) : null}
            {bothChildPrices && room.children > 0 ? (
              <Switch
                label={t('rooms.childBed')}
                checked={room.childBed !== false}
                onChange={(event) =>
                  update(index, { ...room, childBed: event.currentTarget.checked })
                }
              />
            ) : null}
          </Stack>
        </Paper>
      ))}
      {!oneDay && rooms.length < TOUR_ROOM_LIMITS.maxRooms ? (
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={() =>
              onRooms([
                ...rooms,
                {
                  key: nextKey(),
                  adults: cruise ? TOUR_ROOM_LIMITS.cruise.adultsPerRoom : 2,
                  children: 0,
                },
              ])
            }
          >
            {t(`rooms.add.${word}`)}
          </Button>
        </Group>
      ) : null}
      {error ? (
        <Text c="red.8" size="sm" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
