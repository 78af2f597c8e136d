import { Alert, Button, List, Stack, Text } from '@mantine/core';
import { READABLE_ALERT } from '../../../components/alert-styles';
import { IconBulb } from '@tabler/icons-react';
import {
  adultOption,
  checkRooms,
  childOption,
  priceRooms,
  ROOM_CODE,
} from '@travel/contracts/tour-rooms';
import type { RoomContext, RoomSetting } from '@travel/contracts/tour-rooms';
import { CHILD_MAX_AGE, proposeRoomMix } from '@travel/contracts/tour-room-mix';
import { Price } from '../../../components/price';
import { useTranslation } from '../../../lib/i18n';
import { roomTypeKey } from './room-words';

/**
 * Beyond the spec (issue 14 §3): the cheapest valid way to room the same party at this
 * departure's prices (contracts `proposeRoomMix`, the functions the server prices with), and
 * why: what it costs and what it saves over the rooms chosen. The party is the rooms' adults and
 * children; children are taken as under 12 (older ones pay the adult price and are entered as
 * adults), which the hint says.
 */
export function RoomMixHint({
  ctx,
  rooms,
  prices,
  onUse,
}: {
  ctx: RoomContext;
  rooms: RoomSetting[];
  /** Per person, in cents, by option code (the departure's, or the cabin category's). */
  prices: Readonly<Record<string, number>>;
  onUse: (rooms: RoomSetting[]) => void;
}) {
  const { t } = useTranslation('tours');
  if (ctx.kind === 'one-day') return null;
  const adults = rooms.reduce((n, room) => n + room.adults, 0);
  const children = rooms.reduce((n, room) => n + room.children, 0);
  const mix = proposeRoomMix(
    ctx,
    { adults, childAges: Array.from({ length: children }, () => CHILD_MAX_AGE) },
    prices,
  );
  if (!mix.rooms) return null;
  const current = checkRooms(ctx, rooms).length === 0 ? priceRooms(ctx, rooms, prices) : null;
  const saving = current ? current.totalCents - mix.totalCents : null;
  if (saving !== null && saving <= 0) {
    return (
      <Text size="sm" c="teal.9" data-testid="room-mix">
        <IconBulb size={16} aria-hidden="true" style={{ verticalAlign: '-3px' }} />{' '}
        {t('mix.alreadyCheapest')}
      </Text>
    );
  }
  const proposed = mix.rooms;
  const word = ctx.kind === 'cruise' ? 'cabin' : 'room';
  return (
    <Alert
      color="teal"
      variant="light"
      styles={READABLE_ALERT}
      icon={<IconBulb size={20} aria-hidden="true" />}
      title={t('mix.title')}
      data-testid="room-mix"
    >
      <Stack gap={6}>
        <List size="sm" spacing={2}>
          {proposed.map((room, index) => (
            <List.Item key={room.key}>
              {t(`rooms.${word}`, { n: index + 1 })}:{' '}
              {ctx.kind === 'cruise'
                ? t('mix.cabinLine', { adults: room.adults })
                : t('mix.roomLine', {
                    type: t(`mix.types.${roomTypeKey(adultOption(ctx, room))}`),
                    count: room.adults,
                  })}
              {room.children > 0
                ? ` ${t(
                    childOption(ctx, room.childBed) === ROOM_CODE.bedchild
                      ? 'mix.childrenWithBed'
                      : 'mix.childrenNoBed',
                    { count: room.children },
                  )}`
                : ''}
            </List.Item>
          ))}
        </List>
        <Text size="sm">
          {t('mix.total')} <Price amountMinor={mix.totalCents} currency="USD" inherit fw={700} />
          {saving !== null && saving > 0 ? (
            <>
              {' · '}
              {t('mix.saves')} <Price amountMinor={saving} currency="USD" inherit fw={700} />
            </>
          ) : null}
        </Text>
        <Text size="xs" c="gray.7">
          {saving === null ? t('mix.whyInvalid') : t('mix.why')}{' '}
          {t('mix.childAges', { age: CHILD_MAX_AGE })}
        </Text>
        {/* Filled, dark teal: the light variant on the light alert fell short of 4.5:1 (axe). */}
        <Button
          size="xs"
          color="teal.9"
          w="fit-content"
          onClick={() => onUse(proposed.map((room, index) => ({ ...room, key: `r${index + 1}` })))}
        >
          {t('mix.use')}
        </Button>
      </Stack>
    </Alert>
  );
}
