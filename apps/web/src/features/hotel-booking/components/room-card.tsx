import { Alert, Grid, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconBed, IconRuler2, IconUsers } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import type { HotelRoom } from '@travel/contracts/hotels';
import { HotelPicture } from '../../../products/hotel/hotel-picture';
import { READABLE_ALERT } from '../../../components/order-status/order-status';
import { RateRow } from './rate-row';

/** A room type: picture, beds, occupancy, size, features, and its rates or why it has none. */
export function RoomCard({
  room,
  nights,
  timeZone,
  bookPathFor,
}: {
  room: HotelRoom;
  nights: number;
  timeZone: string;
  bookPathFor: (roomCode: string) => string;
}) {
  const { t } = useTranslation('hotel-booking');
  const beds = room.beds
    .map((bed) => t(`room.bed.${bed.type}`, { count: bed.count }))
    .join(t('room.and'));
  const headingId = `room-${room.code}`;
  return (
    <Stack
      gap="sm"
      component="article"
      aria-labelledby={headingId}
      p="md"
      style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
    >
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <HotelPicture picture={room.picture} height={150} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <Stack gap={6}>
            <Title order={3} size="h4" id={headingId}>
              {room.name}
            </Title>
            <Group gap="md" wrap="wrap">
              <Group gap={4} wrap="nowrap">
                <IconBed size={16} aria-hidden="true" />
                <Text size="sm">{beds}</Text>
              </Group>
              <Group gap={4} wrap="nowrap">
                <IconUsers size={16} aria-hidden="true" />
                <Text size="sm">{t('room.sleeps', { count: room.maxOccupancy })}</Text>
              </Group>
              <Group gap={4} wrap="nowrap">
                <IconRuler2 size={16} aria-hidden="true" />
                <Text size="sm">{t('room.size', { size: room.sizeSqm })}</Text>
              </Group>
            </Group>
            {room.features.length > 0 ? (
              <List size="sm" spacing={2} aria-label={t('room.features', { room: room.name })}>
                {room.features.map((feature) => (
                  <List.Item key={feature}>{feature}</List.Item>
                ))}
              </List>
            ) : null}
          </Stack>
        </Grid.Col>
      </Grid>
      {room.rates.length > 0 ? (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {room.rates.map((rate) => (
            <RateRow
              key={rate.roomCode}
              rate={rate}
              roomName={room.name}
              nights={nights}
              timeZone={timeZone}
              bookPath={bookPathFor(rate.roomCode)}
            />
          ))}
        </Stack>
      ) : (
        <Alert color="gray" variant="light" styles={READABLE_ALERT} title={t('room.unavailable')}>
          {t(`room.why.${room.unavailable ?? 'soldOut'}`, { count: room.maxOccupancy })}
        </Alert>
      )}
    </Stack>
  );
}
