import { Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type { HotelDetail } from '@travel/contracts/hotels';
import { EmptyState } from '../../../components/page-states';
import { RoomCard } from './room-card';

/**
 * The rooms tab's contents: a chunk of its own (room cards, rate rows, policy badges, alerts),
 * loaded when the traveller heads for the tabs or opens the page on that tab, not with the
 * overview every first visit shows. The reviews tab has its own (reviews-panel.tsx).
 */
export function RoomsPanel({
  hotel,
  bookPathFor,
  refreshing,
}: {
  hotel: HotelDetail;
  bookPathFor: (roomCode: string) => string;
  refreshing: boolean;
}) {
  const { t } = useTranslation('hotel-booking');
  const bookable = hotel.rooms.filter((room) => room.rates.length > 0);
  // Bookable rooms first, each group in the hotel's own order.
  const rooms = [...bookable, ...hotel.rooms.filter((room) => room.rates.length === 0)];
  return (
    <Stack gap="md" aria-busy={refreshing}>
      <Text size="sm" c="gray.7" role="status">
        {bookable.length > 0 ? t('rooms.count', { count: bookable.length }) : ''}
      </Text>
      {bookable.length === 0 ? (
        <EmptyState title={t('rooms.noneTitle')} text={t('rooms.noneText')} />
      ) : null}
      {rooms.map((room) => (
        <RoomCard
          key={room.code}
          room={room}
          nights={hotel.nights}
          timeZone={hotel.timeZone}
          bookPathFor={bookPathFor}
        />
      ))}
    </Stack>
  );
}
