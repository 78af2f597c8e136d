import { Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type { HotelPicture as HotelPictureData, HotelPolicy } from '@travel/contracts/hotels';
import { HotelPicture } from '../hotel-picture';
import { stayDateLabel } from '../hotel-stay';
import { localeTagOf, useLanguage } from '../../../lib/language';
import { formatInHotelZone } from '../hotel-format';
import { HotelStars } from '../hotel-stars';
import { partyText } from '../party-text';
import { HotelPolicyBadge } from '../hotel-policy-badge';

export interface StaySummaryData {
  hotel: {
    name: string;
    stars: number;
    rating: number;
    street: string;
    city: string;
    countryName: string;
    picture: HotelPictureData;
    timeZone: string;
  };
  room: { name: string; policy: HotelPolicy; breakfastIncluded?: boolean };
  stay: {
    checkIn: string;
    checkOut: string;
    nights: number;
    rooms: number;
    adults: number;
    children: number;
  };
  cancellationDeadline: string | null;
  /** A cancelled booking: its cancellation terms no longer apply and are not shown. */
  cancelled?: boolean;
}

/**
 * The hotel, the room and the stay in one card (booking page, result page and order page), with
 * the free-cancellation deadline in the hotel's own time zone.
 */
export function StaySummary({
  data,
  headingLevel = 2,
}: {
  data: StaySummaryData;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation('hotel-booking');
  const localeTag = localeTagOf(useLanguage());
  const { hotel, room, stay } = data;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="stay-summary-title">
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <HotelPicture picture={hotel.picture} height={140} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <Stack gap={6}>
            <Title order={headingLevel} size="h4" id="stay-summary-title">
              {hotel.name}
            </Title>
            <HotelStars stars={hotel.stars} rating={hotel.rating} />
            <Text size="sm" c="gray.7">
              {hotel.street}, {hotel.city}, {hotel.countryName}
            </Text>
            <Group gap="xs" wrap="wrap">
              <Text size="sm" fw={600}>
                {room.name}
              </Text>
              <HotelPolicyBadge policy={room.policy} />
              {room.breakfastIncluded ? <Text size="sm">{t('rate.breakfast')}</Text> : null}
            </Group>
            <Text size="sm">
              {t('summary.dates', {
                checkIn: stayDateLabel(stay.checkIn, localeTag),
                checkOut: stayDateLabel(stay.checkOut, localeTag),
                count: stay.nights,
              })}
            </Text>
            <Text size="sm">{partyText(stay, t, localeTag)}</Text>
            {data.cancelled ? null : (
              <Text size="sm" data-testid="cancellation">
                {data.cancellationDeadline
                  ? t('summary.freeCancellation', {
                      time: formatInHotelZone(data.cancellationDeadline, hotel.timeZone, localeTag),
                    })
                  : t(`summary.noCancellation.${room.policy}`)}
              </Text>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Paper>
  );
}
